import { describe, expect, it } from "vitest";
import {
  GUESSED_SEPARATOR_CONFIDENCE,
  groupingMark,
  printsDecimals,
  repairGrouping,
  repairOcrLines,
} from "./ocr-cells";
import type { TextLine } from "./pdf-text";

function line(y: number, texts: string[], ocr = true): TextLine {
  const cells = texts.map((text, i) => ({ text, x0: 60 + 90 * i, x1: 120 + 90 * i, confidence: 0.95 }));
  return { page: 1, y, size: 9, cells, text: texts.join(" "), ...(ocr ? { ocr: true } : {}) };
}

/** A balance sheet's rows as a 150 dpi scan reads them: the prior year's commas read as points. */
const COMMA_FILE = [
  line(600, ["Cash", "4", "40,506,296", "14.011.556"]),
  line(590, ["Receivables", "93,102,625", "102.434.862"]),
  line(580, ["Other current assets", "72,591,698", "22.796.,639"]),
  line(570, ["Total current assets", "206,200,619", "139,243,056"]),
  line(560, ["Trade payables", "44,907,778", "3,735.208"]),
  line(550, ["Total liabilities", "120,706,022", "131,981,645"]),
  line(540, ["Treasury shares", "(2,705,400)", "(2,347.826)"]),
  line(530, ["Other income", "26.278", "4,036,523"]),
];

describe("groupingMark", () => {
  it("tells a comma-grouped file from a point-grouped one, and neither when unclear", () => {
    expect(groupingMark(COMMA_FILE.flatMap((l) => l.cells.map((c) => c.text)))).toBe("comma");
    expect(groupingMark(["1.234.567", "2.345.678", "3.456.789", "4.567.890", "5.678.901", "1,234,567"])).toBe("point");
    // A list of notes ("3,11") among many comma-grouped amounts is not a decimal comma.
    expect(groupingMark(["1,234,567", "2,345,678", "3,456,789", "4,567,890", "5,678,901", "3,11"])).toBe("comma");
    // Decimal commas: a European file, whatever its commas say.
    expect(
      groupingMark(["1,234,567", "2,345,678", "3,456,789", "4,567,890", "5,678,901", "1.234,56", "7,50"]),
    ).toBeUndefined();
    expect(groupingMark(["1,234,567", "2,345,678"])).toBeUndefined();
    // Indian groups: "2.107.317" there is no misread of groups of three.
    expect(
      groupingMark(["1,22,974", "12,34,567", "234,567", "345,678", "456,789", "567,890", "2.107.317"]),
    ).toBeUndefined();
  });
});

describe("printsDecimals", () => {
  it("sees amounts with cents, not note numbers", () => {
    expect(printsDecimals(["17,663,451.20", "Cash"], "comma")).toBe(true);
    expect(printsDecimals(["2.10", "2.11", "40,506,296"], "comma")).toBe(false);
  });
});

describe("repairGrouping", () => {
  const comma = { mark: "comma" as const, decimals: false };
  it("reads marks between groups of three as grouping", () => {
    expect(repairGrouping("14.011.556", comma)).toEqual({ text: "14,011,556", guessed: true });
    expect(repairGrouping("22.796.,639", comma)).toEqual({ text: "22,796,639", guessed: true });
    expect(repairGrouping("(2,347.826)", comma)).toEqual({ text: "(2,347,826)", guessed: true });
    expect(repairGrouping("26.278", comma)).toEqual({ text: "26,278", guessed: true });
  });
  it("reads an amount with cents whose grouping mark was misread, on a page printing cents", () => {
    expect(repairGrouping("30.740.50", { mark: "comma", decimals: true })).toEqual({
      text: "30,740.50",
      guessed: true,
    });
    expect(repairGrouping("1,234,56", { mark: "point", decimals: true })).toEqual({ text: "1.234,56", guessed: true });
    expect(repairGrouping("26,915.62", { mark: "comma", decimals: true })).toBeUndefined();
    expect(repairGrouping("30.740.50", { mark: "comma", decimals: false })).toBeUndefined();
  });
  it("leaves alone what is right or could be a decimal", () => {
    expect(repairGrouping("40,506,296", comma)).toBeUndefined();
    expect(repairGrouping("2.10", comma)).toBeUndefined();
    expect(repairGrouping("12,210,838.82", comma)).toBeUndefined();
    expect(repairGrouping("26.278", { mark: "comma", decimals: true })).toBeUndefined();
    expect(repairGrouping("31.12.2023", comma)).toBeUndefined();
  });
});

