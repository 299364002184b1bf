import { describe, expect, it } from "vitest";
import { parseStatements } from "./extract";
import type { TextCell } from "./pdf-text";
import { monthRangeText, yearToDateBesidePrior } from "./period-months";
import { headingType, matchLabel, withoutAccountNumber } from "./synonyms";
import { amounts, at, page, right, row } from "./synthetic-lines.fixture";

/**
 * reader23: misses of blind batch 14 (what shippers send) written as rules. Synthetic labels and
 * lines only, never corpus files.
 */

const statementsOf = (rows: readonly TextCell[][]) => parseStatements(page(rows)).statements;
const month = (m: string, a: string, b: string, c: string): TextCell[] => [
  at(m, 30),
  right(a, 320),
  right(b, 400),
  right(c, 480),
];

describe("reader23: the DATEV BWA and the Einnahmenüberschussrechnung are income statements", () => {
  it("takes their titles as income statement headings", () => {
    for (const title of [
      "BWA Nr. 1 - Kurzfristige Erfolgsrechnung Dezember 2025",
      "Kurzfristige Erfolgsrechnung März 2024",
      "Betriebswirtschaftliche Auswertung Juni 2025",
      "Einnahmenüberschussrechnung 2025 (Anlage EÜR)",
      "Einnahmen-Überschussrechnung 2024",
    ]) {
      expect(headingType(title)).toBe("income_statement");
    }
  });
  it("does not take lines that only share a word for those headings", () => {
    for (const line of [
      "Kurzfristige Verbindlichkeiten",
      "Auswertung der Kostenstellen",
      "Summe Betriebseinnahmen",
      "Einnahmen und Ausgaben Dezember",
    ]) {
      expect(headingType(line)).toBe(undefined);
    }
  });
  it("reads the BWA's cumulative columns and leaves the month", () => {
    const statements = statementsOf([
      [at("BWA Nr. 1 - Kurzfristige Erfolgsrechnung Dezember 2025", 30)],
      [at("EUR", 30)],
      [right("Dez 2025", 320), right("Jan - Dez 2025", 400), right("Jan - Dez 2024", 480)],
      month("Umsatzerlöse", "41.000,00", "500.000,00", "450.000,00"),
      month("Abschreibungen", "1.000,00", "12.000,00", "11.000,00"),
      month("Betriebsergebnis", "3.000,00", "40.000,00", "30.000,00"),
      month("Zinsaufwand", "300,00", "3.600,00", "3.900,00"),
      month("Zinserträge", "20,00", "240,00", "200,00"),
      month("Sonst. neutrale Erträge", "0,00", "760,00", "300,00"),
      month("Neutraler Ertrag", "20,00", "1.000,00", "500,00"),
      month("Ergebnis vor Steuern", "2.720,00", "37.400,00", "26.600,00"),
      month("Vorläufiges Ergebnis", "1.900,00", "26.000,00", "18.500,00"),
    ]);
    expect(statements.map((s) => `${s.documentType} ${s.period} ${s.periodType}`)).toEqual([
      "income_statement 2025-12-31 yearly",
      "income_statement 2024-12-31 yearly",
    ]);
    // The printed "Neutraler Ertrag" is the total of the interest and other neutral income above it.
    expect(amounts(statements[0])).toMatchObject({ revenue: 500000, other_income: 1000, net_profit: 26000 });
    expect(amounts(statements[1])).toMatchObject({ revenue: 450000, other_income: 500 });
  });
  it("reads the EÜR's net receipts as revenue, never the sum that adds the VAT collected", () => {
    const statements = statementsOf([
      [at("Einnahmenüberschussrechnung 2025 (Anlage EÜR)", 30)],
      [at("Gewinnermittlung nach § 4 Abs. 3 EStG", 30)],
      [right("2025", 400), right("2024", 480)],
      [at("Betriebseinnahmen", 30)],
      row("Umsatzsteuerpflichtige Betriebseinnahmen (netto)", "100.000,00", "90.000,00", 40),
      row("Vereinnahmte Umsatzsteuer", "19.000,00", "17.100,00", 40),
      row("Summe Betriebseinnahmen", "119.000,00", "107.100,00"),
      [at("Betriebsausgaben", 30)],
      row("Waren, Rohstoffe und Hilfsstoffe", "50.000,00", "45.000,00", 40),
      row("AfA auf bewegliche Wirtschaftsgüter", "4.000,00", "3.500,00", 40),
      row("Schuldzinsen", "1.000,00", "1.200,00", 40),
      row("Gezahlte Vorsteuerbeträge", "9.500,00", "8.550,00", 40),
      row("Summe Betriebsausgaben", "64.500,00", "58.250,00"),
      row("Gewinn", "54.500,00", "48.850,00"),
    ]);
    expect(statements.map((s) => `${s.documentType} ${s.period}`)).toEqual([
      "income_statement 2025-12-31",
      "income_statement 2024-12-31",
    ]);
    expect(amounts(statements[0])).toMatchObject({
      revenue: 100000,
      depreciation_amortization: 4000,
      interest_expense: 1000,
      net_profit: 54500,
    });
  });
  it("keeps the EÜR words to the income statement and to their own lines", () => {
    expect(matchLabel("income_statement", "Summe Betriebseinnahmen", undefined)).toBe(undefined);
    expect(matchLabel("balance_sheet", "Gewinn", undefined)?.key).not.toBe("net_profit");
    expect(matchLabel("income_statement", "Gewinnvortrag", undefined)?.key).not.toBe("net_profit");
    expect(matchLabel("income_statement", "Kfz-Kosten (ohne AfA und Zinsen)", undefined)?.key).not.toBe(
      "depreciation_amortization",
    );
  });
});

