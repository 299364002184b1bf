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
import { type MetricType, metricTypes } from "../../../contract/analytics";
import { annualisationFactor, average, computeMetrics, ratio } from "./metrics";
import type { MetricValue, PeriodStatements } from "./types";

function byType(values: MetricValue[]): Partial<Record<MetricType, number>> {
  return Object.fromEntries(values.map((v) => [v.metricType, v.value]));
}

const fy2024: PeriodStatements = {
  period: "2024-12-31",
  periodType: "yearly",
  balanceSheet: balance2024,
  incomeStatement: income2024,
  cashflow: cashflow2024,
  openingBalanceSheet: openingBalance2023,
};

/** Every figure below is worked out by hand from fixtures.ts (docs/metrics.md, Worked example). */
const expectedFy2024: Record<MetricType, number> = {
  cash_flows_from_operating_activities: 450,
  cash_flows_from_investing_activities: -180,
  cash_flows_from_financing_activities: -170,
  ending_balance: 200,
  average_balance: 150, // (100 + 200) / 2
  free_cash_flow: 250, // 450 − 200
  cash_flow_efficiency_1: 1.5, // 450 / 300
  cash_flow_efficiency_2: 0.09, // 450 / 5000
  cap_exp: 200,
  cop: 3400, // 2500 + 200 + 400 + 100 + D&A 200 + (WIP 100 − 100)
  dscr: 600 / 180, // (300 + 200 + 100) / (100 + opening CPLTD 80)
  iscr: 5, // 500 / 100
  cpltd_fcf_coverage: 2.5, // 250 / 100
  short_term_debt_cpltd_to_free_cash_flow: 1.6, // (300 + 100) / 250
  approximate_repayment_period: 4, // (300 + 100 + 600) / 250
  fixed_assets_turnover_ratio: 5000 / 1200, // 5000 / avg(1200, 1200)
  fixed_assets_productivity_ratio: 2.5, // 5000 / 2000
  gross_profit_margin: 0.3,
  ebitda_margin: 0.14,
  ebit_margin: 0.1,
  net_profit_margin: 0.06,
  roace: 500 / 1850, // 500 / avg(2500 − 800, 3000 − 1000)
  operating_leverage: 3, // 1500 / 500
  financial_leverage: 500 / 420,
  higher_financial_leverage_and_higher_operating_leverage: 1500 / 420,
  current_ratio: 1.5,
  quick_ratio: 0.9, // (1500 − 500 − 100) / 1000
  margin_money_in_nwc: 500 / 1500,
  margin_money_contribution_to_nwc: 0.625, // 500 / (1500 − (1000 − 300))
  total_balance_sheet_leverage: 1700 / 1200, // TOL / (1300 − 100)
  margin_money_contribution_to_total_assets: 0.4, // 1200 / 3000
  margin_money_contribution_to_tangible_fixed_assets: 1, // 1200 / 1200
  margin_money_contribution_to_ace: 1200 / 1850,
  average_inventory_holding_days: (500 / 3500) * 365, // avg(400, 600) / COGS × 365
  average_trade_receivables_days: 36.5, // avg(400, 600) / 5000 × 365
  average_trade_payable_days: (300 / 2600) * 365, // avg(200, 400) / purchases × 365
  inventory_turnover_ratio: 7, // 3500 / 500
  net_working_capital_cycle: (500 / 3500) * 365 + 36.5 - (300 / 2600) * 365,
};

describe("computeMetrics: a full yearly period", () => {
  const got = byType(computeMetrics(fy2024));

  it("computes all 38 metrics", () => {
    expect(Object.keys(got).sort()).toEqual([...metricTypes].sort());
  });

  for (const metric of metricTypes) {
    it(`${metric} matches the hand computation`, () => {
      expect(got[metric]).toBeCloseTo(expectedFy2024[metric], 5);
    });
  }
});

