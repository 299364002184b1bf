import { describe, expect, it } from "vitest";
import { parseStatements } from "./extract";
import { detectNumberConvention } from "./numbers";
import type { TextCell } from "./pdf-text";
import { matchLabel } from "./synonyms";
import { amounts, at, page, right, row } from "./synthetic-lines.fixture";

/**
 * reader24: misses of blind batch 15 (an analyst's inbox) written as rules. Synthetic labels and
 * lines only, never corpus files.
 */

const statementsOf = (rows: readonly TextCell[][]) => parseStatements(page(rows)).statements;

describe("reader24: a Swiss statement in millions with one decimal", () => {
  it("reads one apostrophe group among bare decimals as the Swiss convention", () => {
    expect(detectNumberConvention(["1'012.2", "926.1", "-667.8", "-602.7", "104.2", "98.4"])).toEqual({
      convention: "1'234.56",
      certain: true,
    });
  });
  it("lets comma groups still outvote a lone apostrophe", () => {
    expect(detectNumberConvention(["1'012.2", "1,234", "2,345", "926.1", "104.2"]).convention).toBe("1,234.56");
    expect(detectNumberConvention(["1'012.2", "1,234.5", "2,345.6", "926.1"]).convention).toBe("1,234.56");
  });
  it("reads the revenue printed with the apostrophe", () => {
    const statements = statementsOf([
      [at("Erfolgsrechnung 2025", 30)],
      [at("1. Januar bis 31. Dezember 2025, in Mio. CHF", 30)],
      [right("2025", 400), right("2024", 480)],
      row("Nettoerlöse aus Lieferungen und Leistungen", "1'012.2", "926.1"),
      row("Materialaufwand", "-667.8", "-602.7"),
      row("Personalaufwand", "-130.2", "-120.8"),
      row("Übriger betrieblicher Aufwand", "-86.5", "-81.1"),
      row("Abschreibungen", "-31.1", "-29.2"),
      row("Betriebliches Ergebnis (EBIT)", "96.6", "92.3"),
      row("Finanzaufwand", "-18.1", "-19.3"),
      row("Ergebnis vor Steuern", "78.5", "73.0"),
      row("Direkte Steuern", "-22.2", "-20.3"),
      row("Jahresgewinn", "56.3", "52.7"),
    ]);
    expect(amounts(statements[0])).toMatchObject({
      revenue: 1012200000,
      other_operating_expenses: 86500000,
      operating_profit: 96600000,
    });
    expect(amounts(statements[1])).toMatchObject({ revenue: 926100000, other_operating_expenses: 81100000 });
  });
});

