import { describe, expect, it } from "vitest";
import { checkStatements } from "./checks";
import { parseStatements } from "./extract";
import { printedScaleWord, readScale } from "./numbers";
import { itemsToLines, type TextCell } from "./pdf-text";
import { headingType, matchLabel } from "./synonyms";
import { amounts, at, page, right, row } from "./synthetic-lines.fixture";

/**
 * reader15 (issue 22): rules as families — the scale phrase of a currency and a scale word, the
 * safety net for a printed scale the reader did not read, and the seen gaps of batch 9. Synthetic
 * labels and lines only, never corpus files.
 */

describe("a currency beside a scale word is a scale phrase, in either order", () => {
  it.each([
    ["(Shs millions)", 1e6],
    ["Shs millions", 1e6],
    ["(UShs'000)", 1e3],
    ["KShs '000", 1e3],
    ["TShs. millions", 1e6],
    ["USD millions", 1e6],
    ["EUR thousands", 1e3],
    ["€ million", 1e6],
    ["N$ million", 1e6],
    ["(Kina millions)", 1e6],
    ["Rand millions", 1e6],
    ["Naira billions", 1e9],
    ["Shs bn", 1e9],
    ["millions of pesos", 1e6],
    ["in millions of shillings", 1e6],
    ["Tsd. EUR", 1e3],
    ["Mio. CHF", 1e6],
    ["in Tausend Euro", 1e3],
  ])("%s", (text, scale) => {
    expect(readScale(text)?.scale).toBe(scale);
  });

  it.each([
    "Statement of financial position",
    "As at 30 June 2025 and 2024",
    "Expressed in Barbados dollars",
    "Amounts in kina",
    "Pounds sterling",
    "Real estate management",
    "Mbarara Dairy Cooperative Union Limited",
  ])("%s names no scale", (text) => {
    expect(readScale(text)).toBeUndefined();
  });
});

describe("a printed scale word", () => {
  it.each([
    ["(Shs millions)", 1e6],
    ["Kwacha (million)", 1e6],
    ["£'000", 1e3],
    ["000s", 1e3],
    ["in Tausend Euro", 1e3],
    ["TEUR", 1e3],
    ["Mio. €", 1e6],
    ["Mrd. €", 1e9],
    ["₹ in lakhs", 1e5],
    ["Rs. crores", 1e7],
    ["(in millions, except per share data)", 1e6],
  ])("%s names a scale", (text, scale) => {
    expect(printedScaleWord(text)?.scale).toBe(scale);
  });

  it.each([
    "Earnings per share (in thousands of shares)",
    "(in US dollars, except shares in millions)",
    "Statement of financial position",
  ])("%s names none for the figures", (text) => {
    expect(printedScaleWord(text)).toBeUndefined();
  });
});

/** A small balance sheet whose sections add up, under `titleBlock` lines. */
function sheet(titleBlock: TextCell[][], extraRows: TextCell[][] = []) {
  return page([
    [at("Statement of financial position", 30)],
    [at("As at 30 June 2025 and 2024", 30)],
    ...titleBlock,
    [right("2025", 400), right("2024", 480)],
    [at("Non-current assets", 30)],
    row("Property and equipment", "21,730", "28,374"),
    row("Intangible assets", "3,359", "4,416"),
    row("Total non-current assets", "25,089", "32,790"),
    [at("Current assets", 30)],
    row("Inventories", "9,371", "6,667"),
    row("Cash and bank balances", "17,057", "9,672"),
    row("Total current assets", "26,428", "16,339"),
    row("Total assets", "51,517", "49,129"),
    [at("Equity and liabilities", 30)],
    row("Share capital", "2,600", "2,600"),
    row("Retained earnings", "37,623", "38,894"),
    row("Total equity", "40,223", "41,494"),
    [at("Current liabilities", 30)],
    row("Trade and other payables", "11,294", "7,635"),
    ...extraRows,
    row("Total current liabilities", "11,294", "7,635"),
    row("Total equity and liabilities", "51,517", "49,129"),
  ]);
}