describe("computeMetrics: a quarter annualises flows where they meet balances", () => {
  const q1: PeriodStatements = {
    period: "2025-03-31",
    periodType: "quarterly",
    balanceSheet: balanceQ1,
    incomeStatement: incomeQ1,
    cashflow: cashflowQ1,
    openingBalanceSheet: balance2024,
  };
  const got = byType(computeMetrics(q1));

  it("keeps flows of the quarter as they are", () => {
    expect(got.cash_flows_from_operating_activities).toBe(160);
    expect(got.free_cash_flow).toBe(60);
    expect(got.cap_exp).toBe(100);
    expect(got.average_balance).toBe(225);
  });
  it("does not annualise ratios of two flows", () => {
    expect(got.gross_profit_margin).toBeCloseTo(0.3, 6);
    expect(got.iscr).toBe(8); // 200 / 25
    expect(got.operating_leverage).toBeCloseTo(450 / 200, 6);
    expect(got.cash_flow_efficiency_2).toBeCloseTo(160 / 1500, 6);
  });
  it("annualises flows (× 4) in ratios with balances", () => {
    expect(got.average_trade_receivables_days).toBeCloseTo((650 / 6000) * 365, 5);
    expect(got.average_inventory_holding_days).toBeCloseTo((650 / 4200) * 365, 5);
    expect(got.average_trade_payable_days).toBeCloseTo((450 / 4200) * 365, 5); // no purchases: COGS
    expect(got.inventory_turnover_ratio).toBeCloseTo(4200 / 650, 5);
    expect(got.fixed_assets_turnover_ratio).toBeCloseTo(6000 / 1225, 5);
    expect(got.fixed_assets_productivity_ratio).toBeCloseTo(6000 / 2100, 5);
    expect(got.roace).toBeCloseTo(800 / 2075, 5);
    expect(got.dscr).toBeCloseTo(820 / 200, 5); // (130 + 50 + 25) × 4 / (25 × 4 + 100)
    expect(got.cpltd_fcf_coverage).toBeCloseTo(240 / 100, 5);
    expect(got.approximate_repayment_period).toBeCloseTo(980 / 240, 5);
  });
  it("uses cost of goods sold as cost of production when no production cost is printed", () => {
    expect(got.cop).toBe(1050);
  });
});

