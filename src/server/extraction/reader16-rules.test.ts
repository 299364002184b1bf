import { describe, expect, it } from "vitest";
import { parseStatements } from "./extract";
import { matchLabel, sectionOf } from "./synonyms";
import { amounts, at, page, right, row } from "./synthetic-lines.fixture";

/**
 * reader16 (issue 22): the misses of batch 9 still open after reader15, written as families an
 * accountant prints in other companies too. Synthetic labels and lines only, never corpus files.
 */

describe("interest-bearing liabilities and instalment sales are debt, by their section", () => {
  it.each([
    ["Interest bearing liabilities", "current_liabilities", "short_term_debt"],
    ["Interest-bearing liabilities", "non_current_liabilities", "long_term_debt"],
    ["Interest bearing loans", "non_current_liabilities", "long_term_debt"],
    ["Interest-bearing borrowings", "current_liabilities", "short_term_debt"],
    ["Instalment sale liabilities", "non_current_liabilities", "long_term_debt"],
    ["Instalment sale agreements", "current_liabilities", "short_term_debt"],
    ["Installment sale obligations", "non_current_liabilities", "long_term_debt"],
  ] as const)("%s under %s is %s", (label, section, key) => {
    expect(matchLabel("balance_sheet", label, section)?.key).toBe(key);
  });

  it("reads a balance sheet with the same label in both liability sections", () => {
    const lines = page([
      [at("Statement of Financial Position", 30)],
      [at("As at 31 December, 2025 and 2024", 30)],
      [right("2025", 400), right("2024", 480)],
      [at("Non-current assets", 30)],
      row("Property, plant and equipment", "58,002", "54,443"),
      row("Total non-current assets", "58,002", "54,443"),
      [at("Current assets", 30)],
      row("Cash on hand and at bank", "56,408", "43,815"),
      row("Total current assets", "56,408", "43,815"),
      row("Total assets", "114,410", "98,258"),
      [at("Equity", 30)],
      row("Share capital", "8,000", "8,000"),
      row("Retained earnings", "49,823", "45,516"),
      row("Total equity", "57,823", "53,516"),
      [at("Non-current liabilities", 30)],
      row("Interest bearing liabilities", "37,932", "18,026"),
      row("Employee provisions", "6,955", "4,836"),
      row("Total non-current liabilities", "44,887", "22,862"),
      [at("Current liabilities", 30)],
      row("Interest bearing liabilities", "6,617", "17,283"),
      row("Income tax payable", "5,083", "4,597"),
      row("Total current liabilities", "11,700", "21,880"),
      row("Total equity and liabilities", "114,410", "98,258"),
    ]);
    const first = amounts(parseStatements(lines).statements[0]);
    expect(first.long_term_debt).toBe(37_932);
    expect(first.short_term_debt).toBe(6_617);
    expect(first.other_non_current_liabilities).toBe(6_955);
    expect(first.other_current_liabilities).toBe(5_083);
  });
});

describe("expenses by function in Pacific and Commonwealth wording are parts of SG&A", () => {
  it.each([
    "Marketing and distribution expenses",
    "Corporate and administration expenses",
    "Sales and distribution costs",
    "Advertising and marketing expenses",
    "General and administration expenses",
  ])("%s", (label) => {
    expect(matchLabel("income_statement", label, undefined)).toEqual({
      key: "selling_general_administrative",
      sum: true,
    });
  });

  it("adds them up", () => {
    const lines = page([
      [at("Income Statement", 30)],
      [at("For the years ended 31 December, 2025 and 2024", 30)],
      [right("2025", 400), right("2024", 480)],
      row("Sales revenue", "188,440", "174,968"),
      row("Cost of sales", "(108,879)", "(107,994)"),
      row("Gross profit", "79,561", "66,974"),
      row("Marketing and distribution expenses", "(15,003)", "(10,263)"),
      row("Corporate and administration expenses", "(22,504)", "(15,395)"),
      row("Operating profit", "42,054", "41,316"),
      row("Income tax expense", "(12,616)", "(12,395)"),
      row("Net profit after income tax", "29,438", "28,921"),
    ]);
    expect(amounts(parseStatements(lines).statements[0]).selling_general_administrative).toBe(37_507);
  });
});