describe("a printed scale the reader did not read holds the statement for review", () => {
  const review = (lines: ReturnType<typeof sheet>) => {
    const { statements } = parseStatements(lines);
    const results = checkStatements(statements);
    return { statements, results };
  };

  it("reads '(Shs millions)' under the title as millions and accepts the statement", () => {
    const { statements, results } = review(sheet([[at("(Shs millions)", 30)]]));
    expect(amounts(statements[0]).cash).toBe(17_057_000_000);
    expect(results[0]?.reviewStatus).toBe("auto_accepted");
  });

  it("holds a statement whose title block prints a scale word no pattern reads", () => {
    const { statements, results } = review(sheet([[at("Kwacha (million)", 30)]]));
    expect(amounts(statements[0]).cash).toBe(17_057);
    expect(results[0]?.reviewStatus).toBe("needs_review");
    const check = results[0]?.checks.find((c) => c.name === "scale_read");
    expect(check?.passed).toBe(false);
    expect(check?.detail).toContain("Kwacha (million)");
  });

  it("holds a statement whose column header prints an unread scale word", () => {
    const lines = sheet([]);
    const header = lines.findIndex((l) => l.text === "2025 2024");
    lines.splice(header, 0, ...page([[right("(million)", 400), right("(million)", 480)]]));
    lines.forEach((l, i) => {
      l.y = 800 - i * 14;
    });
    const { results } = review(lines);
    expect(results[0]?.checks.find((c) => c.name === "scale_read")?.passed).toBe(false);
  });

  it("does not hold a statement for a scale word in a line label, nor for a scale it read", () => {
    const loan = [row("Loans of 5 million repayable", "0", "0")];
    for (const { block, extra } of [
      { block: [], extra: loan },
      { block: [[at("(in thousands, except per share data)", 30)]], extra: [] },
      { block: [[at("Shs'000", 30)]], extra: [] },
    ]) {
      const { results } = review(sheet(block, extra));
      expect(results[0]?.checks.some((c) => c.name === "scale_read")).toBe(false);
    }
  });
});

describe("a text layer of one run a word placed at its ink (an OCR text layer) joins its words as OCR does", () => {
  /** Runs of one word each, `gap` points apart (a size of 9), as Tesseract's searchable PDF gives them. */
  const words = (texts: string[], x: number, y: number, gap: number) => {
    const items = [];
    for (const text of texts) {
      const x1 = x + text.length * 4.5;
      items.push({ text, x0: x, x1, y, size: 9 });
      x = x1 + gap;
    }
    return items;
  };
  const labels = [
    ["Fixtures,", "fittings", "and", "equipment"],
    ["Investments", "at", "fair", "value", "through", "profit", "or", "loss"],
    ["Trade", "and", "other", "receivables"],
    ["Cash", "at", "bank", "and", "in", "hand"],
  ];
  const layer = (gap: number, spaced = false) => [
    ...words(["As", "at", "31", "October,", "2025", "and", "2024"], 48, 760, gap),
    ...labels.flatMap((l, i) => [
      ...(spaced
        ? [{ text: l.join(" "), x0: 49, x1: 49 + l.join(" ").length * 4.5, y: 700 - i * 12, size: 9 }]
        : words(l, 49, 700 - i * 12, gap)),
      { text: "12", x0: 330, x1: 338, y: 700 - i * 12, size: 9 },
      { text: "2,562,859", x0: 416, x1: 450, y: 700 - i * 12, size: 9 },
    ]),
  ];

  it("joins the words of a label and of a period line across gaps wider than a space", () => {
    const lines = itemsToLines(layer(7), 1);
    expect(lines[0]?.cells.map((c) => c.text)).toEqual(["As at", "31 October, 2025 and 2024"]);
    expect(lines[2]?.cells.map((c) => c.text)).toEqual([
      "Investments at fair value through profit or loss",
      "12",
      "2,562,859",
    ]);
  });

  it("keeps a note number after a label apart, however close", () => {
    const items = layer(7);
    const end = Math.max(...items.filter((i) => i.y === 700 && /[a-z]/.test(i.text)).map((i) => i.x1));
    const note = items.find((i) => i.y === 700 && i.text === "12");
    if (note) Object.assign(note, { x0: end + 5, x1: end + 13 });
    const lines = itemsToLines(items, 1);
    expect(lines[1]?.cells.map((c) => c.text)).toContain("12");
  });

  it("leaves a text layer of whole phrases as it was", () => {
    const lines = itemsToLines(layer(7, true), 1);
    expect(lines[0]?.cells.map((c) => c.text)).toEqual(["As", "at", "31", "October,", "2025", "and", "2024"]);
  });
});

