import { createRequire } from "node:module";
import path from "node:path";
import { createCanvas, GlobalFonts, loadImage } from "@napi-rs/canvas";
import { PDFDocument } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import {
  datePartsJoin,
  fixWord,
  ocrPdfPages,
  type RenderedPage,
  stopOcr,
  turnRendered,
  turnsToTry,
  wordsToItems,
} from "./ocr";
import { readPdfText } from "./pdf-text";

// The page is drawn with a font from node_modules (pdf.js's Liberation Sans), not the machine's.
const fontFile = path.join(
  path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")),
  "standard_fonts/LiberationSans-Regular.ttf",
);
GlobalFonts.registerFromPath(fontFile, "Corpus Sans");

/** A picture of the given rows (label left, amounts right-aligned), as PNG bytes. */
function pagePicture(rows: string[][], w: number, h: number, scale: number): Buffer {
  const canvas = createCanvas(Math.round(w * scale), Math.round(h * scale));
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = "#111";
  ctx.font = `${Math.round(11 * scale)}px "Corpus Sans"`;
  rows.forEach((row, i) => {
    const y = (60 + i * 22) * scale;
    ctx.textAlign = "left";
    ctx.fillText(row[0] ?? "", 50 * scale, y);
    row.slice(1).forEach((cell, j) => {
      ctx.textAlign = "right";
      ctx.fillText(cell, (420 + j * 100) * scale, y);
    });
  });
  return canvas.toBuffer("image/png");
}

/** A PDF holding only pictures of rows, one page each (an empty list: a blank page). */
async function scannedPdf(...pages: string[][][]): Promise<Uint8Array> {
  const [w, h] = [595, 420];
  const doc = await PDFDocument.create();
  for (const rows of pages) {
    const png = await doc.embedPng(pagePicture(rows, w, h, 200 / 72));
    doc.addPage([w, h]).drawImage(png, { x: 0, y: 0, width: w, height: h });
  }
  return doc.save();
}

/**
 * A PDF of one upright (portrait) page holding a landscape picture of the rows turned a quarter:
 * its top at the paper's left ("anticlockwise", as landscape pages print) or at its right.
 */
async function turnedScanPdf(rows: string[][], how: "anticlockwise" | "clockwise"): Promise<Uint8Array> {
  const [w, h] = [595, 420];
  const scale = 200 / 72;
  const picture = await loadImage(pagePicture(rows, w, h, scale));
  const canvas = createCanvas(Math.round(h * scale), Math.round(w * scale));
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  if (how === "anticlockwise") {
    ctx.translate(0, canvas.height);
    ctx.rotate(-Math.PI / 2);
  } else {
    ctx.translate(canvas.width, 0);
    ctx.rotate(Math.PI / 2);
  }
  ctx.drawImage(picture, 0, 0);
  const doc = await PDFDocument.create();
  const png = await doc.embedPng(canvas.toBuffer("image/png"));
  doc.addPage([h, w]).drawImage(png, { x: 0, y: 0, width: h, height: w });
  return doc.save();
}

afterAll(() => stopOcr());

