import { describe, expect, it } from "vitest";
import { checkStatements } from "./checks";
import { periodWord } from "./column-meaning";
import { parseStatements } from "./extract";
import { amounts, at, page, right } from "./synthetic-lines.fixture";

/**
 * Period length of a column (issue 22, reader5): quarter columns of a management pack are never a
 * year, a YTD column is the year only at the financial year end, and a statement whose columns'
 * lengths are not evident is never auto-accepted.
 */

describe("period words over a column", () => {
  it.each([
    ["Q1", "quarter"],
    ["Q4 2025", "quarter"],
    ["1Q25", "quarter"],
    ["Fourth quarter", "quarter"],
    ["Quarter ended", "quarter"],
    ["Three months ended March 31, 2025", "quarter"],
    ["3 months to 30 June 2025", "quarter"],
    ["YTD", "year_to_date"],
    ["Year to date", "year_to_date"],
    ["Prior YTD", "prior_year_to_date"],
    ["Prior year YTD", "prior_year_to_date"],
    ["Full year", "full_year"],
    ["Twelve months ended", "full_year"],
    ["12 months to 31 Mar 2025", "full_year"],
  ])("%j is %s", (text, word) => {
    expect(periodWord(text)).toBe(word);
  });

  it("says nothing of dates, years, budgets or labels", () => {
    for (const text of ["Mar 2025", "2025", "31 December 2025", "Budget", "Revenue", "Total", "Q"]) {
      expect(periodWord(text)).toBeUndefined();
    }
  });
});

const ROWS: Array<[string, ...string[]]> = [
  ["Revenues", "2,000", "2,100", "1,800", "1,900", "7,800", "7,600"],
  ["Cost of revenues", "1,400", "1,400", "1,200", "1,300", "5,300", "4,600"],
  ["Gross profit", "600", "700", "600", "600", "2,500", "3,000"],
  ["Selling, general and administrative", "300", "400", "300", "300", "1,300", "1,000"],
  ["Income from operations", "300", "300", "300", "300", "1,200", "2,000"],
  ["Income taxes", "100", "100", "100", "100", "400", "500"],
  ["Net income", "200", "200", "200", "200", "800", "1,500"],
];

function pack(
  headers: string[][],
  rows: Array<[string, ...string[]]> = ROWS,
  title = "Fiscal year ended December 31, 2025",
) {
  return page([
    [at("Quarterly management accounts: income statement", 50)],
    [at(title, 50)],
    [at("(in US dollars)", 50)],
    ...headers.map((line) => line.map((text, i) => right(text, 380 + i * 80))),
    ...rows.map(([label, ...figures]) => [at(label, 50), ...figures.map((f, i) => right(f, 380 + i * 80))]),
  ]);
}

const periodsOf = (list: ReturnType<typeof parseStatements>["statements"]) =>
  list.map((s) => `${s.period} ${s.periodType}`);