describe("German associations' and public bodies' statements (e.V., Doppik)", () => {
  it.each([
    ["Vermögensrechnung (Bilanz)", "balance_sheet"],
    ["Vermögensrechnung zum 31. Dezember 2025", "balance_sheet"],
    ["Vermögensübersicht", "balance_sheet"],
    ["Ergebnisrechnung", "income_statement"],
    ["Ergebnisrechnung für das Geschäftsjahr vom 1. Januar 2025 bis 31. Dezember 2025", "income_statement"],
    ["Finanzrechnung 2025", "cashflow_statement"],
  ])("%s is a %s heading", (heading, type) => {
    expect(headingType(heading)).toBe(type);
  });

  it.each([
    ["balance_sheet", "I. Vereinsvermögen", "share_capital"],
    ["balance_sheet", "Stiftungskapital", "share_capital"],
    ["balance_sheet", "II. Rücklagen nach § 62 AO", "retained_earnings"],
    ["balance_sheet", "Freie Rücklagen", "retained_earnings"],
    ["balance_sheet", "Summe Vereinsvermögen", "total_equity"],
    ["income_statement", "1. Erlöse aus Zweckbetrieben und Mitgliedsbeiträgen", "revenue"],
    ["income_statement", "Einnahmen aus Mitgliedsbeiträgen", "revenue"],
  ] as const)("%s: %s is %s", (type, label, key) => {
    expect(matchLabel(type, label, undefined)?.key).toBe(key);
  });

  it("keeps a capital reserve out of retained earnings", () => {
    expect(matchLabel("balance_sheet", "Kapitalrücklage", undefined)?.key).not.toBe("retained_earnings");
  });
});

describe("a close corporation's members' interest is its equity (Namibia, South Africa)", () => {
  it("reads the members' contributions and the total members' interest", () => {
    const lines = page([
      [at("Statement of Financial Position", 30)],
      [at("As at 28 February, 2025 and 2024", 30)],
      [right("2025", 400), right("2024", 480)],
      [at("Assets", 30)],
      row("Property, plant and equipment", "4,421,317", "2,777,427"),
      row("Total non-current assets", "4,421,317", "2,777,427"),
      row("Cash and cash equivalents", "2,032,570", "1,357,600"),
      row("Total current assets", "2,032,570", "1,357,600"),
      row("Total assets", "6,453,887", "4,135,027"),
      [at("Members' interest", 30)],
      row("Members' contributions", "365,000", "365,000"),
      row("Retained income", "5,253,656", "3,132,427"),
      row("Total members' interest", "5,618,656", "3,497,427"),
      [at("Current liabilities", 30)],
      row("Trade and other payables", "835,231", "637,600"),
      row("Total current liabilities", "835,231", "637,600"),
      row("Total equity and liabilities", "6,453,887", "4,135,027"),
    ]);
    const { statements } = parseStatements(lines);
    const first = amounts(statements[0]);
    expect(first.share_capital).toBe(365_000);
    expect(first.retained_earnings).toBe(5_253_656);
    expect(first.total_equity).toBe(5_618_656);
  });
});

describe("a bank loan or facility by its section, bank interest as other income", () => {
  it.each([
    ["balance_sheet", "Bank facility", "current_liabilities", "short_term_debt"],
    ["balance_sheet", "Bank loan", "current_liabilities", "short_term_debt"],
    ["balance_sheet", "Bank facility", "non_current_liabilities", "long_term_debt"],
    ["balance_sheet", "Bank loan facility", "non_current_liabilities", "long_term_debt"],
    ["income_statement", "Bank interest received", undefined, "other_income"],
    ["income_statement", "Bank deposit interest", undefined, "other_income"],
  ] as const)("%s: %s under %s is %s", (type, label, section, key) => {
    expect(matchLabel(type, label, section)?.key).toBe(key);
  });
});