describe("reader23: bookkeeping exports (Sage, QuickBooks)", () => {
  it("writes a Sage period of accounting months as the day-to-day range", () => {
    expect(monthRangeText("From: Month 1, April 2024 To: Month 12, March 2025")).toBe("1 April 2024 to 31 March 2025");
    expect(monthRangeText("From January 2025 to June 2025")).toBe("1 January 2025 to 30 June 2025");
    expect(monthRangeText("Period from February 2023 to February 2024")).toBe("1 February 2023 to 29 February 2024");
  });
  it("leaves other text, backward ranges and ranges over two years as they are", () => {
    for (const text of [
      "For the year ended 31 March 2025",
      "From: Month 12, March 2025 To: Month 1, April 2024",
      "From January 2020 to March 2025",
      "Transfers from April 2024 to March 2025 reserves",
    ]) {
      expect(monthRangeText(text)).toBe(text);
    }
  });
  it("takes 'Year to Date' beside 'Prior Year' as this year's column, and nothing else", () => {
    expect(
      yearToDateBesidePrior([right("Year to Date", 400), right("Prior Year", 480)])?.map((c) => c.meaning.role),
    ).toEqual(["current", "prior"]);
    expect(yearToDateBesidePrior([right("Year to Date", 400), right("Budget", 480)])).toBe(undefined);
    expect(yearToDateBesidePrior([right("Prior YTD", 400), right("Prior Year", 480)])).toBe(undefined);
    expect(yearToDateBesidePrior([right("Month", 320), right("Year to Date", 400), right("Prior Year", 480)])).toBe(
      undefined,
    );
  });
  it("reads a Sage detailed P&L dated by its accounting months", () => {
    const statements = statementsOf([
      [at("Detailed Profit and Loss", 30)],
      [at("From: Month 1, April 2024 To: Month 12, March 2025", 30)],
      [right("Year to Date", 400), right("Prior Year", 480)],
      [at("Sales", 30)],
      row("4000 Sales - Crates", "80,000.00", "70,000.00", 40),
      row("Total Sales", "80,000.00", "70,000.00"),
      [at("Purchases", 30)],
      row("5000 Materials Purchased", "40,000.00", "35,000.00", 40),
      row("5100 Carriage", "2,000.00", "1,800.00", 40),
      row("Total Purchases", "42,000.00", "36,800.00"),
      row("Gross Profit/(Loss):", "38,000.00", "33,200.00"),
      row("8000 Depreciation", "3,000.00", "2,800.00", 40),
      row("Net Profit/(Loss):", "35,000.00", "30,400.00"),
    ]);
    expect(statements.map((s) => `${s.documentType} ${s.period} ${s.periodType}`)).toEqual([
      "income_statement 2025-03-31 yearly",
      "income_statement 2024-03-31 yearly",
    ]);
    expect(amounts(statements[0])).toMatchObject({
      revenue: 80000,
      purchases: 40000,
      depreciation_amortization: 3000,
      net_profit: 35000,
    });
  });
  it("reads a label after its account number, never a year or a number of shares", () => {
    expect(matchLabel("income_statement", "6600 Depreciation Expense", undefined)?.key).toBe(
      "depreciation_amortization",
    );
    expect(matchLabel("balance_sheet", "2000 Accounts Payable (A/P)", "current_liabilities")?.key).toBe(
      "trade_payables",
    );
    expect(withoutAccountNumber("1300 inventory asset")).toBe("inventory asset");
    expect(withoutAccountNumber("2025 revenue")).toBe(undefined);
    expect(withoutAccountNumber("100 ordinary shares of 1 each")).toBe(undefined);
    expect(withoutAccountNumber("12 revenue")).toBe(undefined);
  });
});

