import { columnMeaning, type MeantColumn, periodWord } from "./column-meaning";
import { MONTHS as NUMBER_MONTHS } from "./numbers";
import type { TextCell, TextLine } from "./pdf-text";

/**
 * reader23: a period printed as accounting months with their calendar month and year, as Sage
 * reports print it ("From: Month 1, April 2024 To: Month 12, March 2025"), or as two months alone
 * ("From April 2024 to March 2025"), written as the day-to-day phrase the period reader knows
 * ("1 April 2024 to 31 March 2025"). Any other text is returned as it is.
 */
const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
] as const;

const MONTH_WORD = `(${MONTHS.join("|")})`;
const PERIOD_MONTH = `(?:month\\s+\\d{1,2}\\s*,?\\s*)?${MONTH_WORD}\\s*,?\\s*((?:19|20)\\d\\d)`;
const MONTH_RANGE = new RegExp(
  `^\\s*(?:(?:period\\s*)?from\\s*:?\\s*)${PERIOD_MONTH}\\s*,?\\s*to\\s*:?\\s*${PERIOD_MONTH}\\s*$`,
  "i",
);

const monthIndex = (word: string) => MONTHS.indexOf(word.toLowerCase() as (typeof MONTHS)[number]);

export function monthRangeText(text: string): string {
  const m = MONTH_RANGE.exec(text);
  if (!m) return text;
  const [, fromMonth, fromYear, toMonth, toYear] = m as unknown as [string, string, string, string, string];
  const from = monthIndex(fromMonth);
  const to = monthIndex(toMonth);
  const start = Number(fromYear) * 12 + from;
  const end = Number(toYear) * 12 + to;
  // Only a forward range of at most two years: anything else is not a period this reads.
  if (end < start || end - start > 23) return text;
  const lastDay = new Date(Date.UTC(Number(toYear), to + 1, 0)).getUTCDate();
  const name = (i: number) => `${(MONTHS[i] as string)[0]?.toUpperCase()}${(MONTHS[i] as string).slice(1)}`;
  return `1 ${name(from)} ${fromYear} to ${lastDay} ${name(to)} ${toYear}`;
}

/**
 * reader23: a "Year to Date" column beside a "Prior Year" one, the two columns of a bookkeeping
 * export's year-end report (Sage's detailed profit and loss): the year to date is this year's column.
 * Only two such cells; the caller uses it only under a title that names a whole year.
 */
export function yearToDateBesidePrior(cells: readonly TextCell[]): MeantColumn[] | undefined {
  if (cells.length !== 2) return undefined;
  const sorted = [...cells].sort((a, b) => a.x0 - b.x0);
  const ytd = sorted.find((c) => periodWord(c.text) === "year_to_date");
  const prior = sorted.find((c) => c !== ytd && columnMeaning(c.text)?.role === "prior");
  if (!ytd || !prior) return undefined;
  return sorted.map((cell) => ({ cell, meaning: { role: cell === ytd ? "current" : "prior" } }));
}

/**
 * reader25: a column header whose day ends one line and whose month and year start the next
 * ("52 weeks ended 28" over "December 2025", "15 months ended 31" over "March 2025", "Year ended
 * 31" over "December 2023"), as narrow columns wrap a long period phrase. Read apart, the lower
 * cell is a month alone ("December 2025": the month's last day) and the printed day is lost. A
 * cell ending in a period word and a day number, with a cell right below it holding a month and a
 * year alone and overlapping it, is joined to that cell (one header: "52 weeks ended 28 December
 * 2025"). So is a month printed alone over its day and year ("September" over "30, 2025", as US
 * balance sheets head their columns). Nothing else moves.
 */
const DAY_AT_END =
  /^(?:(?:for\s+)?(?:the\s+)?(?:(?:\d{1,3}|[a-z]+(?:[- ][a-z]+)?)[- ])?(?:weeks?|months?|years?|period|quarter|half[- ]year)\s+(?:ended|ending|to|through)|(?:as\s+)?(?:at|of))\s+\d{1,2}(?:st|nd|rd|th)?,?$/i;
const MONTH_YEAR = /^([a-zäé]{3,9})\.?,?\s+(?:19|20)\d\d$/i;
const isMonthYear = (text: string) => {
  const m = MONTH_YEAR.exec(text.trim());
  return m !== null && NUMBER_MONTHS[(m[1] as string).toLowerCase()] !== undefined;
};
/** A month at the end of a cell without a figure ("September", "As of December", "Dec."). */
const MONTH_AT_END = /^(?:(?:as (?:of|at)|at|ended|ending)\s+)?([a-zäé]{3,9})\.?$/i;
const endsInMonth = (text: string) => {
  const m = MONTH_AT_END.exec(text.trim());
  return m !== null && NUMBER_MONTHS[(m[1] as string).toLowerCase()] !== undefined;
};
const DAY_YEAR = /^\d{1,2},?\s+(?:19|20)\d\d$/;
/** The lower cell a stacked upper cell's date goes on with, if the two are one date apart. */
const goesOn = (upper: string, lower: string) =>
  (DAY_AT_END.test(upper.trim()) && isMonthYear(lower)) || (endsInMonth(upper) && DAY_YEAR.test(lower.trim()));

export function joinStackedHeaderDates(lines: readonly TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const upper = lines[i] as TextLine;
    const lower = lines[i + 1];
    if (
      !lower ||
      lower.page !== upper.page ||
      Math.abs(upper.y - lower.y) > 2 * Math.max(upper.size, lower.size) ||
      !upper.cells.some((c) => DAY_AT_END.test(c.text.trim()) || endsInMonth(c.text))
    ) {
      out.push(upper);
      continue;
    }
    const lowerCells = lower.cells.map((c) => ({ ...c }));
    const kept: TextCell[] = [];
    for (const cell of upper.cells) {
      // The cell below it that it overlaps most (a wide phrase may reach over the next column's edge).
      const overlap = (c: TextCell) => Math.min(c.x1, cell.x1) - Math.max(c.x0, cell.x0);
      const below = lowerCells
        .filter((c) => goesOn(cell.text, c.text) && overlap(c) > 0)
        .sort((x, y) => overlap(y) - overlap(x));
      const target = below[0];
      if (!target) {
        kept.push(cell);
        continue;
      }
      target.text = `${cell.text.trim().replace(/,$/, "")} ${target.text.trim()}`;
      target.x0 = Math.min(target.x0, cell.x0);
      target.x1 = Math.max(target.x1, cell.x1);
    }
    if (kept.length === upper.cells.length) {
      out.push(upper);
      continue;
    }
    if (kept.length > 0) out.push({ ...upper, cells: kept, text: kept.map((c) => c.text).join(" ") });
    const joined = { ...lower, cells: lowerCells, text: lowerCells.map((c) => c.text).join(" ") };
    out.push(joined);
    i += 1;
  }
  return out;
}
