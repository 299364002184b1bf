import { deflateSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { renderOcrPage, stopOcr } from "./ocr";
import { readPgm, whitenBackground } from "./ocr-ink.mjs";
import { SCALE, seeded } from "./synthetic-page.fixture";

afterAll(() => stopOcr());

/**
 * A one-page A4 PDF (595 × 842 points) whose only content is a grey scan image filling the page:
 * `bits` 8 (one byte a pixel) or 1 (eight pixels a byte, 1 = white, as a fax's black and white).
 */
function scanPdf(px: Uint8Array, w: number, h: number, bits: 1 | 8): Uint8Array {
  let raw: Uint8Array = px;
  if (bits === 1) {
    const stride = Math.ceil(w / 8);
    const packed = new Uint8Array(stride * h);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const at = y * stride + (x >> 3);
        if ((px[y * w + x] as number) >= 128) packed[at] = (packed[at] as number) | (0x80 >> (x & 7));
      }
    raw = packed;
  }
  const image = deflateSync(raw);
  const content = "q 595 0 0 842 0 0 cm /Im0 Do Q";
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im0 5 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n")];
  const offsets: number[] = [];
  let at = parts[0]?.length ?? 0;
  const push = (b: Buffer) => {
    parts.push(b);
    at += b.length;
  };
  for (const [i, body] of objects.entries()) {
    offsets.push(at);
    push(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`));
  }
  offsets.push(at);
  push(
    Buffer.from(
      `5 0 obj\n<< /Type /XObject /Subtype /Image /Width ${w} /Height ${h} /ColorSpace /DeviceGray /BitsPerComponent ${bits} /Filter /FlateDecode /Length ${image.length} >>\nstream\n`,
    ),
  );
  push(image);
  push(Buffer.from("\nendstream\nendobj\n"));
  const xref = at;
  const rows = offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  push(
    Buffer.from(
      `xref\n0 6\n0000000000 65535 f \n${rows}trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  return new Uint8Array(Buffer.concat(parts));
}

/** A scan's pixels a point at `dpi`, and the image's size for an A4 page. */
function scanSize(dpi: number) {
  const s = dpi / 72;
  return { s, w: Math.round(595 * s), h: Math.round(842 * s) };
}

/**
 * Words of dark print along lines 18 points apart, from 100 points down: letters 7 points tall and 3.5
 * wide, half a point apart, five to a word, words 5 points apart.
 */
function printRows(px: Uint8Array, w: number, s: number, ink: number, lines: number): void {
  const pt = (v: number) => Math.round(v * s);
  for (let line = 0; line < lines; line++) {
    const base = pt(100 + line * 18);
    for (let word = 0; word < 12; word++)
      for (let letter = 0; letter < 5; letter++) {
        const x = pt(60 + word * 25 + letter * 4);
        for (let y = base - pt(7); y < base; y++) px.fill(ink, y * w + x, y * w + x + pt(3.5));
      }
  }
}

/**
 * A 150 or 200 dpi scan of a shaded table on grey paper (231): every second row shaded (221), a grey
 * rule (120, its blurred edges 195) across the table 2.5 points under each row's print, and the paper sprinkled with light
 * specks (two pixels square, 175) as a coarse copier leaves them.
 */
function shadedTable(dpi: number): { px: Uint8Array; w: number; h: number; s: number; ruleRows: number[] } {
  const { s, w, h } = scanSize(dpi);
  const px = new Uint8Array(w * h).fill(231);
  const pt = (v: number) => Math.round(v * s);
  const ruleRows: number[] = [];
  for (let line = 0; line < 30; line++) {
    const base = pt(100 + line * 18);
    if (line % 2 === 1)
      for (let y = base - pt(13); y < base + pt(5); y++) px.fill(221, y * w + pt(50), y * w + pt(545));
    const rule = base + pt(2.5);
    ruleRows.push(rule / s);
    px.fill(120, rule * w + pt(50), rule * w + pt(545));
    // The rule's blurred edges: a pixel row each side, lighter than a rule and darker than the shading.
    px.fill(195, (rule - 1) * w + pt(50), (rule - 1) * w + pt(545));
    px.fill(195, (rule + 1) * w + pt(50), (rule + 1) * w + pt(545));
  }
  printRows(px, w, s, 40, 30);
  const rnd = seeded(8);
  for (let i = 0; i < 0.003 * w * h; i++) {
    const k = Math.floor(rnd() * (w * (h - 1) - 1));
    if (px[k] === 231 && px[k + 1] === 231 && px[k + w] === 231 && px[k + w + 1] === 231)
      for (const at of [k, k + 1, k + w, k + w + 1]) px[at] = 175;
  }
  return { px, w, h, s, ruleRows };
}

describe("ocr8: a coarse speckled scan read at full resolution, its background and rules' edges erased", () => {
  it("turns the paper and a row's shading white, keeping print and its darker edges", () => {
    const px = Uint8Array.from([231, 221, 206, 205, 120, 40, 255]);
    whitenBackground(px, 206);
    expect([...px]).toEqual([255, 255, 255, 205, 120, 40, 255]);
  });

  it("reads a 150 dpi speckled table at 300 dpi with no grey left beside its print or along its rules", async () => {
    const { px, w, h } = shadedTable(150);
    const page = await renderOcrPage(scanPdf(px, w, h, 8), 1);
    expect(page?.scale).toBeCloseTo(SCALE, 5);
    const image = readPgm(page?.pgm as Uint8Array);
    if (!image) throw new Error("no image");
    const pt = (v: number) => Math.round(v * SCALE);
    // Grey (neither paper white nor print dark) left in the table, from the first row to the last.
    let grey = 0;
    for (let y = pt(80); y < pt(100 + 29 * 18 + 5); y++)
      for (let x = pt(50); x < pt(545); x++) {
        const v = image.px[y * image.w + x] as number;
        if (v > 150 && v < 255) grey++;
      }
    // Without the rule: the grey paper round every block of print and the rules' blurred edges stay.
    expect(grey).toBeLessThan(0.002 * pt(495) * pt(540));
    // Print stays dark.
    let dark = 0;
    for (let y = pt(93); y < pt(100); y++)
      for (let x = pt(61); x < pt(63); x++) if ((image.px[y * image.w + x] as number) < 100) dark++;
    expect(dark).toBeGreaterThan(0.8 * pt(7) * pt(2));
  });

  it("still halves the same table scanned at 200 dpi (the photocopy's way)", async () => {
    const { px, w, h } = shadedTable(200);
    const page = await renderOcrPage(scanPdf(px, w, h, 8), 1);
    expect(page?.scale).toBeCloseTo(SCALE / 2, 5);
  });
});

describe("ocr8: a 1-bit scan (a fax) read at half the resolution", () => {
  it("halves a page whose image has one bit a pixel, not the same page in 8-bit grey", async () => {
    const { s, w, h } = scanSize(200);
    const px = new Uint8Array(w * h).fill(255);
    printRows(px, w, s, 0, 30);
    const fax = await renderOcrPage(scanPdf(px, w, h, 1), 1);
    expect(fax?.scale).toBeCloseTo(SCALE / 2, 5);
    const grey = await renderOcrPage(scanPdf(px, w, h, 8), 1);
    expect(grey?.scale).toBeCloseTo(SCALE, 5);
  });
});
