import { describe, expect, it } from "vitest";
import { parseStatements } from "./extract";
import { figuresWithScaleSuffix } from "./figure-suffix";
import type { TextCell, TextLine } from "./pdf-text";
import { joinStackedHeaderDates } from "./period-months";
import { amounts, at, page, right, row } from "./synthetic-lines.fixture";

/**
 * reader25: periods and number conventions of blind batch 16 written as rules (a 52/53-week year, a
 * change of year end, a month over its day and year, figures with a "k" suffix, a ledger's signs,
 * decimals OCR lost). Synthetic labels and lines only, never corpus files.
 */

const read = (rows: readonly TextCell[][]) => parseStatements(page(rows));
const periods = (rows: readonly TextCell[][]) =>
  read(rows).statements.map((s) => `${s.documentType} ${s.period} ${s.periodType}`);

const income = (a: string[], b: string[]): TextCell[][] => [
  row("Revenue", a[0] as string, b[0] as string),
  row("Cost of sales", a[1] as string, b[1] as string),
  row("Gross profit", a[2] as string, b[2] as string),
  row("Operating profit", a[3] as string, b[3] as string),
  row("Profit before tax", a[4] as string, b[4] as string),
  row("Income tax expense", a[5] as string, b[5] as string),
  row("Profit for the period", a[6] as string, b[6] as string),
];
const THIS = ["1,000", "(600)", "400", "200", "180", "(40)", "140"];
const LAST = ["900", "(550)", "350", "170", "150", "(30)", "120"];

describe("reader25: a column's day printed on the line above its month and year", () => {
  it("dates 52/53-week columns by the printed day", () => {
    expect(
      periods([
        [at("Consolidated income statement", 30)],
        [right("52 weeks ended 28", 400), right("53 weeks ended 29", 480)],
        [right("December 2025", 400), right("December 2024", 480)],
        ...income(THIS, LAST),
      ]),
    ).toEqual(["income_statement 2025-12-28 yearly", "income_statement 2024-12-29 yearly"]);
  });
  it("holds a 52/53-week year dated by its month alone", () => {
    const out = read([
      [at("Consolidated income statement", 30)],
      [right("52 weeks ended", 400), right("53 weeks ended", 480)],
      [right("Dec-25", 400), right("Dec-24", 480)],
      ...income(THIS, LAST),
    ]);
    expect(out.statements.length).toBe(2);
    expect(out.statements.every((s) => s.reading?.periodAmbiguous)).toBe(true);
  });
  it("joins a month printed alone over its day and year", () => {
    expect(
      periods([
        [at("Condensed balance sheets", 30)],
        [right("September", 400), right("December", 480)],
        [right("30, 2025", 400), right("31, 2024", 480)],
        row("Cash", "100", "90"),
        row("Trade receivables", "200", "150"),
        row("Total assets", "300", "240"),
        row("Total liabilities and equity", "300", "240"),
      ]),
    ).toEqual(["balance_sheet 2025-09-30 quarterly", "balance_sheet 2024-12-31 yearly"]);
  });
  it("leaves cells that are not one date apart", () => {
    const lines: TextLine[] = page([
      [at("Paid up to 5", 30), right("Note", 300)],
      [at("December 2025", 30), right("2025", 400)],
    ]);
    expect(joinStackedHeaderDates(lines)).toEqual(lines);
    // A day over a month and year of another column (no overlap) stays apart.
    const apart = page([[right("Year ended 31", 300)], [right("March 2025", 480)]]);
    expect(joinStackedHeaderDates(apart)).toEqual(apart);
  });
});

describe("reader25: a period longer than a year (a change of year end)", () => {
  // Column headers set apart as printed (a header line read as one phrase would speak for every column).
  const rows = (first: string, firstDate: string) => [
    [at("Statement of comprehensive income", 30)],
    [right(first, 400), right("Year to 31", 480)],
    [right(firstDate, 400), right("Dec 2023", 480)],
    ...income(THIS, LAST),
    [at("Statement of financial position", 30)],
    [right("31 March 2025", 400), right("31 December 2023", 480)],
    row("Cash", "100", "90"),
    row("Trade receivables", "200", "150"),
    row("Total assets", "300", "240"),
    row("Total liabilities and equity", "300", "240"),
  ];
  it("leaves out the 15-month columns and types both balance sheets as year ends", () => {
    const out = read(rows("15 months ended 31", "March 2025"));
    expect(out.statements.map((s) => `${s.documentType} ${s.period} ${s.periodType}`)).toEqual([
      "balance_sheet 2025-03-31 yearly",
      "balance_sheet 2023-12-31 yearly",
      "income_statement 2023-12-31 yearly",
    ]);
    expect(out.notes.join(" ")).toMatch(/1 column\(s\) for a period longer than a year left out/);
  });
  it("reads a twelve-month column as a year", () => {
    expect(periods(rows("12 months ended 31", "March 2025"))).toContain("income_statement 2025-03-31 yearly");
    expect(periods(rows("53 weeks ended 31", "March 2025"))).toContain("income_statement 2025-03-31 yearly");
  });
});