describe("reader24: Swiss OR balance-sheet and income-statement wording", () => {
  it("names bank debt, its current part, accruals with provisions and the profit reserves", () => {
    const cases: Array<[string, string]> = [
      ["Kurzfristige Bankverbindlichkeiten", "short_term_debt"],
      ["Kurzfristiger Anteil Bankdarlehen", "current_portion_long_term_debt"],
      ["Kurzfristiger Anteil der langfristigen Darlehen", "current_portion_long_term_debt"],
      ["Passive Rechnungsabgrenzungen und Rückstellungen", "other_current_liabilities"],
      ["Langfristige Bankdarlehen", "long_term_debt"],
      ["Gewinnreserven", "retained_earnings"],
    ];
    for (const [label, key] of cases) expect(matchLabel("balance_sheet", label, undefined)?.key).toBe(key);
    expect(matchLabel("income_statement", "Übriger betrieblicher Aufwand", undefined)?.key).toBe(
      "other_operating_expenses",
    );
  });
  // reader35: Werbeaufwand is SG&A (docs/chart-of-accounts.md), so the remaining expenses beside it
  // are read; beside another line read as other operating expenses they stay unread.
  it("reads the remaining operating expenses beside Werbeaufwand (SG&A since reader35)", () => {
    const statements = statementsOf([
      [at("Erfolgsrechnung 2025", 30)],
      [right("2025", 400), right("2024", 480)],
      row("Nettoerlöse aus Lieferungen und Leistungen", "1'000'000", "900'000"),
      row("Warenaufwand", "-600'000", "-540'000"),
      row("Personalaufwand", "-200'000", "-180'000"),
      row("Übriger betrieblicher Aufwand", "-70'000", "-60'000"),
      row("Werbeaufwand", "-30'000", "-27'000"),
      row("Betriebliches Ergebnis (EBIT)", "100'000", "93'000"),
      row("Jahresgewinn", "80'000", "74'000"),
    ]);
    expect(amounts(statements[0])).toMatchObject({
      other_operating_expenses: 70000,
      selling_general_administrative: 30000,
    });
  });
  it("leaves the remaining operating expenses unread beside another other-expense line", () => {
    const statements = statementsOf([
      [at("Erfolgsrechnung 2025", 30)],
      [right("2025", 400), right("2024", 480)],
      row("Nettoerlöse aus Lieferungen und Leistungen", "1'000'000", "900'000"),
      row("Warenaufwand", "-600'000", "-540'000"),
      row("Personalaufwand", "-200'000", "-180'000"),
      row("Übriger betrieblicher Aufwand", "-70'000", "-60'000"),
      row("Sonstige betriebliche Aufwendungen", "-30'000", "-27'000"),
      row("Betriebliches Ergebnis (EBIT)", "100'000", "93'000"),
      row("Jahresgewinn", "80'000", "74'000"),
    ]);
    expect(amounts(statements[0])).toMatchObject({ other_operating_expenses: 30000 });
  });
});

describe("reader24: a Bilanzgewinn as the equity's only line beside the capital", () => {
  const balanceSheet = (equity: TextCell[][]) =>
    statementsOf([
      [at("Bilanz zum 31. Dezember 2025", 30)],
      [at("in EUR", 30)],
      [right("31.12.2025", 400), right("31.12.2024", 480)],
      [at("AKTIVA", 30)],
      [at("A. Anlagevermögen", 30)],
      row("I. Sachanlagen", "1.000", "900", 40),
      [at("B. Umlaufvermögen", 30)],
      row("I. Vorräte", "500", "400", 40),
      row("II. Kassenbestand", "300", "200", 40),
      row("Summe Aktiva", "1.800", "1.500"),
      [at("PASSIVA", 30)],
      [at("A. Eigenkapital", 30)],
      ...equity,
      row("B. Rückstellungen", "100", "100"),
      [at("C. Verbindlichkeiten", 30)],
      row("1. Verbindlichkeiten aus Lieferungen und Leistungen", "700", "600", 40),
      row("Summe Passiva", "1.800", "1.500"),
    ]);
  it("reads it as the retained earnings", () => {
    const statements = balanceSheet([
      row("I. Stammkapital", "35", "35", 40),
      row("II. Bilanzgewinn", "965", "765", 40),
      row("Summe Eigenkapital", "1.000", "800"),
    ]);
    expect(amounts(statements[0])).toMatchObject({ share_capital: 35, retained_earnings: 965, total_equity: 1000 });
    expect(amounts(statements[1])).toMatchObject({ retained_earnings: 765 });
  });
  it("leaves it unread beside a reserve, printed before or after it", () => {
    for (const equity of [
      [
        row("I. Stammkapital", "35", "35", 40),
        row("II. Gewinnrücklagen", "400", "300", 40),
        row("III. Bilanzgewinn", "565", "465", 40),
        row("Summe Eigenkapital", "1.000", "800"),
      ],
      [
        row("I. Stammkapital", "35", "35", 40),
        row("II. Bilanzgewinn", "565", "465", 40),
        row("III. Kapitalrücklage", "400", "300", 40),
        row("Summe Eigenkapital", "1.000", "800"),
      ],
    ]) {
      const statements = balanceSheet(equity);
      expect(amounts(statements[0]).retained_earnings).not.toBe(565);
    }
  });
});

