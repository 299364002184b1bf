import { describe, expect, it } from "vitest";
import { isUncoveredDeficit, parseStatements, taxPrintedLikeInterest } from "./extract";
import type { TextCell } from "./pdf-text";
import { matchLabel } from "./synonyms";
import { amounts, at, page, right, row } from "./synthetic-lines.fixture";

/**
 * reader18 (issue 22): misses of blind batch 11 written as families. Synthetic labels and lines
 * only, never corpus files.
 */

const statementsOf = (rows: readonly TextCell[][]) => parseStatements(page(rows)).statements;

/** A US multi-step statement of operations whose lines below the operating income are `tail`. */
function operations(tail: TextCell[][]): TextCell[][] {
  return [
    [at("Consolidated Statements of Operations", 30)],
    [at("(In thousands)", 30)],
    [right("2025", 400), right("2024", 480)],
    row("Total revenues", "500,000", "450,000"),
    row("Total cost of revenues", "200,000", "190,000"),
    row("Gross profit", "300,000", "260,000"),
    row("Selling, general and administrative", "150,000", "140,000"),
    row("Income from operations", "150,000", "120,000"),
    row("Interest expense, net", "(10,000)", "(12,000)"),
    ...tail,
  ];
}

describe("reader18: a pre-tax label that leaves out the equity-method share", () => {
  it("reads the US GAAP pre-tax line as profit before tax", () => {
    for (const label of [
      "Income before income taxes and equity in earnings of affiliates",
      "Income before income taxes and equity in net income of unconsolidated affiliates",
      "Earnings before income taxes and equity in earnings of investees",
    ]) {
      expect(matchLabel("income_statement", label, undefined)?.key).toBe("profit_before_tax");
    }
  });
  it("does not apply to the equity-method line itself, nor outside the income statement", () => {
    expect(matchLabel("income_statement", "Equity in earnings of affiliates, net of tax", undefined)?.key).not.toBe(
      "profit_before_tax",
    );
    expect(
      matchLabel("balance_sheet", "Income before income taxes and equity in earnings of affiliates", undefined),
    ).toBe(undefined);
  });
});

describe("reader18: a tax line in parentheses beside an interest expense in parentheses", () => {
  it("is an expense under a provision label, the equity-method share added below the tax", () => {
    const [s] = statementsOf(
      operations([
        row("Income before income taxes and equity in earnings of affiliates", "140,000", "108,000"),
        row("Provision for income taxes", "(30,000)", "(25,000)"),
        row("Equity in earnings of affiliates, net of tax", "4,000", "3,000"),
        row("Net income", "114,000", "86,000"),
      ]),
    );
    expect(amounts(s)).toMatchObject({ profit_before_tax: 140000000, income_tax: 30000000, net_profit: 114000000 });
  });
  it("is left alone when the label names a benefit, or interest is printed plain", () => {
    expect(taxPrintedLikeInterest({ label: "Provision for income taxes" }, true)).toBe(true);
    expect(taxPrintedLikeInterest({ label: "Provision for (benefit from) income taxes" }, true)).toBe(false);
    expect(taxPrintedLikeInterest({ label: "Income tax benefit" }, true)).toBe(false);
    expect(taxPrintedLikeInterest({ label: "Provision for income taxes" }, false)).toBe(false);
  });
  it("keeps a credit the chain profit before tax − tax = net profit proves", () => {
    const [s] = statementsOf(
      operations([
        row("Income before income taxes", "140,000", "108,000"),
        row("Provision for income taxes", "(5,000)", "(25,000)"),
        row("Net income", "145,000", "83,000"),
      ]),
    );
    expect(amounts(s).income_tax).toBe(-5000000);
  });
});

describe("reader18: a German balance sheet's deficit not covered by equity", () => {
  it("knows the label, and not the year's loss or the loss carried forward", () => {
    expect(isUncoveredDeficit("D. Nicht durch Eigenkapital gedeckter Fehlbetrag")).toBe(true);
    expect(isUncoveredDeficit("IV. Jahresfehlbetrag")).toBe(false);
    expect(isUncoveredDeficit("III. Verlustvortrag")).toBe(false);
  });
  it("reads the equity as minus the deficit printed on the assets side", () => {
    const statements = statementsOf([
      [at("Bilanz zum 31. Dezember 2025", 30)],
      [right("31.12.2025", 400), right("31.12.2024", 480)],
      [at("AKTIVA", 30)],
      [at("A. Anlagevermögen", 30)],
      row("II. Sachanlagen", "400.000,00", "450.000,00"),
      [at("B. Umlaufvermögen", 30)],
      row("I. Vorräte", "90.000,00", "100.000,00"),
      row("II. Kassenbestand, Guthaben bei Kreditinstituten", "10.000,00", "20.000,00"),
      row("C. Nicht durch Eigenkapital gedeckter Fehlbetrag", "80.000,00", "30.000,00"),
      row("Summe Aktiva", "580.000,00", "600.000,00"),
      [at("PASSIVA", 30)],
      [at("A. Eigenkapital", 30)],
      row("I. Gezeichnetes Kapital", "25.000,00", "25.000,00"),
      row("II. Verlustvortrag", "−105.000,00", "−55.000,00"),
      row("III. Nicht durch Eigenkapital gedeckter Fehlbetrag", "80.000,00", "30.000,00"),
      [at("B. Verbindlichkeiten", 30)],
      row("1. Verbindlichkeiten gegenüber Kreditinstituten", "580.000,00", "600.000,00"),
      row("Summe Passiva", "580.000,00", "600.000,00"),
    ]);
    const bs = statements.find((s) => s.documentType === "balance_sheet");
    expect(amounts(bs).total_equity).toBe(-80000);
  });
});