describe("German equity of every legal form", () => {
  it.each([
    ["I. Grundkapital der Kommanditaktionäre", "share_capital"],
    ["Gezeichnetes Kapital der Gesellschaft", "share_capital"],
    ["Kapitalanteile der Kommanditisten", "share_capital"],
    ["I. Gesellschaftskapital", "share_capital"],
    ["II. Andere Gewinnrücklagen", "retained_earnings"],
    ["1. Gesetzliche Rücklage", "retained_earnings"],
    ["Satzungsmäßige Rücklagen", "retained_earnings"],
    ["IV. Gesetzliche Rücklage und andere Rücklagen", "retained_earnings"],
  ] as const)("%s is %s", (label, key) => {
    expect(matchLabel("balance_sheet", label, undefined)?.key).toBe(key);
  });

  it("keeps a capital reserve out of retained earnings", () => {
    expect(matchLabel("balance_sheet", "II. Kapitalrücklage", undefined)?.key).not.toBe("retained_earnings");
  });

  it("adds the reserves by kind when no Gewinnrücklagen total is printed", () => {
    const lines = page([
      [at("Bilanz zum 31. Dezember 2025", 30)],
      [right("31.12.2025", 400), right("31.12.2024", 480)],
      [at("AKTIVA", 30)],
      row("Kassenbestand, Guthaben bei Kreditinstituten", "4.100", "3.900"),
      row("Summe Aktiva", "4.100", "3.900"),
      [at("PASSIVA", 30)],
      [at("A. Eigenkapital", 30)],
      row("I. Grundkapital der Kommanditaktionäre", "1.000", "1.000"),
      row("1. Gesetzliche Rücklage", "100", "100"),
      row("2. Andere Gewinnrücklagen", "2.000", "1.800"),
      row("Summe Eigenkapital", "3.100", "2.900"),
      row("Sonstige Verbindlichkeiten", "1.000", "1.000"),
      row("Summe Passiva", "4.100", "3.900"),
    ]);
    const first = amounts(parseStatements(lines).statements[0]);
    expect(first.share_capital).toBe(1_000);
    expect(first.retained_earnings).toBe(2_100);
  });
});

describe("the Italian civil code's statements in German (South Tyrol, art. 2424-2425 c.c.)", () => {
  it.each([
    ["balance_sheet", "II. Forderungen gegenüber Kunden", "trade_receivables"],
    ["balance_sheet", "7. Verbindlichkeiten gegenüber Lieferanten", "trade_payables"],
    ["income_statement", "A) 1. Erlöse aus Verkäufen und Leistungen", "revenue"],
    ["income_statement", "C) 16. Sonstige Finanzerträge", "other_income"],
    ["income_statement", "C) 17. Zinsen und andere Finanzaufwendungen", "interest_expense"],
    ["income_statement", "21. Gewinn (Verlust) des Geschäftsjahres", "net_profit"],
    ["income_statement", "Ergebnis des Geschäftsjahres", "net_profit"],
  ] as const)("%s: %s is %s", (type, label, key) => {
    expect(matchLabel(type, label, undefined)?.key).toBe(key);
  });
});

describe("German partnerships' capital accounts are their equity (PartG, OHG, KG)", () => {
  it.each([
    ["I. Festkapital", "share_capital"],
    ["Kapitalkonto I", "share_capital"],
    ["II. Variable Kapitalkonten", "retained_earnings"],
    ["Kapitalkonto II", "retained_earnings"],
    ["Summe Kapitalkonten", "total_equity"],
  ] as const)("%s is %s", (label, key) => {
    expect(matchLabel("balance_sheet", label, undefined)?.key).toBe(key);
  });

  it("opens the equity section with 'Kapitalkonten der Partner'", () => {
    expect(sectionOf("A. Kapitalkonten der Partner")).toBe("equity");
    expect(sectionOf("Kapitalkonten der Gesellschafter")).toBe("equity");
  });
});

describe("a Roman numeral OCR read with l for I is still an item number", () => {
  it.each([
    ["Il. Sachanlagen", "net_fixed_assets"],
    ["Ill. Finanzanlagen", "other_non_current_assets"],
    ["lI. Forderungen aus Lieferungen und Leistungen", "trade_receivables"],
    ["lV. Kassenbestand, Guthaben bei Kreditinstituten", "cash"],
  ] as const)("%s is %s", (label, key) => {
    expect(matchLabel("balance_sheet", label, undefined)?.key).toBe(key);
  });

  it("opens a section after such a numeral", () => {
    expect(sectionOf("Il. Umlaufvermögen")).toBe("current_assets");
  });
});