describe("reader25: figures printed with a scale suffix", () => {
  const statement = (a: string[], b: string[]) => [
    [at("Profit and loss statement 2025", 30)],
    [right("FY 2025 €", 400), right("FY 2024 €", 480)],
    ...income(a, b),
  ];
  it("reads '18,312k' as thousands", () => {
    const out = read(
      statement(
        ["1,000k", "-600k", "400k", "200k", "180k", "-40k", "140k"],
        ["900k", "-550k", "350k", "170k", "150k", "-30k", "120k"],
      ),
    );
    expect(amounts(out.statements[0])).toMatchObject({ revenue: 1_000_000, net_profit: 140_000 });
    expect(out.statements[0]?.reading?.scale).toBe(1000);
  });
  it("leaves a few suffixed figures among plain ones unread", () => {
    const lines = page(statement(["1,000k", ...THIS.slice(1)], LAST));
    expect(figuresWithScaleSuffix(lines)).toBe(undefined);
    expect(amounts(read(statement(["1,000k", ...THIS.slice(1)], LAST)).statements[0]).revenue).toBe(undefined);
  });
});

describe("reader25: statements printed in a ledger's signs (credits negative)", () => {
  const sap = (rev: string, profit: string) => [
    [at("Gewinn- und Verlustrechnung 01.01.2025 - 31.12.2025", 30)],
    [right("Berichtsjahr 2025", 400), right("Vergleichsjahr 2024", 480)],
    row("Umsatzerlöse", rev, "18.000,00-"),
    row("Abschreibungen", "600,00", "570,00"),
    row("Zinsaufwendungen", "330,00", "350,00"),
    row("Zinserträge", "16,00-", "25,00-"),
    row("Jahresüberschuss", profit, "4.125,00-"),
  ];
  it("stores revenue and profit positive when the credits print a trailing minus", () => {
    const out = read(sap("19.000,00-", "4.016,00-"));
    expect(out.statements.map((s) => s.period)).toEqual(["2025-12-31", "2024-12-31"]);
    expect(amounts(out.statements[0])).toMatchObject({ revenue: 19000, other_income: 16, net_profit: 4016 });
    expect(amounts(out.statements[1])).toMatchObject({ revenue: 18000, net_profit: 4125 });
  });
  it("turns the liabilities and equity side of a balance sheet whose total prints negative", () => {
    const out = read([
      [at("Bilanz zum 31.12.2025", 30)],
      [right("Berichtsjahr 2025", 400), right("Vergleichsjahr 2024", 480)],
      row("Vorräte", "1.000,00", "900,00"),
      row("Bankguthaben", "500,00", "400,00"),
      row("Summe Aktiva", "1.500,00", "1.300,00"),
      row("Gezeichnetes Kapital", "300,00-", "300,00-"),
      row("Eigenkapital", "800,00-", "700,00-"),
      row("Summe Passiva", "1.500,00-", "1.300,00-"),
    ]);
    expect(amounts(out.statements[0])).toMatchObject({
      total_assets: 1500,
      share_capital: 300,
      total_equity: 800,
      total_liabilities_and_equity: 1500,
    });
  });
  it("keeps a loss and a deficit printed in natural signs", () => {
    const loss = read([
      [at("Income statement", 30)],
      [right("2025", 400), right("2024", 480)],
      row("Revenue", "1,000", "900"),
      row("Cost of sales", "(1,100)", "(800)"),
      row("Gross profit", "(100)", "100"),
      row("Loss for the year", "(100)", "100"),
    ]);
    expect(amounts(loss.statements[0])).toMatchObject({ revenue: 1000, gross_profit: -100 });
    const deficit = read([
      [at("Balance sheet", 30)],
      [right("2025", 400), right("2024", 480)],
      row("Cash", "100", "90"),
      row("Total assets", "100", "90"),
      row("Share capital", "50", "50"),
      row("Retained earnings", "(150)", "(100)"),
      row("Total equity", "(100)", "(50)"),
      row("Total liabilities and equity", "100", "90"),
    ]);
    expect(amounts(deficit.statements[0])).toMatchObject({ share_capital: 50, total_equity: -100 });
  });
});

describe("reader25: a figure OCR read without the decimals every other figure prints", () => {
  const scan = (lines: TextLine[]) =>
    lines.map((l) => ({ ...l, ocr: true, cells: l.cells.map((c) => ({ ...c, confidence: 0.97 })) }));
  const rows = (tax: string) => [
    [at("Consolidated income statement", 30)],
    [at("£m", 30)],
    [right("2025", 400), right("2024", 480)],
    row("Revenue", "1,336.5", "1,270.5"),
    row("Cost of sales", "(822.0)", "(784.5)"),
    row("Gross profit", "514.5", "486.0"),
    row("Operating profit", "237.3", "224.5"),
    row("Finance costs", "(21.5)", "(22.7)"),
    row("Profit before tax", "216.9", "203.5"),
    row("Income tax expense", tax, "(48.8)"),
    row("Profit for the year", "164.8", "154.7"),
    row("Dividends proposed", "72.0", "64.5"),
    row("Earnings retained", "92.8", "90.2"),
  ];
  const confidence = (lines: TextLine[]) =>
    parseStatements(lines).statements[0]?.lineItems.find((i) => i.key === "income_tax")?.confidence ?? 1;
  it("holds '(521)' among figures printed to one decimal", () => {
    expect(confidence(scan(page(rows("(521)"))))).toBeLessThan(0.9);
  });
  it("does not hold it in a text layer, nor a figure with its decimals", () => {
    expect(confidence(page(rows("(521)")))).toBeGreaterThanOrEqual(0.9);
    expect(confidence(scan(page(rows("(52.1)"))))).toBeGreaterThanOrEqual(0.9);
  });
});
