import { describe, expect, it } from "vitest";
import { parseStatements } from "./extract";
import { repairOcrLines } from "./ocr-cells";
import type { TextLine } from "./pdf-text";
import { matchLabel } from "./synonyms";
import { amounts, at, page, right } from "./synthetic-lines.fixture";
import { joinedHeading } from "./wrapping";

/**
 * What statements of a kind print and the reader missed on real scans (issue 22, branch ocr2):
 * a section heading on the line of the column years, a notes header OCR garbled, "TOTAL" alone as
 * a side's total, "Net income after final tax", a title split over two lines. Synthetic lines only.
 */

/** Lines as OCR gives them (`ocr: true`, every word's confidence). */
const scanned = (rows: Parameters<typeof page>[0], pageNumber = 1): TextLine[] =>
  page(
    rows.map((cells) => cells.map((c) => ({ ...c, confidence: c.confidence ?? 0.95 }))),
    pageNumber,
  ).map((l) => ({ ...l, ocr: true }));

const PERIODS = (lines: TextLine[]) => parseStatements(lines).statements.map((s) => `${s.documentType} ${s.period}`);

describe("a balance sheet's first section heading on the line of the years (OCR'd)", () => {
  const rows = [
    [at("STATEMENTS OF FINANCIAL POSITION", 58)],
    [right("March 31", 470)],
    [at("ASSETS", 60), right("2024", 420), right("2023", 510)],
    [at("Cash", 67), right("40,506,296", 420), right("14,011,556", 510)],
    [at("Receivables", 67), right("93,102,625", 420), right("102,434,862", 510)],
    [at("TOTAL ASSETS", 58), right("133,608,921", 420), right("116,446,418", 510)],
  ];
  it("reads 'ASSETS 2024 2023' as the column header, dated by 'March 31' above it", () => {
    const lines = scanned(rows);
    expect(PERIODS(lines)).toEqual(["balance_sheet 2024-03-31", "balance_sheet 2023-03-31"]);
    expect(amounts(parseStatements(lines).statements[1])).toMatchObject({
      cash: 14_011_556,
      total_assets: 116_446_418,
    });
  });
  it("takes no other label for a section heading there", () => {
    const other = rows.map((r, i) => (i === 2 ? [at("Inventories", 60), ...r.slice(1)] : r));
    // (The line is then a row; what "March 31" alone then reads as is the reader's column header rule.)
    expect(PERIODS(scanned(other))).not.toContain("balance_sheet 2024-03-31");
  });
});

describe("the notes header garbled by OCR", () => {
  const rows = [
    [at("STATEMENTS OF OPERATIONS", 60)],
    [at("For the years ended March 31", 365)],
    [{ ...at("Sind", 311), confidence: 0.26 }, right("2024", 420), right("2023", 510)],
    [at("REVENUE", 60), right("16", 328), right("249,788,478", 420), right("292,800,617", 510)],
    [at("COST OF SALES", 60), right("202,328,679", 420), right("246,283,513", 510)],
    [at("OTHER INCOME (EXPENSES)", 60), right("16", 328), right("(26,278)", 420), right("4,036,523", 510)],
    [at("INCOME TAX EXPENSE", 60), right("17", 328), right("3,243,704", 420), right("3,735,208", 510)],
  ];
  it("becomes 'Notes' over a column of note references, and the years are the columns", () => {
    const lines = repairOcrLines(scanned(rows));
    expect(lines[2]?.text).toBe("Notes 2024 2023");
    expect(PERIODS(lines)).toEqual(["income_statement 2024-03-31", "income_statement 2023-03-31"]);
  });
  it("stays when Tesseract is sure of it, or nothing under it is a note reference", () => {
    const sure = rows.map((r, i) => (i === 2 ? [{ ...at("Sind", 311), confidence: 0.95 }, ...r.slice(1)] : r));
    expect(repairOcrLines(scanned(sure))[2]?.text).toBe("Sind 2024 2023");
    const noRefs = rows.map((r) => r.filter((c) => c.text !== "16" && c.text !== "17"));
    expect(repairOcrLines(scanned(noRefs))[2]?.text).toBe("Sind 2024 2023");
    // Not a text layer's line.
    expect(repairOcrLines(page(rows))[2]?.text).toBe("Sind 2024 2023");
  });
});

