import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ocrPdfPages, stopOcr } from "../../src/server/extraction/ocr";
import { corpusScans, OCR_CACHE_DIR, ocrFingerprint, pdfKey, type StoredOcr, storedOcr } from "./ocr-cache";

afterAll(() => stopOcr());

const scans = corpusScans();
const stored = (bytes: Uint8Array): StoredOcr | undefined => {
  const file = path.join(OCR_CACHE_DIR, `${pdfKey(bytes)}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as StoredOcr) : undefined;
};

describe("stored OCR readings of the corpus's scans", () => {
  it("hold a reading made by today's OCR for every scan (else: OCR_TIME_BUDGET_MS=3600000 npx tsx scripts/make-ocr-cache.ts)", () => {
    expect(scans.length).toBeGreaterThanOrEqual(50);
    const stale = scans.flatMap(({ dir, fixture }) => {
      const entry = stored(fs.readFileSync(path.join(dir, fixture.file)));
      return entry?.fingerprint === ocrFingerprint() && entry.result.skipped === 0 ? [] : [fixture.id];
    });
    expect(stale).toEqual([]);
  });

  it("are what OCR reads today: one scan read live gives its stored reading word for word", async () => {
    // The stored scan with the fewest pages (then by name): a page or two of live OCR.
    const [first] = scans
      .map(({ dir, fixture }) => {
        const bytes = fs.readFileSync(path.join(dir, fixture.file));
        return { id: fixture.id, bytes, entry: stored(bytes) };
      })
      .filter((s): s is typeof s & { entry: StoredOcr } => s.entry !== undefined)
      .sort((a, b) => a.entry.pages.length - b.entry.pages.length || a.id.localeCompare(b.id));
    expect(first).toBeDefined();
    if (!first) return;
    const live = await ocrPdfPages(first.bytes, first.entry.pages);
    expect(live.skipped).toBe(0);
    expect(live.blank).toEqual(first.entry.result.blank);
    expect(live.pages).toEqual(first.entry.result.pages);
    expect(live.pages.flatMap((p) => p.items).length).toBeGreaterThan(50);
  }, 120_000);

  it("are used only for the same PDF bytes and the same pages", () => {
    const { dir, fixture } = scans[0] as (typeof scans)[number];
    const bytes = fs.readFileSync(path.join(dir, fixture.file));
    const entry = storedOcr(bytes, stored(bytes)?.pages ?? []);
    expect(entry).toBeDefined();
    expect(storedOcr(bytes, [...(entry?.pages ?? []), 99])).toBeUndefined();
    const changed = new Uint8Array(bytes);
    changed[changed.length - 2] = (changed[changed.length - 2] ?? 0) ^ 1;
    expect(storedOcr(changed, entry?.pages ?? [])).toBeUndefined();
  });
});
