import { describe, expect, it } from "vitest";
import { parseStatements } from "./extract";
import type { TextCell } from "./pdf-text";
import { matchLabel } from "./synonyms";
import { amounts, at, page, right, row } from "./synthetic-lines.fixture";

/**
 * reader20 (issue 22): misses of blind batch 12 (more statement structures) written as families, and
 * the key definitions of docs/chart-of-accounts.md. Synthetic labels and lines only, never corpus files.
 */

const statementsOf = (rows: readonly TextCell[][]) => parseStatements(page(rows)).statements;
const header = (title: string, unit: string): TextCell[][] => [
  [at(title, 30)],
  [at(unit, 30)],
  [right("2025", 400), right("2024", 480)],
];

describe("reader20: other income is non-operating income", () => {
  const byNature = (lines: TextCell[][]) =>
    statementsOf([
      ...header("Statement of Profit or Loss", "$'000"),
      row("Revenue", "100,000", "90,000"),
      ...lines,
      row("Profit before income tax", "10,000", "9,000"),
      row("Income tax expense", "(3,000)", "(2,700)"),
      row("Profit for the year", "7,000", "6,300"),
    ])[0];
  it("takes the finance income below the expenses, not the other income printed above them", () => {
    const s = byNature([
      row("Other income", "1,500", "1,200"),
      row("Employee benefits expense", "(50,000)", "(45,000)"),
      row("Other expenses", "(41,000)", "(37,000)"),
      row("Finance income", "400", "300"),
      row("Finance costs", "(900)", "(500)"),
    ]);
    expect(amounts(s).other_income).toBe(400000);
  });
  it("keeps a lone other income, and a finance income before an other operating income", () => {
    const s = byNature([
      row("Other income", "1,500", "1,200"),
      row("Employee benefits expense", "(50,000)", "(45,000)"),
      row("Other expenses", "(41,000)", "(37,000)"),
      row("Finance costs", "(500)", "(200)"),
    ]);
    expect(amounts(s).other_income).toBe(1500000);
    const t = byNature([
      row("Finance income", "400", "300"),
      row("Other operating income", "1,500", "1,200"),
      row("Other expenses", "(91,900)", "(82,500)"),
    ]);
    expect(amounts(t).other_income).toBe(400000);
  });
  it("adds a finance income to an other income printed below the operating profit", () => {
    const s = byNature([
      row("Other expenses", "(91,000)", "(82,000)"),
      row("Operating profit", "9,000", "8,000"),
      row("Other income", "500", "400"),
      row("Finance income", "1,000", "900"),
      row("Finance costs", "(500)", "(300)"),
    ]);
    expect(amounts(s).other_income).toBe(1500000);
  });
  it("takes sonstige Zinsen, not the sonstige betriebliche Erträge (HGB § 275)", () => {
    const [s] = statementsOf([
      ...header("Gewinn- und Verlustrechnung", "TEUR"),
      row("1. Umsatzerlöse", "10.000", "9.000"),
      row("4. sonstige betriebliche Erträge", "600", "500"),
      row("8. sonstige betriebliche Aufwendungen", "(8.000)", "(7.000)"),
      row("11. sonstige Zinsen und ähnliche Erträge", "40", "20"),
      row("13. Zinsen und ähnliche Aufwendungen", "(600)", "(500)"),
      row("17. Jahresüberschuss", "2.040", "2.020"),
    ]);
    expect(amounts(s).other_income).toBe(40000);
  });
  it("adds the share of profit of joint ventures to the finance income, only above profit before tax", () => {
    const s = byNature([
      row("Other operating income", "600", "400"),
      row("Operating profit", "9,000", "8,000"),
      row("Share of post-tax profit of joint ventures", "1,400", "1,100"),
      row("Finance income", "300", "200"),
      row("Finance costs", "(700)", "(300)"),
    ]);
    expect(amounts(s).other_income).toBe(1700000);
    const [t] = statementsOf([
      ...header("Statement of Profit or Loss", "$'000"),
      row("Revenue", "100,000", "90,000"),
      row("Operating profit", "10,000", "9,000"),
      row("Finance income", "300", "200"),
      row("Profit before income tax", "10,300", "9,200"),
      row("Share of profit of associates", "1,000", "900"),
      row("Profit for the year", "11,300", "10,100"),
    ]);
    expect(amounts(t).other_income).toBe(300000);
  });
  it("takes the printed total of non-operating income (Japanese GAAP)", () => {
    expect(matchLabel("income_statement", "Total non-operating income", undefined)?.key).toBe("other_income");
    const [s] = statementsOf([
      ...header("Consolidated Statement of Income", "(Millions of yen)"),
      row("Net sales", "100,000", "90,000"),
      row("Operating income", "10,000", "9,000"),
      [at("Non-operating income", 30)],
      row("Interest and dividend income", "400", "300", 40),
      row("Other", "300", "200", 40),
      row("Total non-operating income", "700", "500"),
      row("Income before income taxes", "10,700", "9,500"),
      row("Net income", "7,000", "6,000"),
    ]);
    expect(amounts(s).other_income).toBe(700000000);
  });
});

