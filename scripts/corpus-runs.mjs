// The placed-run files of the later corpus makers (unseen batches 7 to 10): each statement page's
// runs and rules as placePage (corpus-layout.mjs) computes them, written as lines "P|width|height",
// "T|bold|size|right|x|y|text" (y from the top, baseline; right: x is the run's right edge) and
// "L|x1|x2|y", which each producer's own program then draws. Generation only; tests read the
// committed PDFs.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { helvetica, placePage } from "./corpus-layout.mjs";

/** Base-14 metrics from pdf-lib (Times; Helvetica is corpus-layout's): a fresh object a maker may extend. */
export async function runMetrics() {
  const pdf = await PDFDocument.create();
  const r = await pdf.embedFont(StandardFonts.TimesRoman);
  const b = await pdf.embedFont(StandardFonts.TimesRomanBold);
  return { times: (t, isBold, size) => (isBold ? b : r).widthOfTextAtSize(t, size), helvetica };
}

/** The running header and footer of the makers' pages: the company, an optional right text, "Page n of m". */
export const runningHeader = (d, n, total) => ({
  left: d.company,
  right: d.runningRight ?? "",
  foot: d.lang === "de" ? `Seite ${n} von ${total}` : `Page ${n} of ${total}`,
});

/**
 * Dotted leaders: each label at the margin gets " . . ." up to the first amount on its line, as many
 * dots as fit with two spaces' room before that amount (the label is left alone when fewer than two fit).
 */
function addLeaders(items, margin, measure) {
  for (const it of items) {
    if (it.x !== margin || it.right) continue;
    const amounts = items.filter((o) => o.right && Math.abs(o.y - it.y) < 0.01 && /\d/.test(o.text));
    if (amounts.length === 0) continue;
    const firstLeft = Math.min(...amounts.map((o) => o.x - measure(o.text, o.bold, o.size)));
    const room = firstLeft - (it.x + measure(it.text, it.bold, it.size)) - 2 * measure(" ", false, it.size);
    const dots = Math.floor(room / measure(" .", false, it.size));
    if (dots > 1) it.text = `${it.text} ${" .".repeat(dots).trim()}`;
  }
}

/**
 * Writes the runs of a document's page grids to `<workDir>/<doc.id>.runs` and returns the path.
 * `resolve`: right-aligned runs turned into left x by the font's metrics (for the producers that do
 * not align themselves); `leaders`: dotted leaders from each label to its first amount (addLeaders);
 * `header`: a function as `runningHeader`, drawn above and below each page.
 */
export function writeRunsFile(
  doc,
  grids,
  { size, margin, font = "helvetica", resolve = true, leaders = false, header },
  env,
) {
  const measure = env.metrics[font];
  const lines = [];
  let n = 0;
  for (const g of grids) {
    n++;
    const p = placePage(g, { size, margin, measure });
    lines.push(`P|${p.width}|${p.height}`);
    const items = p.items.map((it) => ({ ...it }));
    if (leaders) addLeaders(items, margin, measure);
    if (header) {
      const h = header(doc, n, grids.length);
      items.push({ text: h.left, x: margin, y: margin - 16, bold: false, size: size - 1.5 });
      if (h.right)
        items.push({ text: h.right, x: p.width - margin, y: margin - 16, bold: false, size: size - 1.5, right: true });
      items.push({
        text: h.foot,
        x: p.width / 2,
        y: p.height - margin + 18,
        bold: false,
        size: size - 1.5,
        centre: true,
      });
      lines.push(`L|${margin}|${p.width - margin}|${margin - 11}`);
    }
    for (const it of items) {
      let x = it.x;
      let right = it.right ? 1 : 0;
      if (it.centre) x -= measure(it.text, it.bold, it.size) / 2;
      if (resolve && right) {
        x -= measure(it.text, it.bold, it.size);
        right = 0;
      }
      lines.push(`T|${it.bold ? 1 : 0}|${it.size.toFixed(2)}|${right}|${x.toFixed(2)}|${it.y.toFixed(2)}|${it.text}`);
    }
    for (const r of p.rules) lines.push(`L|${r.x1.toFixed(2)}|${r.x2.toFixed(2)}|${r.y.toFixed(2)}`);
  }
  const file = path.join(env.workDir, `${doc.id}.runs`);
  fs.writeFileSync(file, `${lines.join("\n")}\n`);
  return file;
}

/** Parsed runs: pages of { width, height, texts: [{ bold, size, right, x, y, text }], lines }. */
export function readRuns(file) {
  const out = [];
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    const f = line.split("|");
    if (f[0] === "P") out.push({ width: Number(f[1]), height: Number(f[2]), texts: [], lines: [] });
    else if (f[0] === "T")
      out.at(-1).texts.push({
        bold: f[1] === "1",
        size: Number(f[2]),
        right: f[3] === "1",
        x: Number(f[4]),
        y: Number(f[5]),
        text: f.slice(6).join("|"),
      });
    else if (f[0] === "L") out.at(-1).lines.push({ x1: Number(f[1]), x2: Number(f[2]), y: Number(f[3]) });
  }
  return out;
}

/** Runs a generation tool, its output discarded, its errors shown. */
export const run = (cmd, args, opts = {}) =>
  execFileSync(cmd, args, { stdio: ["ignore", "ignore", "inherit"], ...opts });
