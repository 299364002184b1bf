import { MONTHS, readScale } from "./numbers";
import type { TextCell } from "./pdf-text";

/**
 * Column meaning (issue 22, stage 4): what a column header says besides a printed date.
 *
 * - a column of this year or of the year before, named without a date ("This year / Last year",
 *   "Current year / Prior year", "Geschäftsjahr / Vorjahr", "CY / PY"): dated from the period
 *   the title prints, the prior one a year earlier;
 * - a month and a two-digit year ("Mar-25", "Mar 24"): that month's last day (or the title's day);
 * - a column that is not a period of the company's actual figures (budget, forecast, plan,
 *   variance, change, %): read as no period at all, so its figures never land in another column;
 * - a prior-year actual ("Prior year actual", "Last year actual") is the year before however
 *   "actual" it is;
 * - the scale or currency printed over a column alone ("EUR" beside "TEUR", "£'000").
 */

export type ColumnRole = "current" | "prior" | "other";

export interface ColumnMeaning {
  /** current: the title's period; prior: a year before it; other: not a period (budget, variance). */
  role: ColumnRole;
  /** A month printed with a two-digit year ("Mar-25"): the column's month. */
  month?: { y: number; m: number };
}

/** Budget, plan, forecast and comparison columns: no period of actual figures. */
const OTHER =
  /^(?:(?:this |current |full )?(?:year |month |ytd |period )?(?:budget|budgeted|plan|planned|forecast|fcst|target|outlook|ziel|planwert|soll)|var(?:iance)?(?: %)?|%(?: var(?:iance)?| change)?|change(?: %)?|diff(?:erence)?|abweichung(?: %)?|veranderung(?: %)?|delta|better (?:worse)?|fav (?:unfav)?|(?:budget |plan )?var(?:iance)? (?:to |vs )?(?:budget|plan|prior year|py|ly))$/;
/** This year's column named without a date. */
const CURRENT =
  /^(?:(?:this|current|present|reporting) (?:financial |fiscal )?(?:year|period)|cy|ty|(?:current )?actual|actuals|ist|geschaftsjahr|berichtsjahr|laufendes jahr|aktuelles jahr|berichtsperiode|exercice|exercice en cours)(?: actual| actuals| ist| eur| teur| usd| gbp)?$/;
/** The year before, named without a date. */
const PRIOR =
  /^(?:(?:last|prior|previous|preceding|comparative) (?:financial |fiscal )?(?:year|period)|py|ly|vorjahr|vorjahreszeitraum|vorperiode|exercice precedent|comparative)(?: actual| actuals| ist| eur| teur| usd| gbp)?$/;

function normalize(text: string): string {
  return text
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’'`]/g, "")
    .replace(/[^a-z0-9%]+/g, " ")
    .trim();
}

/** Letters OCR reads for digits in a short year ("Mar-2S", "Dec-l9"). */
const OCR_DIGITS: Record<string, string> = { o: "0", O: "0", s: "5", S: "5", l: "1", I: "1", i: "1", B: "8" };

/**
 * A month with a year over a column ("Mar-25", "Mar 25", "Dec-2024", "Sept. '24"), also as OCR gives
 * it: a long dash, a trailing full stop, a letter for a digit of a two-digit year that has a digit.
 */
function monthYear(raw: string): { y: number; m: number } | undefined {
  const my = /^([a-zä]{3,9})\.?\s*[-\s/'’\u2013\u2014.]+\s*['’]?([0-9OoSslIiB]{2}|(?:19|20)\d\d)[.,:;]?$/i.exec(raw);
  if (!my) return undefined;
  const m = MONTHS[(my[1] as string).toLowerCase()];
  const year = my[2] as string;
  if (!m || !/\d/.test(year)) return undefined;
  const digits = year.replace(/[OoSslIiB]/g, (ch) => OCR_DIGITS[ch] ?? ch);
  return { y: digits.length === 4 ? Number(digits) : 2000 + Number(digits), m };
}

/** What a header cell without a full date says about its column, if anything. */
export function columnMeaning(text: string): ColumnMeaning | undefined {
  const raw = text.trim();
  const month = monthYear(raw);
  if (month) return { role: "current", month };
  // "2025 Budget", "FY2025 Actual": the year is the column's date (read elsewhere), the word its meaning.
  const n = normalize(raw.replace(/\b(?:fy\s?)?(?:19|20)\d\d\b/gi, " "));
  if (n === "") return undefined;
  if (OTHER.test(n)) return { role: "other" };
  if (PRIOR.test(n)) return { role: "prior" };
  if (CURRENT.test(n)) return { role: "current" };
  return undefined;
}

/** A header cell that is only a currency or a scale ("EUR", "TEUR", "£'000", "$ in millions"). */
export function columnScale(text: string): number | undefined {
  const t = text.trim();
  const scale = readScale(t)?.scale;
  const rest = t
    .replace(/\b(?:in|of|thousands?|millions?|billions?|teur|tusd|tchf|keur|tsd|mio|mrd|000s?)\b|['’.()\s]|000/gi, "")
    .replace(/\b(?:eur|usd|gbp|chf|inr|jpy|cad|aud|dkk|sek|nok|zar)\b|[$€£¥₹]|\bt(?=€)|k(?=€)|€k|£k|\$k/gi, "");
  if (rest.length > 0) return undefined;
  return scale ?? 1;
}

/** A date a whole number of years earlier (29 February → 28 February). */
export function yearsEarlier(date: { y: number; m: number; d: number }, years: number) {
  const y = date.y - years;
  const last = new Date(Date.UTC(y, date.m, 0)).getUTCDate();
  return { y, m: date.m, d: Math.min(date.d, last) };
}

export interface MeantColumn {
  cell: TextCell;
  meaning: ColumnMeaning;
}

/**
 * The columns a header line names without dates, when it names at least two (or one dated by a
 * month), left to right; undefined when the line is not such a header.
 */
export function meantColumns(cells: readonly TextCell[]): MeantColumn[] | undefined {
  const found = cells
    .map((cell) => ({ cell, meaning: columnMeaning(cell.text) }))
    .filter((c): c is MeantColumn => c.meaning !== undefined);
  if (found.length === 0 || found.length < cells.length - 1) return undefined;
  const periods = found.filter((c) => c.meaning.role !== "other");
  if (periods.length === 0) return undefined;
  if (found.length < 2 && !periods.some((c) => c.meaning.month)) return undefined;
  return [...found].sort((a, b) => a.cell.x0 - b.cell.x0);
}

/**
 * The period end of each named column: this year's is the title's date (or its month's last day,
 * on the title's day), a prior column's a year before it. A column dated by a month and a
 * two-digit year keeps its own month. Without a title date and no month, nothing is dated.
 */
export function dateMeantColumns(
  columns: readonly MeantColumn[],
  title: { y: number; m: number; d: number } | undefined,
): Array<{ y: number; m: number; d: number } | undefined> {
  return columns.map(({ meaning }) => {
    if (meaning.role === "other") return undefined;
    if (meaning.month) {
      const { y, m } = meaning.month;
      const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
      const d = title && title.m === m ? Math.min(title.d, last) : last;
      return { y, m, d };
    }
    if (!title) return undefined;
    return meaning.role === "prior" ? yearsEarlier(title, 1) : { ...title };
  });
}
