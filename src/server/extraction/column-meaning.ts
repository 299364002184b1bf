import { MONTHS, readScale } from "./numbers";
import type { TextCell } from "./pdf-text";

/**
 * Column meaning (issue 22, stage 4): what a column header says besides a printed date.
 *
 * - a column of this year or of the year before, named without a date ("This year / Last year",
 *   "Current year / Prior year", "Current period / Corresponding period", "Geschäftsjahr / Vorjahr",
 *   "CY / PY", "pcp", "Prior year (restated)"): dated from the period
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

/**
 * Budget, plan, forecast and comparison columns: no period of actual figures. Also the columns of
 * a not-for-profit's funds beside their total (ASC 958 "Without / With Donor Restrictions", UK
 * charities' "Unrestricted / Restricted / Endowment funds"): parts of the year's figures, not a period.
 */
const OTHER =
  /^(?:(?:net assets )?(?:without|with) donor(?: restrictions?)?|donor restrictions?|restrictions?|(?:un|temporarily |permanently )?restricted(?: funds?| net assets)?|endowment(?: funds?)?|designated(?: funds?)?|general funds?|(?:this |current |full )?(?:year |month |ytd |period )?(?:budget|budgeted|plan|planned|forecast|fcst|target|outlook|ziel|planwert|soll)|var(?:iance)?(?: %)?|%(?: var(?:iance)?| change)?|change(?: %)?|diff(?:erence)?|abweichung(?: %)?|abw(?: %)?|veranderung(?: %)?|delta|better (?:worse)?|fav (?:unfav)?|(?:budget |plan )?var(?:iance)? (?:to |vs )?(?:budget|plan|prior year|py|ly))$/;
/** This year's column named without a date. */
const CURRENT =
  /^(?:(?:this|current|present|reporting|current reporting) (?:financial |fiscal )?(?:year|period)|cy|ty|(?:current )?actual|actuals|ist|geschaftsjahr|berichtsjahr|laufendes jahr|aktuelles jahr|berichtsperiode|exercice|exercice en cours)(?: actual| actuals| ist| eur| teur| usd| gbp| audited| unaudited)?$/;
/** The year before, named without a date. */
const PRIOR =
  /^(?:(?:last|prior|previous|preceding|comparative|corresponding|(?:previous|prior) corresponding|corresponding (?:previous|prior)) (?:financial |fiscal )?(?:year|period)|py|ly|pcp|vorjahr|vorjahreszeitraum|vorperiode|vergleichsjahr|vergleichsperiode|vergleichszeitraum|exercice precedent|comparative|comparatives)(?: actual| actuals| ist| eur| teur| usd| gbp| audited| unaudited| restated| as restated| re presented| represented| reclassified)?$/;

/**
 * reader34: the parts of a restatement beside the restated year ("2025 | As previously reported |
 * Adjustment | As restated", "2024 angepasst | 2024 wie berichtet"): the figures first reported and
 * the corrections are no period of the company's figures (the restated column is), so they are read
 * as no period at all and never give the prior year.
 */
const RESTATEMENT_PART =
  /^(?:(?:as )?(?:previously|originally|initially) (?:reported|published|presented|stated)|as reported previously|(?:wie )?(?:ursprunglich |zuvor |bisher )?(?:berichtet|veroffentlicht|ausgewiesen)|(?:restatement |prior period )?adjustments?|(?:effect|impact) of (?:the )?restatement|restatement|anpassung|anpassungen|anpassungsbetrag|korrektur|korrekturen|anderung|anderungen|ias 8 anpassung(?:en)?)(?: ?\d)?$/;
/** reader34: the restated prior year over its own column ("As restated", "Restated", "2024 angepasst¹"). */
const RESTATED = /^(?:as |prior year |vorjahr )?(?:restated|re stated|angepasst|korrigiert)(?: ?\d)?$/;

/** reader34: a header naming a restatement's part (previously reported, adjustment): no period. */
export function isRestatementPart(text: string): boolean {
  return RESTATEMENT_PART.test(normalize(stripDates(text)));
}

/**
 * reader34: a header naming the restated prior year ("As restated", "2024 angepasst¹"): the prior year
 * only beside a restatement's parts on its header line (meantColumns).
 */