describe("'TOTAL' alone at the foot of a balance sheet's side (OCR'd)", () => {
  const sheet = (assetsTotal: [string, string], sideTotal: [string, string]) => [
    [at("STATEMENTS OF FINANCIAL POSITION", 106)],
    [at("As of December 31", 394)],
    [right("2022", 420), right("2021", 510)],
    [at("Current Assets", 106)],
    [at("Cash", 116), right("10,041,673", 420), right("11,237,376", 510)],
    [at("Inventories", 116), right("223,323,386", 420), right("190,305,812", 510)],
    [at("Total Current Assets", 126), right("233,365,059", 420), right("201,543,188", 510)],
    [at("Non-Current Assets", 106)],
    [at("Property and Equipment", 116), right("64,101,725", 420), right("62,182,289", 510)],
    [at("Total Non-Current Assets", 126), right("64,101,725", 420), right("62,182,289", 510)],
    [at("TOTAL", 105), right(assetsTotal[0], 420), right(assetsTotal[1], 510)],
    [at("LIABILITIES AND SHAREHOLDERS EQUITY", 106)],
    [at("Current Liabilities", 106)],
    [at("Trade and Other Payables", 115), right("178,874,377", 420), right("151,497,735", 510)],
    [at("Total Current Liabilities", 126), right("178,874,377", 420), right("151,497,735", 510)],
    [at("Shareholders' Equity", 105)],
    [at("Share Capital", 116), right("46,000,000", 420), right("46,000,000", 510)],
    [at("Retained Earnings", 116), right("72,592,407", 420), right("66,227,742", 510)],
    [at("Total Shareholders' Equity", 126), right("118,592,407", 420), right("112,227,742", 510)],
    [at("TOTAL", 105), right(sideTotal[0], 420), right(sideTotal[1], 510)],
  ];
  it("is total assets when current and non-current assets add up to it", () => {
    const { statements } = parseStatements(
      scanned(sheet(["297,466,784", "263,725,477"], ["297,466,784", "263,725,477"])),
    );
    expect(statements.map((s) => amounts(s).total_assets)).toEqual([297_466_784, 263_725_477]);
  });
  it("is not taken when no column's sums prove it", () => {
    const { statements } = parseStatements(
      scanned(sheet(["397,466,784", "293,725,477"], ["257,466,784", "263,725,477"])),
    );
    expect(statements.map((s) => amounts(s).total_assets)).toEqual([undefined, undefined]);
    // Nor on a text layer's lines whose sums do not add up to it.
    const off = parseStatements(page(sheet(["397,466,784", "293,725,477"], ["257,466,784", "263,725,477"])));
    expect(off.statements.map((s) => amounts(s).total_assets)).toEqual([undefined, undefined]);
  });
  it("is a side's total on a text layer too when the side's lines add up to it (reader12: Indian Schedule III and LLP forms)", () => {
    const text = parseStatements(page(sheet(["297,466,784", "263,725,477"], ["297,466,784", "263,725,477"])));
    expect(text.statements.map((s) => amounts(s).total_assets)).toEqual([297_466_784, 263_725_477]);
  });
});

describe("labels and titles of statements of a kind", () => {
  it("reads 'Net income after final tax' (Philippine statements) as the net profit", () => {
    expect(matchLabel("income_statement", "NET INCOME AFTER FINAL TAX", undefined)?.key).toBe("net_profit");
    expect(matchLabel("income_statement", "Net income (loss) after final tax", undefined)?.key).toBe("net_profit");
    expect(matchLabel("income_statement", "Income before final tax", undefined)?.key).not.toBe("net_profit");
  });
  it("joins a title split after 'comprehensive'", () => {
    expect(joinedHeading("STATEMENT OF COMPREHENSIVE", "INCOME")).toBe("income_statement");
    expect(joinedHeading("Consolidated statement of comprehensive", "income")).toBe("income_statement");
    expect(joinedHeading("Debt instruments at fair value through other comprehensive", "income")).toBeUndefined();
  });
});