describe("reader20: the balance sheet's other keys are the residual of their section", () => {
  const liabilities = (lines: TextCell[][]) =>
    statementsOf([
      ...header("Balance Sheet", "$'000"),
      [at("Current assets", 30)],
      row("Cash and cash equivalents", "10,000", "9,000"),
      row("Total current assets", "10,000", "9,000"),
      row("Property, plant and equipment", "90,000", "91,000"),
      row("Total assets", "100,000", "100,000"),
      [at("Current liabilities", 30)],
      row("Accounts payable", "20,000", "20,000"),
      row("Total current liabilities", "20,000", "20,000"),
      ...lines,
      row("Total liabilities", "50,000", "50,000"),
      row("Total equity", "50,000", "50,000"),
    ])[0];
  it("adds deferred taxes and a plain other long-term liabilities line, in either order", () => {
    const s = liabilities([
      row("Long-term debt", "20,000", "20,000"),
      row("Deferred income taxes", "6,000", "5,000"),
      row("Other long-term liabilities", "4,000", "5,000"),
    ]);
    expect(amounts(s).other_non_current_liabilities).toBe(10000000);
    const t = liabilities([
      row("Long-term debt", "20,000", "20,000"),
      row("Other long-term liabilities", "4,000", "5,000"),
      row("Deferred income taxes", "6,000", "5,000"),
    ]);
    expect(amounts(t).other_non_current_liabilities).toBe(10000000);
  });
  it("does not add a line equal to the parts above it (their subtotal)", () => {
    const s = liabilities([
      row("Long-term debt", "20,000", "20,000"),
      row("Deferred income taxes", "6,000", "5,000"),
      row("Provisions", "4,000", "5,000"),
      row("Other non-current liabilities", "10,000", "10,000"),
    ]);
    expect(amounts(s).other_non_current_liabilities).toBe(10000000);
  });
  it("reads current tax among the current liabilities", () => {
    expect(matchLabel("balance_sheet", "Current tax", "current_liabilities")?.key).toBe("other_current_liabilities");
    expect(matchLabel("balance_sheet", "Current tax", "current_assets")?.key).not.toBe("other_current_liabilities");
  });
});

describe("reader20: the non-current half printed first under a bare heading (IAS 1)", () => {
  it("reads the lines above a printed non-current total as non-current, the lines after it as current", () => {
    const [s] = statementsOf([
      ...header("Statement of Financial Position", "€'000"),
      [at("Assets", 30)],
      row("Property, plant and equipment", "40,000", "39,000", 40),
      row("Right-of-use assets", "6,000", "6,500", 40),
      row("Deferred tax assets", "1,400", "1,600", 40),
      row("Non-current assets", "47,400", "47,100"),
      row("Inventories", "15,000", "14,000", 40),
      row("Cash and cash equivalents", "12,600", "13,900", 40),
      row("Current assets", "27,600", "27,900"),
      row("Total assets", "75,000", "75,000"),
      [at("Equity", 30)],
      row("Share capital", "30,000", "30,000", 40),
      row("Total equity", "45,000", "45,000"),
      [at("Liabilities", 30)],
      row("Loans and borrowings", "20,000", "24,000", 40),
      row("Lease liabilities", "5,000", "5,500", 40),
      row("Non-current liabilities", "25,000", "29,500"),
      row("Loans and borrowings", "4,000", "4,000", 40),
      row("Lease liabilities", "1,000", "1,000", 40),
      row("Current liabilities", "5,000", "500"),
      row("Total liabilities", "30,000", "30,000"),
      row("Total equity and liabilities", "75,000", "75,000"),
    ]);
    expect(amounts(s)).toMatchObject({
      other_non_current_assets: 7400000,
      total_non_current_assets: 47400000,
      long_term_debt: 20000000,
      other_non_current_liabilities: 5000000,
      short_term_debt: 4000000,
      other_current_liabilities: 1000000,
    });
  });
  it("keeps the usual order: current assets under their own heading", () => {
    const [s] = statementsOf([
      ...header("Balance Sheet", "$'000"),
      [at("Assets", 30)],
      [at("Current assets", 30)],
      row("Cash", "10,000", "9,000", 40),
      row("Total current assets", "10,000", "9,000"),
      [at("Non-current assets", 30)],
      row("Property, plant and equipment", "90,000", "91,000", 40),
      row("Total non-current assets", "90,000", "91,000"),
      row("Total assets", "100,000", "100,000"),
    ]);
    expect(amounts(s)).toMatchObject({ total_current_assets: 10000000, net_fixed_assets: 90000000 });
  });
});

