import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { createWorker, OEM, PSM, type Worker as TesseractWorker } from "tesseract.js";
import { lineShape, pgmImage, readPgm, turnImage } from "./ocr-ink.mjs";
import { WorkerThread } from "./worker-thread";

/**
 * OCR of image-only PDF pages, inside the service with nothing fetched at run time: pages are
 * rendered with pdf.js on @napi-rs/canvas (ocr-render-worker.mjs, a worker thread), and read by
 * tesseract.js (its WebAssembly core from node_modules, its own worker thread) with the English
 * and German language data of the @tesseract.js-data/eng and /deu packages. The words come back
 * as positioned items in PDF points (x to the right, y upwards, y on the baseline), the same
 * shape the text reader's items have, so the statement reader parses OCR output unchanged.
 */

/** Languages read (Tesseract's codes), German first: it keeps umlauts that English alone reads as plain vowels. */
export const OCR_LANGUAGES = ["deu", "eng"] as const;
/** Resolution the pages are rendered at. */
export const OCR_DPI = 300;
/** Largest page image (pixels); larger pages are rendered at a lower resolution. */
export const OCR_MAX_PIXELS = 12_000_000;
/**
 * Pages OCR'd from one file at most: every page the reader reads (400); the time budget below is
 * what bounds a long scanned report (its statements may be on pages 12-15 of 30).
 */
export const OCR_MAX_PAGES = 400;
/**
 * No further page is started after this long; the pages read so far are kept. `OCR_TIME_BUDGET_MS`
 * in the environment changes it: the test suites raise it so that what the corpus tests measure
 * does not depend on how loaded the machine is (a starved machine would skip pages).
 */
export const OCR_TIME_BUDGET_MS = ocrTimeBudget(process.env.OCR_TIME_BUDGET_MS);

function ocrTimeBudget(raw: string | undefined): number {
  const n = Number(raw);
  return raw !== undefined && raw !== "" && Number.isFinite(n) && n > 0 ? n : 75_000;
}
/** A page with fewer characters of text than this counts as an image (a scan). */
export const OCR_MIN_PAGE_CHARS = 25;
/** Memory the render thread's heap may take. */
const RENDER_HEAP_MB = 512;
/** An idle render thread or Tesseract worker is ended after this long. */
const IDLE_MS = 30_000;

/** One word read by OCR, positioned like a text item of pdf-text.ts. */
export interface OcrItem {
  text: string;
  x0: number;
  x1: number;
  /** Baseline of the word's line, PDF points from the bottom of the page. */
  y: number;
  /** Height of the word's line (about the font size), in points. */
  size: number;
  /** Tesseract's confidence in the word, 0-1. */
  confidence: number;
}

export interface OcrPage {
  page: number;
  items: OcrItem[];
}

export interface OcrResult {
  pages: OcrPage[];
  /** Pages found near-empty before recognition (grain, specks, a page number): not OCR'd. */
  blank: number[];
  /** Pages that were to be read but were left out (page limit or time budget). */
  skipped: number;
  /** Time taken for rendering and recognition together, per page read. */
  msPerPage: number;
}

export interface RenderedPage {
  page: number;
  width: number;
  height: number;
  scale: number;
  pgm: Uint8Array;
  /** How much the cleaned image looks like print (ocr-ink.mjs). */
  ink?: { words: number; inkedFraction: number; nearEmpty: boolean; turned?: boolean; leaning?: boolean };
  /**
   * 90 when the page's words ran down it and the image was turned a quarter clockwise for reading
   * (a landscape statement scanned upright); width and height are then the turned page's.
   */
  turn?: number;
}

/** A page that could not be rendered because it needs too much memory, or a PDF pdf.js cannot open. */
export class OcrRenderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OcrRenderError";
  }
}

/** The render thread (ocr-render-worker.mjs): one page at a time. */
const renderer = new WorkerThread({
  script: new URL("./ocr-render-worker.mjs", import.meta.url),
  heapMb: RENDER_HEAP_MB,
  name: "The OCR render thread",
  unreadable: (_name, message) => new OcrRenderError(`The PDF could not be read: ${message}`),
  tooLarge: (mb) => new OcrRenderError(`Rendering the page for OCR needs more than ${mb} MB of memory`),
});