describe("computeMetrics: missing inputs and zero denominators", () => {
  const allFinite = (values: MetricValue[]) =>
    values.every((v) => Number.isFinite(v.value) && (v.basis === null || Number.isFinite(v.basis)));

  it("gives nothing for a period without statements", () => {
    expect(computeMetrics({ period: "2024-12-31", periodType: "yearly" })).toEqual([]);
  });

  it("gives only balance-sheet metrics for a balance sheet alone", () => {
    const got = byType(computeMetrics({ period: "2024-12-31", periodType: "yearly", balanceSheet: balance2024 }));
    expect(Object.keys(got).sort()).toEqual(
      [
        "current_ratio",
        "ending_balance",
        "average_balance",
        "quick_ratio",
        "margin_money_in_nwc",
        "margin_money_contribution_to_nwc",
        "total_balance_sheet_leverage",
        "margin_money_contribution_to_total_assets",
        "margin_money_contribution_to_tangible_fixed_assets",
        "margin_money_contribution_to_ace",
      ].sort(),
    );
    // Without an opening balance sheet, averages are the closing balance.
    expect(got.average_balance).toBe(200);
    expect(got.margin_money_contribution_to_ace).toBeCloseTo(1200 / 2000, 6);
  });

  it("gives only flow metrics for an income statement alone", () => {
    const got = byType(computeMetrics({ period: "2024-12-31", periodType: "yearly", incomeStatement: income2024 }));
    expect(got.gross_profit_margin).toBeCloseTo(0.3, 6);
    expect(got.iscr).toBe(5);
    expect(got.cop).toBe(3400); // no WIP change without balance sheets
    expect(got.current_ratio).toBeUndefined();
    expect(got.dscr).toBeUndefined(); // principal due needs a balance sheet
    expect(got.average_trade_receivables_days).toBeUndefined();
    expect(got.roace).toBeUndefined();
  });

  it("leaves out ratios over zero revenue, zero interest and zero current liabilities", () => {
    const values = computeMetrics({
      period: "2024-12-31",
      periodType: "yearly",
      balanceSheet: {
        ...balance2024,
        total_current_liabilities: 0,
        trade_payables: 0,
        short_term_debt: 0,
        current_portion_long_term_debt: 0,
        other_current_liabilities: 0,
      },
      incomeStatement: { revenue: 0, cost_of_goods_sold: 0, operating_profit: -50, net_profit: -50 },
      cashflow: { net_cash_from_operating_activities: 0 },
    });
    const got = byType(values);
    expect(allFinite(values)).toBe(true);
    for (const m of [
      "gross_profit_margin",
      "ebitda_margin",
      "ebit_margin",
      "net_profit_margin",
      "cash_flow_efficiency_2",
      "iscr",
      "current_ratio",
      "quick_ratio",
      "average_trade_receivables_days",
      "average_inventory_holding_days",
      "cpltd_fcf_coverage",
      "short_term_debt_cpltd_to_free_cash_flow",
      "approximate_repayment_period",
    ] as const) {
      expect(got[m], m).toBeUndefined();
    }
    // Zero is a value, not an absence, where it is a numerator.
    expect(got.free_cash_flow).toBe(0);
    expect(got.cash_flow_efficiency_1).toBe(0);
    expect(got.fixed_assets_turnover_ratio).toBe(0);
    expect(got.inventory_turnover_ratio).toBe(0);
  });

  it("leaves out debt service coverage when there is neither interest nor principal due", () => {
    const got = byType(
      computeMetrics({
        period: "2024-12-31",
        periodType: "yearly",
        balanceSheet: { ...balance2024, current_portion_long_term_debt: undefined },
        incomeStatement: { ...income2024, interest_expense: undefined },
      }),
    );
    expect(got.dscr).toBeUndefined();
    expect(got.iscr).toBeUndefined();
  });

  it("leaves out every leverage ratio when EBIT and PBT are zero", () => {
    const got = byType(
      computeMetrics({
        period: "2024-12-31",
        periodType: "yearly",
        incomeStatement: { revenue: 100, cost_of_goods_sold: 60, operating_profit: 0, profit_before_tax: 0 },
      }),
    );
    expect(got.operating_leverage).toBeUndefined();
    expect(got.financial_leverage).toBeUndefined();
    expect(got.higher_financial_leverage_and_higher_operating_leverage).toBeUndefined();
    expect(got.ebit_margin).toBe(0);
  });

  it("derives missing totals from printed components", () => {
    const got = byType(
      computeMetrics({
        period: "2024-12-31",
        periodType: "yearly",
        balanceSheet: {
          cash: 50,
          trade_receivables: 150,
          inventory: 100,
          gross_fixed_assets: 500,
          accumulated_depreciation: 200,
          trade_payables: 120,
          short_term_debt: 80,
          long_term_debt: 100,
          share_capital: 200,
          retained_earnings: 100,
        },
        incomeStatement: { revenue: 1000, gross_profit: 250, ebitda: 100, depreciation_amortization: 30 },
      }),
    );
    expect(got.current_ratio).toBeCloseTo(300 / 200, 6); // (50 + 150 + 100) / (120 + 80)
    expect(got.quick_ratio).toBeCloseTo(200 / 200, 6);
    expect(got.fixed_assets_productivity_ratio).toBeCloseTo(1000 / 500, 6);
    expect(got.fixed_assets_turnover_ratio).toBeCloseTo(1000 / 300, 6); // net = gross − accumulated
    expect(got.total_balance_sheet_leverage).toBeCloseTo(300 / 300, 6); // (200 + 100) / (200 + 100)
    expect(got.margin_money_contribution_to_total_assets).toBeCloseTo(300 / 600, 6);
    expect(got.gross_profit_margin).toBeCloseTo(0.25, 6);
    expect(got.ebit_margin).toBeCloseTo(0.07, 6); // EBITDA − D&A
    expect(got.average_inventory_holding_days).toBeCloseTo((100 / 750) * 365, 5); // COGS = revenue − gross profit
  });

  it("reads EBIT as profit before tax plus interest when no operating profit is printed", () => {
    const got = byType(
      computeMetrics({
        period: "2024-12-31",
        periodType: "yearly",
        incomeStatement: { revenue: 1000, interest_expense: 20, net_profit: 60, income_tax: 20 },
      }),
    );
    expect(got.iscr).toBeCloseTo(100 / 20, 6); // PBT 80 (= 60 + 20) + 20
    expect(got.financial_leverage).toBeCloseTo(100 / 80, 6);
  });

  it("gives a negative repayment period when free cash flow is negative, never ∞", () => {
    const values = computeMetrics({
      ...fy2024,
      cashflow: { ...cashflow2024, net_cash_from_operating_activities: 100, purchase_of_fixed_assets: -300 },
    });
    const got = byType(values);
    expect(got.free_cash_flow).toBe(-200);
    expect(got.approximate_repayment_period).toBeCloseTo(-5, 6);
    expect(allFinite(values)).toBe(true);
  });

  it("scores amounts by a scale-free basis", () => {
    const basis = Object.fromEntries(computeMetrics(fy2024).map((v) => [v.metricType, v.basis]));
    expect(basis.free_cash_flow).toBeCloseTo(250 / 5000, 6);
    expect(basis.cash_flows_from_operating_activities).toBeCloseTo(0.09, 6);
    expect(basis.ending_balance).toBeCloseTo(0.2, 6); // 200 / 1000
    expect(basis.average_balance).toBeCloseTo(150 / (5000 / 365), 6);
    expect(basis.cap_exp).toBe(1); // 200 / 200
    expect(basis.cop).toBeCloseTo(3400 / 5000, 6);
    expect(basis.current_ratio).toBe(1.5);
  });
});