describe("a quarterly management pack", () => {
  const lines = pack([
    ["Q1", "Q2", "Q3", "Q4", "YTD", "Prior YTD"],
    ["Mar 2025", "Jun 2025", "Sep 2025", "Dec 2025", "Dec 2025", "Dec 2024"],
  ]);

  it("reads each quarter as a quarter, the YTD column at the year end as the year, the prior YTD as the prior year", () => {
    const { statements } = parseStatements(lines);
    expect(periodsOf(statements)).toEqual([
      "2025-12-31 quarterly",
      "2025-12-31 yearly",
      "2025-09-30 quarterly",
      "2025-06-30 quarterly",
      "2025-03-31 quarterly",
      "2024-12-31 yearly",
    ]);
    const year = statements.find((s) => s.period === "2025-12-31" && s.periodType === "yearly");
    const q4 = statements.find((s) => s.period === "2025-12-31" && s.periodType === "quarterly");
    expect(amounts(year)).toMatchObject({ revenue: 7800, net_profit: 800 });
    expect(amounts(q4)).toMatchObject({ revenue: 1900, net_profit: 200 });
    const prior = statements.find((s) => s.period === "2024-12-31");
    expect(amounts(prior)).toMatchObject({ revenue: 7600, net_profit: 1500 });
  });

  it("auto-accepts no document with a figure of another column", () => {
    const { statements } = parseStatements(lines);
    const results = checkStatements(statements);
    const expected: Record<string, number> = {
      "2025-03-31 quarterly": 2000,
      "2025-06-30 quarterly": 2100,
      "2025-09-30 quarterly": 1800,
      "2025-12-31 quarterly": 1900,
      "2025-12-31 yearly": 7800,
      "2024-12-31 yearly": 7600,
    };
    statements.forEach((s, i) => {
      if (results[i]?.reviewStatus !== "auto_accepted") return;
      expect(amounts(s).revenue).toBe(expected[`${s.period} ${s.periodType}`]);
    });
  });

  it("leaves out a YTD column that ends before the year end (and its prior YTD)", () => {
    const { statements } = parseStatements(
      pack(
        [
          ["Q1", "Q2", "YTD", "Prior YTD"],
          ["Mar 2025", "Jun 2025", "Jun 2025", "Jun 2024"],
        ],
        ROWS.map(([label, ...f]) => [label, ...f.slice(0, 4)]),
      ),
    );
    expect(periodsOf(statements)).toEqual(["2025-06-30 quarterly", "2025-03-31 quarterly"]);
  });

  it("takes a YTD column as the year beside a Q4 column on its date, without a title date", () => {
    const { statements } = parseStatements(
      pack(
        [
          ["Q3", "Q4", "YTD", "Prior YTD"],
          ["Sep 2025", "Dec 2025", "Dec 2025", "Dec 2024"],
        ],
        ROWS.map(([label, ...f]) => [label, ...f.slice(2)]),
        "Management accounts",
      ),
    );
    expect(periodsOf(statements)).toEqual([
      "2025-12-31 quarterly",
      "2025-12-31 yearly",
      "2025-09-30 quarterly",
      "2024-12-31 yearly",
    ]);
  });

  it("holds for review a statement whose columns do not all print their period length", () => {
    const { statements } = parseStatements(
      pack(
        [
          ["Q1", "Q2", "", "", "", ""].filter((t) => t !== ""),
          ["Mar 2025", "Jun 2025", "Sep 2025", "Dec 2025", "Dec 2025", "Dec 2024"],
        ],
        ROWS,
      ),
    );
    const results = checkStatements(statements);
    expect(statements.length).toBeGreaterThan(0);
    for (const r of results) {
      expect(r.reviewStatus).toBe("needs_review");
      expect(r.checks.find((c) => c.name === "period_length")?.passed).toBe(false);
    }
  });

  it("holds for review month columns read as years a quarter apart", () => {
    const { statements } = parseStatements(
      pack(
        [["Mar 2025", "Jun 2025", "Sep 2025", "Dec 2025"]],
        ROWS.map(([label, ...f]) => [label, ...f.slice(0, 4)]),
      ),
    );
    const results = checkStatements(statements);
    expect(statements.every((s) => s.periodType === "yearly")).toBe(true);
    expect(results.every((r) => r.reviewStatus === "needs_review")).toBe(true);
    expect(results[0]?.checks.find((c) => c.name === "period_length")?.passed).toBe(false);
  });
});

describe("period_length across a file", () => {
  it("fails two yearly income statements that end a quarter apart, and passes a year apart", () => {
    const items = [
      { key: "revenue" as const, label: "Revenue", amount: 1000 },
      { key: "net_profit" as const, label: "Net income", amount: 100 },
    ];
    const doc = (period: string) => ({
      documentType: "income_statement" as const,
      period,
      periodType: "yearly" as const,
      lineItems: items,
    });
    const overlapping = checkStatements([doc("2025-12-31"), doc("2025-09-30")]);
    for (const r of overlapping) {
      expect(r.checks.find((c) => c.name === "period_length")?.passed).toBe(false);
      expect(r.reviewStatus).toBe("needs_review");
    }
    const apart = checkStatements([doc("2025-12-31"), doc("2024-12-31")]);
    for (const r of apart) expect(r.checks.some((c) => c.name === "period_length")).toBe(false);
  });
});
