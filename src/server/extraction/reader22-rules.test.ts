import { describe, expect, it } from "vitest";
import { isDatedProse, isNoteTitle, parseStatements } from "./extract";
import type { TextCell } from "./pdf-text";
import { matchLabel } from "./synonyms";
import { amounts, at, page, right, row } from "./synthetic-lines.fixture";

/**
 * reader22: misses left in batches 12 and 13, written as families. Synthetic labels and lines
 * only, never corpus files.
 */

const statementsOf = (rows: readonly TextCell[][]) => parseStatements(page(rows)).statements;

const balanceSheetPage: TextCell[][] = [
  [at("Balance sheet as at 31 March 2025", 30)],
  [at("£", 30)],
  [right("2025", 400), right("2024", 480)],
  [at("Fixed assets", 30)],
  row("Tangible assets", "184,306", "176,918", 40),
  [at("Current assets", 30)],
  row("Stocks", "42,118", "39,806", 40),
  row("Cash at bank and in hand", "16,038", "26,403", 40),
  [right("58,156", 400), right("66,209", 480)],
  row("Creditors: amounts falling due within one year", "(66,237)", "(62,730)"),
  row("Creditors: amounts falling due after more than one year", "(56,406)", "(71,118)"),
  row("Net assets", "119,819", "109,279"),
  [at("Capital and reserves", 30)],
  row("Called up share capital", "100", "100", 40),
  row("Profit and loss reserves", "119,719", "109,179", 40),
  row("Total equity", "119,819", "109,279"),
];

const approvalPage: TextCell[][] = [
  [at("Balance sheet (continued)", 30)],
  [at("The financial statements were approved by the board of directors and authorised for issue on 19 June 2025", 30)],
  [at("and are signed on its behalf by A. Director.", 30)],
];

const debtorsNote: TextCell[][] = [
  [at("Example Joinery Limited", 30)],
  [at("3 Debtors", 30)],
  [at("£", 30)],
  [right("2025", 400), right("2024", 480)],
  row("Trade debtors", "61,405", "58,118"),
  row("Other debtors and prepayments", "7,206", "6,915"),
  [right("68,611", 400), right("65,033", 480)],
];

describe("reader22: a date in prose and a note table date no statement", () => {
  it("tells a sentence dating an act from a period line", () => {
    expect(
      isDatedProse(
        "The financial statements were approved by the board of directors and authorised for issue on 19 June 2025",
      ),
    ).toBe(true);
    expect(isDatedProse("and are signed on its behalf by the directors on 19 June 2025 at the registered office")).toBe(
      true,
    );
    for (const text of [
      "Balance sheet as at 31 March 2025",
      "for the year ended 31 March 2025 and 31 March 2024",
      "Statement of financial position as at 30 June 2025 (unaudited)",
    ]) {
      expect(isDatedProse(text)).toBe(false);
    }
  });
  it("tells a numbered note's title from a date or a period header", () => {
    for (const text of [
      "3 Debtors",
      "4 Creditors: amounts falling due within one year",
      "Note 12 Borrowings",
      "7. Stocks",
    ]) {
      expect(isNoteTitle(text)).toBe(true);
    }
    for (const text of ["31 December", "31 March 2025", "2025 2024", "12 months ended 30 June", "Fixed assets"]) {
      expect(isNoteTitle(text)).toBe(false);
    }
  });
  it("reads a note table under a continued heading over prose as no balance sheet, and the 31 March one as the year's", () => {
    const lines = [...page(balanceSheetPage, 1), ...page(approvalPage, 2), ...page(debtorsNote, 3)];
    const { statements } = parseStatements(lines);
    expect(statements.map((s) => `${s.period} ${s.periodType}`)).toEqual(["2025-03-31 yearly", "2024-03-31 yearly"]);
    expect(amounts(statements[0])).not.toHaveProperty("trade_receivables");
  });
  it("still reads a balance sheet continued on the next page under its own years", () => {
    const continued: TextCell[][] = [
      [at("Balance sheet (continued)", 30)],
      [right("2025", 400), right("2024", 480)],
      row("Trade creditors", "38,915", "36,406"),
      row("Bank loans", "12,000", "12,000"),
    ];
    const lines = [...page(balanceSheetPage.slice(0, 9), 1), ...page(continued, 2)];
    const { statements } = parseStatements(lines);
    expect(statements.map((s) => s.period)).toEqual(["2025-03-31", "2024-03-31"]);
    expect(amounts(statements[0])).toMatchObject({ trade_payables: 38915 });
  });
});

