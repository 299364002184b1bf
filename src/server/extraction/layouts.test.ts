import { describe, expect, it } from "vitest";
import { parseStatements } from "./extract";
import { itemsToLines } from "./pdf-text";
import { splitRegions } from "./regions";
import { amounts, at, page, right } from "./synthetic-lines.fixture";

/**
 * Layouts of text reports, troff tables and HTML converters (issue 22): period lines centred under
 * the title, words placed one by one, rules drawn with characters, blocks side by side whose right
 * labels start left of their heading or a few points after the left block's last figure. Built from
 * synthetic word lists (never corpus files), so that each rule is held by a layout, not a file.
 */

/** A phrase whose words are placed one by one, a space (5 points) apart, starting at x0. */
const words = (text: string, x0: number) => {
  const out = [];
  let x = x0;
  for (const w of text.split(" ")) {
    out.push(at(w, x));
    x += w.length * 5 + 5;
  }
  return out;
};

describe("period lines centred under the title", () => {
  it("reads 'As of June 30, 2024 and 2023' placed word by word, its years not taken for figures", () => {
    const lines = page([
      words("Statement of Financial Position", 180),
      words("As of June 30, 2024 and 2023", 190),
      [right("June 30,", 400), right("June 30,", 480)],
      [right("2024", 400), right("2023", 480)],
      [at("Cash", 30), right("1,734.44", 400), right("3,392.52", 480)],
      [at("Accounts receivable", 30), right("2,929.23", 400), right("2,561.34", 480)],
      [at("Total assets", 30), right("4,663.67", 400), right("5,953.86", 480)],
    ]);
    const { statements } = parseStatements(lines);
    expect(statements.map((s) => `${s.documentType} ${s.period}`)).toEqual([
      "balance_sheet 2024-06-30",
      "balance_sheet 2023-06-30",
    ]);
    expect(amounts(statements[1])).toEqual({ cash: 3392.52, trade_receivables: 2561.34, total_assets: 5953.86 });
  });

  it("dates undated 'This year / Last year' columns from a centred title line", () => {
    const lines = page([
      [at("Consolidated Statement of Profit or Loss", 220)],
      [at("For the years ended 31 March, 2024 and 2023", 215)],
      [right("£'000", 308)],
      [right("Note", 356), right("This year", 447), right("Last year", 539)],
      [at("Revenue", 57), right("5", 356), right("196,594", 447), right("174,527", 539)],
      [at("Cost of sales", 57), right("(124,563)", 447), right("(107,217)", 539)],
      [at("Gross profit", 57), right("72,031", 447), right("67,310", 539)],
    ]);
    const { statements } = parseStatements(lines);
    expect(statements.map((s) => `${s.period} ${s.periodType}`)).toEqual(["2024-03-31 yearly", "2023-03-31 yearly"]);
    expect(amounts(statements[0])).toEqual({
      revenue: 196_594_000,
      cost_of_goods_sold: 124_563_000,
      gross_profit: 72_031_000,
    });
  });

  it("leaves a group header over some columns to those columns (not a title line)", () => {
    const lines = page([
      [at("Condensed income statement", 40)],
      [at("(in thousands)", 40), right("Three months ended 30 June", 330), right("Six months ended 30 June", 480)],
      [right("2025", 270), right("2024", 330), right("2025", 420), right("2024", 480)],
      [at("Revenue", 40), right("100", 270), right("90", 330), right("210", 420), right("180", 480)],
      [at("Cost of sales", 40), right("(60)", 270), right("(50)", 330), right("(120)", 420), right("(100)", 480)],
    ]);
    const { statements, notes } = parseStatements(lines);
    expect(statements.map((s) => `${s.period} ${s.periodType}`)).toEqual([
      "2025-06-30 quarterly",
      "2024-06-30 quarterly",
    ]);
    expect(notes.join(" ")).toMatch(/six or nine months/);
  });
});

describe("fiscal years named by two digits", () => {
  it("reads 'FY25 / FY24' column headers as the years of the title's year end", () => {
    const lines = page([
      [at("Statement of profit or loss", 55)],
      [at("For the year ended 31 March 2025", 55)],
      [at("£'000", 55)],
      [right("FY25", 460), right("FY24", 540)],
      [at("Revenue", 55), right("31,982", 460), right("28,466", 540)],
      [at("Cost of sales", 55), right("(20,519)", 460), right("(17,175)", 540)],
      [at("Gross profit", 55), right("11,463", 460), right("11,291", 540)],
    ]);
    const { statements } = parseStatements(lines);
    expect(statements.map((s) => `${s.documentType} ${s.period}`)).toEqual([
      "income_statement 2025-03-31",
      "income_statement 2024-03-31",
    ]);
    expect(amounts(statements[1])).toMatchObject({ revenue: 28_466_000, gross_profit: 11_291_000 });
  });
});

