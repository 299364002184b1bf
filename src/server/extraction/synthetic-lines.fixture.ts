import type { TextCell, TextLine } from "./pdf-text";

/**
 * Synthetic words with positions for the reader's unit tests (issue 22): cells as pdf-text.ts gives
 * them, 5 points a character, lines 14 points apart from the top of the page.
 */

/** A cell starting at x0 (labels, headings). */
export const at = (text: string, x0: number): TextCell => ({ text, x0, x1: x0 + text.length * 5 });
/** A cell ending at x1 (amounts and column headers, right-aligned). */
export const right = (text: string, x1: number): TextCell => ({ text, x0: x1 - text.length * 5, x1 });

/** A statement line: its label from x = `labelX` (30 unless said), this year's amount ending at 400, last year's at 480. */
export const row = (label: string, a: string, b: string, labelX = 30): TextCell[] => [
  at(label, labelX),
  right(a, 400),
  right(b, 480),
];

/** Lines of one page from rows of cells, top to bottom. */
export function page(rows: readonly TextCell[][], pageNumber = 1): TextLine[] {
  return rows.map((cells, i) => ({
    page: pageNumber,
    y: 800 - i * 14,
    size: 10,
    cells,
    text: cells.map((c) => c.text).join(" "),
  }));
}

/** A statement's figures by chart key, for comparing. */
export const amounts = (s: { lineItems: Array<{ key: string; amount: number }> } | undefined) =>
  Object.fromEntries((s?.lineItems ?? []).map((i) => [i.key, i.amount]));
