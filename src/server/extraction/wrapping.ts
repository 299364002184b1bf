import type { DocumentType } from "../../contract/chart-of-accounts";
import { headingType } from "./synonyms";

/**
 * Text wrapped over two lines (issue 22, stage 5): a line-item label continued on the next line
 * ("Net cash generated from" / "operating activities"), and a statement heading split over two
 * lines ("CONSOLIDATED STATEMENT" / "OF FINANCIAL POSITION").
 */

/** A label that does not end where its line does: a trailing connector word or sign. */
const OPEN_END =
  /(?:\b(?:and|of|to|for|from|in|on|by|with|the|less|net|before|after|at|attributable|und|der|des|aus|fur|vom|zu)|[,&\-\u2013(/])\s*$/i;
/** A line that begins in the middle of a sentence (lowercase first letter). */
const LOWER_START = /^[a-zäöüß]/;

/** True when the label `text` ends with a connector word or sign ("Total liabilities &"): it must go on. */
export function endsOpen(text: string): boolean {
  return OPEN_END.test(text.trim());
}

/** True when `next` continues the label `first` (the first line ends open, or the next starts in lowercase). */
export function continuesLabel(first: string, next: string): boolean {
  const a = first.trim();
  const b = next.trim();
  if (a === "" || b === "") return false;
  return OPEN_END.test(a) || LOWER_START.test(b);
}

/** A heading's first line ends with an unfinished title ("Consolidated statement", "Balance"). */
const TITLE_START =
  /\b(?:statements?(?: of)?(?: (?:profit or loss and )?(?:other )?comprehensive)?|balance|profit(?: and| or)?|cash(?: flow)?|income|consolidated|group|company|gewinn und|konzern)\s*$/i;
/** A heading's second line starts with the rest of a title ("of financial position", "sheet"). */
const TITLE_REST = /^(?:of|and|or|sheet|flows?|loss|account|verlustrechnung|bilanz)\b/i;

/**
 * The statement a heading split over two lines announces, when neither line is a heading alone:
 * a short first line without a full stop that leaves the title open, or a second line that
 * carries on from it.
 */
export function joinedHeading(first: string, second: string): DocumentType | undefined {
  const a = first.trim();
  const b = second.trim();
  if (a === "" || b === "" || a.length > 60 || a.split(/\s+/).length > 6 || /[.;:]$/.test(a)) return undefined;
  if (headingType(a) || headingType(b)) return undefined;
  if (!TITLE_START.test(a) && !TITLE_REST.test(b)) return undefined;
  return headingType(`${a} ${b}`);
}