export function isRestatedColumn(text: string): boolean {
  return RESTATED.test(normalize(stripDates(text)));
}

/** A header without its dates and years (the words alone say what the column is). */
function stripDates(raw: string): string {
  return raw.replace(/\b\d{1,2}[./]\d{1,2}[./](?:19|20)\d\d\b/g, " ").replace(/\b(?:fy\s?)?(?:19|20)\d\d\b/gi, " ");
}

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
  // reader28: so is a whole date ("Plan 31.12.2026", "Ist 31.12.2025").
  const n = normalize(
    raw.replace(/\b\d{1,2}[./]\d{1,2}[./](?:19|20)\d\d\b/g, " ").replace(/\b(?:fy\s?)?(?:19|20)\d\d\b/gi, " "),
  );
  if (n === "") return undefined;
  return roleOf(n) ?? roleOf(umlautsRead(n));
}

function roleOf(n: string): ColumnMeaning | undefined {
  if (OTHER.test(n) || RESTATEMENT_PART.test(n)) return { role: "other" };
  if (PRIOR.test(n)) return { role: "prior" };
  if (CURRENT.test(n)) return { role: "current" };
  return undefined;
}

/**
 * Header words with an umlaut, as OCR misreads them: a scan's "Geschäftsjahr" comes back as
 * "Geschüftsjahr", "Geschiftsjahr" or "Geschöftsjahr" (the umlaut's dots and the letter's bowl
 * blur). A whole word that is one of these with another vowel in the umlaut's place is read as the
 * word: no other header word is spelt so.
 */
const OCR_UMLAUT_WORDS = ["geschäftsjahr", "veränderung"].map((word) => ({
  misread: new RegExp(`\\b${word.replace(/[äöü]/g, "[aeiou]")}\\b`, "g"),
  plain: normalize(word),
}));

