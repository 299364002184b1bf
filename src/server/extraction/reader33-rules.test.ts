import { describe, expect, it } from "vitest";
import { checkStatements } from "./checks";
import { parseStatements } from "./extract";
import { fallbackLabel } from "./fallback-label";
import { matchLabel } from "./synonyms";
import { amounts, at, page, right, row } from "./synthetic-lines.fixture";

/**
 * reader33 (issue 22): staff costs are never SG&A (docs/chart-of-accounts.md), also in a sole
 * trader's overheads, a bookkeeping export's "Payroll expenses", and in the lines that name staff
 * costs together with SG&A's lines in one figure. Synthetic lines only, never corpus files.
 */

const none = new Set<never>();

describe("staff costs in every form of statement are no key", () => {
  it.each([
    "Wages",
    "Wages and salaries",
    "Payroll expenses",
    "Personalkosten",
    "Officer compensation, salaries and G&A",
    "Salaries and general and administrative",
    "Wages, rent and office expenses",
    "Salaries, rent and office expenses",
  ])("reads '%s' under no key, never SG&A", (label) => {
    expect(matchLabel("income_statement", label, undefined)).toBeUndefined();
    expect(fallbackLabel("income_statement", label, undefined, { first: false, read: none })?.key).not.toBe(
      "selling_general_administrative",
    );
  });

  it("keeps a sole trader's other overheads as SG&A", () => {
    expect(matchLabel("income_statement", "Rent and rates", undefined)?.key).toBe("selling_general_administrative");
    expect(matchLabel("income_statement", "Rent & Office Expenses", undefined)?.key).toBe(
      "selling_general_administrative",
    );
  });
});

describe("a line naming staff costs with G&A in one figure", () => {
  const statement = (label: string) =>
    page([
      [at("Statement of Income", 170)],
      [at("For the years ended December 31, 2025 and 2024", 160)],
      [right("2025", 400), right("2024", 480)],
      row("Gross receipts", "10,000", "9,000"),
      row("Cost of goods sold", "6,000", "5,500"),
      row("Gross profit", "4,000", "3,500"),
      row(label, "1,200", "1,100"),
      row("Depreciation", "300", "250"),
      row("Other deductions", "500", "400"),
      row("Operating income", "2,000", "1,750"),
      row("Interest expense", "100", "90"),
      row("Income before income taxes", "1,900", "1,660"),
      row("Income taxes", "400", "350"),
      row("Net income", "1,500", "1,310"),
    ]);

  it.each(["Officer compensation, salaries and G&A", "Wages, rent and office expenses"])(
    "reads '%s' under no key (it cannot be split) and still ties the operating expenses with it",
    (label) => {
      const { statements } = parseStatements(statement(label));
      const results = checkStatements(statements);
      expect(amounts(statements[0])).not.toHaveProperty("selling_general_administrative");
      expect(amounts(statements[0])).toMatchObject({ other_operating_expenses: 500, operating_profit: 2000 });
      expect(statements[0]?.reading?.staffCosts).toBe(1200);
      expect(results[0]?.checks.find((c) => c.name === "subtotal_operating_expenses")?.passed).toBe(true);
    },
  );
});

describe("a sole trader's overheads", () => {
  it("add up to SG&A without the wages (staff costs)", () => {
    const { statements } = parseStatements(
      page([
        [at("Trading and Profit and Loss Account", 180)],
        [at("For the year ended 5 April 2025", 190)],
        [right("2025", 400), right("2024", 480)],
        row("Sales", "73,892", "69,532"),
        row("Cost of sales", "41,763", "42,879"),
        row("Gross profit", "32,129", "26,653"),
        row("Wages and salaries", "5,613", "7,153"),
        row("Rent and rates", "2,755", "3,511"),
        row("Motor and travel", "1,837", "2,341"),
        row("Net profit for the year", "21,924", "13,648"),
      ]),
    );
    const is = statements.find((s) => s.period === "2025-04-05");
    expect(amounts(is)).toMatchObject({ selling_general_administrative: 4592, net_profit: 21_924 });
  });
});

describe("an unlabelled current-assets subtotal, decided per column", () => {
  const sheet = (cash2025: string) =>
    page([
      [at("Balance Sheet", 200)],
      [at("As at 31 March 2025", 200)],
      [right("2025", 400), right("2024", 480)],
      [at("Fixed assets", 30)],
      row("Tangible assets", "5,000", "4,800"),
      row("Intangible assets", "1,000", "900"),
      [right("6,000", 400), right("5,700", 480)],
      [at("Current assets", 30)],
      row("Stocks", "1,200", "1,100"),
      row("Debtors", "2,300", "2,000"),
      row("Cash at bank and in hand", cash2025, "800"),
      [right("4,500", 400), right("3,900", 480)],
      row("Total assets", "10,500", "9,600"),
      [at("Capital and reserves", 30)],
      row("Called up share capital", "1,000", "1,000"),
      row("Profit and loss account", "6,500", "5,800"),
      row("Shareholders' funds", "7,500", "6,800"),
      [at("Creditors: amounts falling due within one year", 30)],
      row("Trade creditors", "3,000", "2,800"),
      row("Total liabilities and equity", "10,500", "9,600"),
    ]);

  it("takes the subtotal where the column adds up and holds the column whose figure was misread", () => {
    const { statements } = parseStatements(sheet("960")); // OCR misread 1,000 as 960
    const results = checkStatements(statements);
    const y2025 = statements.findIndex((s) => s.period === "2025-03-31");
    const y2024 = statements.findIndex((s) => s.period === "2024-03-31");
    expect(amounts(statements[y2024])).toMatchObject({ total_current_assets: 3900 });
    expect(amounts(statements[y2025])).toMatchObject({ total_current_assets: 4500, cash: 960 });
    expect(results[y2025]?.checks.find((c) => c.name === "section_sum_current_assets")?.passed).toBe(false);
    expect(results[y2025]?.reviewStatus).toBe("needs_review");
  });

  it("takes it in every column when every column adds up", () => {
    const { statements } = parseStatements(sheet("1,000"));
    for (const s of statements) expect(amounts(s).total_current_assets).toBeDefined();
  });
});
