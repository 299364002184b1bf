import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import {
  OCR_DPI,
  ocrPdfPages,
  type RenderedPage,
  recognizeOcrPage,
  renderOcrPage,
  stopOcr,
} from "../src/server/extraction/ocr";
import { writePerformanceBlock } from "./performance-doc";

/**
 * OCR bench (`npm run bench:ocr`): the time an image-only page costs end to end (`ocrPdfPages`:
 * render and clean in the render thread, Tesseract in its own, one page apart) beside its bare
 * ceiling measured in the same run, Tesseract alone on the same already-rendered pages (what no
 * schedule of one Tesseract worker can beat), and the render thread alone. Corpus scans of the
 * unseen batches 2 and 3 (150 and 200 dpi, rotated, JPEG): 12 pages.
 *
 * Writes the figures into docs/performance.md between its own markers under "OCR of scanned pages".
 *
 *   npx tsx bench/ocr.ts [--rounds 2] [--no-write]
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const HEADING = "### OCR of scanned pages";
const FILES = [
  "unseen2/scan-fop-hgb-staffelform-berichtsjahr.pdf",
  "unseen2/scan-pdfmake-shop-wrapped.pdf",
  "unseen2/scan-rsvg-management-usd.pdf",
  "unseen3/scan-haru-hgb-staffelform-eur-teur.pdf",
  "unseen3/scan-reactpdf-us-quarterly-ytd.pdf",
  "unseen3/scan-tcpdf-qb-profit-loss.pdf",
].map((f) => path.join(root, "test/fixtures/extraction-corpus", f));
/** Pages of each file (every scan of the list has two). */
const PAGES = [1, 2];

const { values: args } = parseArgs({
  options: {
    rounds: { type: "string", default: "2" },
    "no-write": { type: "boolean", default: false },
  },
});

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const result = await run();
  return [result, performance.now() - t];
}

interface Round {
  render: number;
  recognize: number;
  endToEnd: number;
  pages: number;
}

async function round(files: Uint8Array[]): Promise<Round> {
  const rendered: RenderedPage[] = [];
  let render = 0;
  for (const bytes of files) {
    for (const p of PAGES) {
      const [page, ms] = await timed(() => renderOcrPage(bytes, p));
      if (!page) throw new Error(`page ${p} missing`);
      rendered.push(page);
      render += ms;
    }
  }
  let recognize = 0;
  for (const page of rendered) recognize += (await timed(() => recognizeOcrPage(page)))[1];
  let endToEnd = 0;
  for (const bytes of files) {
    const [result, ms] = await timed(() => ocrPdfPages(bytes, PAGES));
    if (result.pages.length !== PAGES.length) throw new Error("a page was not read");
    endToEnd += ms;
  }
  return { render, recognize, endToEnd, pages: rendered.length };
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  const files = FILES.map((f) => new Uint8Array(fs.readFileSync(f)));
  const loadBefore = os.loadavg()[0] ?? 0;
  // Warm-up: the threads start and Tesseract loads its language data (not timed).
  await ocrPdfPages(files[0] as Uint8Array, [1]);
  const rounds: Round[] = [];
  for (let i = 0; i < Number(args.rounds); i++) rounds.push(await round(files));
  const loadAfter = os.loadavg()[0] ?? 0;
  stopOcr();
  const per = (pick: (r: Round) => number) =>
    rounds.reduce((n, r) => n + pick(r), 0) / rounds.reduce((n, r) => n + r.pages, 0);
  const render = per((r) => r.render);
  const recognize = per((r) => r.recognize);
  const endToEnd = per((r) => r.endToEnd);
  const block = [
    `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC by \`npm run bench:ocr\` (${rounds.length} rounds of ${rounds[0]?.pages ?? 0} pages, ${os.cpus().length} cores, load average ${loadBefore.toFixed(1)} at the start and ${loadAfter.toFixed(1)} at the end; ${OCR_DPI} dpi):`,
    "",
    "| per page | time | beside the ceiling |",
    "|---|---:|---:|",
    `| Tesseract alone on the rendered pages (ceiling) | ${s(recognize)} | 100 % |`,
    `| render and clean alone (render thread) | ${s(render)} | |`,
    `| the two one after the other (no overlap) | ${s(render + recognize)} | ${((100 * recognize) / (render + recognize)).toFixed(0)} % |`,
    `| **\`ocrPdfPages\` end to end (overlapped)** | **${s(endToEnd)}** | **${((100 * recognize) / endToEnd).toFixed(0)} %** |`,
    "",
    `Goal ≤ 3 s a page: ${endToEnd <= 3000 ? "**met**" : "**not met**"} in this run.`,
  ];
  console.log(block.join("\n"));
  if (!args["no-write"]) writePerformanceBlock("ocr", HEADING, block);
}

await main();
