import { describe, expect, it } from "vitest";
import { firstTurn, fixWord, type RenderedPage } from "./ocr";
import { dropStamps, halveImage, pgmImage, turnImage } from "./ocr-ink.mjs";
import { H, printedLines, SCALE, W } from "./synthetic-page.fixture";

/** A rendered page (as the render thread returns it) holding the given w × h grey image. */
function rendered(px: Uint8Array, w: number, h: number, extra: Partial<RenderedPage> = {}): RenderedPage {
  const { out, px: into } = pgmImage(w, h);
  into.set(px);
  return { page: 1, width: w / SCALE, height: h / SCALE, scale: SCALE, pgm: out, ...extra };
}

const ink = { words: 200, inkedFraction: 0.03, nearEmpty: false, turned: false, leaning: false };

describe("ocr7: a sideways page turned the right way before its first reading", () => {
  it("turns a leaning page's words (running down it) upright: the quarter back the other way", () => {
    // Upright lines turned a quarter anticlockwise (top at the paper's left, as landscape pages print).
    const down = turnImage(printedLines(), W, H, "anticlockwise");
    expect(firstTurn(rendered(down, H, W, { ink: { ...ink, leaning: true } }))).toBe("clockwise");
    const up = turnImage(printedLines(), W, H, "clockwise");
    expect(firstTurn(rendered(up, H, W, { ink: { ...ink, leaning: true } }))).toBe("anticlockwise");
  });

  it("turns a page the render thread turned a quarter half a turn more when its print stands upside down", () => {
    const upsideDown = turnImage(printedLines(), W, H, "half");
    expect(firstTurn(rendered(upsideDown, W, H, { ink: { ...ink, turned: true }, turn: 90 }))).toBe("half");
    expect(firstTurn(rendered(printedLines(), W, H, { ink: { ...ink, turned: true }, turn: 90 }))).toBeUndefined();
  });

  it("turns an upright-looking page whose print stands clearly upside down (fed so) half a turn first", () => {
    const upsideDown = turnImage(printedLines(), W, H, "half");
    expect(firstTurn(rendered(upsideDown, W, H, { ink }))).toBe("half");
    expect(firstTurn(rendered(printedLines(), W, H, { ink }))).toBeUndefined();
    // Under half, but not clearly (a poor upright scan): read as it stands.
    expect(firstTurn(rendered(printedLines(), W, H, { ink }), () => 0.45)).toBeUndefined();
  });

  it("reads a page without lines to tell by as it stands", () => {
    const blank = new Uint8Array(W * H).fill(255);
    expect(firstTurn(rendered(blank, W, H, { ink }))).toBeUndefined();
    expect(firstTurn(rendered(blank, W, H, { ink: { ...ink, leaning: true } }))).toBeUndefined();
    expect(firstTurn(rendered(blank, H, W, { ink: { ...ink, turned: true }, turn: 90 }))).toBeUndefined();
  });
});

describe("ocr7: a speckled page read at half the resolution", () => {
  it("averages every 2 × 2 into one pixel: a lone speck fades, a stroke two pixels wide stays dark", () => {
    const w = 8;
    const h = 4;
    const px = new Uint8Array(w * h).fill(255);
    px[1 * w + 1] = 0; // a speck of one pixel
    for (let y = 0; y < h; y++) px[y * w + 4] = px[y * w + 5] = 20; // a stroke two pixels wide
    const half = halveImage(px, w, h);
    expect(half).toHaveLength(4 * 2);
    expect(half[0]).toBe(191);
    expect(half[2]).toBe(20);
    expect(half[4 + 2]).toBe(20);
    expect(half[1]).toBe(255);
  });

  it("drops an odd last row and column", () => {
    expect(halveImage(new Uint8Array(5 * 3).fill(100), 5, 3)).toEqual(new Uint8Array(2).fill(100));
  });
});

describe("ocr7: a speck read as a sign glued to a year", () => {
  it("reads a doubted '©2024' heading a column as the year", () => {
    expect(fixWord("©2024", false, 0.28)).toBe("2024");
    expect(fixWord("“2025", false, 0.3)).toBe("2025");
  });

  it("leaves a word Tesseract believes, and a sign before anything but a year, as read", () => {
    expect(fixWord("©2024", false, 0.9)).toBe("©2024");
    expect(fixWord("©12", false, 0.2)).toBe("©12");
    expect(fixWord("*20245", false, 0.2)).toBe("*20245");
  });
});

describe("ocr7: a coloured stamp across the print dropped before reading", () => {
  const w = Math.round(300 * SCALE);
  const h = Math.round(200 * SCALE);
  const pt = (v: number) => Math.round(v * SCALE);
  /** A page (rgba and its grey) with black print, and coloured boxes painted by `paint`. */
  function page(paint: (box: (x: number, y: number, bw: number, bh: number, rgb: number[]) => void) => void) {
    const rgba = new Uint8Array(w * h * 4).fill(250);
    const box = (x: number, y: number, bw: number, bh: number, rgb: number[]) => {
      for (let yy = pt(y); yy < pt(y + bh); yy++)
        for (let xx = pt(x); xx < pt(x + bw); xx++) rgba.set([...rgb, 255], 4 * (yy * w + xx));
    };
    box(20, 20, 120, 8, [15, 15, 15]); // a line of black print
    paint(box);
    const px = new Uint8Array(w * h);
    for (let i = 0; i < px.length; i++)
      px[i] = Math.round(0.299 * rgba[4 * i]! + 0.587 * rgba[4 * i + 1]! + 0.114 * rgba[4 * i + 2]!);
    return { rgba, px };
  }
  const red = [200, 35, 45];

  it("paints a stamp's frame and lettering white, the black print under it staying", () => {
    const { rgba, px } = page((box) => {
      // A frame 110 × 45 points, two points thick, with a line of red lettering inside it.
      box(100, 10, 110, 2, red);
      box(100, 53, 110, 2, red);
      box(100, 10, 2, 45, red);
      box(208, 10, 2, 45, red);
      box(110, 25, 90, 12, red);
    });
    expect(dropStamps(rgba, px, w, h, SCALE)).toBe(1);
    expect(px[pt(30) * w + pt(110)]).toBe(255); // the lettering
    expect(px[pt(11) * w + pt(150)]).toBe(255); // the frame
    expect(px[pt(24) * w + pt(30)]).toBeLessThan(30); // the black print beside it
  });

  it("leaves a red word, a red negative amount and a pen's tick (all small) as they are", () => {
    const { rgba, px } = page((box) => {
      box(20, 60, 40, 9, red);
      box(200, 60, 35, 9, red);
      box(250, 100, 10, 12, [40, 60, 170]);
    });
    const before = px.slice();
    expect(dropStamps(rgba, px, w, h, SCALE)).toBe(0);
    expect(Buffer.from(px).equals(Buffer.from(before))).toBe(true);
  });
});