describe("OCR of image-only PDFs", () => {
  it("reads a page without a text layer into lines and cells in PDF points, marked as OCR", async () => {
    const pdf = await scannedPdf([
      ["Bilanz zum 31. Dezember 2024"],
      ["", "2024", "2023"],
      ["Umsatzerlöse", "1.234.567", "998.001"],
      ["Total assets", "(12,345)", "45,678"],
    ]);
    const text = await readPdfText(pdf);
    expect(text.ocr).toBe(true);
    expect(text.ocrPages).toEqual([1]);
    expect(text.ocrMsPerPage).toBeGreaterThan(0);
    expect(text.lines.every((l) => l.ocr === true && l.page === 1)).toBe(true);
    const row = text.lines.find((l) => l.cells[0]?.text === "Umsatzerlöse");
    expect(row?.cells.map((c) => c.text)).toEqual(["Umsatzerlöse", "1.234.567", "998.001"]);
    const total = text.lines.find((l) => l.cells[0]?.text === "Total assets");
    expect(total?.cells.map((c) => c.text)).toEqual(["Total assets", "(12,345)", "45,678"]);
    // Right-aligned amounts end where they were drawn (x = 420 and 520 points), rows run downwards.
    expect(Math.abs((total?.cells[1]?.x1 ?? 0) - 420)).toBeLessThan(4);
    expect(Math.abs((total?.cells[2]?.x1 ?? 0) - 520)).toBeLessThan(4);
    expect((row?.y ?? 0) > (total?.y ?? 0)).toBe(true);
    expect(total?.cells.every((c) => (c.confidence ?? 0) > 0.5 && (c.confidence ?? 2) <= 1)).toBe(true);
  }, 60_000);

  it("reads every page of a longer scan in order while the next page is rendered, and skips a blank one", async () => {
    const labels = ["Cash at bank", "Trade debtors", "Stock on hand", "Trade creditors"];
    // Each page: its own label and amount, among rows every page prints (a page needs a dozen words).
    const page = (label: string, amount: string) => [
      ["Balance sheet as at 31 March 2025"],
      ["", "2025", "2024"],
      [label, amount, "1,000"],
      ["Other receivables", "2,500", "2,000"],
      ["Accruals and deferred income", "3,250", "3,000"],
      ["Share capital", "10,000", "10,000"],
    ];
    const pdf = await scannedPdf(
      page(labels[0] as string, "11,111"),
      page(labels[1] as string, "21,111"),
      [],
      page(labels[2] as string, "33,333"),
      page(labels[3] as string, "43,333"),
    );
    const result = await ocrPdfPages(pdf, [1, 2, 3, 4, 5]);
    expect(result.blank).toEqual([3]);
    expect(result.skipped).toBe(0);
    expect(result.pages.map((p) => p.page)).toEqual([1, 2, 4, 5]);
    const rowOf = (items: { text: string }[]) => {
      const at = items.findIndex((i) => labels.includes(i.text));
      return items.slice(at, at + 2).map((i) => i.text);
    };
    expect(result.pages.map((p) => rowOf(p.items))).toEqual([
      ["Cash at bank", "11,111"],
      ["Trade debtors", "21,111"],
      ["Stock on hand", "33,333"],
      ["Trade creditors", "43,333"],
    ]);
  }, 120_000);

  it("reads a landscape statement scanned upright, turned either way", async () => {
    const rows = [
      ["Balance sheet as at 31 March 2025"],
      ["", "2025", "2024"],
      ["Property, plant and equipment", "12,345", "11,000"],
      ["Trade receivables", "21,111", "19,500"],
      ["Cash at bank and in hand", "3,250", "3,000"],
      ["Total current assets", "24,361", "22,500"],
      ["Trade payables", "8,700", "7,900"],
      ["Share capital", "10,000", "10,000"],
      ["Retained earnings", "18,006", "15,600"],
    ];
    for (const how of ["anticlockwise", "clockwise"] as const) {
      const text = await readPdfText(await turnedScanPdf(rows, how));
      const row = text.lines.find((l) => l.cells[0]?.text === "Trade receivables");
      expect(
        row?.cells.map((c) => c.text),
        how,
      ).toEqual(["Trade receivables", "21,111", "19,500"]);
      const share = text.lines.find((l) => l.cells[0]?.text === "Share capital");
      // Rows run down the turned page; amounts end where they were drawn on the landscape picture.
      expect((row?.y ?? 0) > (share?.y ?? 0)).toBe(true);
      expect(Math.abs((row?.cells[2]?.x1 ?? 0) - 520)).toBeLessThan(4);
    }
  }, 120_000);

  it("leaves PDFs with a text layer to the text reader", async () => {
    const doc = await PDFDocument.create();
    doc.addPage().drawText("Balance sheet as at 31 December 2024 with enough text to count", { x: 50, y: 700 });
    const text = await readPdfText(await doc.save());
    expect(text.ocr).toBeUndefined();
    expect(text.lines[0]?.ocr).toBeUndefined();
  });

  it("undoes Tesseract's roman-numeral and ü confusions, only where nothing else is meant", () => {
    expect(fixWord("Il.", true)).toBe("II.");
    expect(fixWord("Ill.", true)).toBe("III.");
    expect(fixWord("il.", true)).toBe("II.");
    expect(fixWord("Il.", false)).toBe("Il.");
    expect(fixWord("Gewinnriicklagen", false)).toBe("Gewinnrücklagen");
    expect(fixWord("Ill", true)).toBe("Ill");
    expect(fixWord("Jahresiiberschuss", false)).toBe("Jahresüberschuss");
    expect(fixWord("gegeniiber", false)).toBe("gegenüber");
    expect(fixWord("Hawaii", false)).toBe("Hawaii");
    expect(fixWord("12,345", true)).toBe("12,345");
  });

  it("keeps the parts of a date together across a word gap, nothing else", () => {
    expect(datePartsJoin("March", "31, 2025)")).toBe(true);
    expect(datePartsJoin("(April 1, 2024 - March", "31,")).toBe(true);
    expect(datePartsJoin("31.", "Dezember 2025")).toBe(true);
    expect(datePartsJoin("Sept", "2025")).toBe(true);
    expect(datePartsJoin("Net sales", "58,237")).toBe(false);
    expect(datePartsJoin("March", "1,234")).toBe(false);
    expect(datePartsJoin("Notes", "12")).toBe(false);
  });

  it("joins a month and its year into one item, and no label word after them", () => {
    const word = (text: string, x0: number, x1: number) => ({
      text,
      confidence: 95,
      bbox: { x0, y0: 100, x1, y1: 130 },
    });
    const line = {
      bbox: { x0: 0, y0: 95, x1: 900, y1: 140 },
      baseline: { x0: 0, y0: 130, x1: 900, y1: 130, has_baseline: true },
      rowAttributes: { rowHeight: 40 },
      words: [word("Dec", 100, 160), word("2025", 180, 260), word("Jan", 290, 350), word("2024", 370, 450)],
    };
    const data = { blocks: [{ paragraphs: [{ lines: [line] }] }] } as unknown as Parameters<typeof wordsToItems>[0];
    expect(wordsToItems(data, { height: 800, scale: 2 }).map((i) => i.text)).toEqual(["Dec 2025", "Jan 2024"]);
  });

  it("gives every word of a Tesseract line the line's baseline and drops specks", () => {
    const word = (text: string, x0: number, x1: number, confidence = 95) => ({
      text,
      confidence,
      bbox: { x0, y0: 100, x1, y1: 130 },
      symbols: [],
      choices: [],
      font_name: "",
    });
    const line = {
      text: "",
      confidence: 90,
      bbox: { x0: 0, y0: 95, x1: 900, y1: 140 },
      // A rotated line: the baseline falls from 130 to 140 pixels across it.
      baseline: { x0: 0, y0: 130, x1: 900, y1: 140, has_baseline: true },
      rowAttributes: { ascenders: 8, descenders: 8, rowHeight: 40 },
      words: [
        word("Net", 10, 60),
        word("profit", 70, 160),
        word(":", 300, 305, 30),
        word("/", 320, 330, 90),
        word("x", 400, 410, 30),
        word("1,234", 700, 800),
      ],
    };
    const data = { blocks: [{ paragraphs: [{ lines: [line] }] }] } as unknown as Parameters<typeof wordsToItems>[0];
    const items = wordsToItems(data, { height: 800, scale: 2 });
    // Label words join into one cell; punctuation specks and a doubtful single letter are dropped.
    expect(items.map((i) => i.text)).toEqual(["Net profit", "/", "1,234"]);
    // Baseline (130 + 140) / 2 = 135 px = 67.5 pt from the top of an 800 pt page.
    expect(new Set(items.map((i) => i.y))).toEqual(new Set([800 - 67.5]));
    expect(items[0]).toMatchObject({ x0: 5, x1: 80 });
    expect(items[2]).toMatchObject({ x0: 350, x1: 400, confidence: 0.95 });
  });

  it("stops when the signal aborts", async () => {
    const pdf = await scannedPdf([["Cash", "1,000"]]);
    const controller = new AbortController();
    const read = readPdfText(pdf, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error("stopped")), 50);
    await expect(read).rejects.toThrow("stopped");
  }, 60_000);
});

