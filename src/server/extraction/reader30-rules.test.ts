import { describe, expect, it } from "vitest";
import { parseStatements } from "./extract";
import type { TextCell } from "./pdf-text";
import { matchLabel } from "./synonyms";
import { amounts, at, page, right, row } from "./synthetic-lines.fixture";

/**
 * reader30: blind batch 21's misses written as rules: a registration number printed under a
 * statement's title and the administrative line that also holds the
 * other overheads. Synthetic labels and lines only, never corpus files.
 */

const byPeriod = (rows: readonly TextCell[][]) =>
  Object.fromEntries(
    parseStatements(page(rows))
      .statements.filter((s) => s.documentType === "income_statement")
      .map((s) => [s.period, amounts(s)]),
  );

const incomeStatement = (registration: string): TextCell[][] => [
  [at("Riverina Growers Co-operative Ltd", 30)],
  [at("Statement of Profit or Loss for the year ended 30 June 2025", 30)],
  [at(registration, 30)],
  [right("2025 $", 400), right("2024 $", 480)],
  row("Total revenue", "8,400,000", "7,900,000"),
  row("Cost of goods sold", "6,100,000", "5,800,000"),
  row("Gross margin", "2,300,000", "2,100,000"),
  row("Finance costs", "60,000", "55,000"),
  row("Profit before income tax", "640,000", "512,000"),
  row("Income tax expense", "192,000", "153,600"),
  row("Profit for the year", "448,000", "358,400"),
];

describe("reader30: a registration number under a statement's title", () => {
  for (const registration of ["ABN 61 094 557 218", "ACN 094 557 218", "Company number 0123 4567"]) {
    it(`reads the years' header below "${registration}"`, () => {
      const s = byPeriod(incomeStatement(registration));
      expect(s["2025-06-30"]).toMatchObject({ revenue: 8400000, profit_before_tax: 640000, net_profit: 448000 });
      expect(s["2024-06-30"]).toMatchObject({ revenue: 7900000, profit_before_tax: 512000, net_profit: 358400 });
    });
  }
});

describe("reader30: the administrative line that also holds the other overheads", () => {
  it("reads administration and other expenses as SG&A", () => {
    expect(matchLabel("income_statement", "Administration and other expenses", undefined)?.key).toBe(
      "selling_general_administrative",
    );
    expect(matchLabel("income_statement", "Administrative and other expenses", undefined)?.key).toBe(
      "selling_general_administrative",
    );
  });
});

describe("reader30: a sub-note's number at the far left of the label", () => {
  it('reads "2.1   Trade receivables" as the line item, its note number as no figure', () => {
    const rows: TextCell[][] = [
      [at("Balance sheet as at 31 December 2025", 30)],
      [at("Notes", 30), right("2025", 400), right("2024", 480)],
      [at("Current assets", 60)],
      row("Cash", "896,185", "832,530", 80),
      [at("2.1", 20), ...row("Trade receivables", "1,618,407", "1,522,930", 80)],
      [at("2.2", 20), ...row("Inventories", "1,102,880", "1,040,215", 80)],
      row("Total current assets", "3,617,472", "3,395,675", 60),
      [at("2.3", 20), ...row("Property, plant and equipment", "1,406,115", "1,452,300", 80)],
      row("Total assets", "5,023,587", "4,847,975", 60),
      [at("Equity", 60)],
      row("Share capital", "500,000", "500,000", 80),
      row("Retained earnings", "3,779,709", "3,632,760", 80),
      row("Total equity", "4,279,709", "4,132,760", 60),
      [at("Current liabilities", 60)],
      row("Trade payables", "743,878", "715,215", 80),
      row("Total current liabilities", "743,878", "715,215", 60),
      row("Total equity and liabilities", "5,023,587", "4,847,975", 60),
    ];
    const s = Object.fromEntries(
      parseStatements(page(rows))
        .statements.filter((st) => st.documentType === "balance_sheet")
        .map((st) => [st.period, amounts(st)]),
    );
    expect(s["2025-12-31"]).toMatchObject({
      trade_receivables: 1618407,
      inventory: 1102880,
      net_fixed_assets: 1406115,
    });
    expect(s["2024-12-31"]).toMatchObject({
      trade_receivables: 1522930,
      inventory: 1040215,
      net_fixed_assets: 1452300,
    });
  });
});