describe("scoring bases of ratios whose signs mislead", () => {
  const basisOf = (p: PeriodStatements) => Object.fromEntries(computeMetrics(p).map((v) => [v.metricType, v.basis]));

  it("scores leverage of an operating loss as nothing, though the ratio of two losses is positive", () => {
    const lossMaking: PeriodStatements = {
      period: "2024-12-31",
      periodType: "yearly",
      incomeStatement: { revenue: 1000, cost_of_goods_sold: 800, operating_profit: -70, interest_expense: 100 },
    };
    const got = byType(computeMetrics(lossMaking));
    expect(got.financial_leverage).toBeCloseTo(-70 / -170, 6); // EBIT / PBT, both negative
    const basis = basisOf(lossMaking);
    expect(basis.financial_leverage).toBe(-1);
    expect(basis.operating_leverage).toBe(-1);
    expect(basis.higher_financial_leverage_and_higher_operating_leverage).toBe(-1);
  });

  it("scores returns on a negative capital employed or net worth as nothing", () => {
    const brokenBalance: PeriodStatements = {
      period: "2024-12-31",
      periodType: "yearly",
      balanceSheet: { ...balance2024, total_equity: -500, total_liabilities: 3500, total_current_liabilities: 3200 },
      incomeStatement: { revenue: 1000, operating_profit: -50 },
    };
    const got = byType(computeMetrics(brokenBalance));
    expect(got.roace).toBeCloseTo(-50 / (3000 - 3200), 6); // positive: −50 / −200
    const basis = basisOf(brokenBalance);
    expect(basis.roace).toBe(-1);
    expect(basis.margin_money_contribution_to_ace).toBe(-1);
    expect(basis.margin_money_contribution_to_total_assets).toBe(-1);
  });

  it("scores operating cash against a loss by its sign", () => {
    const loss = (cfo: number): PeriodStatements => ({
      period: "2024-12-31",
      periodType: "yearly",
      incomeStatement: { revenue: 1000, net_profit: -100 },
      cashflow: { net_cash_from_operating_activities: cfo },
    });
    expect(basisOf(loss(50)).cash_flow_efficiency_1).toBe(0.5);
    expect(basisOf(loss(-50)).cash_flow_efficiency_1).toBe(-1);
  });
});

describe("helpers", () => {
  it("ratio is absent on zero or missing", () => {
    expect(ratio(1, 0)).toBeUndefined();
    expect(ratio(undefined, 2)).toBeUndefined();
    expect(ratio(1, undefined)).toBeUndefined();
    expect(ratio(0, 5)).toBe(0);
    expect(ratio(-3, 2)).toBe(-1.5);
  });
  it("average falls back to the closing balance", () => {
    expect(average(undefined, 10)).toBe(10);
    expect(average(0, 10)).toBe(5);
    expect(average(10, undefined)).toBeUndefined();
  });
  it("annualises quarters by 4", () => {
    expect(annualisationFactor("quarterly")).toBe(4);
    expect(annualisationFactor("yearly")).toBe(1);
  });
});
