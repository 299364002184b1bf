import { columnMeaning, columnScale } from "./column-meaning";
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
const ASSETS_SIDE = /^(?:aktiva|aktiven|assets|vermogenswerte|vermogen)$/;
/** The right side: capital and liabilities. */
const CLAIMS_SIDE =
  /^(?:passiva|passiven|liabilities(?: and (?:shareholders |stockholders |owners )?equity)?|(?:shareholders |stockholders )?equity and liabilities|capital and liabilities|eigenkapital und schulden|liabilities and capital)$/;
/** A gap narrower than this between the two groups is not a gutter (points). */
const MIN_GUTTER = 12;
/**
 * How far a cell may reach over the gutter before it counts as crossing it (points): cells split
 * from one text run ("60.998,14 I. Gezeichnetes Kapital") are placed by their characters, a few
 * points off.
 */
const SLACK = 5;

/** A cell that is a figure (an amount, a year), not words ("2. Bilanz" is words). */
const FIGURE = /^\s*[-\u2212\u2013(]?\s*[$€£¥₹]?\s*\d[\d.,'’\s]*\)?\s*$/;

/** A date over a column ("31.12.2024", "2024-12-31"). */
const HEADER_DATE = /^\d{1,2}[./]\d{1,2}[./](?:19|20)?\d\d$|^(?:19|20)\d\d-\d\d-\d\d$/;

/**
 * A currency written with letters and the thousands it counts in, over a column ("HK$'000",
 * "Rs.'000", "KShs'000", "RM'000", "US$ 000").
 */
const LETTER_CURRENCY_THOUSANDS = /^[A-Z][A-Za-z]{0,3}\.?\s?[$€£¥₹]?\s?['’]?\s?000s?$/;

/**
 * reader32: a column header printing a year and its currency or scale ("2025 S$'000", "2024 £",
 * "US$'000 2025", "2025 TEUR"), or the currency alone ("HK$'000", "KShs'000"), is no word of a block:
 * it is the column's header, not a label. A currency written with letters before its sign (S$, US$,
 * A$, NZ$, HK$) counts as the sign.
 */
export function currencyHeaderCell(text: string): boolean {
  const t = text.trim();
  const rest = t.replace(/(?:^|\s)(?:19|20)\d\d(?=\s|$)/, " ").trim();
  if (rest === "") return false;
  if (LETTER_CURRENCY_THOUSANDS.test(rest)) return true;
  return rest !== t && columnScale(rest.replace(/\b[A-Z]{1,3}(?=\$)/g, "")) !== undefined;
}

type Start = "heading" | "assets" | "claims";

function startOf(text: string): Start | undefined {
  const n = normalizeLabel(text);
  if (ASSETS_SIDE.test(n)) return "assets";
  if (CLAIMS_SIDE.test(n)) return "claims";
  return headingType(text) ? "heading" : undefined;
}

/**
 * The words of a group of cells, without the column headers printed on the same line ("Aktiva
 * TEUR  TEUR", "Aktiva  Geschäftsjahr  Vorjahr").
 */
function words(cells: readonly TextCell[]): string {
  return cells
    .filter(
      (c) =>
        !FIGURE.test(c.text) &&
        columnScale(c.text) === undefined &&
        !HEADER_DATE.test(c.text.trim()) &&
        !currencyHeaderCell(c.text) &&
        columnMeaning(c.text) === undefined,
    )
    .map((c) => c.text)
    .join(" ");
}

/** The x where a line splits into two blocks, if its two cell groups each start one. */
export function splitPoint(line: TextLine): number | undefined {
  const cells = [...line.cells].sort((a, b) => a.x0 - b.x0);
  for (let k = 1; k < cells.length; k++) {
    const left = cells.slice(0, k);
    const right = cells.slice(k);
    const gap = (right[0] as TextCell).x0 - Math.max(...left.map((c) => c.x1));
    // A block starts with words: a group starting with a figure is a column of amounts (cheap test first).
    // Words right after a column of figures need only a space between them ("31.12.2023  Passiva").
    const minGap = words([left[left.length - 1] as TextCell]) === "" ? 2 : MIN_GUTTER;
    if (gap < minGap || words([right[0] as TextCell]) === "" || FIGURE.test((left[0] as TextCell).text)) continue;
    // reader32: on a scan, specks read as a letter or two ("Aktiva  Passiva  N") are no words of a block.
    const side = (group: TextCell[]) => startOf(words(line.ocr === true ? group.filter((c) => !ocrSpeck(c)) : group));
    const a = side(left);
    const b = side(right);
    if (!a || !b) continue;
    if ((a === "heading" && b === "heading") || (a === "assets" && b === "claims")) return (right[0] as TextCell).x0;
  }
  return undefined;
}

/**
 * reader32: a cell OCR read from a speck or a stroke of the page (a letter or two, or punctuation,
 * standing alone): no word of a label.
 */
const ocrSpeck = (c: TextCell): boolean => c.text.trim().length <= 2 && !/\d/.test(c.text);

/**
 * Where the gutter runs below a line that starts two blocks at `at`: the right block's labels may
 * start left of its heading (a heading centred over its table), so the gutter is the leftmost
 * left edge of words between the left group's end and `at` that the most lines below leave
 * uncrossed (figures there are the left block's last columns).
 */
function gutter(page: readonly TextLine[], i: number, at: number): number {
  const line = page[i] as TextLine;
  const leftEnd = Math.max(...line.cells.filter((c) => c.x0 < at).map((c) => c.x1));
  const below = page.slice(i + 1);
  const candidates = new Set<number>([at]);
  for (const l of below) {
    for (const c of l.cells) if (c.x0 > leftEnd - SLACK && c.x0 < at && words([c]) !== "") candidates.add(c.x0);
  }
  let best = at;
  let bestRun = -1;
  for (const x of [...candidates].sort((a, b) => a - b)) {
    let run = 0;
    while (run < below.length && !crosses(below[run] as TextLine, x)) run++;
    if (run > bestRun) {
      best = x;
      bestRun = run;
    }
  }
  return best;
}

const crosses = (line: TextLine, x: number) => line.cells.some((c) => c.x0 < x - SLACK && c.x1 > x + SLACK);
const isLeft = (c: TextCell, x: number) => (c.x0 + c.x1) / 2 < x;
const bothSides = (line: TextLine, x: number) =>
  line.cells.some((c) => isLeft(c, x)) && line.cells.some((c) => !isLeft(c, x));

function part(line: TextLine, keep: (c: TextCell) => boolean): TextLine | undefined {
  const cells = line.cells.filter(keep);
  if (cells.length === 0) return undefined;
  return { ...line, cells, text: cells.map((c) => c.text).join(" ") };
}

/** One page's lines with its side-by-side blocks one after the other (unchanged when there are none). */
function splitPage(page: TextLine[]): TextLine[] {
  for (let i = 0; i < page.length; i++) {
    const sides = splitPoint(page[i] as TextLine);
    const at = sides ?? pageColumnsPoint(page[i] as TextLine);
    if (at === undefined) continue;
    const x = gutter(page, i, at);
    let start = i;
    while (start > 0 && bothSides(page[start - 1] as TextLine, x) && !crosses(page[start - 1] as TextLine, x)) start--;
    let end = i + 1;
    while (end < page.length && !crosses(page[end] as TextLine, x)) end++;
    const block = page.slice(start, end);
    // A gutter, not a coincidence: most lines of the block print on both sides.
    if (block.filter((l) => bothSides(l, x)).length < 3) continue;
    if (sides === undefined && !pageColumns(block, x)) continue;
    const left = block.map((l) => part(l, (c) => isLeft(c, x))).filter((l): l is TextLine => l !== undefined);
    const right = block.map((l) => part(l, (c) => !isLeft(c, x))).filter((l): l is TextLine => l !== undefined);
    const first = right[0] as TextLine;
    // The title and period lines above both blocks ("As at 31 December 2024 · For the years ended
    // …", "(in thousands)") speak for the right block too: it reads them again before its heading.
    const titles: TextLine[] = [];
    for (let k = start - 1; k >= 0 && titles.length < 3; k--) {
      const l = page[k] as TextLine;
      if (headingType(l.text) || l.cells.some((c) => FIGURE.test(c.text) && !/^\s*(?:19|20)\d\d\s*$/.test(c.text)))
        break;
      titles.unshift({ ...l, y: first.y });
    }
    if (!right.some((l) => headingType(l.text))) {
      // The right side continues the page's statement: it repeats its heading.
      const heading = [...page.slice(0, i + 1)].reverse().find((l) => headingType(l.text) !== undefined);
      if (heading) {
        const cell = { text: heading.text, x0: x, x1: x + 1 };
        right.unshift({ ...heading, y: first.y, cells: [cell], text: heading.text });
      }
    }
    return [...page.slice(0, start), ...left, ...titles, ...right, ...splitPage(page.slice(end))];
  }
  return page;
}

/**
 * reader21: a page set in two page columns, prose and statements flowing down each ("Annual
 * Review … | Cash flow statement", "Income statement | Cash flows from investing activities"): a
 * line whose two cell groups, a gutter apart, are a statement heading on one side and words on the
 * other. The x where it splits, if it is one; `pageColumns` confirms the block below it.
 */
function pageColumnsPoint(line: TextLine): number | undefined {
  const cells = [...line.cells].sort((a, b) => a.x0 - b.x0);
  for (let k = 1; k < cells.length; k++) {
    const left = cells.slice(0, k);
    const right = cells.slice(k);
    const gap = (right[0] as TextCell).x0 - Math.max(...left.map((c) => c.x1));
    if (gap < MIN_GUTTER || words([right[0] as TextCell]) === "" || words([left[0] as TextCell]) === "") continue;
    const a = words(left);
    const b = words(right);
    if (!a || !b) continue;
    if ((headingType(a) !== undefined) !== (headingType(b) !== undefined)) return (right[0] as TextCell).x0;
  }
  return undefined;
}

/** Fewest lines of a block with words on each side of the gutter for it to be two page columns. */
const MIN_COLUMN_LINES = 5;

/**
 * Two page columns, not a table whose figures lie right of the gutter: at least MIN_COLUMN_LINES
 * lines of the block print words (labels or prose, not figures, years or column headers) right of
 * the gutter, and as many left of it, and each side prints a statement heading of its own. A
 * statement beside a note ("Statement of cash flows" | "Note 4. Operating segments") is left as one
 * block: split, the note's rows would run on into the statement above them.
 */
function pageColumns(block: readonly TextLine[], x: number): boolean {
  const wordsOn = (keep: (c: TextCell) => boolean) => block.filter((l) => words(l.cells.filter(keep)) !== "").length;
  const headingOn = (keep: (c: TextCell) => boolean) =>
    block.some((l) => headingType(words(l.cells.filter(keep))) !== undefined);
  const left = (c: TextCell) => isLeft(c, x);
  const right = (c: TextCell) => !isLeft(c, x);
  return wordsOn(right) >= MIN_COLUMN_LINES && wordsOn(left) >= MIN_COLUMN_LINES && headingOn(left) && headingOn(right);
}

/**
 * A statement's title printed in its table's header row ("Profit and Loss   This year   Last
 * year"), as small-business packs print each statement's title over its own label column: the
 * title as a line of its own, then the column headers as theirs. Undefined for any other line
 * (the title alone, or words besides the title and the headers).
 */
export function titleOverHeaders(line: TextLine): [TextLine, TextLine] | undefined {
  if (headingType(line.text)) return undefined;
  const cells = [...line.cells].sort((a, b) => a.x0 - b.x0);
  for (let k = 1; k < cells.length; k++) {
    const title = cells.slice(0, k);
    const headers = cells.slice(k);
    if (words(headers) !== "" || headers.some((c) => FIGURE.test(c.text) && !/^\s*(?:19|20)\d\d\s*$/.test(c.text)))
      continue;
    const text = title.map((c) => c.text).join(" ");
    if (!headingType(text)) continue;
    const titleLine = { ...line, cells: title, text };
    return [titleLine, { ...line, cells: headers, text: headers.map((c) => c.text).join(" ") }];
  }
  return undefined;
}

/** The lines of a document with every side-by-side page split into its blocks (stage 3 of the reader). */
export function splitRegions(lines: readonly TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  let i = 0;
  while (i < lines.length) {
    const page = (lines[i] as TextLine).page;
    let j = i;
    while (j < lines.length && (lines[j] as TextLine).page === page) j++;
    for (const line of splitPage(lines.slice(i, j))) out.push(...(titleOverHeaders(line) ?? [line]));
    i = j;
  }
  return out;
}