/** A normalized header with its OCR-misread umlaut words put right. */
function umlautsRead(n: string): string {
  return OCR_UMLAUT_WORDS.reduce((text, { misread, plain }) => text.replace(misread, plain), n);
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

const isLeapYear = (y: number) => new Date(Date.UTC(y, 1, 29)).getUTCDate() === 29;

/**
 * Whether a year end printed as 28 February (in a year without a 29th, or with no year) says nothing
 * certain of a leap year's: a company closing on the month's last day closed on 29 February then, one
 * with a fixed date on the 28th (blind batch 15 expected the first, batches 5 and 9 the second).
 */
export function leapYearEndUnsure(end: { y?: number; m: number; d: number }, y: number): boolean {
  return end.m === 2 && end.d === 28 && (end.y === undefined || !isLeapYear(end.y)) && isLeapYear(y);
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
  // reader34: "As restated" beside a restatement's parts on one header line is the prior year
  // ("Restated" alone says no period: reader8).
  const restatement = cells.some((c) => isRestatementPart(c.text));
  const found = cells
    .map((cell) => ({
      cell,
      meaning:
        columnMeaning(cell.text) ??
        (restatement && isRestatedColumn(cell.text) ? ({ role: "prior" } as const) : undefined),
    }))
    .filter((c): c is MeantColumn => c.meaning !== undefined);
  if (found.length === 0 || found.length < cells.length - 1) return undefined;
  monthsInARow(found);
  const periods = found.filter((c) => c.meaning.role !== "other");
  if (periods.length === 0) return undefined;
  if (found.length < 2 && !periods.some((c) => c.meaning.month)) return undefined;
  return [...found].sort((a, b) => a.cell.x0 - b.cell.x0);
}

/**
 * reader21: a management pack's month columns ("Jan-25 Feb-25 … Dec-25", "Nov-25 Dec-25"): month
 * columns printed side by side a month apart are single months, no period of the chart, so they are
 * read as no period at all (never a year ending that month, as "Mar-25 | Mar-24" are). Months a year
 * apart keep their meaning.
 */
function monthsInARow(found: MeantColumn[]): void {
  const months = [...found]
    .filter((c) => c.meaning.month)
    .sort((a, b) => a.cell.x0 - b.cell.x0)
    .map((c) => c.meaning.month as { y: number; m: number });
  const index = (d: { y: number; m: number }) => d.y * 12 + d.m;
  const adjacent = months.some((d, i) => i > 0 && Math.abs(index(d) - index(months[i - 1] as typeof d)) === 1);
  if (!adjacent) return;
  for (const c of found) if (c.meaning.month) c.meaning = { role: "other" };
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

/**
 * How long a column's period is, from the words over it alone (issue 22: quarterly management
 * packs). `quarter`: "Q1".."Q4", "1Q", "Qtr 2", "Fourth quarter", "Quarter ended …", "Three months
 * ended …", "3 months to …"; `full_year`: "Full year", "FY", "Twelve months ended …", "12 months to";
 * `year_to_date`: "YTD", "Year to date" (a whole year only when it ends at the financial year end);
 * `prior_year_to_date`: "Prior YTD", "Prior year YTD", "PY YTD", "Last year to date".
 */
export type PeriodWord = "quarter" | "full_year" | "year_to_date" | "prior_year_to_date";

const QUARTER_WORD =
  /^(?:q ?[1-4](?: ?(?:fy ?)?\d\d)?|[1-4] ?q(?: ?(?:fy ?)?\d\d)?|qtr ?[1-4]?|quarter(?: [1-4])?|(?:first|second|third|fourth|1st|2nd|3rd|4th) (?:quarter|qtr)|qtd|quarter to date|(?:the )?(?:three|3) months?(?: (?:ended|ending|to|through))?|(?:the )?quarter (?:ended|ending|to))$/;
const FULL_YEAR_WORD =
  /^(?:full (?:fiscal |financial )?year|fy|total year|(?:the )?(?:twelve|12) months?(?: (?:ended|ending|to|through))?)$/;
const YTD_WORD = /^(?:ytd|fytd|year to date|fiscal year to date|cumulative)(?: actual)?$/;
const PRIOR_YTD_WORD =
  /^(?:(?:prior|previous|last|py|ly|preceding)(?: (?:fiscal |financial )?year)? (?:ytd|fytd|year to date)|(?:ytd|year to date) (?:prior|previous|last|py|ly)(?: year)?)(?: actual)?$/;

/** What a header cell says of its column's period length, if anything (dates and years aside). */
export function periodWord(text: string): PeriodWord | undefined {
  const n = normalize(
    text
      .replace(/\b(?:fy\s?)?(?:19|20)\d\d\b/gi, " ")
      .replace(/\b\d{1,2}(?:st|nd|rd|th)?\b(?!\s*(?:months?|q\b))/gi, (w) => (/^[1-4]$/.test(w.trim()) ? w : " "))
      .replace(
        /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun[e]?|jul[y]?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?/gi,
        " ",
      ),
  );
  if (n === "") return undefined;
  if (PRIOR_YTD_WORD.test(n)) return "prior_year_to_date";
  if (YTD_WORD.test(n)) return "year_to_date";
  if (FULL_YEAR_WORD.test(n)) return "full_year";
  if (QUARTER_WORD.test(n)) return "quarter";
  return undefined;
}

/**
 * A period printed as a range of months, as bookkeeping exports head their columns ("Jan - Dec
 * 2025", "January - December 2025", "Apr 2024 - Mar 2025", "Jan-Dec 2024 (PY)"): it ends on the
 * last day of its last month, and its length in months says what it is (12: a year, 3: a quarter,
 * any other: part of a year, left out).
 */
export function monthRange(
  text: string,
): { end: { y: number; m: number; d: number }; months: number; kind: "yearly" | "quarterly" | "ytd" } | undefined {
  const month = "([a-zäé]{3,9})\\.?";
  const re = new RegExp(
    `^\\s*${month}\\s*,?\\s*((?:19|20)\\d\\d)?\\s*(?:[-\\u2013\\u2014]|to|through|thru|bis)\\s*${month}\\s*,?\\s*((?:19|20)\\d\\d)\\s*(?:\\(?(?:py|ly|prior year|previous year|last year|vj|vorjahr)\\)?)?\\s*$`,
    "i",
  );
  const m = re.exec(text);
  if (!m) return undefined;
  const first = MONTHS[(m[1] as string).toLowerCase()];
  const last = MONTHS[(m[3] as string).toLowerCase()];
  if (!first || !last) return undefined;
  const y2 = Number(m[4]);
  const y1 = m[2] ? Number(m[2]) : first <= last ? y2 : y2 - 1;
  const months = y2 * 12 + last - (y1 * 12 + first) + 1;
  if (months < 1 || months > 12) return undefined;
  const end = { y: y2, m: last, d: new Date(Date.UTC(y2, last, 0)).getUTCDate() };
  const kind = periodLengthKind({ y: y1, m: first, d: 1 }, end);
  return kind ? { end, months, kind } : undefined;
}

/**
 * What a period from `start` to `end` (its first and last day) is by its length: about a year
 * (358-372 days: 52/53-week years too), a quarter (87-93 days: three calendar months, 13 weeks), or
 * part of a year (a month or more, short of a year: six or nine months, a bookkeeping export's
 * "Jan - Feb 2025"), which the chart has no period for; anything shorter or longer than a year is
 * no period length the reader knows.
 */
export function periodLengthKind(
  start: { y: number; m: number; d: number },
  end: { y: number; m: number; d: number },
): "yearly" | "quarterly" | "ytd" | undefined {
  const days = (Date.UTC(end.y, end.m - 1, end.d) - Date.UTC(start.y, start.m - 1, start.d)) / 86_400_000;
  if (days >= 358 && days <= 372) return "yearly";
  if (days >= 87 && days <= 93) return "quarterly";
  if (days >= 27 && days < 358) return "ytd";
  return undefined;
}

/** The quarter a header names by its number ("Q1 2025", "2Q", "Qtr 3", "Fourth quarter"), if any. */
export function quarterNumber(text: string): 1 | 2 | 3 | 4 | undefined {
  const t = text.toLowerCase();
  const m =
    /\bq(?:tr)? ?([1-4])\b/.exec(t) ??
    /\b([1-4]) ?q\b/.exec(t) ??
    /\bquarter ([1-4])\b/.exec(t) ??
    /\b([1-4])(?:st|nd|rd|th) (?:quarter|qtr)\b/.exec(t);
  if (m) return Number(m[1]) as 1 | 2 | 3 | 4;
  const word = /\b(first|second|third|fourth) (?:quarter|qtr)\b/.exec(t)?.[1];
  return word ? ((["first", "second", "third", "fourth"].indexOf(word) + 1) as 1 | 2 | 3 | 4) : undefined;
}

/**
 * reader21: quarter columns headed by a quarter's number and a year alone ("Q1 2025 · Q2 2025 ·
 * Q3 2025 · Q4 2025 · FY 2025"): the year gave each the financial year's end, so quarters of one
 * year share a date. Each such quarter ends 3, 6 or 9 months before the year end (Q4 on it), on
 * the last day of its month. Only where two quarter columns of different numbers share one date
 * (a header that prints each quarter's own date never does), and only for a year end on the last
 * day of a month (a 52/53-week year's quarters end on days the header does not give).
 */
export function dateQuartersOfYear(
  columns: ReadonlyArray<{ date?: { y: number; m: number; d: number }; kind: string }>,
  quarters: ReadonlyArray<1 | 2 | 3 | 4 | undefined>,
): Array<{ y: number; m: number; d: number } | undefined> {
  const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
  const key = (d: { y: number; m: number; d: number }) => `${d.y}-${d.m}-${d.d}`;
  const numbersOn = new Map<string, Set<number>>();
  columns.forEach((c, i) => {
    const q = quarters[i];
    if (c.kind !== "quarterly" || !c.date || !q) return;
    const set = numbersOn.get(key(c.date)) ?? new Set<number>();
    set.add(q);
    numbersOn.set(key(c.date), set);
  });
  return columns.map((c, i) => {
    const q = quarters[i];
    if (c.kind !== "quarterly" || !c.date || !q || (numbersOn.get(key(c.date))?.size ?? 0) < 2) return undefined;
    if (c.date.d !== lastDay(c.date.y, c.date.m)) return undefined;
    const months = c.date.y * 12 + (c.date.m - 1) - 3 * (4 - q);
    const y = Math.floor(months / 12);
    const m = (months % 12) + 1;
    return { y, m, d: lastDay(y, m) };
  });
}
