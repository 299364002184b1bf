import {
  chartOfAccounts,
  type DocumentType,
  expenseKeys,
  type LineItem,
  type LineItemKey,
} from "../../contract/chart-of-accounts";
import type { PeriodType } from "../files/tables";
import { findDates, isoDate, isValidDate, parseAmount, parseYear, separateRunTogetherDates } from "./numbers";
import { readPdfText, type TextCell, type TextLine, UnreadablePdfError } from "./pdf-text";
import { headingType, isOtherSection, matchLabel, normalizeLabel, type Section, sectionOf } from "./synonyms";

/**
 * Statement extraction: finds the financial statements in the text of a PDF and reads their line
 * items, one statement per document type and period. See docs/extraction.md.
 */

export interface ExtractedStatement {
  documentType: DocumentType;
  /** YYYY-MM-DD: the balance-sheet date or the last day of the period. */
  period: string;
  periodType: PeriodType;
  /** Canonical keys in chart-of-accounts order; amounts in units. */
  lineItems: LineItem[];
  /** Page where the statement's heading was found. */
  page: number;
  /**
   * How the statement was read (api-design §13), for the checks and the file message. Absent where
   * the reader did not determine it.
   */
  reading?: StatementReading;
}

/** What the reader determined about a statement; the checks (review_status) read it. */
export interface StatementReading {
  /** e.g. "1,234.56", "1.234,56", "1 234,56", "1'234.56". */
  numberConvention: string;
  /** Multiplier applied to printed amounts (1, 1000, 1e6, 1e5 lakhs, 1e7 crores). */
  scale: number;
  /** The phrase the scale was read from, or null when none was found (scale 1 assumed). */
  scaleSource: string | null;
  /** True when the column's period could not be told for certain. */
  periodAmbiguous: boolean;
  /** True when the text came from OCR of a page image. */
  ocr: boolean;
}

export type ExtractionOutcome =
  | { kind: "statements"; statements: ExtractedStatement[]; summary: string; pages: number }
  | { kind: "none"; reason: string; pages: number }
  | { kind: "unreadable"; reason: string };

/** Pages read from one file at most; statements are at the front of annual reports' financial sections. */
export const MAX_PAGES = 400;
/** A statement needs this many recognised line items to count. */
export const MIN_LINE_ITEMS = 2;

type ColumnKind = "yearly" | "quarterly" | "ytd" | "point";

interface Amount {
  value: number;
  x0: number;
  x1: number;
}

interface Row {
  line: TextLine;
  label: string;
  amounts: Amount[];
}

interface Column {
  /** Resolved period end, or undefined when no date could be read. */
  date?: { y: number; m: number; d: number };
  kind: ColumnKind;
  /** Horizontal position when known (from a header cell). */
  x0?: number;
  x1?: number;
  note?: boolean;
}

interface Entry {
  label: string;
  amount: number;
  mode: "set" | "sum";
}

interface RawStatement {
  type: DocumentType;
  page: number;
  columns: Column[];
  scale: number;
  values: Array<Map<LineItemKey, Entry>>;
  /** The section the statement's last row was in (a continuation on the next page starts there). */
  endSection: Section | undefined;
}

function splitRow(line: TextLine): Row {
  const labelCells: TextCell[] = [];
  const amounts: Amount[] = [];
  for (const cell of line.cells) {
    const value = parseAmount(cell.text);
    if (value !== undefined) amounts.push({ value, x0: cell.x0, x1: cell.x1 });
    else if (amounts.length === 0) labelCells.push(cell);
  }
  return {
    line,
    label: labelCells
      .map((c) => c.text)
      .join(" ")
      .trim(),
    amounts,
  };
}

