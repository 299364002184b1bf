import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PERFORMANCE_DOC, writePerformanceBlock } from "./performance-doc";

const dirs: string[] = [];
const docWith = (text: string): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "perf-doc-"));
  dirs.push(dir);
  const file = path.join(dir, "performance.md");
  fs.writeFileSync(file, text);
  return file;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("writePerformanceBlock", () => {
  it("replaces a bench's block in place and leaves the rest of the file as it was", () => {
    const file = docWith(
      "# P\n\n## OCR\n\nprose\n\n<!-- bench:ocr:start -->\nold\n<!-- bench:ocr:end -->\n\nafter\n\n## B\n",
    );
    writePerformanceBlock("ocr", "## OCR", ["new 1", "new 2"], file);
    expect(fs.readFileSync(file, "utf8")).toBe(
      "# P\n\n## OCR\n\nprose\n\n<!-- bench:ocr:start -->\nnew 1\nnew 2\n<!-- bench:ocr:end -->\n\nafter\n\n## B\n",
    );
  });

  it("puts a new block at the end of its section, before the next heading of the same or a higher level", () => {
    const file = docWith("# P\n\n## A\n\n### OCR\n\nocr\n\n#### detail\n\nd\n\n### Other\n\nx\n\n## B\n\nb\n");
    writePerformanceBlock("ocr", "### OCR", ["figures"], file);
    expect(fs.readFileSync(file, "utf8")).toBe(
      "# P\n\n## A\n\n### OCR\n\nocr\n\n#### detail\n\nd\n\n<!-- bench:ocr:start -->\nfigures\n<!-- bench:ocr:end -->\n\n### Other\n\nx\n\n## B\n\nb\n",
    );
  });

  it("adds the section at the end of the file when it is missing", () => {
    const file = docWith("# P\n\n## A\n\na\n");
    writePerformanceBlock("soak", "## Soak", ["two"], file);
    expect(fs.readFileSync(file, "utf8")).toBe(
      "# P\n\n## A\n\na\n\n## Soak\n\n<!-- bench:soak:start -->\ntwo\n<!-- bench:soak:end -->\n",
    );
  });

  it("writes docs/performance.md by default, and every bench's markers are there once", () => {
    expect(PERFORMANCE_DOC.endsWith(path.join("docs", "performance.md"))).toBe(true);
    const doc = fs.readFileSync(PERFORMANCE_DOC, "utf8");
    for (const marker of ["Foundation", "files-extraction", "ocr", "console-budget", "soak"]) {
      expect(doc.split(`<!-- bench:${marker}:start -->`).length, marker).toBe(2);
      expect(doc.split(`<!-- bench:${marker}:end -->`).length, marker).toBe(2);
    }
  });
});
