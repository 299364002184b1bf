import { columnMeaning, type MeantColumn, periodWord } from "./column-meaning";
import type { TextCell } from "./pdf-text";

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