describe("OCR'd header lines", () => {
  it("takes a period line with a speck read as a lone digit for the period line, and reads the month columns under it", () => {
    const lines = page([
      [at("Balance sheet", 55)],
      [at("As at 31 March, 2025 and 2024", 55), right("3", 300)],
      [at("£'000", 55), right("3", 262)],
      [right("Mar-25", 460), right("Mar-24", 540)],
      [at("Inventories", 55), right("4,557", 460), right("2,707", 540)],
      [at("Cash and cash equivalents", 55), right("8,324", 460), right("5,360", 540)],
      [at("Total current assets", 55), right("12,881", 460), right("8,067", 540)],
    ]).map((l) => ({ ...l, ocr: true }));
    const { statements } = parseStatements(lines);
    expect(statements.map((s) => `${s.documentType} ${s.period}`)).toEqual([
      "balance_sheet 2025-03-31",
      "balance_sheet 2024-03-31",
    ]);
    expect(amounts(statements[0])).toMatchObject({ inventory: 4_557_000, cash: 8_324_000 });
  });
});

describe("text reports: rules and dashes drawn with characters", () => {
  it("ignores rule lines between rows, so that no label is joined with them", () => {
    const lines = page([
      [at("Balance sheet", 200)],
      [at("As at 31 December, 2024 and 2023", 190)],
      [right("Actual", 448), right("Prior year", 514)],
      [right("2024", 448), right("2023", 514)],
      [at("Cash and cash equivalents", 45), right("1,213,412", 448), right("833,974", 514)],
      [at("Inventories", 45), right("372,465", 448), right("438,695", 514)],
      [right("---------", 448), right("----------", 514)],
      [at("Total current assets", 45), right("1,585,877", 448), right("1,272,669", 514)],
      [right("=========", 448), right("==========", 514)],
    ]);
    const bs = parseStatements(lines).statements.find((s) => s.period === "2024-12-31");
    const total = bs?.lineItems.find((i) => i.key === "total_current_assets");
    expect(total?.label).toBe("Total current assets");
    expect(total?.amount).toBe(1_585_877);
  });

  it("reads a dash between words as part of the label, a lone dash under a column as nil", () => {
    const lines = page([
      [at("Balance sheet", 200)],
      [at("As at 30 June 2024 and 2023", 190)],
      [right("2024", 448), right("2023", 514)],
      [at("Cash", 28), right("1,000.00", 448), right("900.00", 514)],
      [at("Total current liabilities", 28), right("3,999.83", 448), right("3,816.37", 514)],
      [...words("Loans payable", 28), at("−", 112), at("non−current", 124), right("3,327.47", 448), right("−", 514)],
    ]);
    const bs = parseStatements(lines).statements.find((s) => s.period === "2024-06-30");
    expect(amounts(bs)).toMatchObject({ long_term_debt: 3327.47 });
    const prior = parseStatements(lines).statements.find((s) => s.period === "2023-06-30");
    expect(amounts(prior)).toMatchObject({ long_term_debt: 0 });
  });
});