describe("reader20: a rule and a number inside a section", () => {
  it("is a group's subtotal when another line of the section follows, the section total when a heading does", () => {
    const [s] = statementsOf([
      ...header("Balance Sheet", "£'000"),
      [at("Non-current assets", 30)],
      row("Freehold land", "12,000", "12,000", 40),
      row("Buildings", "28,000", "29,000", 40),
      row("", "40,000", "41,000"),
      row("Goodwill", "8,000", "8,000", 40),
      row("Total non-current assets", "48,000", "49,000"),
      [at("Current assets", 30)],
      row("Raw materials", "4,000", "3,000", 40),
      row("Finished goods", "6,000", "5,000", 40),
      row("", "10,000", "8,000"),
      row("Trade receivables", "12,000", "11,000", 40),
      row("Cash", "5,000", "6,000", 40),
      row("Total current assets", "27,000", "25,000"),
      row("Total assets", "75,000", "74,000"),
    ]);
    expect(amounts(s)).toMatchObject({
      total_non_current_assets: 48000000,
      total_current_assets: 27000000,
      inventory: 10000000,
    });
    const [t] = statementsOf([
      ...header("Balance Sheet", "£"),
      row("Fixed assets", "48,000", "51,000"),
      [at("Current assets", 30)],
      row("Stock", "41,000", "38,000", 40),
      row("Debtors", "42,000", "39,000", 40),
      row("", "83,000", "77,000"),
      [at("Current liabilities", 30)],
      row("Creditors", "31,000", "29,000", 40),
    ]);
    expect(amounts(t).total_current_assets).toBe(83000);
  });
});

describe("reader20: bank interest among a sole trader's overheads", () => {
  const account = (lines: TextCell[][]) =>
    statementsOf([
      ...header("Trading and Profit and Loss Account", "£"),
      row("Sales", "486,000", "452,000"),
      row("Cost of sales", "(290,000)", "(271,000)"),
      row("Gross profit", "196,000", "181,000"),
      ...lines,
      row("Net profit", "57,000", "49,000"),
    ])[0];
  it("is an interest expense under an overheads heading", () => {
    const s = account([
      [at("Less: Overheads", 30)],
      row("Wages and salaries", "84,000", "79,000", 40),
      row("Rent and rates", "51,200", "48,900", 40),
      row("Bank interest", "3,800", "4,100", 40),
      row("", "139,000", "132,000"),
    ]);
    expect(amounts(s)).toMatchObject({ interest_expense: 3800 });
    expect(amounts(s).other_income).toBeUndefined();
  });
  it("stays other income outside an expense block", () => {
    const s = account([row("Bank interest", "3,800", "4,100"), row("Overheads", "(142,800)", "(136,100)")]);
    expect(amounts(s).other_income).toBe(3800);
  });
});

describe("reader20: labels of the twelfth batch", () => {
  it("reads the Swiss EBITDA, HGB § 275(2) 5. a), Ind AS MSME and profit-and-TCI lines", () => {
    expect(matchLabel("income_statement", "Betriebliches Ergebnis vor Abschreibungen (EBITDA)", undefined)?.key).toBe(
      "ebitda",
    );
    expect(
      matchLabel("income_statement", "a) Roh-, Hilfs- und Betriebsstoffe und bezogene Waren", undefined)?.key,
    ).toBe("raw_materials");
    expect(
      matchLabel(
        "income_statement",
        "a) Aufwendungen für Roh-, Hilfs- und Betriebsstoffe und für bezogene Waren",
        undefined,
      )?.key,
    ).toBe("raw_materials");
    expect(matchLabel("income_statement", "Profit and total comprehensive income for the year", undefined)?.key).toBe(
      "net_profit",
    );
    for (const label of ["- micro and small enterprises", "- creditors other than micro and small"]) {
      expect(matchLabel("balance_sheet", label, "current_liabilities")).toMatchObject({
        key: "trade_payables",
        sum: true,
      });
    }
  });
  it("does not read Materialaufwand, bezogene Leistungen, total comprehensive income or MSME outside current liabilities", () => {
    expect(matchLabel("income_statement", "5. Materialaufwand", undefined)?.key).not.toBe("raw_materials");
    expect(matchLabel("income_statement", "b) Aufwendungen für bezogene Leistungen", undefined)?.key).not.toBe(
      "raw_materials",
    );
    expect(matchLabel("income_statement", "Total comprehensive income for the year", undefined)?.key).not.toBe(
      "net_profit",
    );
    expect(matchLabel("balance_sheet", "- micro and small enterprises", "non_current_liabilities")).toBe(undefined);
    expect(matchLabel("income_statement", "Betriebliches Ergebnis (EBIT)", undefined)?.key).toBe("operating_profit");
  });
});
