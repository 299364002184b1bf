/** Types of ocr-ink.mjs (plain JavaScript, loaded by the OCR render thread). */
export declare const MIN_WORD_BLOBS: number;
export declare function inkSummary(
  px: Uint8Array,
  w: number,
  h: number,
  scale: number,
  dark?: number,
): { words: number; inkedFraction: number; nearEmpty: boolean; turned: boolean; leaning: boolean };
export declare function turnImage(
  px: Uint8Array,
  w: number,
  h: number,
  how: "clockwise" | "anticlockwise" | "half",
): Uint8Array;
/** Evens out uneven light in place (paper turned white wherever it is); an even page is left as it is. */
export declare function flattenLight(px: Uint8Array, w: number, h: number, scale: number): void;
/** How much ink stands above and below the cores of the page's text lines (`upright`: the share above). */
export declare function lineShape(
  px: Uint8Array,
  w: number,
  h: number,
  scale: number,
  dark?: number,
): { above: number; below: number; upright: number };
/** An empty binary PGM (P5) of w × h grey pixels: the whole file (`out`) and its pixels (`px`, a view into it). */
export declare function pgmImage(w: number, h: number): { out: Uint8Array; px: Uint8Array };
/** The size and pixels (a view into it) of a binary PGM; undefined when it is not one. */
export declare function readPgm(pgm: Uint8Array): { w: number; h: number; px: Uint8Array } | undefined;