describe("repairOcrLines", () => {
  it("repairs a comma file's misread points, as a guess the reader flags", () => {
    const out = repairOcrLines(COMMA_FILE);
    const cash = out[0]?.cells[3];
    expect(cash?.text).toBe("14,011,556");
    expect(cash?.confidence).toBe(GUESSED_SEPARATOR_CONFIDENCE);
    expect(out[0]?.cells[2]).toEqual(COMMA_FILE[0]?.cells[2]);
    expect(out[2]?.text).toBe("Other current assets 72,591,698 22,796,639");
    expect(out[7]?.cells[1]?.text).toBe("26,278");
  });

  it("reads a peso sign Tesseract gave as letters as the sign, before or glued to an amount", () => {
    const out = repairOcrLines([
      line(500, ["Cash in Bank", "2.3", "P/", "2,557,457", "Pi", "1,778,716"]),
      line(490, ["REVENUE", "2.12", "P/ 173,582,385", "P/", "130,786,452"]),
      line(480, ["TOTAL ASSETS", "P", "266,747,332P", "270,001,572"]),
      line(470, ["P/", "Notes"]),
    ]);
    expect(out[0]?.text).toBe("Cash in Bank 2.3 ₱ 2,557,457 ₱ 1,778,716");
    expect(out[1]?.text).toBe("REVENUE 2.12 173,582,385 ₱ 130,786,452");
    expect(out[2]?.text).toBe("TOTAL ASSETS P 266,747,332 270,001,572");
    expect(out[3]?.text).toBe("P/ Notes");
  });

  it("reads a note reference that lost a parenthesis under the Notes header as the note's number", () => {
    const header = {
      page: 1,
      y: 632,
      size: 9,
      text: "Notes 2024 2023",
      ocr: true,
      cells: [
        { text: "Notes", x0: 320, x1: 345 },
        { text: "2024", x0: 405, x1: 425 },
        { text: "2023", x0: 509, x1: 529 },
      ],
    };
    const cash = {
      page: 1,
      y: 551,
      size: 9,
      text: "Cash 2523) P 17,663,451.20 P 17,085,261.00",
      ocr: true,
      cells: [
        { text: "Cash", x0: 48, x1: 70 },
        { text: "2523)", x0: 317, x1: 340 },
        { text: "P", x0: 364, x1: 370 },
        { text: "17,663,451.20", x0: 399, x1: 450 },
        { text: "(2,347", x0: 509, x1: 550 },
      ],
    };
    const out = repairOcrLines([header, cash]);
    expect(out[1]?.cells.map((c) => c.text)).toEqual(["Cash", "2523", "P", "17,663,451.20", "(2,347"]);
    // Without a Notes header the cell is left as it is.
    expect(repairOcrLines([cash])[0]).toEqual(cash);
  });

  it("leaves out a doubted short word in the gap between a label and its amounts", () => {
    const row = (texts: Array<[string, number, number]>): TextLine => ({
      page: 1,
      y: 302,
      size: 9,
      ocr: true,
      text: texts.map((t) => t[0]).join(" "),
      cells: texts.map(([text, x0, confidence]) => ({ text, x0, x1: x0 + 5 * text.length, confidence })),
    });
    const total = row([
      ["Summe Passiva", 53, 0.95],
      ["SE", 392, 0.45],
      ["96.970", 438, 0.95],
      ["84.322", 519, 0.95],
    ]);
    expect(repairOcrLines([total])[0]?.text).toBe("Summe Passiva 96.970 84.322");
    // A word Tesseract is sure of, or one next to the label, stays.
    const sure = row([
      ["Summe Passiva", 53, 0.95],
      ["SE", 392, 0.95],
      ["96.970", 438, 0.95],
    ]);
    expect(repairOcrLines([sure])[0]).toEqual(sure);
    const near = row([
      ["Eigenkapital der", 53, 0.95],
      ["AG", 135, 0.5],
      ["96.970", 438, 0.95],
    ]);
    expect(repairOcrLines([near])[0]).toEqual(near);
    // Nearer the label, one or two letters Tesseract hardly believes (under 0.6: a leader's dots).
    const leader = row([
      ["Net cash used in investing activities", 50, 0.95],
      ["El", 259, 0.45],
      ["(2,124)", 433, 0.95],
    ]);
    expect(repairOcrLines([leader])[0]?.text).toBe("Net cash used in investing activities (2,124)");
    const believed = row([
      ["Net cash used in investing activities", 50, 0.95],
      ["El", 259, 0.7],
      ["(2,124)", 433, 0.95],
    ]);
    expect(repairOcrLines([believed])[0]).toEqual(believed);
  });

  it("joins a date phrase Tesseract spaced as cells, not a header of dated columns", () => {
    const spaced = (texts: Array<[string, number]>): TextLine => ({
      page: 2,
      y: 760,
      size: 7.4,
      ocr: true,
      text: texts.map((t) => t[0]).join(" "),
      cells: texts.map(([text, x0]) => ({ text, x0, x1: x0 + 4.5 * text.length, confidence: 0.95 })),
    });
    const title = spaced([
      ["As at", 191],
      ["31", 222],
      ["December,", 237],
      ["2024", 288],
      ["and", 314],
      ["2023", 334],
    ]);
    const out = repairOcrLines([title])[0];
    expect(out?.cells.map((c) => c.text)).toEqual(["As at 31 December, 2024 and 2023"]);
    expect(out?.cells[0]?.x0).toBe(191);
    const header = spaced([
      ["31 December", 380],
      ["2024", 432],
      ["31 December", 470],
      ["2023", 522],
    ]);
    expect(repairOcrLines([header])[0]).toEqual(header);
  });

  it("reads a minus printed as a long dash, a tilde or two dashes (a tilde as a guess)", () => {
    const out = repairOcrLines([
      line(600, ["4. Abschreibungen", "\u2014-1.535", "-1.332"]),
      line(590, ["7. Zinsen und ähnliche Aufwendungen", "\u20141.090", "\u2014610"]),
      line(580, ["9. Steuern vom Einkommen", "-2.986", "~2.804"]),
      line(570, ["Provisions", "\u2014", "12.500"]),
    ]);
    expect(out.map((l) => l.text)).toEqual([
      "4. Abschreibungen -1.535 -1.332",
      "7. Zinsen und ähnliche Aufwendungen -1.090 -610",
      "9. Steuern vom Einkommen -2.986 -2.804",
      "Provisions \u2014 12.500",
    ]);
    expect(out[1]?.cells[1]?.confidence).toBe(0.95);
    expect(out[2]?.cells[2]?.confidence).toBe(GUESSED_SEPARATOR_CONFIDENCE);
  });

  it("splits a unit header glued to the heading of the block beside it", () => {
    const glued: TextLine = {
      page: 1,
      y: 446,
      size: 8.7,
      ocr: true,
      text: "Aktiva TEUR TEUR Passiva TEUR TEUR",
      cells: [
        { text: "Aktiva", x0: 46, x1: 75, confidence: 0.95 },
        { text: "TEUR", x0: 306, x1: 330, confidence: 0.95 },
        { text: "TEUR Passiva", x0: 392, x1: 462, confidence: 0.59 },
        { text: "TEUR", x0: 686, x1: 710, confidence: 0.95 },
      ],
    };
    const out = repairOcrLines([glued])[0];
    expect(out?.cells.map((c) => c.text)).toEqual(["Aktiva", "TEUR", "TEUR", "Passiva", "TEUR"]);
    expect(out?.cells[3]?.x0).toBeGreaterThan(out?.cells[2]?.x1 ?? Infinity);
    // "Angaben in TEUR", "TEUR" alone, "EUR thousands": as they are.
    const plain = line(700, ["Angaben in TEUR", "TEUR", "EUR thousands"]);
    expect(repairOcrLines([plain])[0]).toEqual(plain);
  });

  it("joins an amount split after a grouping mark, its last group read with a letter", () => {
    const split: TextLine = {
      page: 1,
      y: 419,
      size: 7.2,
      ocr: true,
      text: "Total stockholders' equity 2,135,919 2,116, T12",
      cells: [
        { text: "Total stockholders' equity", x0: 43, x1: 140, confidence: 0.76 },
        { text: "2,135,919", x0: 400, x1: 436, confidence: 0.68 },
        { text: "2,116,", x0: 466, x1: 490, confidence: 0.6 },
        { text: "T12", x0: 498, x1: 510, confidence: 0.6 },
      ],
    };
    const out = repairOcrLines([split])[0];
    expect(out?.cells.map((c) => c.text)).toEqual(["Total stockholders' equity", "2,135,919", "2,116,712"]);
    expect(out?.cells[2]?.confidence).toBe(GUESSED_SEPARATOR_CONFIDENCE);
    // A word after a list ("Notes 3, 4,  and") or far away: left alone.
    const far = { ...split, cells: split.cells.map((c) => (c.text === "T12" ? { ...c, x0: 560, x1: 572 } : c)) };
    expect(repairOcrLines([far])[0]?.cells.map((c) => c.text)).toContain("T12");
    const words = line(500, ["Notes", "3,", "and"]);
    expect(repairOcrLines([words])[0]).toEqual(words);
  });

  it("drops a speck read as a low quote before a grouped amount, not the quote of a unit header", () => {
    const out = repairOcrLines([
      line(600, ["Summe Umlaufvermögen", "\u201a3.432.583,62", "2.243"]),
      line(590, ["£", "'000", "'000"]),
    ]);
    expect(out[0]?.cells[1]?.text).toBe("3.432.583,62");
    expect(out[1]?.cells.map((c) => c.text)).toEqual(["£", "'000", "'000"]);
  });

  it("reads a negative triangle read as a capital A before a grouped amount, as a guess", () => {
    const out = repairOcrLines([
      line(600, ["Operating profit (loss)", "8,367", "A7,193"]),
      line(590, ["Ordinary profit", "7,476", "A 8,008"]),
      line(580, ["Class A", "A1", "Annex A"]),
    ]);
    expect(out[0]?.cells[2]).toMatchObject({ text: "△7,193", confidence: GUESSED_SEPARATOR_CONFIDENCE });
    expect(out[1]?.cells[2]?.text).toBe("△8,008");
    expect(out[2]?.cells.map((c) => c.text)).toEqual(["Class A", "A1", "Annex A"]);
  });

  it("closes a space after a grouping mark, and reads a semicolon split off an amount as its mark", () => {
    const out = repairOcrLines([
      ...COMMA_FILE,
      line(500, ["Net assets", "636, 480", "254, 347"]),
      {
        page: 1,
        y: 490,
        size: 7.2,
        ocr: true,
        text: "Accruals 17,816 19; 383",
        cells: [
          { text: "Accruals", x0: 40, x1: 77, confidence: 0.95 },
          { text: "17,816", x0: 428, x1: 455, confidence: 0.95 },
          { text: "19;", x0: 520, x1: 530, confidence: 0.57 },
          { text: "383", x0: 534, x1: 548, confidence: 0.57 },
        ],
      },
      line(480, ["Notes", "3, 4", "12, 15"]),
    ]);
    const at = (y: number) => out.find((l) => l.y === y);
    expect(at(500)?.cells.map((c) => c.text)).toEqual(["Net assets", "636,480", "254,347"]);
    expect(at(500)?.cells[1]?.confidence).toBe(GUESSED_SEPARATOR_CONFIDENCE);
    expect(at(490)?.cells.map((c) => c.text)).toEqual(["Accruals", "17,816", "19,383"]);
    expect(at(490)?.cells[2]?.confidence).toBeLessThanOrEqual(GUESSED_SEPARATOR_CONFIDENCE);
    expect(at(480)?.cells.map((c) => c.text)).toEqual(["Notes", "3, 4", "12, 15"]);
  });

  it("leaves lines of a text layer alone", () => {
    const text = [line(500, ["Cash", "14.011.556", "P/"], false), ...COMMA_FILE.map((l) => ({ ...l, ocr: false }))];
    expect(repairOcrLines(text)).toEqual(text);
  });
});
