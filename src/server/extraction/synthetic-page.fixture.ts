/**
 * A synthetic A4 page at 300 dpi as the OCR render thread has it (one grey byte a pixel), and a
 * seeded generator so that a test builds the same page every run (ocr-ink.test.ts, ocr6-rules.test.ts).
 */
export const SCALE = 300 / 72;
export const W = Math.floor(595 * SCALE);
export const H = Math.floor(842 * SCALE);

/** A linear congruential generator of numbers in [0, 1), the same sequence for the same seed. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * Lines of print, a little askew (one pixel down every 40 across): a dense band of small letters
 * 5 points tall, with strokes rising 2.5 points above it (capitals, digits, b d f h k l t) twice as
 * often as strokes falling 2 points below it (g j p q y).
 */
export function printedLines(): Uint8Array {
  const px = new Uint8Array(W * H).fill(255);
  const rnd = seeded(11);
  const pt = (v: number) => Math.round(v * SCALE);
  for (let line = 0; line < 40; line++) {
    const base = pt(80 + line * 18);
    for (let x = pt(60); x < W - pt(60); x += pt(5)) {
      const kind = rnd();
      const top = kind < 0.4 ? pt(7.5) : pt(5);
      const bottom = kind > 0.8 ? pt(2) : 0;
      const shift = Math.floor(x / 40);
      for (let dx = 0; dx < pt(1); dx++)
        for (let y = base - top; y < base + bottom; y++) px[(y + shift) * W + x + dx] = 20;
      // The rest of the letter: a bowl filling the small-letter band.
      for (let dx = pt(1); dx < pt(3.5); dx++)
        for (let y = base - pt(5); y < base; y += 2) px[(y + shift) * W + x + dx] = 20;
    }
  }
  return px;
}