describe("blocks side by side", () => {
  it("puts the gutter where the right block's labels start, left of its centred heading", () => {
    const lines = page([
      [at("Brewing Co — As at and for the years ended 31 December, 2024 and 2023", 14)],
      [at("(in thousands)", 14)],
      [at("Balance Sheets", 144), right("2024", 390), right("2023", 450), at("Statements of Earnings", 539)],
      [
        at("Cash", 18),
        right("13,106", 390),
        right("10,127", 450),
        at("Net sales", 458),
        right("58,053", 768),
        right("50,676", 824),
      ],
      [
        at("Inventories", 18),
        right("8,066", 390),
        right("4,202", 450),
        at("Cost of goods sold", 458),
        right("39,470", 768),
        right("29,629", 824),
      ],
      [
        at("Total current assets", 18),
        right("21,172", 390),
        right("14,329", 450),
        at("Selling, general and administrative expenses", 458),
        right("9,622", 768),
        right("8,528", 824),
      ],
      [
        at("Total assets", 18),
        right("21,172", 390),
        right("14,329", 450),
        at("Gross margin", 458),
        right("18,583", 768),
        right("21,047", 824),
      ],
    ]);
    const out = splitRegions(lines);
    expect(out.filter((l) => l.cells.some((c) => c.x0 >= 458)).map((l) => l.text)).toEqual([
      "Statements of Earnings",
      "Net sales 58,053 50,676",
      "Cost of goods sold 39,470 29,629",
      "Selling, general and administrative expenses 9,622 8,528",
      "Gross margin 18,583 21,047",
    ]);
    // The right block reads the page's title lines again, so it has the period and the scale.
    const { statements } = parseStatements(lines);
    const is = statements.find((s) => s.documentType === "income_statement" && s.period === "2023-12-31");
    expect(amounts(is)).toMatchObject({
      revenue: 50_676_000,
      cost_of_goods_sold: 29_629_000,
      gross_profit: 21_047_000,
    });
    const bs = statements.find((s) => s.documentType === "balance_sheet" && s.period === "2024-12-31");
    expect(amounts(bs)).toEqual({
      cash: 13_106_000,
      inventory: 8_066_000,
      total_current_assets: 21_172_000,
      total_assets: 21_172_000,
    });
  });

  it("splits Aktiva | Passiva a space after the left block's last column, with the headers on the same line", () => {
    const lines = page([
      [at("Bilanz", 46)],
      [at("zum 31. Dezember 2024", 46)],
      [
        at("Aktiva", 46),
        right("31.12.2024", 330),
        right("31.12.2023", 416),
        at("Passiva", 420),
        right("31.12.2024", 710),
        right("31.12.2023", 796),
      ],
      [
        at("I. Vorräte", 46),
        right("13.011", 330),
        right("6.964", 416),
        at("I. Gezeichnetes Kapital", 420),
        right("3.200", 710),
        right("3.200", 796),
      ],
      [
        at("II. Kassenbestand, Guthaben bei Kreditinstituten", 46),
        right("17.005", 330),
        right("8.675", 416),
        at("II. Gewinnrücklagen", 420),
        right("26.816", 710),
        right("12.439", 796),
      ],
      [
        at("Summe Aktiva", 46),
        right("30.016", 330),
        right("15.639", 416),
        at("Summe Passiva", 420),
        right("30.016", 710),
        right("15.639", 796),
      ],
    ]);
    const bs = parseStatements(lines).statements.find((s) => s.period === "2023-12-31");
    expect(amounts(bs)).toEqual({
      inventory: 6964,
      cash: 8675,
      total_assets: 15_639,
      share_capital: 3200,
      retained_earnings: 12_439,
      total_liabilities_and_equity: 15_639,
    });
  });
});

describe("text runs: a figure and the words after it", () => {
  it("splits a run holding the left block's last figure and the right block's first label", () => {
    const [line] = itemsToLines(
      [
        { text: "I. Vorräte", x0: 48, x1: 85, y: 700, size: 9 },
        { text: "135.757,17", x0: 288, x1: 333, y: 700, size: 9 },
        { text: "60.998,14 I. Gezeichnetes Kapital", x0: 377, x1: 513, y: 700, size: 9 },
      ],
      1,
    );
    expect(line?.cells.map((c) => c.text)).toEqual([
      "I. Vorräte",
      "135.757,17",
      "60.998,14",
      "I. Gezeichnetes Kapital",
    ]);
    // A label with a figure inside stays whole.
    const [label] = itemsToLines([{ text: "Common stock, 1,000 shares", x0: 48, x1: 160, y: 700, size: 9 }], 1);
    expect(label?.cells.map((c) => c.text)).toEqual(["Common stock, 1,000 shares"]);
  });
});