/** Words a column header may carry besides its year or date. */
const HEADER_NOISE =
  /\b(fy|restated|audited|unaudited|actual|note|notes|usd|eur|gbp|chf|inr|jpy|cad|aud|000|000s|thousands?|millions?)\b|[$€£¥₹'’()*,.:]/gi;
/** Period words a column header may carry ("Three months ended 30 June 2025", "At 31 Dec 2025"). */
const PERIOD_WORDS =
  /\b(for|the|three|six|nine|twelve|months?|weeks?|quarter|year|years|period|ended|ending|to|as|at|of|q[1-4]|h[12]|\d{1,2})\b/gi;

interface HeaderCell {
  year: number;
  date?: { y: number; m: number; d: number };
  /** Only a year or a date (no period words). */
  pure: boolean;
}

/** A cell that is a column header: a year or a full date, with at most period words around it. */
function columnHeaderCell(cell: TextCell): HeaderCell | undefined {
  const dates = findDates(cell.text).filter((d) => d.year !== undefined);
  let year: number | undefined;
  let date: HeaderCell["date"];
  let rest = cell.text;
  if (dates.length === 1) {
    const d = dates[0] as { day: number; month: number; year: number };
    year = d.year;
    date = { y: d.year, m: d.month, d: d.day };
    rest = rest.replace(/\b\d{1,2}(st|nd|rd|th)?\b|\b(19|20)\d\d\b|[a-z]+\.?/gi, (w) =>
      /^[a-z]+\.?$/i.test(w) && !isMonthWord(w) ? w : " ",
    );
  } else if (dates.length === 0) {
    const years = [...cell.text.matchAll(/\b(?:fy\s?)?((?:19|20)\d\d)\b/gi)];
    if (years.length !== 1) return undefined;
    year = Number((years[0] as RegExpMatchArray)[1]);
    rest = rest.replace(/\b(?:fy\s?)?(?:19|20)\d\d\b/i, " ");
  } else {
    return undefined;
  }
  rest = rest.replace(HEADER_NOISE, " ");
  if (rest.replace(/[-/\s]+/g, "").length === 0) return { year, date, pure: true };
  if (rest.replace(PERIOD_WORDS, " ").replace(/[-/\s]+/g, "").length === 0) return { year, date, pure: false };
  return undefined;
}

function isMonthWord(w: string): boolean {
  return /^(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(t(ember)?)?|oct(ober)?|nov(ember)?|dec(ember)?)\.?$/i.test(
    w,
  );
}

/** What period a phrase describes. */
function phraseKind(text: string): ColumnKind | undefined {
  const t = text.toLowerCase();
  if (/\b(three|3)[- ]months?\b|\bquarter\b|\bq[1-4]\b|\b13 weeks\b|\bthird month\b/.test(t)) return "quarterly";
  if (/\b(six|6|nine|9)[- ]months?\b|\bhalf[- ]year\b|\bh[12]\b|\b(26|39) weeks\b|\byear[- ]to[- ]date\b/.test(t))
    return "ytd";
  if (
    /\b(twelve|12)[- ]months?\b|\byears?\s+(ended|ending|to)\b|\b(financial|fiscal) year\b|\b52 weeks\b|\bannual\b|\bperiod\s+(ended|ending)\b/.test(
      t,
    )
  ) {
    return "yearly";
  }
  if (/\bas\s+(at|of)\b|\bat\s+\d/.test(t)) return "point";
  return undefined;
}

function isHeaderLabel(label: string): boolean {
  const n = normalizeLabel(label);
  return (
    n === "" ||
    /^(notes?|restated|audited|unaudited|usd|eur|gbp|000|in thousands|in millions|currency)( .*)?$/.test(n) ||
    /^[$€£]/.test(label)
  );
}

/** A line of the header zone: years or dates over the columns (no label, or a label like "Note"). */
function isColumnHeaderLine(row: Row): boolean {
  const years = row.line.cells.filter((c) => columnHeaderCell(c) !== undefined).length;
  if (years === 0) return false;
  const others = row.line.cells.filter(
    (c) => columnHeaderCell(c) === undefined && !isHeaderLabel(c.text) && phraseKind(c.text) === undefined,
  );
  return others.length === 0;
}

function scaleOf(text: string): number {
  const t = text.toLowerCase();
  if (/\bin billions\b|\bbillions of\b|\b(usd|eur|gbp|\$|€|£)\s?(bn|billion)\b/.test(t)) return 1e9;
  if (
    /\bin millions\b|\bmillions of\b|\b(usd|eur|gbp|inr|chf)\s?(m|mn|mio|million)\b|[$€£]\s?(m|mn|million)\b|\(m\)|['’]m\b|\bin mio\b/.test(
      t,
    )
  ) {
    return 1e6;
  }
  if (/\bin thousands\b|\bthousands of\b|['’]000|\b000s\b|\(000\)|\$000|\bteur\b|\btusd\b|\bk€|\bin k\b/.test(t))
    return 1e3;
  return 1;
}

const OUTFLOW_KEYS: readonly LineItemKey[] = ["purchase_of_fixed_assets", "repayment_of_borrowings", "dividends_paid"];

/** The section that follows a total line, when the statement prints no heading for it. */
const NEXT_SECTION: Partial<Record<LineItemKey, Section | undefined>> = {
  total_current_assets: "non_current_assets",
  total_assets: "current_liabilities",
  total_current_liabilities: "non_current_liabilities",
  total_liabilities: "equity",
  net_cash_from_operating_activities: "investing",
  net_cash_from_investing_activities: "financing",
};

interface Segment {
  type: DocumentType;
  heading: number;
  end: number;
}

/** Finds statement headings; a heading runs until the next one. */
function segment(lines: TextLine[]): Segment[] {
  const found: Array<{ type: DocumentType | undefined; index: number }> = [];
  lines.forEach((line, index) => {
    const row = splitRow(line);
    const onlyYears = row.amounts.every((a) => parseYear(String(Math.abs(a.value))) !== undefined || a.value < 100);
    if (!onlyYears) return;
    const type = headingType(line.text);
    if (type) found.push({ type, index });
    // Another part of the report (changes in equity, notes, auditor's report) ends a statement.
    else if (isOtherSection(line.text)) found.push({ type: undefined, index });
  });
  const segments: Segment[] = [];
  found.forEach((f, i) => {
    if (f.type) segments.push({ type: f.type, heading: f.index, end: found[i + 1]?.index ?? lines.length });
  });
  return segments;
}

interface PeriodPhrase {
  kind: ColumnKind | undefined;
  dates: ReturnType<typeof findDates>;
  years: number[];
  x0: number;
  x1: number;
  /** Spans the label area (a full-width line) rather than sitting over some columns. */
  global: boolean;
}

function distance(a: { x0?: number; x1?: number }, x0: number, x1: number): number {
  if (a.x0 === undefined || a.x1 === undefined) return Number.POSITIVE_INFINITY;
  return Math.min(Math.abs(a.x1 - x1), Math.abs((a.x0 + a.x1) / 2 - (x0 + x1) / 2));
}

/** Reads one statement: its columns (periods) from the header zone, then its rows. */
function readSegment(
  lines: TextLine[],
  seg: Segment,
  problems: string[],
  previous: RawStatement | undefined,
): RawStatement | undefined {
  const body = lines.slice(seg.heading + 1, seg.end);
  const heading = lines[seg.heading] as TextLine;
  const rows = body.map(splitRow);
  const firstData = rows.findIndex(
    (r) => r.label !== "" && r.amounts.length > 0 && !isColumnHeaderLine(r) && !isHeaderLabel(r.label),
  );
  if (firstData < 0) {
    problems.push(`no line items under the ${LABELS[seg.type]} heading on page ${heading.page}`);
    return undefined;
  }
  const labelX = Math.min(
    ...rows
      .slice(firstData, firstData + 8)
      .filter((r) => r.label)
      .map((r) => r.line.cells[0]?.x0 ?? 0),
  );
  const headerRows = rows.slice(0, firstData);
  const contextLines = [lines[seg.heading - 2], lines[seg.heading - 1], heading].filter(
    (l): l is TextLine => l !== undefined && l.page === heading.page && splitRow(l).amounts.length === 0,
  );

  // Period phrases: whole lines at the left margin (global) and cells over the columns (groups).
  const phrases: PeriodPhrase[] = [];
  // Nearest the data first: header lines bottom-up, then the heading, then the lines above it.
  const phraseLines = [...headerRows.map((r) => r.line).reverse(), ...[...contextLines].reverse()];
  for (const line of phraseLines) {
    const atMargin = (line.cells[0]?.x0 ?? 0) <= labelX + 30;
    if (atMargin && line.cells.length <= 2) {
      const text = line.text;
      const kind = phraseKind(text);
      const dates = findDates(text);
      if (kind || dates.length > 0) {
        phrases.push({ kind, dates, years: yearsAfterDates(text), x0: 0, x1: Number.POSITIVE_INFINITY, global: true });
      }
      continue;
    }
    for (const cell of line.cells) {
      const kind = phraseKind(cell.text);
      const dates = findDates(cell.text);
      if (!kind && dates.length === 0) continue;
      const global = cell.x0 <= labelX + 30;
      phrases.push({ kind, dates, years: yearsAfterDates(cell.text), x0: cell.x0, x1: cell.x1, global });
    }
  }
  const globalPhrase = phrases.find((p) => p.global && (p.kind !== undefined || p.dates.length > 0));
  const globalKind = phrases.find((p) => p.global && p.kind !== undefined)?.kind;
  const defaultKind: ColumnKind = seg.type === "balance_sheet" ? "point" : "yearly";

  // Column headers: the header line with the most year/date cells, nearest the data on ties.
  let best: Array<{ cell: TextCell } & HeaderCell> = [];
  let bestPure = false;
  let noteCell: TextCell | undefined;
  for (const r of headerRows) {
    const cells = r.line.cells
      .flatMap(splitPeriods)
      .filter((c) => c.x0 > labelX + 60)
      .map((c) => ({ cell: c, ...(columnHeaderCell(c) as HeaderCell) }))
      .filter((c) => c.year !== undefined);
    if (cells.length === 0) continue;
    const pure = cells.every((c) => c.pure);
    if (cells.length > best.length || (cells.length === best.length && (pure || !bestPure))) {
      best = cells;
      bestPure = pure;
      noteCell = r.line.cells.find((c) => /^notes?$/i.test(c.text.trim()));
    }
  }

  const dayMonth = (p: PeriodPhrase | undefined) => p?.dates.find((d) => d.day && d.month);
  let columns: Column[];
  if (best.length > 0) {
    const groups = phrases.filter((p) => !p.global);
    const nearest = (centre: number, want: (p: PeriodPhrase) => boolean) =>
      groups.filter(want).sort((a, b) => groupDistance(a, centre) - groupDistance(b, centre))[0];
    columns = best.map(({ cell, year, date }) => {
      const centre = (cell.x0 + cell.x1) / 2;
      const kind = nearest(centre, (p) => p.kind !== undefined)?.kind ?? globalKind ?? defaultKind;
      let resolved = date;
      if (!resolved) {
        const dm = dayMonth(nearest(centre, (p) => dayMonth(p) !== undefined)) ?? dayMonth(globalPhrase);
        resolved = dm ? { y: year, m: dm.month, d: dm.day } : { y: year, m: 12, d: 31 };
        if (!isValidDate(resolved.y, resolved.m, resolved.d)) resolved = lastDayOf(resolved.y, resolved.m);
      }
      return { date: resolved, kind, x0: cell.x0, x1: cell.x1 };
    });
  } else if (globalPhrase) {
    const full = globalPhrase.dates.filter((d) => d.year !== undefined);
    const kind = globalKind ?? defaultKind;
    const dates: Array<{ y: number; m: number; d: number }> = full.map((d) => ({
      y: d.year as number,
      m: d.month,
      d: d.day,
    }));
    const first = full[0];
    if (first) for (const y of globalPhrase.years) dates.push({ y, m: first.month, d: first.day });
    columns = dates.map((date) => ({ date, kind }));
  } else {
    columns = [];
  }
  let scale = scaleOf([...contextLines, ...headerRows.map((r) => r.line)].map((l) => l.text).join(" \n "));
  if (columns.length === 0 && previous?.type === seg.type) {
    // A statement continued under a repeated heading without its own period line: same columns.
    columns = previous.columns.map((c) => ({ ...c }));
    if (scale === 1) scale = previous.scale;
  }
  if (columns.length === 0) {
    problems.push(`no period date for the ${LABELS[seg.type]} on page ${heading.page}`);
    return undefined;
  }
  if (noteCell) columns.push({ kind: "point", note: true, x0: noteCell.x0, x1: noteCell.x1 });

  const periodColumns = columns.filter((c) => !c.note);
  const values = periodColumns.map(() => new Map<LineItemKey, Entry>());
  // One period column: its value is the rightmost amount (away from a notes column), wherever its header sits.
  const positioned = periodColumns.length > 1 && periodColumns.every((c) => c.x0 !== undefined);
  const spacing = positioned ? minSpacing(columns) : 0;

  // A continued statement starts in the section its previous part ended in.
  let section: Section | undefined =
    previous?.type === seg.type && previous.page < heading.page ? previous.endSection : undefined;
  let pending: string | undefined;
  for (const row of rows.slice(firstData)) {
    if (row.amounts.length === 0) {
      if (isColumnHeaderLine(row) || !row.label) continue;
      const s = sectionOf(row.label);
      if (s) {
        section = s;
        pending = undefined;
      } else {
        pending = row.label;
      }
      continue;
    }
    if (!row.label || isColumnHeaderLine(row)) continue;
    let label = row.label;
    let match = matchLabel(seg.type, label, section);
    if (!match && pending) {
      const joined = `${pending} ${label}`;
      match = matchLabel(seg.type, joined, section);
      if (match) label = joined;
    }
    pending = undefined;
    if (!match) continue;

    const perColumn = assign(row.amounts, columns, periodColumns, positioned, spacing);
    perColumn.forEach((v, i) => {
      if (v === undefined) return;
      const map = values[i] as Map<LineItemKey, Entry>;
      const amount = Math.round(v * scale * 100) / 100;
      const existing = map.get(match.key);
      if (match.sum) {
        if (existing?.mode === "set") return;
        map.set(match.key, {
          label: existing ? `${existing.label} + ${label}` : label,
          amount: (existing?.amount ?? 0) + amount,
          mode: "sum",
        });
      } else if (!existing || existing.mode === "sum") {
        map.set(match.key, { label, amount, mode: "set" });
      }
    });
    if (match.key in NEXT_SECTION) section = NEXT_SECTION[match.key];
  }
  return { type: seg.type, page: heading.page, columns: periodColumns, scale, values, endSection: section };
}

/**
 * Splits a cell holding several column headers that the PDF put in one text run
 * ("December 31, 2025 December 31, 2024", "2025 2024") at each date or year, placing each part
 * in proportion to its characters.
 */
function splitPeriods(cell: TextCell): TextCell[] {
  const full = findDates(cell.text).filter((d) => d.year !== undefined);
  let starts: number[] = full.map((d) => d.index);
  if (full.length < 2) {
    const years = [...cell.text.matchAll(/\b(?:19|20)\d\d\b/g)];
    if (years.length < 2 || full.length > 0) return [cell];
    if (cell.text.replace(/\b(?:fy\s?)?(?:19|20)\d\d\b/gi, "").trim().length > 0) return [cell];
    starts = years.map((m) => m.index ?? 0);
  }
  const per = (cell.x1 - cell.x0) / Math.max(1, cell.text.length);
  // A part runs from its date's start (or the previous part's end for leading words) to the next part.
  const bounds = starts.map((start, i) => [i === 0 ? 0 : start, starts[i + 1] ?? cell.text.length] as const);
  return bounds.map(([a, b]) => {
    const text = cell.text.slice(a, b);
    const lead = text.length - text.trimStart().length;
    const trimmed = text.trim();
    return { text: trimmed, x0: cell.x0 + (a + lead) * per, x1: cell.x0 + (a + lead + trimmed.length) * per };
  });
}

function groupDistance(p: PeriodPhrase, centre: number): number {
  if (centre >= p.x0 - 5 && centre <= p.x1 + 5) return 0;
  return Math.min(Math.abs(centre - p.x0), Math.abs(centre - p.x1));
}

function yearsAfterDates(text: string): number[] {
  // "31 December 2025 and 2024", "2025, 2024 and 2023": the years after the first full date.
  const m = /((?:19|20)\d\d)((?:\s*(?:,|and|&)\s*(?:19|20)\d\d)+)/.exec(text);
  if (!m) return [];
  return [...(m[2] as string).matchAll(/(?:19|20)\d\d/g)].map((y) => Number(y[0]));
}

function lastDayOf(y: number, m: number): { y: number; m: number; d: number } {
  return { y, m, d: new Date(Date.UTC(y, m, 0)).getUTCDate() };
}

function minSpacing(columns: Column[]): number {
  const centres = columns
    .filter((c) => c.x0 !== undefined && c.x1 !== undefined)
    .map((c) => ((c.x0 as number) + (c.x1 as number)) / 2)
    .sort((a, b) => a - b);
  let min = Number.POSITIVE_INFINITY;
  for (let i = 1; i < centres.length; i++) min = Math.min(min, (centres[i] as number) - (centres[i - 1] as number));
  return min;
}

/** The value of each period column in a row: by position under the headers, else the rightmost amounts in order. */
function assign(
  amounts: Amount[],
  columns: Column[],
  periodColumns: Column[],
  positioned: boolean,
  spacing: number,
): Array<number | undefined> {
  const out: Array<number | undefined> = periodColumns.map(() => undefined);
  if (!positioned) {
    const note = columns.find((c) => c.note);
    const usable = note ? amounts.filter((a) => distance(note, a.x0, a.x1) > 25) : amounts;
    const tail = usable.slice(-periodColumns.length);
    const offset = periodColumns.length - tail.length;
    tail.forEach((a, i) => {
      out[offset + i] = a.value;
    });
    return out;
  }
  const tolerance = Number.isFinite(spacing) ? Math.max(20, spacing * 0.55) : 120;
  const bestDistance: number[] = periodColumns.map(() => Number.POSITIVE_INFINITY);
  for (const a of amounts) {
    let nearest: Column | undefined;
    let d = Number.POSITIVE_INFINITY;
    for (const c of columns) {
      const dist = distance(c, a.x0, a.x1);
      if (dist < d) {
        d = dist;
        nearest = c;
      }
    }
    if (!nearest || nearest.note || d > tolerance) continue;
    const i = periodColumns.indexOf(nearest);
    if (d < (bestDistance[i] as number)) {
      bestDistance[i] = d;
      out[i] = a.value;
    }
  }
  return out;
}

function normalizeSigns(type: DocumentType, items: Map<LineItemKey, Entry>): void {
  const neg = (v: number) => (v === 0 ? 0 : -v);
  if (type === "income_statement") {
    const present = expenseKeys.map((k) => items.get(k)).filter((e): e is Entry => e !== undefined && e.amount !== 0);
    const negatives = present.filter((e) => e.amount < 0).length;
    if (negatives > present.length - negatives) for (const e of present) e.amount = neg(e.amount);
  } else if (type === "balance_sheet") {
    const e = items.get("accumulated_depreciation");
    if (e) e.amount = Math.abs(e.amount);
  } else {
    for (const k of OUTFLOW_KEYS) {
      const e = items.get(k);
      if (e) e.amount = neg(Math.abs(e.amount));
    }
  }
}

/** A line whose cells hold dates run together ("March 31, 2026December 31, 2025"), with the dates apart. */
function separateDatesOf(line: TextLine): TextLine {
  if (!line.cells.some((c) => separateRunTogetherDates(c.text) !== c.text)) return line;
  const cells = line.cells.map((c) => ({ ...c, text: separateRunTogetherDates(c.text) }));
  return { ...line, cells, text: cells.map((c) => c.text).join(" ") };
}

const DOC_ORDER: DocumentType[] = ["balance_sheet", "income_statement", "cashflow_statement"];
const LABELS: Record<DocumentType, string> = {
  balance_sheet: "balance sheet",
  income_statement: "income statement",
  cashflow_statement: "cash flow statement",
};

/**
 * The statements in the text lines of a document (pure: no PDF involved). Balance-sheet dates are
 * yearly when they fall on the financial year end (taken from the yearly income or cash flow
 * statements of the file; 31 December when there is none) and quarterly otherwise.
 */
export function parseStatements(lines: TextLine[]): {
  statements: ExtractedStatement[];
  /** Columns left out of a result (six-month periods, too few line items). */
  notes: string[];
  /** Why headings found gave no statement. */
  problems: string[];
} {
  const notes: string[] = [];
  const problems: string[] = [];
  const raws: RawStatement[] = [];
  let previous: RawStatement | undefined;
  lines = lines.map(separateDatesOf);
  for (const seg of segment(lines)) {
    const raw = readSegment(lines, seg, problems, previous);
    if (raw) raws.push(raw);
    previous = raw ?? previous;
  }

  const yearEnds = new Map<string, number>();
  for (const r of raws) {
    if (r.type === "balance_sheet") continue;
    for (const c of r.columns) {
      if (c.kind === "yearly" && c.date) {
        const md = `${c.date.m}-${c.date.d}`;
        yearEnds.set(md, (yearEnds.get(md) ?? 0) + 1);
      }
    }
  }
  const fye = [...yearEnds.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "12-31";

  const merged = new Map<string, ExtractedStatement & { items: Map<LineItemKey, Entry> }>();
  let ytdSkipped = 0;
  let tooFew = 0;
  for (const r of raws) {
    r.columns.forEach((c, i) => {
      const items = r.values[i] as Map<LineItemKey, Entry>;
      if (!c.date || items.size === 0) return;
      if (c.kind === "ytd") {
        ytdSkipped += 1;
        return;
      }
      if (items.size < MIN_LINE_ITEMS) {
        tooFew += 1;
        return;
      }
      const periodType: PeriodType =
        c.kind === "point" ? (`${c.date.m}-${c.date.d}` === fye ? "yearly" : "quarterly") : (c.kind as PeriodType);
      const period = isoDate(c.date.y, c.date.m, c.date.d);
      const id = `${r.type}|${period}|${periodType}`;
      normalizeSigns(r.type, items);
      const existing = merged.get(id);
      if (existing) {
        for (const [k, e] of items) if (!existing.items.has(k)) existing.items.set(k, e);
      } else {
        merged.set(id, { documentType: r.type, period, periodType, lineItems: [], page: r.page, items });
      }
    });
  }
  if (ytdSkipped > 0) notes.push(`${ytdSkipped} column(s) for six or nine months left out`);
  if (tooFew > 0) notes.push(`${tooFew} column(s) with fewer than ${MIN_LINE_ITEMS} recognised line items left out`);

  const statements = [...merged.values()]
    .map(({ items, ...s }) => {
      const order = chartOfAccounts[s.documentType] as readonly LineItemKey[];
      const lineItems = order
        .filter((k) => items.has(k))
        .map((k) => {
          const e = items.get(k) as Entry;
          return { key: k, label: e.label, amount: Math.round(e.amount * 100) / 100 };
        });
      return { ...s, lineItems };
    })
    .sort(
      (a, b) =>
        DOC_ORDER.indexOf(a.documentType) - DOC_ORDER.indexOf(b.documentType) ||
        b.period.localeCompare(a.period) ||
        a.periodType.localeCompare(b.periodType),
    );
  return { statements, notes, problems };
}

function summarize(statements: ExtractedStatement[], notes: string[]): string {
  const parts = statements.map(
    (s) => `${LABELS[s.documentType]} ${s.period} (${s.periodType}, ${s.lineItems.length} line items)`,
  );
  const text = `Extracted ${statements.length} statement${statements.length === 1 ? "" : "s"}: ${parts.join("; ")}`;
  return notes.length > 0 ? `${text}. Note: ${notes.join("; ")}` : text;
}

/** Reads a PDF and extracts its statements. Never throws for a bad PDF: the outcome says why. */
export async function extractStatements(
  bytes: Uint8Array,
  opts: { signal?: AbortSignal; memoryLimitMb?: number } = {},
): Promise<ExtractionOutcome> {
  let text: Awaited<ReturnType<typeof readPdfText>>;
  try {
    text = await readPdfText(bytes, { maxPages: MAX_PAGES, signal: opts.signal, memoryLimitMb: opts.memoryLimitMb });
  } catch (err) {
    if (err instanceof UnreadablePdfError) return { kind: "unreadable", reason: err.message };
    throw err;
  }
  const pages = text.pagesRead;
  if (text.lines.length === 0) {
    return {
      kind: "none",
      pages,
      reason: "The PDF has no text to read (a scanned image?): only PDFs with a text layer can be extracted",
    };
  }
  const { statements, notes, problems } = parseStatements(text.lines);
  if (statements.length > 0) return { kind: "statements", statements, summary: summarize(statements, notes), pages };
  const found = segment(text.lines).length;
  const why = [...new Set([...problems, ...notes])];
  const reason =
    found === 0
      ? "No financial statement was found: no balance sheet, income statement or cash flow statement heading"
      : `No statement could be read: ${why.join("; ") || "no line item was recognised"}`;
  return { kind: "none", pages, reason };
}