const require = createRequire(import.meta.url);

/**
 * A directory holding the installed language data under the names Tesseract asks for
 * (`eng.traineddata.gz`, `deu.traineddata.gz`): each @tesseract.js-data package keeps its own
 * folder, while tesseract.js reads all languages from one `langPath`. Links (or copies where
 * links are not allowed) to the packages' files; nothing is downloaded.
 */
function languageDirectory(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ocr-lang-"));
  for (const lang of OCR_LANGUAGES) {
    const pkg = path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`));
    // The LSTM-only ("best_int") models: what the LSTM engine uses, and a third of the size.
    const file = path.join(pkg, "4.0.0_best_int", `${lang}.traineddata.gz`);
    const target = path.join(dir, `${lang}.traineddata.gz`);
    try {
      fs.symlinkSync(file, target);
    } catch {
      fs.copyFileSync(file, target);
    }
  }
  return dir;
}

/** The Tesseract worker, created on first use, ended when idle or when a read is aborted. */
class Recognizer {
  private worker: Promise<TesseractWorker> | undefined;
  private idle: NodeJS.Timeout | undefined;

  private async create(): Promise<TesseractWorker> {
    const dir = languageDirectory();
    // The data is read once, into the worker's memory: the links are not needed afterwards.
    const worker = await createWorker(OCR_LANGUAGES.join("+"), OEM.LSTM_ONLY, {
      langPath: dir,
      cachePath: dir,
      // Never write a cache (the default writes the traineddata into the working directory).
      cacheMethod: "none",
      gzip: true,
      logger: () => {},
      errorHandler: () => {},
    }).finally(() => fs.rmSync(dir, { recursive: true, force: true }));
    await worker.setParameters({
      // One block: a statement's row (label, note, amounts) stays one line however wide its gaps.
      tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
      preserve_interword_spaces: "1",
      user_defined_dpi: String(OCR_DPI),
      // Tesseract's own diagnostics ("Image too small to scale!!") would go to the server's stdout.
      debug_file: "/dev/null",
    });
    return worker;
  }

  stop(): void {
    const w = this.worker;
    this.worker = undefined;
    if (w) void w.then((x) => x.terminate()).catch(() => {});
  }

  async recognize(image: Uint8Array, signal?: AbortSignal) {
    if (this.idle) clearTimeout(this.idle);
    signal?.throwIfAborted();
    this.worker ??= this.create();
    const current = this.worker;
    let onAbort: (() => void) | undefined;
    try {
      const aborted = new Promise<never>((_, reject) => {
        onAbort = () => {
          this.stop();
          reject(signal?.reason);
        };
        signal?.addEventListener("abort", onAbort, { once: true });
      });
      const worker = await Promise.race([current, aborted]);
      const result = await Promise.race([
        worker.recognize(Buffer.from(image.buffer, image.byteOffset, image.byteLength), {}, { blocks: true }),
        aborted,
      ]);
      return result.data;
    } catch (err) {
      if (this.worker === current && !signal?.aborted) this.stop();
      throw err;
    } finally {
      if (onAbort) signal?.removeEventListener("abort", onAbort);
      this.idle = setTimeout(() => this.stop(), IDLE_MS);
      this.idle.unref();
    }
  }
}

const recognizer = new Recognizer();
let tail: Promise<unknown> = Promise.resolve();

type TesseractPage = Awaited<ReturnType<Recognizer["recognize"]>>;

/**
 * Whether a recognised word is text rather than a speck or a rule's remains: punctuation alone
 * (other than a dash, which statements print for zero) and short words Tesseract itself doubts
 * are left out.
 */
function keepWord(text: string, confidence: number): boolean {
  if (text.length === 0) return false;
  if (!/[\p{L}\p{N}]/u.test(text)) return /^[-–—/&%]$/.test(text) && confidence >= 0.5;
  if (text.length === 1 && /\p{Ll}/u.test(text)) return confidence >= 0.7;
  return !(text.length <= 3 && confidence < 0.4);
}

/**
 * Three confusions Tesseract makes on statements, undone where they cannot be anything else: a
 * roman enumerator whose I reads as l or i at the start of a line ("Il." → "II.", "Ill." →
 * "III."), and the German ü read as "ii" before a consonant ("Jahresiiberschuss",
 * "Gewinnriicklagen"; English words hardly have "ii" inside), and a speck read as a sign glued to
 * a year that Tesseract doubts ("©2024" heading a column: `confidence` under 0.5).
 */
export function fixWord(text: string, first: boolean, confidence = 1): string {
  // A speck read as a sign glued to a year ("©2024" over a column on a photocopy), where Tesseract doubts the word.
  const year = confidence < 0.5 ? /^[©®°«»"'“”‘’*]+((?:19|20)\d\d)$/.exec(text) : null;
  if (year) return year[1] as string;
  if (first && /^[IVXil]*[il][IVXil]*\.$/.test(text)) return text.replace(/[il]/g, "I");
  return text.replace(/(?<=\p{L})ii(?=[bcdfghklmnprstz])/gu, "ü").replace(/^Ii(?=[bcdfghklmnprstz])/, "Ü");
}

const MONTH =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|januar|februar|märz|mai|juni|juli|oktober|dezember)[.,]?$/i;
/** A day ("31", "31,", "31.") or a year ("2025", "2025)", "2025,") of a date. */
const DAY_OR_YEAR = /^(?:\d{1,2}[.,]?|(?:19|20)\d\d[.,;)]*)$/;

/**
 * Whether a word continues a date with the word before it: a day or year after a month ("March" |
 * "31, 2025)"), a month after a day ("31." | "Dezember 2025"). The last word of the previous text counts.
 */
export function datePartsJoin(previous: string, next: string): boolean {
  const last = previous.trim().split(/\s+/).pop() ?? "";
  const first = next.trim().split(/\s+/)[0] ?? "";
  if (MONTH.test(last) && DAY_OR_YEAR.test(first)) return true;
  return /^\d{1,2}\.$/.test(last) && MONTH.test(first);
}

/**
 * The words of one recognised page as items in PDF points. Every word of a Tesseract line gets
 * the line's baseline and height, so a row read from a slightly rotated scan stays one line.
 */
export function wordsToItems(data: TesseractPage, page: { height: number; scale: number }): OcrItem[] {
  const items: OcrItem[] = [];
  const s = page.scale;
  for (const block of data.blocks ?? []) {
    for (const para of block.paragraphs) {
      for (const line of para.lines) {
        const words = line.words.filter((w) => keepWord(w.text.trim(), w.confidence / 100));
        if (words.length === 0) continue;
        const base = line.baseline;
        const basePx =
          base && Number.isFinite(base.y0) && Number.isFinite(base.y1) && base.x1 > base.x0
            ? (base.y0 + base.y1) / 2
            : line.bbox.y1;
        const heights = words.map((w) => w.bbox.y1 - w.bbox.y0).sort((a, b) => a - b);
        const median = heights[Math.floor(heights.length / 2)] ?? 0;
        const rowPx = line.rowAttributes?.rowHeight;
        // Capitals and digits fill about 0.7 of the font size; the row height is close to it.
        const sizePx = rowPx && rowPx > 0 ? Math.min(rowPx, median / 0.6) : median / 0.7;
        const size = Math.max(4, sizePx / s);
        const y = page.height - basePx / s;
        let previous: OcrItem | undefined;
        for (const [i, w] of words.entries()) {
          const item: OcrItem = {
            text: fixWord(w.text.trim(), i === 0, w.confidence / 100),
            x0: w.bbox.x0 / s,
            x1: w.bbox.x1 / s,
            y,
            size,
            confidence: Math.max(0, Math.min(1, w.confidence / 100)),
          };
          // Words of a label stay one cell across a wider gap (a "/" Tesseract did not see, as in
          // "Jahresüberschuss / Jahresfehlbetrag"); amounts and note numbers keep their own.
          if (
            previous &&
            // (its last word: a date joined below, "Dec 2025", takes no label words after it)
            /\p{L}{2}/u.test(previous.text.split(" ").pop() ?? "") &&
            /^\p{L}{2}/u.test(item.text) &&
            item.x0 - previous.x1 <= 1.5 * size
          ) {
            previous.text += ` ${item.text}`;
            previous.x1 = item.x1;
            previous.confidence = Math.min(previous.confidence, item.confidence);
            continue;
          }
          // The parts of a date stay one cell across a word's gap ("March" | "31, 2025)"): Tesseract's
          // boxes hug the ink, so its word gaps are wider than a text layer's.
          if (previous && datePartsJoin(previous.text, item.text) && item.x0 - previous.x1 <= size) {
            previous.text += ` ${item.text}`;
            previous.x1 = item.x1;
            previous.confidence = Math.min(previous.confidence, item.confidence);
            continue;
          }
          items.push(item);
          previous = item;
        }
      }
    }
  }
  return items;
}

/** What reads a PDF's image pages: `ocrPdfPages`, or a stand-in with its signature (the corpus tests' stored readings, test/support/ocr-cache.ts). */
export type OcrPagesReader = typeof ocrPdfPages;

/**
 * OCRs the given pages of a PDF (1-based numbers), at most OCR_MAX_PAGES and within
 * OCR_TIME_BUDGET_MS; one file at a time per process (OCR keeps up to two threads busy: the next
 * page renders while Tesseract reads this one). Rejects with the signal's reason when `signal`
 * aborts (the render thread and the Tesseract worker are ended), and with OcrRenderError when a
 * page cannot be rendered within the memory limits.
 */
export function ocrPdfPages(
  bytes: Uint8Array,
  pages: readonly number[],
  opts: { signal?: AbortSignal; memoryLimitMb?: number; maxPages?: number } = {},
): Promise<OcrResult> {
  const run = tail.then(() => ocrNow(bytes, pages, opts));
  tail = run.catch(() => {});
  return run;
}

/**
 * Renders one page (1-based) for OCR in the render thread: a cleaned grey image and its ink
 * summary, or undefined when the PDF has no such page. Exported for the OCR bench.
 */
export function renderOcrPage(
  bytes: Uint8Array,
  page: number,
  opts: { signal?: AbortSignal; memoryLimitMb?: number } = {},
): Promise<RenderedPage | undefined> {
  // pdf.js takes ownership of (detaches) the buffer it is given: send a copy.
  const copy = new Uint8Array(bytes);
  return renderer
    .run<{ pages: RenderedPage[] }>(
      { bytes: copy, pages: [page], dpi: OCR_DPI, maxPixels: OCR_MAX_PIXELS },
      [copy.buffer],
      opts.memoryLimitMb ?? 1024,
      opts.signal,
    )
    .then((r) => r.pages[0]);
}

/**
 * Below this mean confidence (0-100) of its longer words, a page turned or leaning (its words may run
 * down it) is read again turned round.
 */
const TURNED_CONFIDENCE = 70;
/**
 * Below this mean confidence, a page that looks upright is read again half a turn round (fed upside
 * down into the scanner). Print read upside down comes back at 30-45; an upright page this doubtful
 * is hardly readable anyway, so the second recognition is spent only where it may pay.
 */
const UPSIDE_DOWN_CONFIDENCE = 55;
/**
 * The share of the ink beside its text lines' cores that stands above them (`lineShape`) from which a
 * page's print is taken to stand upright: Latin print has more above (capitals, digits, ascenders)
 * than below (descenders), so an upright page gives over half (corpus scans 0.56-0.82) and a page fed
 * upside down under half (0.26). A doubtful page whose print stands upright is not read again half a
 * turn round: its second reading would only cost time.
 */
const UPRIGHT_SHARE = 0.5;
/**
 * The share of ink above the text lines' cores (`lineShape`) under which an upright-looking page is
 * taken to be upside down before any reading, and read half a turn round first: batch 17's page fed
 * upside down has 0.26, every upright corpus page measured 0.53 or more.
 */
const UPSIDE_DOWN_SHARE = 0.4;
/** How much more Tesseract must believe a page's half-turned reading for it to replace an upright-looking one. */
const UPSIDE_DOWN_MARGIN = 15;

/** Mean Tesseract confidence (0-100) of the words of three or more letters or digits; 0 without any. */
export function meanWordConfidence(data: Pick<TesseractPage, "blocks">): number {
  let sum = 0;
  let n = 0;
  for (const block of data.blocks ?? [])
    for (const para of block.paragraphs)
      for (const line of para.lines)
        for (const w of line.words) {
          if ((w.text.match(/[\p{L}\p{N}]/gu) ?? []).length < 3) continue;
          sum += w.confidence;
          n += 1;
        }
  return n > 0 ? sum / n : 0;
}

/**
 * Whether the print of a rendered page stands upright by the shape of its text lines (`lineShape`,
 * no recognition: a few tens of milliseconds). Exported for the tests.
 */
export function printStandsUpright(rendered: RenderedPage): boolean {
  const image = readPgm(rendered.pgm);
  if (!image) return false;
  return lineShape(image.px, image.w, image.h, rendered.scale).upright > UPRIGHT_SHARE;
}

/** A way a page image is turned round for a second reading. */
export type PageTurn = "half" | "clockwise" | "anticlockwise";

/**
 * A rendered page's image turned: half a turn, or a quarter (its width and height, in pixels and in
 * points, then swapped). Exported for the tests.
 */
export function turnRendered(rendered: RenderedPage, how: PageTurn): RenderedPage {
  const image = readPgm(rendered.pgm);
  if (!image) return rendered;
  const quarter = how !== "half";
  const { out: pgm, px } = quarter ? pgmImage(image.h, image.w) : pgmImage(image.w, image.h);
  px.set(turnImage(image.px, image.w, image.h, how));
  return quarter ? { ...rendered, pgm, width: rendered.height, height: rendered.width } : { ...rendered, pgm };
}

/**
 * The second readings worth trying for a page whose first reading is doubtful (`confidence`, 0-100):
 * a page the render thread turned a quarter, half a turn more (its top was at the paper's right); a
 * page whose words lean down it, a quarter either way (clockwise first: landscape pages print with
 * their top at the paper's left); an upright-looking page Tesseract hardly believes, half a turn
 * (fed upside down), unless the shape of its text lines shows its print standing upright
 * (`standsUpright`: a poor scan read poorly either way). Exported for the tests.
 */
export function turnsToTry(
  ink: RenderedPage["ink"],
  turned: boolean,
  confidence: number,
  standsUpright: () => boolean = () => false,
): PageTurn[] {
  if (confidence >= TURNED_CONFIDENCE) return [];
  if (turned) return ["half"];
  if (ink?.leaning) return ["clockwise", "anticlockwise"];
  return confidence < UPSIDE_DOWN_CONFIDENCE && !standsUpright() ? ["half"] : [];
}

/** The share of the ink beside a rendered page's text-line cores that stands above them (`lineShape`). */
function upwardShare(rendered: RenderedPage): number {
  const image = readPgm(rendered.pgm);
  return image ? lineShape(image.px, image.w, image.h, rendered.scale).upright : 0.5;
}

/**
 * How a page is best turned before its first reading, from the shape of its text lines (`lineShape`,
 * no recognition, tens of milliseconds): a page the render thread turned a quarter clockwise whose
 * print then stands upside down, half a turn more; a page whose words lean down it, the quarter turn
 * after which its print stands upright (the likelier of the two, when either does); an upright-looking
 * page whose print clearly stands upside down (fed so into the scanner), half a turn. Undefined: read
 * it as it stands first. Print read sideways or upside down costs Tesseract the most (6-12 s for batch
 * 17's landscape and upside-down pages, against 1-2 s the right way up), and that first wrong reading
 * is what the second and third readings of ocr4 followed. Exported for the tests.
 */
export function firstTurn(
  rendered: RenderedPage,
  share: (page: RenderedPage) => number = upwardShare,
): PageTurn | undefined {
  // (0.5: no lines to tell by; read as it stands)
  if (rendered.turn) return share(rendered) < UPRIGHT_SHARE ? "half" : undefined;
  if (!rendered.ink?.leaning) return share(rendered) < UPSIDE_DOWN_SHARE ? "half" : undefined;
  const clockwise = share(turnRendered(rendered, "clockwise"));
  const anticlockwise = share(turnRendered(rendered, "anticlockwise"));
  if (Math.max(clockwise, anticlockwise) <= UPRIGHT_SHARE) return undefined;
  return clockwise >= anticlockwise ? "clockwise" : "anticlockwise";
}

interface Reading {
  data: TesseractPage;
  page: RenderedPage;
  confidence: number;
}

/**
 * Reads a rendered page with Tesseract: its words as items in PDF points. A page whose words run down
 * it is first read the way its lines' shape says is upright (`firstTurn`), and that reading is kept
 * when Tesseract believes it (70 or more). Otherwise the page is read as it stands, and one whose
 * reading comes back doubtful is read again turned round (`turnsToTry`): the reading Tesseract
 * believes most is kept; an upright-looking page's half-turned reading only when Tesseract believes it
 * clearly more. Exported for the OCR bench.
 */
export async function recognizeOcrPage(rendered: RenderedPage, signal?: AbortSignal): Promise<OcrItem[]> {
  const read = async (page: RenderedPage): Promise<Reading> => {
    const data = await recognizer.recognize(page.pgm, signal);
    return { data, page, confidence: meanWordConfidence(data) };
  };
  const start = firstTurn(rendered);
  const first = start ? await read(turnRendered(rendered, start)) : undefined;
  if (first && first.confidence >= TURNED_CONFIDENCE) return wordsToItems(first.data, first.page);
  let best = await read(rendered);
  const upright = !rendered.turn && !rendered.ink?.leaning;
  // (the same margin as below: an upright-looking page's turned reading must be clearly believed more)
  if (first && first.confidence > best.confidence + (upright ? UPSIDE_DOWN_MARGIN : 0)) best = first;
  const turns = turnsToTry(rendered.ink, Boolean(rendered.turn), best.confidence, () =>
    printStandsUpright(rendered),
  ).filter((how) => how !== start);
  for (const how of turns) {
    const other = await read(turnRendered(rendered, how));
    if (other.confidence > best.confidence + (upright ? UPSIDE_DOWN_MARGIN : 0)) best = other;
    if (best.confidence >= TURNED_CONFIDENCE) break;
  }
  return wordsToItems(best.data, best.page);
}

async function ocrNow(
  bytes: Uint8Array,
  pages: readonly number[],
  opts: { signal?: AbortSignal; memoryLimitMb?: number; maxPages?: number },
): Promise<OcrResult> {
  const started = Date.now();
  const wanted = pages.slice(0, opts.maxPages ?? OCR_MAX_PAGES);
  const out: OcrPage[] = [];
  const blank: number[] = [];
  const withinBudget = () => Date.now() - started <= OCR_TIME_BUDGET_MS;
  const render = (p: number) => {
    const job = renderOcrPage(bytes, p, opts);
    // Awaited in turn, or dropped when the time budget ends the file: never an unhandled rejection.
    job.catch(() => {});
    return job;
  };
  // Two threads, one page apart: the render thread draws and cleans the next page while Tesseract
  // reads this one, so a page costs about the longer of the two, not their sum.
  let next = wanted.length > 0 ? render(wanted[0] as number) : undefined;
  for (const [k, p] of wanted.entries()) {
    if (out.length + blank.length > 0 && !withinBudget()) break;
    const rendered = await next;
    const following = wanted[k + 1];
    next = following !== undefined && withinBudget() ? render(following) : undefined;
    if (!rendered) continue;
    // A near-empty page (scanner grain and specks, which Tesseract can take minutes over): skipped.
    if (rendered.ink?.nearEmpty) {
      blank.push(p);
      continue;
    }
    out.push({ page: p, items: await recognizeOcrPage(rendered, opts.signal) });
  }
  const ms = Date.now() - started;
  const done = out.length + blank.length;
  return { pages: out, blank, skipped: pages.length - done, msPerPage: done > 0 ? ms / done : 0 };
}

/** Ends the OCR threads now (tests, shutdown); they start again on demand. */
export function stopOcr(): void {
  renderer.stop();
  recognizer.stop();
}
