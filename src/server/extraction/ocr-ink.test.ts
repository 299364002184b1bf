import { describe, expect, it } from "vitest";
import { flattenLight, inkSummary, lineShape, MIN_WORD_BLOBS, turnImage } from "./ocr-ink.mjs";
import { H, printedLines, SCALE, seeded, W } from "./synthetic-page.fixture";

/**
 * The near-empty test run before OCR (issue 22): an A4 page at 300 dpi, as the render thread has it
 * after cleaning, built here pixel by pixel (a seeded generator: the same page every run).
 */

/** Paper with grain (light greys) and specks of dust (dark dots of 1-4 pixels). */
function grainPage(seed = 7): Uint8Array {
  const rnd = seeded(seed);
  const px = new Uint8Array(W * H);
  for (let i = 0; i < px.length; i++) px[i] = 200 + Math.floor(rnd() * 55);
  for (let k = 0; k < 3000; k++) {
    const x = Math.floor(rnd() * (W - 2));
    const y = Math.floor(rnd() * (H - 2));
    const size = 1 + Math.floor(rnd() * 2);
    for (let dy = 0; dy < size; dy++) for (let dx = 0; dx < size; dx++) px[(y + dy) * W + x + dx] = 40;
  }
  return px;
}

/** Dark "words" (7 points tall, 12-40 wide) in rows from the top of the page, on the given paper. */
function printWords(px: Uint8Array, rows: number, perRow: number): Uint8Array {
  const rnd = seeded(3);
  for (let r = 0; r < rows; r++) {
    let x = 60;
    const y = 80 + r * 14;
    for (let k = 0; k < perRow; k++) {
      const width = 12 + Math.floor(rnd() * 28);
      for (let yy = Math.round(y * SCALE); yy < Math.round((y + 7) * SCALE); yy++) {
        // Letters: strokes a point wide with a gap, as print has.
        for (let xx = Math.round(x * SCALE); xx < Math.round((x + width) * SCALE); xx++) {
          if (Math.floor(xx / SCALE) % 3 !== 2) px[yy * W + xx] = 20;
        }
      }
      x += width + 6;
    }
  }
  return px;
}

describe("near-empty page images, before OCR", () => {
  it("finds a page of grain and specks near-empty, also with a page number on it", () => {
    expect(inkSummary(grainPage(), W, H, SCALE).nearEmpty).toBe(true);
    const numbered = printWords(grainPage(11), 1, 1);
    const ink = inkSummary(numbered, W, H, SCALE);
    expect(ink.words).toBeLessThan(MIN_WORD_BLOBS);
    expect(ink.nearEmpty).toBe(true);
  });

  it("finds print on a page of a few lines of words, on the same grain", () => {
    const ink = inkSummary(printWords(grainPage(), 6, 5), W, H, SCALE);
    expect(ink.words).toBeGreaterThanOrEqual(25);
    expect(ink.nearEmpty).toBe(false);
    // A white page with a statement's worth of words.
    const white = printWords(new Uint8Array(W * H).fill(255), 40, 6);
    expect(inkSummary(white, W, H, SCALE)).toMatchObject({ nearEmpty: false });
  });
  it("tells a page whose words run down it (scanned a quarter turned), and turns images", () => {
    const page = printWords(grainPage(), 6, 5);
    const upright = inkSummary(page, W, H, SCALE);
    expect(upright.turned).toBe(false);
    const turned = turnImage(page, W, H, "anticlockwise");
    const ink = inkSummary(turned, H, W, SCALE);
    expect(ink).toMatchObject({ turned: true, nearEmpty: false });
    // About as many words as upright (the one-point grid falls differently on the grain).
    expect(Math.abs(ink.words - upright.words)).toBeLessThan(0.1 * upright.words);
    // A quarter turn back, and half a turn twice, give the page again.
    const same = (a: Uint8Array, b: Uint8Array) => Buffer.compare(Buffer.from(a), Buffer.from(b)) === 0;
    expect(same(turnImage(turned, H, W, "clockwise"), page)).toBe(true);
    expect(same(turnImage(turnImage(page, W, H, "half"), W, H, "half"), page)).toBe(true);
    expect(inkSummary(turnImage(page, W, H, "half"), W, H, SCALE).turned).toBe(false);
  });

  it("tells a page whose words lean down it (more standing than lying, too few for turned)", () => {
    const page = printWords(new Uint8Array(W * H).fill(255), 4, 5);
    expect(inkSummary(page, W, H, SCALE)).toMatchObject({ turned: false, leaning: false });
    // 24 words standing down the lower half of the page beside the 20 lying at its top.
    for (let c = 0; c < 3; c++)
      for (let k = 0; k < 8; k++) {
        const x = 100 + c * 60;
        const y = 300 + k * 50;
        for (let yy = Math.round(y * SCALE); yy < Math.round((y + 30) * SCALE); yy++)
          for (let xx = Math.round(x * SCALE); xx < Math.round((x + 7) * SCALE); xx++)
            if (Math.floor(xx / SCALE) % 3 !== 2) page[yy * W + xx] = 20;
      }
    expect(inkSummary(page, W, H, SCALE)).toMatchObject({ turned: false, leaning: true });
  });
});

describe("uneven light, before OCR", () => {
  it("turns paper white under a gradient and a dark band, print keeping its contrast", () => {
    const page = printWords(new Uint8Array(W * H).fill(255), 10, 5);
    // Light falling from 250 at the left to 150 at the right, a shadow band a third darker.
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        const light = (250 - (100 * x) / W) * (x > W / 2 && x < (2 * W) / 3 ? 0.66 : 1);
        const i = y * W + x;
        px(page, i, (page[i] as number) * (light / 255));
      }
    flattenLight(page, W, H, SCALE);
    // Paper far from print (the lower half of the page): white, wherever the light was.
    const bottom = Math.floor(0.8 * H) * W;
    for (const x of [10, Math.floor(W / 2) + 150, Math.floor(0.6 * W), W - 10])
      expect(page[bottom + x]).toBeGreaterThan(235);
    // A letter's stroke stays dark.
    const stroke = Math.round(84 * SCALE) * W + Math.round(61 * SCALE);
    expect(page[stroke - 1]).toBeLessThan(60);
    expect(page[stroke]).toBeLessThan(60);
  });

  it("leaves a page with even paper exactly as it is", () => {
    const page = printWords(grainPage(), 6, 5);
    const before = Buffer.from(page);
    flattenLight(page, W, H, SCALE);
    expect(Buffer.compare(before, Buffer.from(page))).toBe(0);
  });
});

function px(page: Uint8Array, i: number, v: number): void {
  page[i] = Math.round(v);
}

describe("which way up print stands, from the shape of its text lines", () => {
  it("finds more ink above the lines' cores than below them on upright print", () => {
    const px = printedLines();
    const shape = lineShape(px, W, H, SCALE);
    expect(shape.upright).toBeGreaterThan(0.6);
  });

  it("finds less above than below on the same print half a turn round", () => {
    const px = turnImage(printedLines(), W, H, "half");
    expect(lineShape(px, W, H, SCALE).upright).toBeLessThan(0.4);
  });

  it("gives an even answer on a page without lines of print", () => {
    expect(lineShape(new Uint8Array(W * H).fill(255), W, H, SCALE)).toEqual({ above: 0, below: 0, upright: 0.5 });
  });
});
