import { describe, expect, it } from "vitest";
import {
  balance2024,
  balanceQ1,
  cashflow2024,
  cashflowQ1,
  income2024,
  incomeQ1,
  openingBalance2023,
} from "../../../../test/support/analytics-fixtures";
import { analyse } from "./analyse";
import { buildPeriods, monthsBefore, type StatementInput } from "./periods";

let order = 0;
function doc(
  documentType: StatementInput["documentType"],
  period: string,
  lineItems: object,
  periodType?: StatementInput["periodType"],
): StatementInput {
  order += 1;
  return { documentType, period, periodType, lineItems: lineItems as Record<string, number>, order };
}

const fullSet = [
  doc("balance_sheet", "2023-12-31", openingBalance2023),
  doc("balance_sheet", "2024-12-31", balance2024),
  doc("income_statement", "2024-12-31", income2024, "yearly"),
  doc("cashflow_statement", "2024-12-31", cashflow2024, "yearly"),
  doc("balance_sheet", "2025-03-31", balanceQ1),
  doc("income_statement", "2025-03-31", incomeQ1, "quarterly"),
  doc("cashflow_statement", "2025-03-31", cashflowQ1, "quarterly"),
];

describe("monthsBefore", () => {
  it("steps back whole months and clamps the day", () => {
    expect(monthsBefore("2025-03-31", 3)).toBe("2024-12-31");
    expect(monthsBefore("2024-12-31", 12)).toBe("2023-12-31");
    expect(monthsBefore("2025-05-31", 3)).toBe("2025-02-28");
    expect(monthsBefore("2024-02-29", 12)).toBe("2023-02-28");
    expect(monthsBefore("2025-01-15", 1)).toBe("2024-12-15");
  });
});

describe("buildPeriods", () => {
  it("makes one period per end date and period type, with the opening balance sheet", () => {
    const periods = buildPeriods(fullSet);
    expect(periods.map((p) => [p.period, p.periodType])).toEqual([
      ["2023-12-31", "yearly"],
      ["2024-12-31", "yearly"],
      ["2025-03-31", "quarterly"],
    ]);
    const [fy2023, fy2024, q1] = periods;
    expect(fy2023?.openingBalanceSheet).toBeUndefined();
    expect(fy2024?.openingBalanceSheet).toBe(openingBalance2023);
    expect(fy2024?.incomeStatement).toBe(income2024);
    expect(q1?.openingBalanceSheet).toBe(balance2024);
    expect(q1?.cashflow).toBe(cashflowQ1);
  });

  it("lets a balance sheet serve both the year and the fourth quarter ending on its date", () => {
    const periods = buildPeriods([
      doc("balance_sheet", "2024-12-31", balance2024),
      doc("income_statement", "2024-12-31", income2024, "yearly"),
      doc("income_statement", "2024-12-31", incomeQ1, "quarterly"),
    ]);
    expect(periods.map((p) => p.periodType)).toEqual(["quarterly", "yearly"]);
    expect(periods.every((p) => p.balanceSheet === balance2024)).toBe(true);
  });

  it("takes the latest document when two describe the same statement and period", () => {
    const restated = { ...balance2024, cash: 999 };
    const periods = buildPeriods([
      doc("balance_sheet", "2024-12-31", balance2024),
      doc("balance_sheet", "2024-12-31", restated),
    ]);
    expect(periods).toHaveLength(1);
    expect(periods[0]?.balanceSheet?.cash).toBe(999);
  });

  it("reads a lone balance sheet off the year end as a quarter", () => {
    const periods = buildPeriods([
      doc("income_statement", "2024-12-31", income2024, "yearly"),
      doc("balance_sheet", "2024-06-30", balance2024),
      doc("balance_sheet", "2023-12-31", openingBalance2023),
    ]);
    expect(periods.map((p) => [p.period, p.periodType])).toEqual([
      ["2023-12-31", "yearly"],
      ["2024-06-30", "quarterly"],
      ["2024-12-31", "yearly"],
    ]);
  });

  it("finds an opening balance sheet a few days off the exact date", () => {
    const periods = buildPeriods([
      doc("balance_sheet", "2025-03-29", balanceQ1),
      doc("balance_sheet", "2025-06-28", balanceQ1),
      doc("income_statement", "2025-06-28", incomeQ1, "quarterly"),
    ]);
    const q2 = periods.find((p) => p.period === "2025-06-28");
    expect(q2?.openingBalanceSheet).toBe(balanceQ1);
  });
});

describe("analyse", () => {
  it("scores each period's metrics and gives one score per scoring date", () => {
    const { metrics, scores } = analyse(fullSet);
    expect(scores.map((s) => [s.date, s.periodType])).toEqual([
      ["2023-12-31", "yearly"],
      ["2024-12-31", "yearly"],
      ["2025-03-31", "quarterly"],
    ]);
    for (const s of scores) {
      expect(s.totalScore).toBeGreaterThanOrEqual(0);
      expect(s.totalScore).toBeLessThanOrEqual(100);
    }
    const fy = metrics.filter((m) => m.period === "2024-12-31");
    expect(fy).toHaveLength(38);
    const currentRatio = fy.find((m) => m.metricType === "current_ratio");
    expect(currentRatio).toMatchObject({
      value: 1.5,
      points: 90,
      metricSectionType: "short_term_liquidity_and_working_capital",
    });
  });

  it("prefers the year's metrics where a year and a quarter end on the same date", () => {
    const { scores } = analyse([
      doc("balance_sheet", "2024-12-31", balance2024),
      doc("income_statement", "2024-12-31", income2024, "yearly"),
      doc("income_statement", "2024-12-31", incomeQ1, "quarterly"),
    ]);
    expect(scores).toHaveLength(1);
    expect(scores[0]?.periodType).toBe("yearly");
  });

  it("gives nothing for no statements", () => {
    expect(analyse([])).toEqual({ metrics: [], scores: [], usedDocumentIds: [] });
  });
});