describe("text runs: words placed one space apart in a monospaced font", () => {
  /** Courier at 9 pt: every character, the space too, 5.4 pt wide. */
  const courier = (text: string, x0: number) => ({ text, x0, x1: x0 + 5.4 * text.length, y: 700, size: 9 });
  const nextTo = (run: { x1: number }) => run.x1 + 5.4;

  it("joins words and dates placed a space apart into one cell, and keeps amounts and their columns apart", () => {
    const title = courier("Statement of Income", 42);
    const and = courier("and", nextTo(title));
    const [titleLine] = itemsToLines([title, and, courier("Comprehensive", nextTo(and))], 1);
    expect(titleLine?.cells.map((c) => c.text)).toEqual(["Statement of Income and Comprehensive"]);

    const ended = courier("For the years ended", 42);
    const day = courier("31", nextTo(ended));
    const month = courier("October,", nextTo(day));
    const year = courier("2025", nextTo(month));
    const [dateLine] = itemsToLines([ended, day, month, year], 1);
    expect(dateLine?.cells.map((c) => c.text)).toEqual(["For the years ended 31 October, 2025"]);

    const label = courier("Selling, general and", 42);
    const rest = courier("administrative", nextTo(label));
    const [row] = itemsToLines([label, rest, courier("9,007", 435), courier("6,785", 526)], 1);
    expect(row?.cells.map((c) => c.text)).toEqual(["Selling, general and administrative", "9,007", "6,785"]);

    // Two amounts, or a label and an amount, a space apart stay two cells.
    const amount = courier("1,234", 300);
    const [figures] = itemsToLines([amount, courier("5,678", nextTo(amount))], 1);
    expect(figures?.cells.map((c) => c.text)).toEqual(["1,234", "5,678"]);
    const cash = courier("Cash", 42);
    const [cashRow] = itemsToLines([cash, courier("12,287", nextTo(cash))], 1);
    expect(cashRow?.cells.map((c) => c.text)).toEqual(["Cash", "12,287"]);
  });

  it("keeps words of a proportional font a monospaced space apart in two cells, as before", () => {
    // Helvetica at 9 pt: about 4.5 pt a character; a 5.4 pt gap is more than half the size.
    const left = { text: "Share capital", x0: 42, x1: 42 + 4.5 * 13, y: 700, size: 9 };
    const right = { text: "Reserves", x0: left.x1 + 5.4, x1: left.x1 + 5.4 + 36, y: 700, size: 9 };
    const [line] = itemsToLines([left, right], 1);
    expect(line?.cells.map((c) => c.text)).toEqual(["Share capital", "Reserves"]);
  });
});

describe("year-only columns dated from the document's year end", () => {
  it("dates 'Fiscal Year 2023 2022 2021' from the balance sheet's dates and a date printed in the notes", () => {
    const lines = page([
      [at("Consolidated Statements of Earnings", 40)],
      [at("(In Millions)", 40), right("Fiscal Year", 480)],
      [right("2023", 360), right("2022", 420), right("2021", 480)],
      [at("Net sales", 40), right("20,094.2", 360), right("18,992.8", 420), right("18,127.0", 480)],
      [at("Cost of sales", 40), right("13,548.4", 360), right("12,590.6", 420), right("11,678.7", 480)],
      [at("Net earnings", 40), right("2,593.9", 360), right("2,735.0", 420), right("2,339.8", 480)],
      [at("Consolidated Balance Sheets", 40)],
      [at("(In Millions)", 40), right("May 28, 2023", 420), right("May 29, 2022", 480)],
      [at("Cash and cash equivalents", 40), right("585.5", 420), right("569.4", 480)],
      [at("Total assets", 40), right("31,451.7", 420), right("31,090.1", 480)],
      [at("Notes to the financial statements", 40)],
      [at("Our fiscal year ends on the last Sunday in May; fiscal 2021 ended May 30, 2021.", 40)],
    ]);
    const { statements } = parseStatements(lines);
    expect(statements.map((s) => `${s.documentType} ${s.period} ${s.periodType}`)).toEqual([
      "balance_sheet 2023-05-28 yearly",
      "balance_sheet 2022-05-29 yearly",
      "income_statement 2023-05-28 yearly",
      "income_statement 2022-05-29 yearly",
      "income_statement 2021-05-30 yearly",
    ]);
    expect(statements.find((s) => s.period === "2021-05-30")?.reading?.periodAmbiguous).toBe(false);
  });

  it("keeps 31 December and the period ambiguous when nothing in the document dates a year column", () => {
    const lines = page([
      [at("Income statement", 40)],
      [right("2023", 420), right("2022", 480)],
      [at("Revenue", 40), right("1,000", 420), right("900", 480)],
      [at("Net profit", 40), right("100", 420), right("90", 480)],
    ]);
    const { statements } = parseStatements(lines);
    expect(statements.map((s) => s.period)).toEqual(["2023-12-31", "2022-12-31"]);
    expect(statements.every((s) => s.reading?.periodAmbiguous)).toBe(true);
  });
});