describe("reader22: bank loans printed in both liability sections", () => {
  const liabilities = (current: string, nonCurrent: string, currentFirst: boolean): TextCell[][] => {
    const currentRows: TextCell[][] = [
      [at("Current liabilities", 30)],
      row("Trade and other payables", "11,000", "10,000", 40),
      row(current, "2,500", "2,500", 40),
      row("Total current liabilities", "13,500", "12,500"),
    ];
    const nonCurrentRows: TextCell[][] = [
      [at("Non-current liabilities", 30)],
      row(nonCurrent, "17,500", "20,000", 40),
      row("Lease liabilities", "1,000", "1,200", 40),
      row("Total non-current liabilities", "18,500", "21,200"),
    ];
    return [
      [at("Balance sheet as at 31 December 2025", 30)],
      [right("2025", 400), right("2024", 480)],
      [at("Non-current assets", 30)],
      row("Property, plant and equipment", "40,000", "42,000", 40),
      [at("Current assets", 30)],
      row("Cash and cash equivalents", "12,000", "10,000", 40),
      row("Total assets", "52,000", "52,000"),
      ...(currentFirst ? [...currentRows, ...nonCurrentRows] : [...nonCurrentRows, ...currentRows]),
      row("Total liabilities", "32,000", "33,700"),
      row("Share capital", "1,000", "1,000", 40),
      row("Retained earnings", "19,000", "17,300", 40),
      row("Total equity", "20,000", "18,300"),
    ];
  };
  it("reads the current 'Bank loans' line above the long-term one as the current portion", () => {
    const [s] = statementsOf(liabilities("Bank loans", "Bank loans", true));
    expect(amounts(s)).toMatchObject({ current_portion_long_term_debt: 2500, long_term_debt: 17500 });
    expect(amounts(s)).not.toHaveProperty("short_term_debt");
  });
  it("keeps short-term debt for borrowings, for other labels and where the non-current section comes first", () => {
    for (const [current, nonCurrent, first] of [
      ["Borrowings", "Borrowings", true],
      ["Loans and borrowings", "Loans and borrowings", true],
      ["Bank overdrafts", "Bank loans", true],
      ["Bank loans", "Bank loans", false],
    ] as const) {
      const [s] = statementsOf(liabilities(current, nonCurrent, first));
      expect(amounts(s)).toMatchObject({ short_term_debt: 2500 });
      expect(amounts(s)).not.toHaveProperty("current_portion_long_term_debt");
    }
  });
});

describe("reader22: sections named by the untitled subtotals below their lines", () => {
  const untitled = (nonCurrentTotal: string): TextCell[][] => [
    [at("Condensed balance sheet", 30)],
    [at("in € million", 30)],
    [right("30 June 2025", 400), right("30 June 2024", 480)],
    row("Property, plant and equipment", "318.4", "309.6"),
    row("Deferred tax assets", "8.4", "9.1"),
    row("Non-current assets", "326.8", "318.7"),
    row("Inventories", "96.2", "92.8"),
    row("Cash and cash equivalents", "62.2", "48.3"),
    row("Current assets", "158.4", "141.1"),
    row("Total assets", "485.2", "459.8"),
    row("Share capital", "50.0", "50.0"),
    row("Retained earnings", "198.8", "151.2"),
    row("Total equity", "248.8", "201.2"),
    row("Loans and borrowings", "140.0", "150.0"),
    row("Other non-current liabilities", "11.2", "10.8"),
    row(nonCurrentTotal, "151.2", "160.8"),
    row("Trade payables", "60.2", "72.8"),
    row("Short-term borrowings", "25.0", "25.0"),
    row("Current liabilities", "85.2", "97.8"),
    row("Total equity and liabilities", "485.2", "459.8"),
  ];
  it("reads 'Loans and borrowings' above an untitled non-current subtotal as long-term debt", () => {
    const [s] = statementsOf(untitled("Non-current liabilities"));
    expect(amounts(s)).toMatchObject({ long_term_debt: 140000000, short_term_debt: 25000000 });
  });
  it("leaves the section as it was where no section subtotal closes the lines", () => {
    const [s] = statementsOf(untitled("Sundry obligations"));
    expect(amounts(s)).not.toMatchObject({ long_term_debt: 140000000 });
  });
  it("does not override a printed section heading", () => {
    const headed: TextCell[][] = [
      [at("Balance sheet", 30)],
      [right("2025", 400), right("2024", 480)],
      row("Property, plant and equipment", "300", "290"),
      row("Total assets", "300", "290"),
      [at("Current liabilities", 30)],
      row("Loans and borrowings", "40", "50", 40),
      row("Trade payables", "60", "50", 40),
      row("Non-current liabilities", "100", "100"),
      row("Total equity", "200", "190"),
    ];
    const [s] = statementsOf(headed);
    expect(amounts(s)).toMatchObject({ short_term_debt: 40 });
  });
});

describe("reader22: labels", () => {
  it("reads 'Sales, general and administrative' as SG&A, not sales", () => {
    expect(matchLabel("income_statement", "Sales, general and administrative", undefined)?.key).toBe(
      "selling_general_administrative",
    );
    expect(matchLabel("income_statement", "Sales", undefined)?.key).toBe("revenue");
  });
  it("reads German cash flow repayments and dividends worded 'für die' and 'an Gesellschafter'", () => {
    expect(matchLabel("cashflow_statement", "Auszahlungen für die Tilgung von Finanzkrediten", "financing")?.key).toBe(
      "repayment_of_borrowings",
    );
    expect(matchLabel("cashflow_statement", "Gezahlte Dividenden an Gesellschafter", "financing")?.key).toBe(
      "dividends_paid",
    );
  });
  it("reads depreciation of both asset classes on one German line, not of financial assets", () => {
    for (const label of [
      "Abschreibungen auf Sachanlagen und immaterielle Vermögensgegenstände",
      "Abschreibungen auf immaterielle Vermögensgegenstände und Sachanlagen",
    ]) {
      expect(matchLabel("income_statement", label, undefined)?.key).toBe("depreciation_amortization");
    }
    expect(matchLabel("income_statement", "Abschreibungen auf Finanzanlagen", undefined)?.key).not.toBe(
      "depreciation_amortization",
    );
  });
});
