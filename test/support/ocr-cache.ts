import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { type OcrPagesReader, type OcrResult, ocrPdfPages } from "../../src/server/extraction/ocr";
import { CORPUS_DIR, corpusDirs, type Fixture, loadFixtures } from "./corpus-score";

/**
 * Stored OCR readings of the extraction corpus's scans (test/fixtures/extraction-corpus/ocr-cache/),
 * so that the corpus tests measure the reader on the scans without running Tesseract over 120 pages
 * on every `npm test` (minutes of the suite's 40-minute budget; docs/testing.md).
 *
 * A reading is the exact output of `ocrPdfPages` for one PDF (its words, their boxes and confidences),
 * stored under the PDF's SHA-256 with the fingerprint of everything that makes it: the source of the
 * OCR modules (rendering, cleaning, Tesseract's settings, the word filter), the versions of pdf.js,
 * tesseract.js and its core, and the language data's bytes. A reading whose fingerprint is not
 * today's is never used: the scan is read live. `ocr-cache.test.ts` fails when a corpus scan has no
 * current reading (run `npx tsx scripts/make-ocr-cache.ts`), and reads one scan live to show the
 * stored reading is what OCR gives today. Everything after OCR (lines, columns, rows, the checks) runs
 * live on every test. OCR_CACHE=off reads every scan live.
 */

export const OCR_CACHE_DIR = path.join(CORPUS_DIR, "ocr-cache");

const EXTRACTION_DIR = path.resolve(import.meta.dirname, "../../src/server/extraction");
/** The modules whose code decides what OCR returns (ocr.ts and the render thread it runs). */
const OCR_SOURCES = ["ocr.ts", "ocr-render-worker.mjs", "ocr-ink.mjs", "pdf-worker-common.mjs"];
/** The packages whose code or data decides it. */
const OCR_PACKAGES = [
  "pdfjs-dist",
  "tesseract.js",
  "tesseract.js-core",
  "@tesseract.js-data/eng",
  "@tesseract.js-data/deu",
];

export interface StoredOcr {
  fingerprint: string;
  /** The pages asked for (1-based), as `readPdfText` asked. */
  pages: number[];
  result: OcrResult;
}

let fingerprintMemo: string | undefined;

/** The fingerprint of today's OCR: its sources, its packages' versions and the language data. */
export function ocrFingerprint(): string {
  if (fingerprintMemo) return fingerprintMemo;
  const require = createRequire(import.meta.url);
  const hash = createHash("sha256");
  for (const file of OCR_SOURCES) hash.update(`${file}\n`).update(fs.readFileSync(path.join(EXTRACTION_DIR, file)));
  for (const name of OCR_PACKAGES) {
    const manifest = require.resolve(`${name}/package.json`);
    hash.update(`${name}@${(JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string }).version}\n`);
    if (name.startsWith("@tesseract.js-data/")) {
      const lang = name.slice("@tesseract.js-data/".length);
      hash.update(fs.readFileSync(path.join(path.dirname(manifest), "4.0.0_best_int", `${lang}.traineddata.gz`)));
    }
  }
  fingerprintMemo = hash.digest("hex").slice(0, 32);
  return fingerprintMemo;
}

export const pdfKey = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");

const entryPath = (key: string) => path.join(OCR_CACHE_DIR, `${key}.json`);

/** The stored reading of a PDF made by today's OCR (whatever pages it read), if there is one. */
export function currentEntry(bytes: Uint8Array): StoredOcr | undefined {
  const file = entryPath(pdfKey(bytes));
  if (!fs.existsSync(file)) return undefined;
  const entry = JSON.parse(fs.readFileSync(file, "utf8")) as StoredOcr;
  return entry.fingerprint === ocrFingerprint() ? entry : undefined;
}

/** The stored reading of a PDF, when there is one made by today's OCR for these pages. */
export function storedOcr(bytes: Uint8Array, pages: readonly number[]): StoredOcr | undefined {
  const entry = currentEntry(bytes);
  const samePages = entry && entry.pages.length === pages.length && entry.pages.every((p, i) => p === pages[i]);
  return samePages ? entry : undefined;
}

/** How many scans a reader made by `cachedOcr` answered from the store, and how many it read live. */
export const ocrCacheUse = { stored: 0, live: 0 };

/**
 * An `ocrPdfPages` that answers from the store when it holds today's reading of the PDF, and reads
 * live otherwise (or always, with OCR_CACHE=off). With `record`, a live reading that read every page
 * asked for is stored (scripts/make-ocr-cache.ts).
 */
export function cachedOcr(opts: { record?: boolean } = {}): OcrPagesReader {
  const off = process.env.OCR_CACHE === "off";
  return async (bytes, pages, ocrOpts) => {
    const entry = off || opts.record ? undefined : storedOcr(bytes, pages);
    if (entry) {
      ocrCacheUse.stored++;
      return structuredClone(entry.result);
    }
    ocrCacheUse.live++;
    const result = await ocrPdfPages(bytes, pages, ocrOpts);
    if (opts.record && result.skipped === 0) {
      const stored: StoredOcr = { fingerprint: ocrFingerprint(), pages: [...pages], result };
      fs.mkdirSync(OCR_CACHE_DIR, { recursive: true });
      fs.writeFileSync(entryPath(pdfKey(bytes)), `${JSON.stringify(stored)}\n`);
    }
    return result;
  };
}

/** Every scan of the extraction corpus (each batch folder): its folder and fixture. */
export function corpusScans(): Array<{ dir: string; fixture: Fixture }> {
  return corpusDirs().flatMap((dir) =>
    loadFixtures(dir).flatMap((fixture) => (fixture.kind === "scan" ? [{ dir, fixture }] : [])),
  );
}