describe("reader23: a class of fixed assets with its depreciation below and a Total Fixed Assets (Xero)", () => {
  const balanceSheet = (depreciation: string, total: string) =>
    statementsOf([
      [at("Balance Sheet", 30)],
      [at("As at 30 June 2025", 30)],
      [right("30 Jun 2025", 400), right("30 Jun 2024", 480)],
      [at("Assets", 30)],
      [at("Current Assets", 30)],
      row("Accounts Receivable", "9,000.00", "8,000.00", 40),
      row("Inventory", "11,000.00", "10,000.00", 40),
      row("Total Current Assets", "20,000.00", "18,000.00"),
      [at("Fixed Assets", 30)],
      row("Plant and Equipment", "18,000.00", "16,000.00", 40),
      row("Less Accumulated Depreciation on Plant and Equipment", depreciation, "-6,000.00", 40),
      row("Total Fixed Assets", total, "10,000.00"),
      [at("Non-current Assets", 30)],
      row("Rental Bond", "500.00", "500.00", 40),
      row("Total Non-current Assets", "500.00", "500.00"),
      row("Total Assets", "31,000.00", "28,500.00"),
    ])[0];
  it("takes the class for the cost and the total for the net book value", () => {
    expect(amounts(balanceSheet("-7,500.00", "10,500.00"))).toMatchObject({
      gross_fixed_assets: 18000,
      accumulated_depreciation: 7500,
      net_fixed_assets: 10500,
    });
  });
  it("keeps the class as the net book value when the total is not the class less the depreciation", () => {
    const items = amounts(balanceSheet("-7,500.00", "12,000.00"));
    expect(items.gross_fixed_assets).toBe(undefined);
    expect(items.net_fixed_assets).toBe(18000);
  });
});

describe("reader23: an importer's revolving bank line and foreign exchange gain", () => {
  it("reads a revolving bank line among the current liabilities as short-term debt, only there", () => {
    expect(matchLabel("balance_sheet", "Revolving bank line", "current_liabilities")?.key).toBe("short_term_debt");
    expect(matchLabel("balance_sheet", "Revolving bank line", "current_assets")?.key).not.toBe("short_term_debt");
  });
  it("adds a foreign exchange gain to the other income, and leaves a loss and other lines", () => {
    expect(matchLabel("income_statement", "Foreign exchange gain", undefined)).toMatchObject({
      key: "other_income",
      sum: true,
    });
    expect(matchLabel("income_statement", "Foreign exchange loss", undefined)?.key).not.toBe("other_income");
    expect(matchLabel("balance_sheet", "Foreign exchange gain", undefined)?.key).not.toBe("other_income");
  });
});

describe("reader23: a manufacturer's raw materials and fixed assets at cost", () => {
  it("reads the raw materials a manufacturer or a micro-entity prints", () => {
    for (const label of ["Raw materials used", "Cost of raw materials and consumables", "Raw materials consumed"]) {
      expect(matchLabel("income_statement", label, undefined)?.key).toBe("raw_materials");
    }
    expect(matchLabel("income_statement", "Raw materials and purchased parts sold", undefined)?.key).not.toBe(
      "raw_materials",
    );
  });
  it("reads classes named at cost as the gross fixed assets, only among the non-current assets", () => {
    expect(matchLabel("balance_sheet", "Machinery, equipment and buildings, at cost", "non_current_assets")?.key).toBe(
      "gross_fixed_assets",
    );
    expect(matchLabel("balance_sheet", "Machinery, equipment and buildings, at cost", "current_assets")?.key).not.toBe(
      "gross_fixed_assets",
    );
    expect(matchLabel("balance_sheet", "Investments, at cost", "non_current_assets")?.key).not.toBe(
      "gross_fixed_assets",
    );
  });
});