describe("reader24: South African investment revenue is non-operating income", () => {
  it("takes it over the other operating income printed above it", () => {
    const statements = statementsOf([
      [at("Statement of Comprehensive Income for the year ended 30 June 2025", 30)],
      [at("Figures in Rand", 30)],
      [right("2025", 400), right("2024", 480)],
      row("Revenue", "2,000,000", "1,800,000"),
      row("Cost of sales", "-1,200,000", "-1,100,000"),
      row("Gross profit", "800,000", "700,000"),
      row("Other operating income", "20,000", "15,000"),
      row("Operating expenses", "-600,000", "-550,000"),
      row("Operating profit", "220,000", "165,000"),
      row("Investment revenue", "7,000", "5,000"),
      row("Finance costs", "-50,000", "-55,000"),
      row("Profit before taxation", "177,000", "115,000"),
      row("Taxation", "-47,790", "-31,050"),
      row("Profit for the year", "129,210", "83,950"),
    ]);
    expect(amounts(statements[0])).toMatchObject({ other_income: 7000, profit_before_tax: 177000 });
    expect(amounts(statements[1])).toMatchObject({ other_income: 5000 });
  });
});

describe("reader24: one fixed-asset class alone, as a bookkeeping export prints it", () => {
  const balanceSheet = (fixed: TextCell[][]) =>
    statementsOf([
      [at("Balance Sheet", 30)],
      [at("As of December 31, 2025", 30)],
      [right("Dec 31, 2025", 400), right("Dec 31, 2024", 480)],
      [at("Current Assets", 30)],
      row("Checking", "50,000.00", "40,000.00", 40),
      row("Total Current Assets", "50,000.00", "40,000.00"),
      [at("Fixed Assets", 30)],
      ...fixed,
      row("TOTAL ASSETS", "150,000.00", "130,000.00"),
    ]);
  it("reads the class over its accumulated depreciation as the cost", () => {
    const statements = balanceSheet([
      row("1500 Equipment", "160,000.00", "140,000.00", 40),
      row("1590 Accumulated Depreciation", "-60,000.00", "-50,000.00", 40),
      row("Total Fixed Assets", "100,000.00", "90,000.00"),
    ]);
    expect(amounts(statements[0])).toMatchObject({ gross_fixed_assets: 160000 });
    expect(amounts(statements[1])).toMatchObject({ gross_fixed_assets: 140000 });
  });
  it("reads the class printed with no depreciation below it as the net book value", () => {
    const statements = balanceSheet([
      row("Equipment", "100,000.00", "90,000.00", 40),
      row("Total Fixed Assets", "100,000.00", "90,000.00"),
    ]);
    expect(amounts(statements[0]).gross_fixed_assets).toBeUndefined();
    expect(amounts(statements[0])).toMatchObject({ net_fixed_assets: 100000 });
  });
});

describe("reader24: a bare Interest line among the operating expenses", () => {
  const incomeStatement = (heading: string) =>
    statementsOf([
      [at("Statements of Revenues and Expenses - Income Tax Basis", 30)],
      [at("For the Years Ended December 31, 2025 and 2024", 30)],
      [right("2025", 400), right("2024", 480)],
      row("Sales", "500,000", "450,000"),
      row("Cost of sales", "300,000", "270,000"),
      row("Gross Profit", "200,000", "180,000"),
      [at(heading, 30)],
      row("Salaries and wages", "90,000", "80,000", 40),
      row("Rent", "20,000", "19,000", 40),
      row("Interest", "3,600", "3,900", 40),
      row("Total Operating Expenses", "113,600", "102,900"),
      row("Income from Operations", "86,400", "77,100"),
      row("Net Income", "86,400", "77,100"),
    ]);
  it("is the interest expense", () => {
    const statements = incomeStatement("Operating Expenses");
    expect(amounts(statements[0])).toMatchObject({ interest_expense: 3600 });
    expect(amounts(statements[1])).toMatchObject({ interest_expense: 3900 });
  });
  it("is not read under a heading that does not say expenses", () => {
    const statements = incomeStatement("Other items");
    expect(amounts(statements[0]).interest_expense).toBeUndefined();
  });
});
