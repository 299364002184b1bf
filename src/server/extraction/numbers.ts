/**
 * Reading amounts, years and dates as financial statements print them.
 */

const CURRENCY_SIGNS = /[$€£¥₹]|\b(?:USD|EUR|GBP|CHF|JPY|INR|CAD|AUD)\b/g;
const SPACES = /[\s\u00a0\u2009\u202f]/g;
const DASHES = /^[-\u2012\u2013\u2014\u2212]$/;
const MINUS = /^[-\u2012\u2013\u2212]/;

/**
 * An amount as printed, or undefined when the text is not one: `1,234`, `1,234.5`, `(1,234)`,
 * `-1,234` / `−1,234` / `–1,234`, `1.234.567` and `1.234,5` (European), `1 234 567` (space
 * groups), a lone dash or `nil` (zero), an optional currency sign. Digits without separators are
 * accepted (`1234`); a value with a decimal comma must use dot grouping.
 */
export function parseAmount(raw: string): number | undefined {
  let text = raw.trim();
  if (text.length === 0 || text.length > 40) return undefined;
  if (DASHES.test(text) || /^nil$/i.test(text)) return 0;
  let negative = false;
  if (text.startsWith("(") && text.endsWith(")")) {
    negative = true;
    text = text.slice(1, -1).trim();
  } else if (text.startsWith("(") || text.endsWith(")")) {
    return undefined;
  }
  text = text.replace(CURRENCY_SIGNS, "").trim();
  if (MINUS.test(text)) {
    negative = !negative;
    text = text.slice(1).trim();
  }
  text = text.replace(CURRENCY_SIGNS, "").replace(SPACES, "");
  if (text.length === 0) return undefined;
  let value: number | undefined;
  if (/^\d+(\.\d+)?$/.test(text)) value = Number(text);
  else if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) value = Number(text.replace(/,/g, ""));
  else if (/^\d{1,3}(\.\d{3}){2,}(,\d+)?$/.test(text) || /^\d{1,3}(\.\d{3})+,\d+$/.test(text)) {
    value = Number(text.replace(/\./g, "").replace(",", "."));
  } else if (/^\d+,\d{1,2}$/.test(text)) value = Number(text.replace(",", "."));
  if (value === undefined || !Number.isFinite(value)) return undefined;
  return negative ? -value : value;
}

/** A column-header year: `2025`, `FY2025`, `FY 2025`. */
export function parseYear(raw: string): number | undefined {
  const m = /^(?:fy\s?)?((?:19|20)\d\d)$/i.exec(raw.trim());
  return m ? Number(m[1]) : undefined;
}

export const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
};

const MONTH_NAME =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";

/** A date found in text; `year` is absent when the text prints only day and month ("31 December"). */
export interface FoundDate {
  day: number;
  month: number;
  year?: number;
  /** Position in the text (to order several dates). */
  index: number;
}

const DATE_PATTERNS: Array<{ re: RegExp; read: (m: RegExpExecArray) => Omit<FoundDate, "index"> }> = [
  {
    // 2025-12-31
    re: /\b((?:19|20)\d\d)-(\d\d)-(\d\d)\b/g,
    read: (m) => ({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }),
  },
  {
    // 31.12.2025, 31/12/2025 (day first)
    re: /\b(\d{1,2})[./](\d{1,2})[./]((?:19|20)\d\d)\b/g,
    read: (m) => ({ day: Number(m[1]), month: Number(m[2]), year: Number(m[3]) }),
  },
  {
    // 31 December 2025, 31st Dec. 2025, 31 December
    re: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH_NAME}(?:,?\\s+((?:19|20)\\d\\d))?\\b`, "gi"),
    read: (m) => ({
      day: Number(m[1]),
      month: MONTHS[(m[2] as string).toLowerCase()] ?? 0,
      year: m[3] ? Number(m[3]) : undefined,
    }),
  },
  {
    // December 31, 2025, Dec 31 2025, December 31
    re: new RegExp(`\\b${MONTH_NAME}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+((?:19|20)\\d\\d))?`, "gi"),
    read: (m) => ({
      month: MONTHS[(m[1] as string).toLowerCase()] ?? 0,
      day: Number(m[2]),
      year: m[3] ? Number(m[3]) : undefined,
    }),
  },
];

/** Every date in a text, in order of appearance; impossible dates are left out. */
export function findDates(text: string): FoundDate[] {
  const found: FoundDate[] = [];
  const taken: Array<[number, number]> = [];
  for (const { re, read } of DATE_PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken.some(([a, b]) => start < b && end > a)) continue;
      const d = read(m);
      if (d.month < 1 || d.month > 12 || d.day < 1 || d.day > 31) continue;
      if (d.year !== undefined && !isValidDate(d.year, d.month, d.day)) continue;
      taken.push([start, end]);
      found.push({ ...d, index: start });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

const RUN_TOGETHER: RegExp[] = [
  // "March 31, 2026December 31, 2025", "Dec. 31, 2026Dec. 31, 2025"
  new RegExp(`\\b((?:19|20)\\d\\d)(?=${MONTH_NAME}(?![a-z]))`, "gi"),
  // "31 March 202631 December 2025"
  new RegExp(`\\b((?:19|20)\\d\\d)(?=\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH_NAME}(?![a-z]))`, "gi"),
  // "31.03.202631.12.2025", "31/03/202631/12/2025"
  /([./](?:19|20)\d\d)(?=\d{1,2}[./]\d{1,2}[./](?:19|20)\d\d\b)/g,
  // "2026-03-312025-12-31"
  /(\b(?:19|20)\d\d-\d\d-\d\d)(?=(?:19|20)\d\d-\d\d-\d\d\b)/g,
];

/**
 * Puts a space between full dates that a PDF's text layer ran together: column headers wider
 * than their columns ("March 31, 2026" over 8-digit amounts) touch or overlap, and the reader
 * joins them without a space ("March 31, 2026December 31, 2025"), which would hide the second
 * date. Only a year directly followed by the start of another date is separated.
 */
export function separateRunTogetherDates(text: string): string {
  let out = text;
  for (const re of RUN_TOGETHER) out = out.replace(re, "$1 ");
  return out;
}

export function isValidDate(year: number, month: number, day: number): boolean {
  const dt = new Date(Date.UTC(year, month - 1, day));
  return dt.getUTCFullYear() === year && dt.getUTCMonth() === month - 1 && dt.getUTCDate() === day;
}

export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Standalone years in a text ("2025 and 2024"), in order. */
export function findYears(text: string): number[] {
  return [...text.matchAll(/\b((?:19|20)\d\d)\b/g)].map((m) => Number(m[1]));
}
