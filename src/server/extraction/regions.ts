import type { TextCell, TextLine } from "./pdf-text";
import { headingType, normalizeLabel } from "./synonyms";

/**
 * Regions (issue 22, stage 3): a page that prints two statement blocks side by side (a balance
 * sheet on the left and an income statement on the right; HGB "Aktiva | Passiva") is split into
 * its blocks, so that each reads as a table of its own. The text layer gives one line per
 * baseline across the whole page; a side-by-side page is recognised by a line whose cells fall
 * into two groups that each start a block — two statement headings, or the two sides of a
 * balance sheet ("Aktiva" | "Passiva", "Assets" | "Liabilities and equity") — with a gutter
 * below that no cell crosses. From that line (and the header lines just above it that print on
 * both sides) to the end of the page, or to the first line that crosses the gutter, the left
 * cells are read first and the right cells after them; coordinates are kept as printed (the
 * figures' sources still point at the page). A right-hand balance-sheet side without a heading
 * of its own gets a copy of the page's heading, so that it reads its own column headers.
 */

/** The left side of a balance sheet printed as two blocks. */
const ASSETS_SIDE = /^(?:aktiva|assets|vermogenswerte|vermogen)$/;
/** The right side: capital and liabilities. */
const CLAIMS_SIDE =
  /^(?:passiva|liabilities(?: and (?:shareholders |stockholders |owners )?equity)?|(?:shareholders |stockholders )?equity and liabilities|capital and liabilities|eigenkapital und schulden|liabilities and capital)$/;
/** A gap narrower than this between the two groups is not a gutter (points). */
const MIN_GUTTER = 12;
/** How far a cell may reach over the gutter before it counts as crossing it (points). */
const SLACK = 2;

/** A cell that is a figure (an amount, a year), not words ("2. Bilanz" is words). */
const FIGURE = /^\s*[-\u2212\u2013(]?\s*[$€£¥₹]?\s*\d[\d.,'’\s]*\)?\s*$/;

type Start = "heading" | "assets" | "claims";

function startOf(text: string): Start | undefined {
  const n = normalizeLabel(text);
  if (ASSETS_SIDE.test(n)) return "assets";
  if (CLAIMS_SIDE.test(n)) return "claims";
  return headingType(text) ? "heading" : undefined;
}

/** The x where a line splits into two blocks, if its two cell groups each start one. */
export function splitPoint(line: TextLine): number | undefined {
  const cells = [...line.cells].sort((a, b) => a.x0 - b.x0);
  for (let k = 1; k < cells.length; k++) {
    const left = cells.slice(0, k);
    const right = cells.slice(k);
    const gap = (right[0] as TextCell).x0 - Math.max(...left.map((c) => c.x1));
    // A block starts with words: a group starting with a figure is a column of amounts (cheap test first).
    if (gap < MIN_GUTTER || FIGURE.test((right[0] as TextCell).text) || FIGURE.test((left[0] as TextCell).text))
      continue;
    const a = startOf(left.map((c) => c.text).join(" "));
    const b = startOf(right.map((c) => c.text).join(" "));
    if (!a || !b) continue;
    if ((a === "heading" && b === "heading") || (a === "assets" && b === "claims")) return (right[0] as TextCell).x0;
  }
  return undefined;
}

const crosses = (line: TextLine, x: number) => line.cells.some((c) => c.x0 < x - SLACK && c.x1 > x + SLACK);
const bothSides = (line: TextLine, x: number) =>
  line.cells.some((c) => c.x1 <= x + SLACK) && line.cells.some((c) => c.x0 >= x - SLACK);

function part(line: TextLine, keep: (c: TextCell) => boolean): TextLine | undefined {
  const cells = line.cells.filter(keep);
  if (cells.length === 0) return undefined;
  return { ...line, cells, text: cells.map((c) => c.text).join(" ") };
}

/** One page's lines with its side-by-side blocks one after the other (unchanged when there are none). */
function splitPage(page: TextLine[]): TextLine[] {
  for (let i = 0; i < page.length; i++) {
    const x = splitPoint(page[i] as TextLine);
    if (x === undefined) continue;
    let start = i;
    while (start > 0 && bothSides(page[start - 1] as TextLine, x) && !crosses(page[start - 1] as TextLine, x)) start--;
    let end = i + 1;
    while (end < page.length && !crosses(page[end] as TextLine, x)) end++;
    const block = page.slice(start, end);
    // A gutter, not a coincidence: most lines of the block print on both sides.
    if (block.filter((l) => bothSides(l, x)).length < 3) continue;
    const left = block.map((l) => part(l, (c) => c.x1 <= x + SLACK)).filter((l): l is TextLine => l !== undefined);
    const right = block.map((l) => part(l, (c) => c.x0 >= x - SLACK)).filter((l): l is TextLine => l !== undefined);
    const first = right[0] as TextLine;
    if (!right.some((l) => headingType(l.text))) {
      // The right side continues the page's statement: it repeats its heading.
      const heading = [...page.slice(0, i + 1)].reverse().find((l) => headingType(l.text) !== undefined);
      if (heading) {
        const cell = { text: heading.text, x0: x, x1: x + 1 };
        right.unshift({ ...heading, y: first.y, cells: [cell], text: heading.text });
      }
    }
    return [...page.slice(0, start), ...left, ...right, ...splitPage(page.slice(end))];
  }
  return page;
}

/** The lines of a document with every side-by-side page split into its blocks (stage 3 of the reader). */
export function splitRegions(lines: readonly TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  let i = 0;
  while (i < lines.length) {
    const page = (lines[i] as TextLine).page;
    let j = i;
    while (j < lines.length && (lines[j] as TextLine).page === page) j++;
    out.push(...splitPage(lines.slice(i, j)));
    i = j;
  }
  return out;
}
