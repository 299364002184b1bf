import { degrees, PDFDocument, type PDFFont, type PDFPage, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { extractStatements } from "./extract";
import { readPdfText } from "./pdf-text";

/**
 * Page layouts of the reader9 round (docs/extraction.md "Reader changes (reader9)"): small PDFs
 * made here with pdf-lib — landscape statements on turned pages (/Rotate 90 and 270), text drawn one
 * glyph per run, and runs drawn out of reading order — never a corpus file.
 */

const ROWS: Array<[string, string, string]> = [
  ["Revenue", "12,500", "11,000"],
  ["Cost of sales", "(7,500)", "(6,600)"],
  ["Gross profit", "5,000", "4,400"],
  ["Administrative expenses", "(2,000)", "(1,900)"],
  ["Operating profit", "3,000", "2,500"],
  ["Finance costs", "(200)", "(150)"],
  ["Profit before tax", "2,800", "2,350"],
  ["Income tax expense", "(700)", "(600)"],
  ["Profit for the year", "2,100", "1,750"],
];

type Layout = "rotate90" | "rotate270" | "glyphs" | "reversed" | "shown-turned";

/** Where "12,500" was drawn, in PDF points (its run's origin). */
interface Made {
  bytes: Uint8Array;
  revenueOrigin: [number, number];
}

async function income(layout: Layout): Promise<Made> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const [W, H] = [595, 842];
  const page = doc.addPage([W, H]);
  const turned = layout === "rotate90" || layout === "rotate270";
  // The statement's own (upright) page: landscape on a turned sheet.
  const LH = turned ? W : H;
  if (layout === "rotate90") page.setRotation(degrees(90));
  if (layout === "rotate270") page.setRotation(degrees(270));
  // A portrait page merely shown turned: its text is drawn upright in PDF points.
  if (layout === "shown-turned") page.setRotation(degrees(90));
  let revenueOrigin: [number, number] = [0, 0];
  const put = (text: string, x: number, y: number) => {
    const origin = draw(page, font, layout, text, x, y, LH, H);
    if (text === "12,500") revenueOrigin = origin;
  };
  const right = (text: string, x1: number, y: number) => put(text, x1 - font.widthOfTextAtSize(text, 10), y);
  const ops: Array<() => void> = [
    () => put("Example Trading Limited", 50, LH - 60),
    () => put("Income Statement for the year ended 31 December 2025", 50, LH - 75),
    () => put("£'000", 50, LH - 90),
    () => right("2025", 400, LH - 110),
    () => right("2024", 480, LH - 110),
  ];
  ROWS.forEach(([label, a, b], i) => {
    const y = LH - 130 - i * 14;
    ops.push(() => put(label, 50, y));
    ops.push(() => right(a, 400, y));
    ops.push(() => right(b, 480, y));
  });
  if (layout === "reversed") ops.reverse();
  for (const op of ops) op();
  return { bytes: await doc.save(), revenueOrigin };
}

/** Draws `text` at the statement's upright (x, y); answers the run's origin in PDF points. */
function draw(
  page: PDFPage,
  font: PDFFont,
  layout: Layout,
  text: string,
  x: number,
  y: number,
  LH: number,
  H: number,
): [number, number] {
  if (layout === "rotate90") {
    // Shown turned a quarter clockwise: upright (x, y) is drawn at (LH - y, x), turned a quarter back.
    page.drawText(text, { x: LH - y, y: x, size: 10, font, rotate: degrees(90) });
    return [LH - y, x];
  }
  if (layout === "rotate270") {
    page.drawText(text, { x: y, y: H - x, size: 10, font, rotate: degrees(-90) });
    return [y, H - x];
  }
  if (layout === "glyphs") {
    let cx = x;
    for (const ch of text) {
      if (ch !== " ") page.drawText(ch, { x: cx, y, size: 10, font });
      cx += font.widthOfTextAtSize(ch, 10);
    }
    return [x, y];
  }
  page.drawText(text, { x, y, size: 10, font });
  return [x, y];
}

async function read(layout: Layout) {
  const made = await income(layout);
  const outcome = await extractStatements(made.bytes);
  expect(outcome.kind).toBe("statements");
  const statements = outcome.kind === "statements" ? outcome.statements : [];
  return { made, outcome, statements };
}

