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
