// Stores today's OCR reading of every scan of the extraction corpus (test/support/ocr-cache.ts), for
// the corpus tests: run it after changing OCR (src/server/extraction/ocr.ts, its render thread, or the
// pdf.js / tesseract.js packages or language data) or adding scans, and commit the files it writes.
// Readings already current are kept (--all reads every scan again); readings of no current scan are
// removed. OCR is given an hour a file, so that no page is left out for time.
//
// Usage: npx tsx scripts/make-ocr-cache.ts [--all]
import fs from "node:fs";
import path from "node:path";
import { extractStatements } from "../src/server/extraction/extract";
import { stopOcr } from "../src/server/extraction/ocr";
import { cachedOcr, corpusScans, currentEntry, OCR_CACHE_DIR, ocrFingerprint, pdfKey } from "../test/support/ocr-cache";

if (!process.env.OCR_TIME_BUDGET_MS) {
  console.error("Run with OCR_TIME_BUDGET_MS=3600000 (no page may be skipped for time)");
  process.exit(2);
}
const all = process.argv.includes("--all");
const record = cachedOcr({ record: true });
const keep = new Set<string>();
let read = 0;
for (const { dir, fixture } of corpusScans()) {
  const bytes = fs.readFileSync(path.join(dir, fixture.file));
  keep.add(`${pdfKey(bytes)}.json`);
  // A stored reading is current when today's fingerprint made it (the pages asked are checked on use).
  if (!all && currentEntry(bytes)) continue;
  const started = Date.now();
  await extractStatements(bytes, { ocr: record });
  read++;
  console.log(`${path.relative(process.cwd(), path.join(dir, fixture.file))}: ${Date.now() - started} ms`);
}
stopOcr();
for (const f of fs.readdirSync(OCR_CACHE_DIR))
  if (f.endsWith(".json") && !keep.has(f)) {
    fs.rmSync(path.join(OCR_CACHE_DIR, f));
    console.log(`removed ${f} (no current scan)`);
  }
console.log(`${read} scans read, ${keep.size} readings stored (fingerprint ${ocrFingerprint()})`);