describe("pages read again turned round when Tesseract doubts them", () => {
  const ink = (leaning: boolean) => ({ words: 200, inkedFraction: 0.03, nearEmpty: false, turned: false, leaning });

  it("tries half a turn on a doubtful upright-looking page, quarter turns on a leaning one", () => {
    // Print read upside down comes back at 30-45.
    expect(turnsToTry(ink(false), false, 35)).toEqual(["half"]);
    expect(turnsToTry(ink(true), false, 50)).toEqual(["clockwise", "anticlockwise"]);
    expect(turnsToTry(ink(false), true, 50)).toEqual(["half"]);
  });

  it("reads a believed page once, and an upright page only half doubtful once", () => {
    expect(turnsToTry(ink(false), false, 85)).toEqual([]);
    expect(turnsToTry(ink(true), false, 75)).toEqual([]);
    expect(turnsToTry(ink(false), true, 90)).toEqual([]);
    // Doubtful, but not as doubtful as upside-down print: a poor scan, not a turned one.
    expect(turnsToTry(ink(false), false, 62)).toEqual([]);
  });

  it("does not read a doubtful page half a turn round when its text lines show print standing upright", () => {
    const upright = () => true;
    expect(turnsToTry(ink(false), false, 40, upright)).toEqual([]);
    expect(turnsToTry(ink(false), false, 40, () => false)).toEqual(["half"]);
    // A page turned a quarter or leaning is still read the other ways round.
    expect(turnsToTry(ink(false), true, 40, upright)).toEqual(["half"]);
    expect(turnsToTry(ink(true), false, 40, upright)).toEqual(["clockwise", "anticlockwise"]);
  });

  it("turns a rendered page's image, its size in pixels and points swapped for a quarter", () => {
    const head = new TextEncoder().encode("P5\n3 2\n255\n");
    const pgm = new Uint8Array(head.length + 6);
    pgm.set(head, 0);
    pgm.set([1, 2, 3, 4, 5, 6], head.length);
    const page: RenderedPage = { page: 1, width: 30, height: 20, scale: 0.1, pgm };
    const quarter = turnRendered(page, "clockwise");
    expect(new TextDecoder().decode(quarter.pgm.subarray(0, head.length))).toBe("P5\n2 3\n255\n");
    // Clockwise: the bottom row becomes the left column.
    expect([...quarter.pgm.subarray(head.length)]).toEqual([4, 1, 5, 2, 6, 3]);
    expect(quarter).toMatchObject({ width: 20, height: 30 });
    const half = turnRendered(page, "half");
    expect([...half.pgm.subarray(head.length)]).toEqual([6, 5, 4, 3, 2, 1]);
    expect(half).toMatchObject({ width: 30, height: 20 });
  });
});
