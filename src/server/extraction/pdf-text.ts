import { OCR_MAX_PAGES, OCR_MIN_PAGE_CHARS, type OcrPagesReader, ocrPdfPages } from "./ocr";
import { repairOcrLines } from "./ocr-cells";
import { WorkerThread } from "./worker-thread";

/**
 * The text of a PDF as lines of cells, read with pdf.js (legacy build for Node) in a worker thread. A cell is a run
 * of text items close enough to belong together; cells far apart on one line are the columns of
 * a statement. Coordinates are PDF points, x to the right, y upwards.
 */
export interface TextCell {
  text: string;
  x0: number;
  x1: number;
  /** OCR only: the lowest confidence (0-1) of the words in the cell. */
  confidence?: number;
}

export interface TextLine {
  page: number;
  y: number;
  size: number;
  cells: TextCell[];
  /** The cells joined by single spaces. */
  text: string;
  /** True when the line was read by OCR from a page image. */
  ocr?: boolean;
}

export interface PdfText {
  pageCount: number;
  /** Pages read (at most `maxPages`). */
  pagesRead: number;
  lines: TextLine[];
  /** True when some pages had no text layer and were read by OCR (their lines carry `ocr`). */
  ocr?: boolean;
  /** The pages read by OCR. */
  ocrPages?: number[];
  /** Image-only pages left unread (OCR page limit or time budget). */
  ocrSkipped?: number;
  /** Image-only pages found near-empty (grain, specks) and not OCR'd. */
  ocrBlankPages?: number[];
  /** OCR time per page read, in ms. */
  ocrMsPerPage?: number;
  /**
   * Pages turned by /Rotate whose text was read as displayed (upright): page number → the matrix
   * [a, b, c, d, e, f] taking a displayed position back to PDF points (see `toPdfPoints`).
   */
  turned?: Record<number, readonly number[]>;
}

/** A box read on a turned page (displayed positions) as PDF points, [x0, y0, x1, y1]. */
export function toPdfPoints(
  bbox: readonly [number, number, number, number],
  m: readonly number[],
): [number, number, number, number] {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = m;
  const at = (x: number, y: number): [number, number] => [a * x + c * y + e, b * x + d * y + f];
  const [p, q] = [at(bbox[0], bbox[1]), at(bbox[2], bbox[3])];
  return [Math.min(p[0], q[0]), Math.min(p[1], q[1]), Math.max(p[0], q[0]), Math.max(p[1], q[1])];
}

/** A PDF that pdf.js cannot open (damaged, encrypted with a password, not a PDF). */
export class UnreadablePdfError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnreadablePdfError";
  }
}

interface Item {
  text: string;
  x0: number;
  x1: number;
  y: number;
  size: number;
  /** OCR only: the word's confidence, 0-1. */
  confidence?: number;
}

