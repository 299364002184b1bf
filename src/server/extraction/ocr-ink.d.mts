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
/** The paper's tone of a grey page: its commonest grey lighter than 128. */
export declare function paperTone(px: Uint8Array): number;
/** Share of a page's pixels that must be visible light specks for `whitenLightSpecks` to clean it. */
export declare const SPECKLED_PAGE: number;
/** Share above which the grey far from dark print is faint print, and `whitenLightSpecks` leaves the page. */
export declare const FAINT_PRINT_PAGE: number;
/**
 * On a page sprinkled with light specks, turns white in place every pixel lighter than `level` with
 * nothing darker than it within about a point; whether it did.
 */
export declare function whitenLightSpecks(px: Uint8Array, w: number, h: number, scale: number, level: number): boolean;
/** Turns every pixel at `level` or lighter white, in place (a coarse speckled scan's paper and row shading). */
export declare function whitenBackground(px: Uint8Array, level: number): void;
/** How far the page's lines of print fall to the right (degrees, within ±most; 0 when level or unclear). */
export declare function skewAngle(
  px: Uint8Array,
  w: number,
  h: number,
  scale: number,
  most?: number,
  dark?: number,
): number;
/** The grey image turned about its centre by `angle` degrees (lines falling right by it come out level). */
export declare function rotateImage(px: Uint8Array, w: number, h: number, angle: number): Uint8Array;
/** The grey image at half its size, each pixel the mean of the 2 × 2 it covers: a new ⌊w/2⌋ × ⌊h/2⌋ image. */
export declare function halveImage(px: Uint8Array, w: number, h: number): Uint8Array;
/**
 * Paints white, in place on the grey image `px`, the coloured ink of every stamp (a blob of coloured
 * ink spanning at least 60 × 30 points) of the page's `rgba` pixels; how many stamps it dropped.
 */
export declare function dropStamps(
  rgba: Uint8ClampedArray | Uint8Array,
  px: Uint8Array,
  w: number,
  h: number,
  scale: number,
): number;
