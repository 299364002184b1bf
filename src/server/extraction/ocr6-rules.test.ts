import { describe, expect, it } from "vitest";
import { columnMeaning } from "./column-meaning";
import { parseStatements } from "./extract";
import { pgmImage, readPgm, rotateImage, skewAngle, whitenLightSpecks } from "./ocr-ink.mjs";
import { at, page, right } from "./synthetic-lines.fixture";
import { H, SCALE, seeded, W } from "./synthetic-page.fixture";

/**
 * ocr6: a photocopy's light specks and skew mended before Tesseract, and OCR's letter confusions in
 * column headers, written as rules. Synthetic pages and lines only, never corpus files.
 */

/**
 * A page of rows of grey "words" (7 points tall, strokes a point wide) falling to the right by
 * `angle` degrees, on white paper sprinkled with light grey specks (180-234) when `specks`.
 */
function printedPage(angle: number, specks: boolean, many = 60_000): Uint8Array {
  const rnd = seeded(5);
  const speck = seeded(9);
  const px = new Uint8Array(W * H).fill(255);
  if (specks)
    for (let k = 0; k < many; k++) {
      const i = Math.floor(speck() * (W - 1) * (H - 1));
      px[i] = 180 + Math.floor(speck() * 55);
      px[i + 1] = 180 + Math.floor(speck() * 55);
    }
  const t = Math.tan((angle * Math.PI) / 180);
  for (let r = 0; r < 30; r++) {
    let x = 60;
    while (x < 520) {
      const width = 12 + Math.floor(rnd() * 28);
      for (let xx = Math.round(x * SCALE); xx < Math.round((x + width) * SCALE); xx++) {
        if (Math.floor(xx / SCALE) % 3 === 2) continue;
        const top = Math.round((100 + r * 20) * SCALE + xx * t);
        for (let yy = top; yy < top + Math.round(7 * SCALE); yy++) px[yy * W + xx] = 90;
      }
      x += width + 6;
    }
  }
  return px;
}

describe("ocr6: light specks far from print turn white; print and its edges stay", () => {
  it("whitens the specks of a photocopy's paper and leaves the words", () => {
    const page = printedPage(0, true);
    const clean = printedPage(0, false);
    const before = page.reduce((n, v, i) => n + (v !== clean[i] ? 1 : 0), 0);
    expect(whitenLightSpecks(page, W, H, SCALE, 175)).toBe(true);
    const after = page.reduce((n, v, i) => n + (v !== clean[i] ? 1 : 0), 0);
    expect(before).toBeGreaterThan(50_000);
    // Only the specks within a point of a word are left (the words cover a fifth of the page's rows).
    expect(after).toBeLessThan(0.15 * before);
    // Every pixel of print is as it was.
    expect(clean.every((v, i) => v === 255 || page[i] === v)).toBe(true);
  });

  it("leaves a page with a clean scan's few specks (0.3 % of its pixels) exactly as it is", () => {
    const page = printedPage(0, true, 15_000);
    const copy = page.slice();
    expect(whitenLightSpecks(page, W, H, SCALE, 175)).toBe(false);
    expect(page.every((v, i) => v === copy[i])).toBe(true);
  });

  it("leaves a page whose grey far from print is too much for specks (faint print, 3 %) as it is", () => {
    const page = printedPage(0, true, 170_000);
    const copy = page.slice();
    expect(whitenLightSpecks(page, W, H, SCALE, 175)).toBe(false);
    expect(page.every((v, i) => v === copy[i])).toBe(true);
  });

  it("leaves a clean page's grey stroke edges beside print", () => {
    const page = printedPage(0, false);
    // An anti-aliased edge: light grey beside each dark stroke.
    for (let i = 1; i < page.length; i++) if (page[i - 1] === 90 && page[i] === 255) page[i] = 200;
    const copy = page.slice();
    whitenLightSpecks(page, W, H, SCALE, 175);
    expect(page.every((v, i) => v === copy[i])).toBe(true);
  });
});

describe("ocr6: a page scanned askew is measured and levelled", () => {
  it.each([2.5, -2.5, 1.6, 0])("finds rows falling by %s degrees", (angle) => {
    expect(skewAngle(printedPage(angle, false), W, H, SCALE)).toBeCloseTo(angle, 0);
  });

  it("takes a page without lines of print as level", () => {
    expect(skewAngle(new Uint8Array(W * H).fill(255), W, H, SCALE)).toBe(0);
  });

  it("levels rows falling by 2.5 degrees (measured level afterwards)", () => {
    const page = printedPage(2.5, false);
    const level = rotateImage(page, W, H, skewAngle(page, W, H, SCALE));
    expect(Math.abs(skewAngle(level, W, H, SCALE))).toBeLessThan(0.3);
  });

  it("reads and writes one PGM header", () => {
    const { out, px } = pgmImage(3, 2);
    px.set([1, 2, 3, 4, 5, 6]);
    const image = readPgm(out);
    expect(image && { w: image.w, h: image.h, px: [...image.px] }).toEqual({ w: 3, h: 2, px: [1, 2, 3, 4, 5, 6] });
    expect(readPgm(new TextEncoder().encode("P6\n3 2\n255\n"))).toBeUndefined();
  });
});

describe("ocr6: a header word whose umlaut OCR misread as another vowel", () => {
  it.each([
    ["Geschüftsjahr", "current"],
    ["Geschiftsjahr", "current"],
    ["Geschöftsjahr", "current"],
    ["Geschaftsjahr", "current"],
    ["Geschüftsjahr EUR", "current"],
    ["Verinderung", "other"],
  ])("reads %s as %s", (text, role) => {
    expect(columnMeaning(text)?.role).toBe(role);
  });

  it("reads no other word so (a consonant changed, a letter missing)", () => {
    expect(columnMeaning("Geschiiftsjahr")).toBeUndefined();
    expect(columnMeaning("Geschäftsjahrs Anteil")).toBeUndefined();
    expect(columnMeaning("Geschaftsjaar")).toBeUndefined();
  });

  it("dates the columns under 'Geschüftsjahr / Vorjahr' from the title", () => {
    const { statements } = parseStatements(
      page([
        [at("Bilanz zum 30. Juni 2025", 60)],
        [at("Geschäftsjahr 2024/2025 (1. Juli 2024 bis 30. Juni 2025)", 60)],
        [right("Geschüftsjahr", 400), right("Vorjahr", 480)],
        [at("A. Anlagevermögen", 50), right("624.118", 400), right("672.406", 480)],
        [at("B. Umlaufvermögen", 50), right("540.090", 400), right("489.912", 480)],
        [at("Summe Aktiva", 50), right("1.164.208", 400), right("1.162.318", 480)],
        [at("A. Eigenkapital", 50), right("222.984", 400), right("185.184", 480)],
        [at("C. Verbindlichkeiten", 50), right("941.224", 400), right("977.134", 480)],
        [at("Summe Passiva", 50), right("1.164.208", 400), right("1.162.318", 480)],
      ]),
    );
    expect(statements.map((s) => s.period)).toEqual(["2025-06-30", "2024-06-30"]);
    expect(statements[0]?.lineItems.find((i) => i.key === "total_assets")?.amount).toBe(1_164_208);
  });
});
