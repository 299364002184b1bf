import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** docs/performance.md, where every bench writes its figures. */
export const PERFORMANCE_DOC = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "docs", "performance.md");

/**
 * Writes a bench's generated lines between `<!-- bench:<marker>:start -->` and
 * `<!-- bench:<marker>:end -->` in docs/performance.md. The block replaces the one already there;
 * without one it goes at the end of the section headed `heading` ("## Soak", "### OCR of scanned
 * pages": up to the next heading of the same or a higher level), and without that section both are
 * added at the end of the file. The one writer of the benches' blocks (bench/run.ts, files.ts,
 * ocr.ts, soak.ts, applications-list.ts, scenarios/console.ts).
 */
export function writePerformanceBlock(marker: string, heading: string, lines: string[], file = PERFORMANCE_DOC): void {
  const start = `<!-- bench:${marker}:start -->`;
  const end = `<!-- bench:${marker}:end -->`;
  const block = [start, ...lines, end].join("\n");
  let doc = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "# Performance\n";
  const at = doc.indexOf(start);
  const until = at < 0 ? -1 : doc.indexOf(end, at);
  if (at >= 0 && until >= 0) {
    doc = doc.slice(0, at) + block + doc.slice(until + end.length);
  } else {
    const level = /^#+/.exec(heading)?.[0].length ?? 2;
    const escaped = heading.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const match = new RegExp(`^${escaped}\\s*$`, "m").exec(doc);
    if (!match) {
      doc = `${doc.trimEnd()}\n\n${heading}\n\n${block}\n`;
    } else {
      const after = match.index + match[0].length;
      const next = doc.slice(after).search(new RegExp(`^#{1,${level}} `, "m"));
      const insertAt = next === -1 ? doc.length : after + next;
      doc = `${doc.slice(0, insertAt).trimEnd()}\n\n${block}\n\n${doc.slice(insertAt)}`.replace(/\n{3,}/g, "\n\n");
    }
  }
  fs.writeFileSync(file, `${doc.trimEnd()}\n`);
}