/** A cell ending in an amount with a separator or parentheses ("1.234,56", "(1,234)"). */
const FIGURE_END =
  /(?:^|\s)(?:\(?[-\u2212\u2013]?\d{1,3}(?:[.,'\u00a0\u202f ]\d{3})*[.,]\d{2,3}\)?|\(\d[\d.,]*\)|\d{1,2}\.\d{1,2}\.(?:19|20)\d\d)\s*$/;
/** Text starting with a word or an enumerated label ("Passiva", "I. Gezeichnetes Kapital", "2. Verbindlichkeiten"). */
const WORD_START = /^\s*(?:[A-Za-zÄÖÜäöü]{2}|(?:[IVX]+|\d{1,2}|[A-Za-z])\.\s*[A-Za-zÄÖÜäöü])/;

/**
 * A figure and the words after it that the PDF's text layer gave as one run ("60.998,14 I.
 * Gezeichnetes Kapital", "31.12.2023 Passiva": the last column of a left block and the first
 * label of a right block a few points away): two cells, placed in proportion to their characters.
 */
function splitLeadingFigure(cell: TextCell): TextCell[] {
  const m = LEADING_FIGURE.exec(cell.text);
  if (!m) return [cell];
  return splitInTwo(cell, m[1] as string, m[2] as string);
}

/** The width of one character of a run, taking its characters as equally wide. */
export function charWidth(run: { text: string; x0: number; x1: number }): number {
  return (run.x1 - run.x0) / Math.max(1, run.text.length);
}

/**
 * A cell given as two: `head`, the text it starts with, and `tail`, the text it ends with (what lies
 * between, spaces or leaders, belongs to neither), each placed in proportion to its characters.
 */
export function splitInTwo(cell: TextCell, head: string, tail: string): [TextCell, TextCell] {
  const per = charWidth(cell);
  return [
    { ...cell, text: head, x1: cell.x0 + head.length * per },
    { ...cell, text: tail, x0: cell.x0 + (cell.text.length - tail.length) * per },
  ];
}

const LEADING_FIGURE =
  /^(\(?[-\u2212\u2013]?\d{1,3}(?:[.,'\u00a0\u202f]\d{3})*[.,]\d{2,3}\)?|\(\d{1,3}(?:[.,]\d{3})*\)|\d{1,2}\.\d{1,2}\.(?:19|20)\d\d)\s+((?:[A-Za-zÄÖÜäöü]{2}|(?:[IVX]+|\d{1,2}|[A-Za-z])\.\s*[A-Za-zÄÖÜäöü]).*)$/;

/**
 * The widest gap between two runs of one line that is still a space inside a cell: half the font
 * size, or, between two runs of words in a monospaced font (Courier: every character 0.6 em wide,
 * the space too), a little more than one character, since such producers place each word apart one
 * space wide ("Selling, general and" + "administrative", "Statement of Income" + "and", "ended" +
 * "31" + "October,"). Amounts are not joined this way, nor two figures.
 */
function joinGap(previous: Item | undefined, item: Item, size: number, wordRuns = false): number {
  const half = 0.5 * size;
  if (!previous) return half;
  const words = WORDS.test(previous.text) || WORDS.test(item.text);
  if (!words || !joinable(previous.text) || !joinable(item.text)) return half;
  // A text layer of one run a word placed at its ink (an OCR text layer: Tesseract's searchable
  // PDF, hocr2pdf): its word gaps are as wide as a scan's, up to a size. A bare day or note number
  // after words stays apart ("Property and equipment" | "12"), except after a month name.
  if (wordRuns) {
    const noteAfterWords = /^\d{1,2}[.,]?$/.test(item.text.trim()) && !MONTH_WORD.test(previous.text.trim());
    return noteAfterWords ? half : Math.max(half, 1.2 * size);
  }
  const a = charWidth(previous);
  const b = charWidth(item);
  const monospaced = Math.min(a, b) >= 0.55 * size && Math.abs(a - b) <= 0.06 * size;
  return monospaced ? Math.max(half, 1.2 * Math.max(a, b)) : half;
}

/** A run of words without figures: at least two letters, no digit. */
const WORDS = /^(?=.*[A-Za-zÄÖÜäöüß]{2})[^\d]+$/;
/** A day or a year printed beside words ("ended" + "31" + "October," + "2025"). */
const DAY_OR_YEAR = /^(?:\d{1,2}\.?,?|(?:19|20)\d\d[.,]?)$/;
/** Words, or a day or a year beside them; never an amount. */
const joinable = (text: string) => WORDS.test(text) || DAY_OR_YEAR.test(text);

/** A month name ending a run ("October", "Dec.", "März"): a day may follow it. */
const MONTH_WORD =
  /(?:^|\s)(?:jan(?:uary|uar)?|feb(?:ruary|ruar)?|mar(?:ch)?|märz|apr(?:il)?|may|mai|june?|juni|july?|juli|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|okt(?:ober)?|nov(?:ember)?|dec(?:ember)?|dez(?:ember)?)\.?,?$/i;

/**
 * A page whose text layer gives every word as a run of its own, placed where its ink is, with gaps
 * wider than a space (half the size) between most words of a line: the text layer an OCR program
 * lays over a page image. Its words are joined as OCR's are.
 */
function isWordPerRunPage(groups: readonly Item[][]): boolean {
  const items = groups.flat();
  if (items.length < 30) return false;
  const spaced = items.filter((i) => /\S\s+\S/.test(i.text.trim())).length;
  if (spaced > 0.05 * items.length) return false;
  let pairs = 0;
  let wide = 0;
  for (const group of groups) {
    const sorted = [...group].sort((a, b) => a.x0 - b.x0);
    for (let i = 1; i < sorted.length; i++) {
      const a = sorted[i - 1] as Item;
      const b = sorted[i] as Item;
      if (!WORDS.test(a.text) || !WORDS.test(b.text)) continue;
      const gap = b.x0 - a.x1;
      const size = Math.max(a.size, b.size);
      if (gap < 0 || gap > 1.5 * size) continue;
      pairs += 1;
      if (gap > 0.5 * size) wide += 1;
    }
  }
  return pairs >= 10 && wide >= 0.5 * pairs;
}

/**
 * Characters no statement prints that a text layer can still carry (a ToUnicode map sending a glyph
 * to U+0000, a broken UTF-16 pair, a zero-width joiner inside a word): C0 and C1 control characters,
 * DEL, zero-width spaces and joiners, the byte-order mark, and lone surrogates. They would split a
 * label ("Reve\u200Bnue"), hide a figure, or reach the database, which refuses NUL and lone
 * surrogates. Tabs and line breaks become spaces; the rest is dropped.
 */
const UNPRINTABLE = /[\p{Cc}\p{Cs}\u200B-\u200D\u2060\uFEFF]/gu;

/** A text layer's or OCR's string with the characters no statement prints taken out. */
export function printableText(text: string): string {
  return text.replace(/[\t\n\v\f\r]/g, " ").replace(UNPRINTABLE, "");
}

/** Groups positioned text items into lines (same baseline) and cells (close together). */
export function itemsToLines(raw: Item[], page: number): TextLine[] {
  const items = raw.flatMap((item) => {
    const text = printableText(item.text);
    return text.trim() ? [text === item.text ? item : { ...item, text }] : [];
  });
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x0 - b.x0);
  const groups: Item[][] = [];
  for (const item of sorted) {
    const group = groups[groups.length - 1];
    const ref = group?.[0];
    if (group && ref && Math.abs(ref.y - item.y) <= Math.max(2, 0.4 * Math.min(ref.size, item.size))) group.push(item);
    else groups.push([item]);
  }
  const wordRuns = items.every((i) => i.confidence === undefined) && isWordPerRunPage(groups);
  const lines: TextLine[] = [];
  for (const group of groups) {
    group.sort((a, b) => a.x0 - b.x0);
    const size = Math.max(...group.map((g) => g.size));
    const cells: TextCell[] = [];
    let previous: Item | undefined;
    for (const item of group) {
      const last = cells[cells.length - 1];
      const gap = last ? item.x0 - last.x1 : Number.POSITIVE_INFINITY;
      // A figure and the words after it are two cells however close ("60.998,14 I. Gezeichnetes
      // Kapital": the last column of a left block and the first label of the right block).
      const apart = last !== undefined && gap > 0.12 * size && FIGURE_END.test(last.text) && WORD_START.test(item.text);
      if (last && gap <= joinGap(previous, item, size, wordRuns) && !apart) {
        last.text += gap > 0.12 * size ? ` ${item.text}` : item.text;
        last.x1 = Math.max(last.x1, item.x1);
        if (item.confidence !== undefined) last.confidence = Math.min(last.confidence ?? 1, item.confidence);
      } else {
        cells.push({
          text: item.text,
          x0: item.x0,
          x1: item.x1,
          ...(item.confidence !== undefined ? { confidence: item.confidence } : {}),
        });
      }
      previous = item;
    }
    // Generators that align columns with runs of spaces inside one string: split on 2+ spaces.
    const split: TextCell[] = [];
    for (const cell of cells) {
      const raw = cell.text;
      const parts = [...raw.matchAll(/\S+(?: \S+)*/g)];
      if (parts.length <= 1 || !/ {2,}/.test(raw)) {
        split.push({ ...cell, text: raw.trim() });
        continue;
      }
      const per = charWidth(cell);
      for (const p of parts) {
        const start = p.index ?? 0;
        split.push({ ...cell, text: p[0], x0: cell.x0 + start * per, x1: cell.x0 + (start + p[0].length) * per });
      }
    }
    const kept = split.flatMap(splitLeadingFigure).filter((c) => c.text.length > 0);
    if (kept.length === 0) continue;
    lines.push({
      page,
      y: group[0]?.y ?? 0,
      size,
      cells: kept,
      text: kept.map((c) => c.text).join(" "),
    });
  }
  return lines;
}

/** Memory a PDF may take to read (the worker thread's heap). */
const WORKER_HEAP_MB = 512;
/**
 * Memory a PDF read may add to the process, measured as its resident size. The heap limit does
 * not cover the buffers of decoded streams (they live outside the JavaScript heap): a
 * decompression bomb (a few MB of Flate data inflating to gigabytes) grows these instead, so a
 * read whose process grows by more than this is ended like one that runs out of heap.
 */
export const READ_MEMORY_LIMIT_MB = 1024;
/**
 * The thread that runs pdf.js (pdf-text-worker.mjs): a PDF pdf.js cannot open, or one that needs
 * more than WORKER_HEAP_MB of heap or grows the process by more than its memory limit, is reported
 * unreadable.
 */
const reader = new WorkerThread({
  script: new URL("./pdf-text-worker.mjs", import.meta.url),
  heapMb: WORKER_HEAP_MB,
  name: "The PDF reader thread",
  unreadable: (name, message) => new UnreadablePdfError(unreadableMessage(name, message)),
  tooLarge: (mb) => new UnreadablePdfError(`The PDF needs more than ${mb} MB of memory to read`),
});

function unreadableMessage(name: string, message: string): string {
  return name === "PasswordException" ? "The PDF is protected by a password" : `The PDF could not be read: ${message}`;
}

/**
 * Reads the text lines of a PDF (in the reader thread). Rejects with UnreadablePdfError when
 * pdf.js cannot open it or it needs too much memory (more than the thread's heap, or a process
 * grown by more than `memoryLimitMb`, default READ_MEMORY_LIMIT_MB); with the signal's reason
 * when `signal` aborts (the thread is then ended, wherever pdf.js was). Image pages are read by
 * `opts.ocr` (default `ocrPdfPages`).
 */
export async function readPdfText(
  bytes: Uint8Array,
  opts: { maxPages?: number; signal?: AbortSignal; memoryLimitMb?: number; ocr?: OcrPagesReader } = {},
): Promise<PdfText> {
  // pdf.js takes ownership of (detaches) the buffer it is given: send a copy.
  const copy = new Uint8Array(bytes);
  const { pageCount, pages, turns } = await reader.run<{
    pageCount: number;
    pages: Item[][];
    turns?: Array<number[] | null>;
  }>(
    { bytes: copy, maxPages: opts.maxPages ?? Number.MAX_SAFE_INTEGER },
    [copy.buffer],
    opts.memoryLimitMb ?? READ_MEMORY_LIMIT_MB,
    opts.signal,
  );
  // Pages with (almost) no text are images (scans): when they are at least half of the pages
  // read, they are read by OCR (English and German) in place of their text.
  const bare = pages.flatMap((items, i) =>
    items.reduce((n, it) => n + it.text.trim().length, 0) < OCR_MIN_PAGE_CHARS ? [i + 1] : [],
  );
  const turned: Record<number, readonly number[]> = {};
  (turns ?? []).forEach((m, i) => {
    if (m && !bare.includes(i + 1)) turned[i + 1] = m;
  });
  const turnedPages = Object.keys(turned).length > 0 ? { turned } : {};
  if (pages.length === 0 || bare.length * 2 < pages.length) {
    return {
      pageCount,
      pagesRead: pages.length,
      lines: pages.flatMap((items, i) => itemsToLines(items, i + 1)),
      ...turnedPages,
    };
  }
  const ocr = await (opts.ocr ?? ocrPdfPages)(bytes, bare, {
    signal: opts.signal,
    memoryLimitMb: opts.memoryLimitMb ?? READ_MEMORY_LIMIT_MB,
    maxPages: OCR_MAX_PAGES,
  }).catch((err: unknown) => {
    if (opts.signal?.aborted) throw err;
    throw new UnreadablePdfError(`The PDF has no text layer and OCR failed: ${(err as Error).message ?? String(err)}`);
  });
  const read = new Map(ocr.pages.map((p) => [p.page, p.items]));
  // OCR'd cells misread in ways that cannot be anything else (separators, currency signs) are repaired.
  const lines = repairOcrLines(
    pages.flatMap((items, i) => {
      const ocrItems = read.get(i + 1);
      return ocrItems ? itemsToLines(ocrItems, i + 1).map((l) => ({ ...l, ocr: true })) : itemsToLines(items, i + 1);
    }),
  );
  return {
    pageCount,
    pagesRead: pages.length,
    lines,
    ocr: ocr.pages.length > 0,
    ocrPages: [...read.keys()],
    ocrSkipped: ocr.skipped,
    ocrBlankPages: ocr.blank,
    ocrMsPerPage: Math.round(ocr.msPerPage),
    ...turnedPages,
  };
}