describe("turned and unusual pages", () => {
  for (const layout of ["rotate90", "rotate270"] as const) {
    it(`reads a landscape statement on a page turned by /Rotate (${layout}) from its text, not by OCR`, async () => {
      const text = await readPdfText((await income(layout)).bytes);
      expect(text.ocr).toBeUndefined();
      expect(text.lines.map((l) => l.text)).toContain("Revenue 12,500 11,000");
      const { made, statements } = await read(layout);
      const current = statements.find((s) => s.period === "2025-12-31");
      const revenue = current?.lineItems.find((i) => i.key === "revenue");
      expect(revenue?.amount).toBe(12_500_000);
      expect(current?.lineItems.find((i) => i.key === "net_profit")?.amount).toBe(2_100_000);
      expect(
        statements.find((s) => s.period === "2024-12-31")?.lineItems.find((i) => i.key === "revenue")?.amount,
      ).toBe(11_000_000);
      // The figure's box is given in PDF points, where the page draws it (the console turns it).
      const source = revenue?.source;
      const bbox = source && "bbox" in source ? source.bbox : [0, 0, 0, 0];
      const [ox, oy] = made.revenueOrigin;
      expect(ox).toBeGreaterThanOrEqual((bbox[0] ?? 0) - 3);
      expect(ox).toBeLessThanOrEqual((bbox[2] ?? 0) + 3);
      expect(oy).toBeGreaterThanOrEqual((bbox[1] ?? 0) - 3);
      expect(oy).toBeLessThanOrEqual((bbox[3] ?? 0) + 3);
    });
  }

  it("keeps a portrait page merely shown turned as drawn (its text is upright in PDF points)", async () => {
    const text = await readPdfText((await income("shown-turned")).bytes);
    expect(text.turned).toBeUndefined();
    expect(text.lines.map((l) => l.text)).toContain("Revenue 12,500 11,000");
  });

  it("reads text drawn one glyph per run, and runs drawn out of reading order", async () => {
    for (const layout of ["glyphs", "reversed"] as const) {
      const { statements } = await read(layout);
      const current = statements.find((s) => s.period === "2025-12-31");
      expect(current?.lineItems.find((i) => i.key === "revenue")?.amount).toBe(12_500_000);
      expect(current?.lineItems.find((i) => i.key === "net_profit")?.amount).toBe(2_100_000);
    }
  });
});

describe("thousands groups spaced by position", () => {
  it("reads groups drawn as runs of their own a figure space apart (pdf.js puts the space in) as one figure", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([595, 842]);
    const size = 10;
    const gap = font.widthOfTextAtSize("0", size); // a figure space
    // Each group drawn as its own run, right-aligned at x1.
    const grouped = (text: string, x1: number, y: number) => {
      const groups = text.split(" ");
      let x = x1 - groups.reduce((w, g) => w + font.widthOfTextAtSize(g, size), 0) - gap * (groups.length - 1);
      for (const g of groups) {
        page.drawText(g, { x, y, size, font });
        x += font.widthOfTextAtSize(g, size) + gap;
      }
    };
    page.drawText("Income Statement for the year ended 31 December 2025", { x: 50, y: 760, size, font });
    page.drawText("2025", { x: 400 - font.widthOfTextAtSize("2025", size), y: 740, size, font });
    page.drawText("2024", { x: 480 - font.widthOfTextAtSize("2024", size), y: 740, size, font });
    const rows: Array<[string, string, string]> = [
      ["Revenue", "1 250 000", "1 100 000"],
      ["Cost of sales", "(750 000)", "(660 000)"],
      ["Profit for the year", "500 000", "440 000"],
    ];
    rows.forEach(([label, a, b], i) => {
      const y = 720 - i * 14;
      page.drawText(label, { x: 50, y, size, font });
      grouped(a, 400, y);
      grouped(b, 480, y);
    });
    const outcome = await extractStatements(await doc.save());
    const statements = outcome.kind === "statements" ? outcome.statements : [];
    const current = statements.find((s) => s.period === "2025-12-31");
    expect(current?.lineItems.find((i) => i.key === "revenue")?.amount).toBe(1_250_000);
    expect(current?.lineItems.find((i) => i.key === "net_profit")?.amount).toBe(500_000);
    const prior = statements.find((s) => s.period === "2024-12-31");
    expect(prior?.lineItems.find((i) => i.key === "cost_of_goods_sold")?.amount).toBe(660_000);
  });
});
