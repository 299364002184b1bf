import {
  chartOfAccounts,
  type DocumentType,
  expenseKeys,
  type LineItem,
  type LineItemKey,
} from "../../contract/chart-of-accounts";
import type { PeriodType } from "../files/tables";
import { oneLanguageOfBilingual } from "./bilingual";
import {
  columnMeaning,
  columnScale,
  dateMeantColumns,
  dateQuartersOfYear,
  isRestatementPart,
  leapYearEndUnsure,
  type MeantColumn,
  meantColumns,
  monthRange,
  periodLengthKind,
  periodWord,
  quarterNumber,
  yearsEarlier,
} from "./column-meaning";
import { findCompanyName } from "./company-name";
import { editDistance } from "./edit-distance";
import { misplacedExpenseLine } from "./expense-lines";
import { fallbackLabel } from "./fallback-label";
import { figuresWithScaleSuffix } from "./figure-suffix";
import { separateJoinedFigures } from "./joined-figures";
import { notReadIn, statementLanguage, unclaimedLanguage } from "./language";
import { printsLedgerSigns, turnLedgerCredits } from "./ledger-signs";
import { isActualHeader, lookAlikeTitle } from "./look-alike";
import {
  detectNumberConvention,
  type FoundDate,
  findDates,
  isCurrencyMark,
  isEmDashFigure,
  isoDate,
  isValidDate,
  ledgerSide,
  type NumberConvention,
  parseAmount,
  parseYear,
  printedScaleWord,
  readScale,
  type ScaleReading,
  separateRunTogetherDates,
  unknownScaleForm,
} from "./numbers";
import type { OcrPagesReader } from "./ocr";
import {
  charWidth,
  readPdfText,
  splitInTwo,
  type TextCell,
  type TextLine,
  toPdfPoints,
  UnreadablePdfError,
} from "./pdf-text";
import { joinStackedHeaderDates, monthRangeText, yearToDateBesidePrior } from "./period-months";
import { splitRegions } from "./regions";
import {
  bareLabel,
  headingType,
  isOtherSection,
  type LabelMatch,
  matchLabel,
  matchOcrLabel,
  normalizeLabel,
  REVOLVING_CREDIT,
  SECTION_KEYS,
  type Section,
  sectionOf,
  withoutItemNumbers,
} from "./synonyms";
import { continuesLabel, endsOpen, joinedHeading } from "./wrapping";

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
  /**
   * A scale word printed in the statement's title block, column header or page header that names
   * another scale than the one used ("(Shs millions)" read as units): checks: scale_read.
   */
  scaleUnread?: string;
  /** True when the column's period could not be told for certain. */
  periodAmbiguous: boolean;
  /** True when the text came from OCR of a page image. */
  ocr: boolean;
  /**
   * Figures not read from one unambiguous labelled line (a sum of printed parts, a label joined
   * from wrapped lines, a total printed without a label, a sign changed to the chart's convention,
   * a figure in another number convention): the checks trust them only when a total ties them.
   */
  notes?: ItemNote[];
  /** Section totals the statement prints, with the printed lines of their section (checks: section sums). */
  sectionTotals?: SectionTotal[];
  /**
   * reader31: the staff costs an income statement prints ("Employee expenses", "Salaries and
   * benefits"), in units, expenses positive: read under no key (docs/chart-of-accounts.md: never
   * SG&A), they are still among the operating expenses (checks: subtotal_operating_expenses).
   */
  staffCosts?: number;
  /**
   * reader34: the discontinued operations' result after tax an income statement prints between the
   * continuing operations' tax and the profit for the year ("Loss from discontinued operations, net
   * of tax"), in units as printed (a loss negative): read under no key, it is in the net profit
   * (checks: income_chain_net_profit).
   */
  discontinued?: number;
  /** The columns' period against the period the title prints (checks: period_plausible). */
  periodCheck?: { passed: boolean; detail: string };
  /** The columns' period lengths against their dates and the words over them (checks: period_length). */
  periodLengthCheck?: { passed: boolean; detail: string };
  /**
   * The printed title of a statement recognised by its lines, not its title (a kind of statement
   * the reader has no heading for): the checks trust it only when they tie every figure.
   */
  titleUnknown?: string;
  /**
   * reader28: the printed title of a statement titled as a plan (a budget, forecast, projection, pro
   * forma statement, Planbilanz) whose column headed as actual ("Ist 2025") alone was read: the
   * checks never trust it without a person (checks: actual_figures).
   */
  lookAlike?: string;
}

/** Why a figure needs a total to confirm it; `kind` names the check that reports it. */
export interface ItemNote {
  key: LineItemKey;
  kind: "sign" | "derived" | "convention";
  detail: string;
  /**
   * A figure the reader made rather than read off one line: a sum of two or more printed lines, a
   * line put under a key by its words alone, a residual (one line less another). A section total
   * whose printed lines add up does not confirm it; only a check that ties the keys themselves does.
   */
  made?: boolean;
}

/** A printed section total and what the section printed above it (amounts as printed, in units). */
export interface SectionTotal {
  section: Section;
  total: LineItemKey;
  printed: number;
  /** The sum of every printed line of the section above the total, and how many lines. */
  linesSum: number;
  lines: number;
  /** How many of those lines were read as a chart key, the keys, and the sum of their final figures. */
  mappedLines: number;
  keys: LineItemKey[];
  keysSum: number;
}

export type ExtractionOutcome =
  | {
      kind: "statements";
      statements: ExtractedStatement[];
      summary: string;
      pages: number;
      /** The company name printed at the top of the first page, if one was found (company-name.ts). */
      companyName?: string;
      /** True when some pages were read by OCR (the metrics' kind). */
      ocr?: boolean;
    }
  | { kind: "none"; reason: string; pages: number; ocr?: boolean }
  | { kind: "unreadable"; reason: string };

/** Pages read from one file at most; statements are at the front of annual reports' financial sections. */
export const MAX_PAGES = 400;
/** A statement needs this many recognised line items to count. */
export const MIN_LINE_ITEMS = 2;

/**
 * `long`: a period longer than a year (reader25: "15 months ended 31 March 2025", a change of year
 * end): no period of the chart, left out as six- and nine-month columns are, but its end is a year end.
 */
type ColumnKind = "yearly" | "quarterly" | "ytd" | "long" | "point";

interface Amount {
  value: number;
  x0: number;
  x1: number;
  /** 0-1: how sure the reading of this figure is (OCR word confidence, an undecided convention). */
  confidence: number;
  /** Printed in the other number convention than the document's ("43.068" among "1,234" figures). */
  foreign?: string;
  /** The ledger side printed after the figure ("1,234 Dr"): the figure is a magnitude. */
  side?: "dr" | "cr";
}

/** What holds for the whole document while its statements are read. */
interface DocumentReading {
  convention: NumberConvention;
  conventionCertain: boolean;
  /** A scale phrase that speaks for the whole document ("All amounts in thousands of euros"). */
  documentScale: ScaleReading | undefined;
  /** reader25: the figures of a document read by OCR all print decimals ("£m" with one place). */
  decimalsPrinted?: boolean;
  /** reader25: the scale every figure prints as a suffix ("18,312k"), taken off the figures. */
  suffixScale?: ScaleReading;
}

/** Confidence of a figure read from a text layer under a certain convention, by a known label. */
const TEXT_CONFIDENCE = 0.98;
/** A figure whose label was put together from wrapped lines, or that adds up several lines. */
const JOINED_CONFIDENCE = 0.95;
/** A figure like `1.234` or `1,234` in a document whose convention nothing else decided. */
const AMBIGUOUS_CONFIDENCE = 0.6;

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
  /** Not a period: note references, or (with `other`) a budget, forecast or variance column. */
  note?: boolean;
  other?: boolean;
  /** reader34: a restatement's figures as first reported or its adjustments: left out with a note. */
  restatementPart?: boolean;
  /** A year printed alone with no day and month in the statement: 31 December until the document says otherwise. */
  assumed?: boolean;
  /** A scale printed over this column alone ("TEUR" beside "EUR"), when columns differ. */
  scale?: number;
  scaleSource?: string;
}

interface Entry {
  label: string;
  amount: number;
  mode: "set" | "sum";
  confidence: number;
  source: { page: number; text: string; bbox: [number, number, number, number] };
  /** Why this figure needs a total to confirm it (see StatementReading.notes). */
  notes?: Array<Omit<ItemNote, "key">>;
  /** Read from a "…, less current portion" line: the figure without its current part. */
  net?: boolean;
  /** Read from a label that holds the key and more ("Trade and other receivables", "Long-term debt"). */
  wider?: boolean;
}

interface RawStatement {
  type: DocumentType;
  page: number;
  columns: Column[];
  scale: number;
  scaleSource: string | null;
  /** A printed scale word the scale used disagrees with (StatementReading.scaleUnread). */
  scaleUnread?: string;
  periodAmbiguous: boolean;
  ocr: boolean;
  values: Array<Map<LineItemKey, Entry>>;
  /** Per column, the section totals printed. */
  sectionTotals: SectionTotal[][];
  /** Per column, the staff costs printed and read under no key (StatementReading.staffCosts). */
  staffCosts: number[];
  /** reader34: per column, the discontinued operations' result after tax (StatementReading.discontinued). */
  discontinued: Array<number | undefined>;
  periodCheck?: { passed: boolean; detail: string };
  /** The columns' period lengths against their dates and headers (checks: period_length). */
  periodLengthCheck?: { passed: boolean; detail: string };
  /** The section the statement's last row was in (a continuation on the next page starts there). */
  endSection: Section | undefined;
  /** The printed title, when the statement was recognised by its lines (checks: statement_recognised). */
  titleUnknown?: string;
  /** reader28: the plan the title names ("Planbilanz"), when its actual column alone was read (checks: actual_figures). */
  lookAlike?: string;
  /** reader34: columns of a restatement's parts left out ("As previously reported", "Adjustment"). */
  restatementParts?: number;
}

/** A currency sign printed in a cell of its own ("P" and "=" of a peso sign drawn in two strokes). */
const GLYPH_CELL = /^(?:[$€£¥₹₱=]|P|P=|=P|Php|PHP|Rs\.?|₹\.?)$/;
/** An amount that reads differently under the two conventions (`1.234`, `1,234`). */
const AMBIGUOUS_AMOUNT = /^\(?[-\u2212\u2013]?\s*\d{1,3}[.,]\d{3}\)?$/;

/** A label, dotted leaders (at least three dots, spaced or not) and a figure, in one run. */
const LEADERED = /^(.*?[A-Za-z0-9:)])\s*(?:[.\u00b7\u2024\u2026]\s?){3,}\s*(\S(?:.*\S)?)$/;

/**
 * A label run together with its first figure in one text run ("Selling, general and
 * administrative 50,117"): the figure split off, placed in proportion to its characters. Only a
 * figure with a separator, a sign or parentheses (a bare "12" may be a note number).
 */
function splitTrailingAmount(cell: TextCell): TextCell[] {
  // "Revenue ............ 12,500": dotted leaders between a label and its figure, in one run. After
  // leaders, whatever parses as a figure is one (also "500", "-").
  const led = LEADERED.exec(cell.text);
  if (led && parseAmount(led[2] as string) !== undefined) return splitInTwo(cell, led[1] as string, led[2] as string);
  const m =
    /^(.*[a-z:)]\.?)\s+(\(?[-\u2212\u2013]?[$€£₹]?\s?\d{1,3}(?:[,.'’\u00a0\u202f ]\d{2,3})+(?:[.,]\d{1,2})?\)?|\(\d{1,3}\))$/i.exec(
      cell.text,
    );
  if (!m || parseAmount(m[2] as string) === undefined) return [cell];
  const label = m[1] as string;
  // "USD 1,234", "HK$ 1,234": a currency code printed before the figure is no label.
  if (isCurrencyMark(label)) return [cell];
  return splitInTwo(cell, label, m[2] as string);
}

/**
 * A figure written as the other convention's thousands group ("43.068" in a document of "1,234.56"
 * figures, "43,068" in a "1.234,56" one): read as a decimal with three places, which statements
 * do not print, it is most likely a thousands figure misprinted or misread (OCR).
 */
function otherConvention(text: string, convention: NumberConvention): boolean {
  const t = text.trim();
  const decimalPoint = convention === "1,234.56" || convention === "1'234.56";
  return decimalPoint
    ? /^\(?[-\u2212\u2013]?\d{1,3}\.\d{3}\)?$/.test(t)
    : /^\(?[-\u2212\u2013]?\d{1,3},\d{3}\)?$/.test(t);
}

/** A rule drawn with characters under figures or totals ("---------", "=========", "______"). */
const RULE_CELL = /^\s*[-=_\u2212\u2013\u2014~*.]{3,}\s*$/;
const LONE_DASH = /^\s*[-\u2212\u2013\u2014]\s*$/;

/** A heading that begins one side of a balance sheet. */
const SIDE_HEADING =
  /^(?:aktiva|passiva|aktiver|passiver|aktiven|passiven|assets|liabilities|equity and liabilities|liabilities and (?:shareholders |stockholders |owners |members )?equity(?: capital deficiency)?|capital and liabilities)$/;

/** A note reference: "5", "12a", "5,6", "11 and 15". */
const NOTE_REFERENCE = /^\s*\d{1,2}[a-z]?(?:\s*(?:,|&|and|og|und)\s*\d{1,2}[a-z]?)*\s*$/i;

/**
 * A note reference in a cell of its own between a label and its figures, in a form that is no
 * figure: a letter or roman numeral in parentheses (`4(a)`, `12 (b)`, `5.1(ii)`, `4(a)(i)`, `(a)`),
 * a letter and a number (`A4`, `B2.1`; not `Q4` or `H1`, which name periods), an upper-case roman
 * numeral of two letters or more or with a number (`IV`, `III.2`, `I.1`; a lone `I` may be a
 * label's word), several joined (`7 & 8`, `4(a), 4(b)`), each after an optional `Note`/`Notes`
 * (`Note 4`). A notes column: never part of the label, nor a figure.
 */
const NOTE_REF =
  "(?:(?:\\d{1,2}(?:\\.\\d{1,2})*[a-z]?|[A-GI-PR-Z]\\d{1,2}(?:\\.\\d{1,2})*[a-z]?|[IVX]{2,5}(?:\\.\\d{1,2})*|[IVX](?:\\.\\d{1,2})+)(?:\\s?\\((?:[a-zA-Z]{1,2}|[ivx]{1,4})\\))*|\\((?:[a-zA-Z]|[ivx]{1,4})\\))";
/** Case matters: a roman numeral is upper case, so the words "in", "vi" or "x" of a label are none. */
const LETTERED_NOTE = new RegExp(`^(?:[Nn]otes?\\.?\\s*)?${NOTE_REF}(?:\\s*(?:,|&|and|/)\\s*${NOTE_REF})*$`);

/** A column's "no figure here" mark: n/a, n.a., N/M (not meaningful). */
const NOT_APPLICABLE = /^(?:n\/a|n\.a\.?|n\/m|n\.m\.?|nm)$/i;

function splitRow(line: TextLine, doc?: DocumentReading): Row {
  const labelCells: TextCell[] = [];
  const amounts: Amount[] = [];
  const dashes: TextCell[] = [];
  for (const cell of line.cells.flatMap(splitTrailingAmount)) {
    if (GLYPH_CELL.test(cell.text.trim()) || RULE_CELL.test(cell.text)) continue;
    if (
      labelCells.length > 0 &&
      amounts.length === 0 &&
      LETTERED_NOTE.test(cell.text.trim()) &&
      /[a-z&/]/i.test(cell.text) &&
      parseAmount(cell.text) === undefined
    ) {
      continue;
    }
    // "Revenue   USD 12,500   USD 11,000", "kr" before each figure: a currency code in a cell of its
    // own after the label is no word of the label (not a lone "R", a word of "R & D" printed word by word).
    if (labelCells.length > 0 && cell.text.trim() !== "R" && isCurrencyMark(cell.text)) continue;
    // "n/a", "n.a.", "N/M" in a column: no figure there, and no word of the label.
    if (labelCells.length > 0 && NOT_APPLICABLE.test(cell.text.trim())) continue;
    const value = parseAmount(cell.text, doc?.convention);
    if (value !== undefined) {
      let confidence = cell.confidence ?? TEXT_CONFIDENCE;
      if (doc && !doc.conventionCertain && AMBIGUOUS_AMOUNT.test(cell.text.trim())) {
        confidence = Math.min(confidence, AMBIGUOUS_CONFIDENCE);
      }
      // "1,234 CR" / "1,234 Dr": the magnitude is read, but whether the side makes it negative depends
      // on the account, so the figure is held for review rather than signed by guess.
      const side = ledgerSide(cell.text);
      if (side) confidence = Math.min(confidence, AMBIGUOUS_CONFIDENCE);
      // "—1,234": an em dash is a minus only by guess (it is also a leader or a bullet): held for review.
      if (isEmDashFigure(cell.text)) confidence = Math.min(confidence, AMBIGUOUS_CONFIDENCE);
      // reader25: a figure OCR read without decimals where the document's figures all print them
      // ("(225)" among "(22.5)", "11:1"): the decimal mark was most likely lost, so it is held.
      if (line.ocr && doc?.decimalsPrinted && value !== 0 && !decimalPart(cell.text, doc.convention)) {
        confidence = Math.min(confidence, AMBIGUOUS_CONFIDENCE);
      }
      const foreign =
        doc?.conventionCertain && otherConvention(cell.text, doc.convention) ? cell.text.trim() : undefined;
      amounts.push({
        value,
        x0: cell.x0,
        x1: cell.x1,
        confidence,
        ...(foreign ? { foreign } : {}),
        ...(side ? { side } : {}),
      });
      dashes.push(cell);
    } else if (amounts.length === 0) labelCells.push(cell);
    else if (
      labelCells.length === 0 &&
      /[a-z]{3}/i.test(cell.text) &&
      dashes.every((c) => NOTE_REFERENCE.test(c.text) || ENUMERATION_CELL.test(c.text) || SUB_NOTE_CELL.test(c.text))
    ) {
      // Note references printed left of the label ("5,6   Amortisation …": a notes column at the
      // left margin) are no figures: a figure never stands before its label.
      labelCells.push(cell);
      amounts.length = 0;
      dashes.length = 0;
    } else if (
      /[a-z]/i.test(cell.text) &&
      dashes.length === amounts.length &&
      dashes.every((c) => LONE_DASH.test(c.text))
    ) {
      // A dash between words ("Loans payable − non-current") is part of the label, not a nil figure.
      labelCells.push(...dashes, cell);
      amounts.length = 0;
      dashes.length = 0;
    }
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
// reader16: footnote marks after a year ("2025¹", "2024†", "2024#") as "2025*" was, and the local
// currency marks a year's cell may carry ("2025 Rs", "2024 KShs", "2025 R", "2025 ₦"). reader29: the
// Gulf's, Africa's and Asia's local marks too ("2025 RO", "2025 BD", "2025 GH¢", "2025 QR", "2025 KD",
// "2025 HK$", "2025 S$"), so that each year's cell dates its own column. reader28: "Ist" (German
// "actual") beside a year, as "Actual".
const HEADER_NOISE =
  /\b(fy|restated|re-?presented|revised|reclassified|audited|unaudited|actual|ist|note|notes|usd|eur|gbp|chf|inr|jpy|cad|aud|000|000s|thousands?|millions?|teur|tusd|mio|tsd|anhang)\b|[$€£¥₹'’()*,.:]|[¹²³⁴⁵⁶⁷⁸⁹⁰⁽⁾†‡§#₦₱₩₺₽¢₵৳₨₫฿﷼]|\b(?:rs|rm|[ukt]?shs?|kshs?|tk|rp|kr|zar|ngn|kes|ghs|php|myr|sgd|hkd|nzd|aed|sar|pkr|lkr|bdt|npr|egp|r|n|k|p|ro|omr|bd|bhd|qr|qar|kd|kwd|jd|jod|sr|dhs?|le|gh|ghc|ugx|tzs|zmw|mwk|rwf|frw|etb|mad|tnd|xof|xaf|f?cfa|mur|bwp|nad|mzn|rmb|cny|twd|nt|hk|us|s|thb|vnd|idr|bnd|mop|krw|mvr|fjd|pgk|ttd|jmd|bbd|bsd)\b/gi;
/** Period words a column header may carry ("Three months ended 30 June 2025", "At 31 Dec 2025"). */
const PERIOD_WORDS =
  /\b(for|the|three|six|nine|twelve|months?|weeks?|quarter|year|years|period|ended|ending|to|as|at|of|on|q[1-4]|h[12]|ytd|fytd|\d{1,2}|zum|per|am|gesch[äa]ftsjahr|vorjahr|berichtsjahr|vergleichsjahr|vergleichsperiode|vergleichszeitraum)\b/gi;

interface HeaderCell {
  year: number;
  date?: { y: number; m: number; d: number };
  /** Only a year or a date (no period words). */
  pure: boolean;
  /** The period length the cell prints itself (a range of months: "Jan - Dec 2025"). */
  kind?: ColumnKind;
}

/** A cell that is a column header: a year or a full date, with at most period words around it. */
function columnHeaderCell(cell: TextCell): HeaderCell | undefined {
  // "Jan - Dec 2025", "Apr 2024 - Mar 2025": a range of months, as bookkeeping exports print it.
  const range = monthRange(cell.text);
  if (range) return { year: range.end.y, date: range.end, pure: false, kind: range.kind };
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
    // "2021/22", "2021/2022", "FY 2021-22": a financial year over two calendar years ends in the second.
    const split = /^\s*(?:fy\s?)?((?:19|20)\d\d)\s?[/\-\u2013]\s?((?:19|20)?\d\d)\s*$/i.exec(cell.text);
    if (split) {
      const first = Number(split[1]);
      const second = Number(split[2]) < 100 ? Math.floor(first / 100) * 100 + Number(split[2]) : Number(split[2]);
      return second === first + 1 ? { year: second, pure: true } : undefined;
    }
    const years = [...cell.text.matchAll(/\b(?:fy\s?)?((?:19|20)\d\d)\b/gi)];
    // "FY25", "FY 24", "FY'24": a fiscal year named by two digits, alone in its cell.
    // reader36: also beside a currency or scale word ("FY25 Kshs", "FY24 USD'000").
    const shortAny = /^\s*fy\s?['’]?(\d\d)(?!\d)(.*)$/i.exec(cell.text);
    const short =
      shortAny && (shortAny[2] as string).replace(HEADER_NOISE, " ").replace(/[-/\s\u2013\u2014]+/g, "").length === 0
        ? shortAny
        : undefined;
    // "FY 2024", "FY25": a financial year's column is a year, also under a half-year or quarter title.
    if (years.length === 0 && short) return { year: 2000 + Number(short[1]), pure: true, kind: "yearly" };
    if (years.length !== 1) return undefined;
    year = Number((years[0] as RegExpMatchArray)[1]);
    if (/^\s*fy\s?(?:19|20)\d\d\s*$/i.test(cell.text)) return { year, pure: true, kind: "yearly" };
    rest = rest.replace(/\b(?:fy\s?)?(?:19|20)\d\d\b/i, " ");
  } else {
    return undefined;
  }
  rest = rest.replace(HEADER_NOISE, " ");
  if (rest.replace(/[-/\s\u2013\u2014]+/g, "").length === 0) return { year, date, pure: true };
  if (rest.replace(PERIOD_WORDS, " ").replace(/[-/\s\u2013\u2014]+/g, "").length === 0) {
    return { year, date, pure: false };
  }
  return undefined;
}

function isMonthWord(w: string): boolean {
  return /^(jan(uary|uar)?|feb(ruary|ruar)?|mar(ch|ts|s)?|märz|apr(il)?|may|mai|maj|jun[ei]?|jul[yi]?|aug(ust)?|sep(t(ember)?)?|oct(ober)?|okt(ober)?|nov(ember)?|dec(ember)?|dez(ember)?|desember)\.?$/i.test(
    w,
  );
}

/** A 52/53-week year ("52 weeks ended", "fifty-three weeks"): a year that ends on a weekday, not a month's end. */
const WEEKS_YEAR = /\b(?:5[23]|fifty[- ]two|fifty[- ]three)[- ]weeks?\b/i;

/** What period a phrase describes. */
function phraseKind(text: string): ColumnKind | undefined {
  const t = text.toLowerCase();
  const months = monthRange(text);
  if (months) return months.kind;
  if (LONG_PERIOD.test(t)) return "long";
  // reader28: the German "3. Quartal", "Quartal" (a quarter's column in a Zwischenmitteilung).
  if (/\b(three|3)[- ]months?\b|\bquarter\b|\bq[1-4]\b|\b13 weeks\b|\bthird month\b|\bquartal\b/.test(t))
    return "quarterly";
  if (/\b(six|6|nine|9)[- ]months?\b|\bhalf[- ]year\b|\bh[12]\b|\b(26|39) weeks\b|\byear[- ]to[- ]date\b/.test(t))
    return "ytd";
  if (
    /\b(twelve|12)[- ]months?\b|\byears?\s+(ended|ending|to)\b|\b(financial|fiscal) year\b|\bannual\b|\bperiod\s+(ended|ending)\b/.test(
      t,
    ) ||
    WEEKS_YEAR.test(t)
  ) {
    return "yearly";
  }
  if (/\bgesch(?:ä|a)ftsjahr\b|\bwirtschaftsjahr\b|\bberichtsjahr\b/.test(t)) return "yearly";
  const range = rangeKind(text);
  if (range) return range;
  if (/\bas\s+(at|of|on)\b|\bat\s+\d|\bzum\s+\d|\bper\s+\d/.test(t)) return "point";
  return undefined;
}

/**
 * reader25: a period longer than a year printed by its length ("15 months ended", "eighteen-month
 * period", "65 weeks ended"): 13 to 24 months, 54 to 104 weeks.
 */
const LONG_PERIOD =
  /\b(?:1[3-9]|2[0-4]|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|twenty[- ]one|twenty[- ]two|twenty[- ]three|twenty[- ]four)[- ]months?\b|\b(?:5[4-9]|[6-9]\d|10[0-4])[- ]weeks?\b/;

/**
 * A period printed as a range from one date to another ("1 July 2021 - 30 June 2022", "vom
 * 01.01.2020 bis 31.12.2020", "1. juli 2021 - 30. juni 2022"): its length says what it is (a
 * year, a quarter, six or nine months). Two dates joined by "and" are two columns, not a range.
 */
function rangeKind(text: string): ColumnKind | undefined {
  const full = findDates(text).filter((d) => d.year !== undefined);
  if (full.length !== 2) return undefined;
  const [a, b] = full as [Required<FoundDate>, Required<FoundDate>];
  // What stands between the first date's year and the second date: a dash or "to" / "bis" alone.
  const between = text
    .slice(a.index, b.index)
    .replace(/^[\s\S]*?(?:19|20)\d\d(?:-\d\d-\d\d)?/, "")
    .trim();
  if (!/^(?:[-\u2013\u2014]|to|bis(?: zum)?|through|until|til)$/i.test(between)) return undefined;
  const start = { y: a.year, m: a.month, d: a.day };
  const end = { y: b.year, m: b.month, d: b.day };
  const kind = periodLengthKind(start, end);
  if (kind) return kind;
  // reader25: "period from 1 January 2024 to 31 March 2025": longer than a year (at most two).
  const days = (Date.UTC(end.y, end.m - 1, end.d) - Date.UTC(start.y, start.m - 1, start.d)) / 86_400_000;
  return days > 372 && days <= 740 ? "long" : undefined;
}

/**
 * The header of a notes column: "Note", "Notes", "Note No.", "Note ref.", "Ref.", "Schedule" (Indian
 * statements), "Anhang" / "Anm." (German).
 */
const NOTE_HEADER =
  /^(?:notes?|notes? (?:no|nos|ref|refs|reference)\.?|ref\.?|refs\.?|reference|schedules?|sch\.?|anhang|anm\.?)$/i;

function isHeaderLabel(label: string): boolean {
  const n = normalizeLabel(label);
  // "Notes payable to banks", "Notes receivable": a line item, not the notes column's header.
  if (/^notes? (?:payable|receivable|issued|due)\b/.test(n)) return false;
  return (
    n === "" ||
    /^(notes?|restated|re ?presented|revised|reclassified|audited|unaudited|usd|eur|gbp|000|in thousands|in millions|currency)( .*)?$/.test(
      n,
    ) ||
    NOTE_HEADER.test(label.trim()) ||
    // The unit over the label column, German style, on the years' line ("in TEUR  2025  2024",
    // "in Mio. EUR", "Angaben in Tsd. €").
    /^(?:angaben |betrage )?in(?: (?:t|tsd|tausend|mio|millionen|mrd|milliarden))?(?: (?:eur|euro|usd|chf|gbp))?$/.test(
      n,
    ) ||
    /^(?:angaben |betrage )?in (?:teur|tusd|tchf|tgbp|keur)$/.test(n) ||
    /^(?:teur|tusd|tchf|keur)$/.test(n) ||
    /^[$€£]/.test(label)
  );
}

/**
 * reader29: on a scan, the years' cells of one header line print one currency mark ("2025 GH¢ |
 * 2024 GH¢"), which OCR may misread in one of them ("2024 GHe"): a cell of a year and a short
 * mark one letter away from the mark of a cell read as a column header is read with that mark.
 */
function sameMarkOfYears(line: TextLine): TextLine {
  const YEAR_MARK = /^((?:19|20)\d\d)\s+(\S{2,4})$/u;
  const marks = line.cells
    .filter((c) => columnHeaderCell(c) !== undefined)
    .map((c) => YEAR_MARK.exec(c.text.trim())?.[2])
    .filter((m): m is string => m !== undefined);
  if (marks.length === 0) return line;
  let changed = false;
  const cells = line.cells.map((c) => {
    const m = YEAR_MARK.exec(c.text.trim());
    if (!m || columnHeaderCell(c) !== undefined) return c;
    const mark = marks.find((k) => k.length === (m[2] as string).length && editDistance(k, m[2] as string) === 1);
    if (!mark) return c;
    changed = true;
    return { ...c, text: `${m[1]} ${mark}` };
  });
  return changed ? { ...line, cells, text: cells.map((c) => c.text).join(" ") } : line;
}

/** A line of the header zone: years or dates over the columns (no label, or a label like "Note"). */
function isColumnHeaderLine(row: Row): boolean {
  const years = row.line.cells.filter((c) => columnHeaderCell(c) !== undefined).length;
  if (years === 0) return false;
  const others = row.line.cells.filter(
    (c) =>
      columnHeaderCell(c) === undefined &&
      !isHeaderLabel(c.text) &&
      phraseKind(c.text) === undefined &&
      columnMeaning(c.text)?.role !== "other",
  );
  // A balance sheet's first section heading printed at the left of the years ("ASSETS  2024  2023",
  // on scans read by OCR): the line is still the column header.
  const [first] = others;
  if (others.length === 1 && first && first === row.line.cells[0] && row.line.ocr === true && years >= 2) {
    return SECTION_ON_YEARS.test(normalizeLabel(first.text));
  }
  return others.length === 0;
}

/**
 * reader30: a company's registration number printed under a statement's title ("ABN 61 094 557 218",
 * "Company number 01234567"): its digit groups are no line item's figures, and the years' header
 * below it still heads the columns.
 */
const REGISTRATION_LINE =
  /^(?:abn|acn|arbn|ein|cin|crn|company (?:registration )?(?:number|no)|registered (?:number|no)|registration (?:number|no)|australian business number|employer identification number)$/;

/** A total labelled by the word alone ("TOTAL"), which says nothing of what it totals. */
const BARE_TOTAL = /^(?:total|totals|grand total)$/;

/** A column header that is one full date ("31.12.2025", "31/12/2025", "2025-12-31"). */
const DATE_HEADER_CELL = /^(?:\d{1,2}[./]\d{1,2}[./](?:19|20)\d\d|(?:19|20)\d\d-\d\d-\d\d)$/;

/**
 * An item's number in parentheses in a cell of its own before the label ("(1)   Partners' funds",
 * "(iii)   Current liabilities": Indian Schedule III): an enumeration, not a negative figure.
 */
/** reader30: a sub-note's number printed left of the label ("2.1   Forderungen …", "4.12 Inventories"). */
const SUB_NOTE_CELL = /^\s*\d{1,2}\.\d{1,2}\s*$/;
const ENUMERATION_CELL = /^\s*\((?:\d{1,2}|[a-h]|[ivx]{1,4})\)\s*$/i;

/** A balance sheet's section heading that may share the line of the column years. */
const SECTION_ON_YEARS =
  /^(?:assets|aktiva|passiva|aktiven|passiven|liabilities and (?:stockholders |shareholders |owners |members )?(?:equity|capital))$/;

/** A year printed as a column header or in a period line ("2024"), which parses as an amount. */
const YEAR_CELL = /^(?:fy\s?)?(?:19|20)\d\d$/i;

/**
 * A period line whose years parse as amounts ("As of June 30, 2024 and 2023", "For the years
 * ended 31 March 2025 and 2024"): every figure is a year and the words name a period.
 */
function isPeriodLine(row: Row): boolean {
  if (row.amounts.length === 0) return false;
  const figures = row.line.cells.filter((c) => parseAmount(c.text) !== undefined);
  // A speck OCR read as a lone digit beside the period phrase ("As at 31 March, 2025 and 2024  3").
  const speck = (c: TextCell) => row.line.ocr === true && /^\d$/.test(c.text.trim());
  if (!figures.every((c) => YEAR_CELL.test(c.text.trim()) || speck(c))) return false;
  return phraseKind(row.line.text) !== undefined || findDates(row.line.text).some((d) => d.day && d.month);
}

/**
 * reader29: a title whose date OCR set apart in cells of their own ("... FOR THE YEAR ENDED | 30 |
 * JUNE | 2025"), so that its day and year read as figures: every figure of the line is the day or
 * the year of the one full date it names. It is still the title that dates the statement.
 */
function figuresAreItsDate(line: TextLine): boolean {
  const dates = findDates(line.text).filter((d) => d.year !== undefined && d.day !== undefined);
  if (dates.length !== 1) return false;
  const date = dates[0] as Required<FoundDate>;
  const figures = line.cells.filter((c) => parseAmount(c.text) !== undefined);
  return (
    figures.length > 0 &&
    figures.every((c) => {
      const t = c.text.trim().replace(/,$/, "");
      return t === String(date.year) || Number(t) === date.day;
    })
  );
}

/**
 * A line of words that reads as one phrase (no gap wider than a few spaces between its cells)
 * and starts well left of the figures: a title or period line, not a header over some columns.
 */
function isTitleLine(line: TextLine, amountLeft: number): boolean {
  const cells = line.cells;
  const first = cells[0];
  if (!first || first.x0 > amountLeft - 60) return false;
  for (let i = 1; i < cells.length; i++) {
    if ((cells[i] as TextCell).x0 - (cells[i - 1] as TextCell).x1 > Math.max(12, line.size * 1.5)) return false;
  }
  return true;
}

/**
 * The box of a figure's source in the page's points, rounded to a tenth: from the left of the first
 * cell of any of `lines` (a label wrapped over several lines) to the right of the last cell of
 * `amountsLine` (the line with the figures), from the top of the highest line to the bottom of the lowest.
 */
function spanBox(lines: readonly TextLine[], amountsLine: TextLine): [number, number, number, number] {
  const x0 = Math.min(...lines.map((l) => l.cells[0]?.x0 ?? 0));
  const x1 = Math.max(...amountsLine.cells.map((c) => c.x1));
  const ys = lines.flatMap((l) => [l.y - 0.25 * l.size, l.y + 0.85 * l.size]);
  const tenth = (v: number) => Math.round(v * 10) / 10;
  return [tenth(x0), tenth(Math.min(...ys)), tenth(x1), tenth(Math.max(...ys))];
}

/** The scale named by the nearest of `lines` (listed nearest the data first). */
function scaleOfLines(lines: readonly TextLine[]): ScaleReading | undefined {
  for (const line of lines) {
    const found = readScale(line.text);
    if (found) return found;
  }
  return undefined;
}

/** An HGB group heading whose items may print without its noun ("B. Verbindlichkeiten" over "1. gegenüber Kreditinstituten"). */
const GROUP_NOUN = /^(?:(?:[a-h]|[ivx]{1,4}|\d{1,2}) )*(verbindlichkeiten|forderungen|ruckstellungen)$/;

/** The total a section ends with, for a total line printed without a label. */
const SECTION_TOTAL: Record<Section, LineItemKey> = {
  current_assets: "total_current_assets",
  non_current_assets: "total_non_current_assets",
  current_liabilities: "total_current_liabilities",
  non_current_liabilities: "total_non_current_liabilities",
  equity: "total_equity",
  operating: "net_cash_from_operating_activities",
  investing: "net_cash_from_investing_activities",
  financing: "net_cash_from_financing_activities",
};

const BALANCE_POSITIVE: readonly LineItemKey[] = [
  "accumulated_depreciation",
  "trade_payables",
  "short_term_debt",
  "current_portion_long_term_debt",
  "other_current_liabilities",
  "total_current_liabilities",
  "long_term_debt",
  "other_non_current_liabilities",
  "total_non_current_liabilities",
  "total_liabilities",
];

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

/** A heading that says its statement goes on from an earlier page. */
const CONTINUED = /\((?:continued|cont'?d|fortsetzung|forts\.?)\)|\b(?:continued|fortsetzung)\s*$/i;

/**
 * Goodwill and the other intangibles printed on lines of their own ("Goodwill" beside "Intangible
 * assets, net"): the chart's intangible_assets is both (tangible net worth deducts them,
 * docs/metrics.md), so they add up whichever is printed first.
 */
function goodwillApart(a: string, b: string): boolean {
  // reader34: the German words too ("Geschäfts- oder Firmenwert" beside "Sonstige immaterielle
  // Vermögenswerte", "Immaterielle Vermögenswerte mit Ausnahme des Geschäfts- oder Firmenwerts").
  const goodwill = /\b(?:goodwill|firmenwert(?:e|s|es)?)\b/;
  const intangible = /\b(?:intangible|immaterielle)/;
  const goodwillOnly = (l: string) => {
    const n = normalizeLabel(l);
    return goodwill.test(n) && !intangible.test(n);
  };
  const otherIntangibles = (l: string) => {
    const n = normalizeLabel(l);
    return (
      intangible.test(n) &&
      (!goodwill.test(n) ||
        /\b(?:other than|excluding|excl) goodwill\b|\b(?:mit ausnahme|ausser|ohne) (?:des |der )?(?:geschafts oder )?firmenwert/.test(
          n,
        ))
    );
  };
  return (goodwillOnly(a) && otherIntangibles(b)) || (otherIntangibles(a) && goodwillOnly(b));
}

/** "Long-term debt, less current portion", "Notes payable, net of current maturities", "non-current portion". */
const NET_OF_CURRENT =
  /\b(?:less|net of|excluding|excl) (?:the )?current (?:portion|portions|maturities|maturity|instalments|installments)\b|\bnon ?current portion\b/;
/** A "Less current portion" row (normalized, the leading "less" already dropped). */
const LESS_CURRENT = /^(?:the )?current (?:portion|portions|maturities|maturity|instalments|installments)\b/;

/** The owners' part of equity ("Total stockholders' equity", "… attributable to owners of the parent"): "Total equity" below it adds non-controlling interests. */
const EQUITY_OF_OWNERS = /\b(?:shareholders|stockholders|share holders|owners|parent|attributable)\b/;

/** "Equity attributable to owners of the company / parent / equity holders": the owners' part of equity. */
const OWNERS_EQUITY =
  /^(?:total )?(?:equity|capital and reserves) attributable to (?:the )?(?:owners|shareholders|equity holders|members|stockholders)\b(?!.*\b(?:non ?controlling|minority)\b)/;
/** A non-controlling (minority) interests line: the owners' equity is then a part of the total. */
const NON_CONTROLLING =
  /\b(?:non ?controlling|minority) interests?\b|\bnicht beherrschende anteile\b|\bminderheitsanteile\b/;

const fmtAmount = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 2 });

/** "Profit for the year attributable to owners of the parent", "Net earnings attributable to Acme": not the non-controlling interests' share. */
const OWNERS_SHARE =
  /^(.+?) (?:for the (?:financial )?(?:year|period) )?attributable to (?!.*\b(?:non ?controlling|minority|redeemable)\b)(?:the )?\S.*$/;
/**
 * The year's profit named plainly (normalized): "Profit", "Net income", "Net loss", "Profit after
 * income tax expense", "Net income for the year". Group 1 is the "net" in front: a balance sheet's
 * equity lines print the period's profit as "Net Income" (beside opening retained earnings).
 */
const PROFIT_LINE =
  /^(net )?(?:profit|loss|profit loss|earnings|income|income loss)(?: after (?:income )?tax(?:ation)?(?: expense)?)?(?: for the (?:year|period))?$/;
const isProfitLine = (n: string) => PROFIT_LINE.test(n);
/** A "Net Income" line among a balance sheet's equity lines (the period's profit beside opening retained earnings). */
const isNetIncomeLine = (n: string) =>
  PROFIT_LINE.exec(n)?.[1] !== undefined ||
  /^current (?:year|period)(?:s)? (?:earnings|profit|profit loss|earnings loss|net income)$/.test(n);

/** An income statement's heading over a block of expenses ("Less: Overheads", "Expenses"). */
const EXPENSE_HEADING =
  /^(?:overheads|expenses|expenditure|operating expenses|overhead expenses|administrative expenses|establishment expenses)$/;
const BARE_INTEREST = /^(?:bank )?interest$/;
/** reader31: a bare "Selling" / "Administrative" line: SG&A only under an expenses heading. */
const BARE_SGA = /^(?:selling|administrative|administration|selling and administrative)$/;
const PROFIT_LINES: readonly LineItemKey[] = ["gross_profit", "operating_profit", "profit_before_tax", "net_profit"];

/**
 * reader20: a rule and a number inside a balance-sheet section whose next labelled line with amounts is
 * another line of the same section ("Freehold land / Buildings / Plant" then "Goodwill"; raw materials,
 * work in progress and finished goods then "Trade receivables"): a group's subtotal, not the section's
 * total, which is printed (labelled) further down.
 */
function sectionGoesOn(
  rows: readonly Row[],
  at: number,
  section: Section,
  type: DocumentType,
  linesX = Number.NEGATIVE_INFINITY,
): boolean {
  if (type !== "balance_sheet") return false;
  // The asset and liability sections' lines (equity's subtotals are not this rule's).
  const parts = section === "equity" ? undefined : SECTION_KEYS[section];
  if (!parts) return false;
  // reader31: a line printed left of the section's indented lines ("Long-term debt" at the margin
  // under the current liabilities' unlabelled total) is not one of them.
  const sameSection = (r: Row) => {
    if (labelLeft(r) < linesX - 3) return false;
    const m = matchLabel(type, r.label, section);
    return m !== undefined && parts.includes(m.key) && !/^total\b/.test(normalizeLabel(r.label));
  };
  // reader31: so is a heading printed left of them (UK "Provisions for liabilities" at the margin
  // after the indented creditors): the section ends there.
  const headingLeft = (r: Row) => labelLeft(r) < linesX - 3;
  return scanAhead(rows, at + 1, Number.POSITIVE_INFINITY, sameSection, true, headingLeft) ?? false;
}

/**
 * The look-ahead of `sectionGoesOn`, `nonCurrentFirst` and `sectionFromTotalBelow`: the rows from
 * index `from` to before index `limit`, each labelled line with amounts given to `onLine` until it
 * answers (`null`: the search ends without an answer); a line without amounts that names a section ends the search (no answer), as does, with
 * `unlabelledFiguresEnd`, a row of amounts without a label, and a line without amounts `headingEnds` names.
 * Other lines without amounts are passed over.
 */
function scanAhead<T>(
  rows: readonly Row[],
  from: number,
  limit: number,
  onLine: (r: Row) => T | undefined,
  unlabelledFiguresEnd = false,
  headingEnds: (r: Row) => boolean = () => false,
): T | undefined {
  for (let i = from; i < rows.length && i < limit; i++) {
    const r = rows[i] as Row;
    if (!r.label) {
      if (unlabelledFiguresEnd && r.amounts.length > 0) return undefined;
      continue;
    }
    if (r.amounts.length === 0) {
      if (sectionOf(r.label) !== undefined || headingEnds(r)) return undefined;
      continue;
    }
    const answer = onLine(r);
    if (answer !== undefined) return answer;
  }
  return undefined;
}

/** The balance sheet's residual keys (reader20, docs/chart-of-accounts.md). */
const RESIDUAL_KEYS: readonly LineItemKey[] = [
  "other_current_assets",
  "other_non_current_assets",
  "other_current_liabilities",
  "other_non_current_liabilities",
];
/** Keys whose printed total replaces a single line of the key printed before it ("Sales" … "Total Income"). */
const TOTAL_REPLACES: readonly LineItemKey[] = ["revenue", "cost_of_goods_sold", "cash", "total_equity"];
const isTotalLabel = (label: string) => /^total\b/.test(normalizeLabel(label));

/**
 * Income-statement lines that name a key but are not it where they are printed: "Total income"
 * after other income is revenue and other income together (Indian statements); "other expenses"
 * after operating profit are non-operating (a bookkeeping export's "Total Other Expenses" holds
 * interest and taxes).
 */
function misplacedIncomeLine(key: LineItemKey, label: string, values: ReadonlyArray<Map<LineItemKey, Entry>>): boolean {
  const n = normalizeLabel(label);
  if (key === "revenue" && /^total income$/.test(n)) return values.some((m) => m.has("other_income"));
  if (misplacedExpenseLine(key, label, values)) return true;
  if (key === "other_operating_expenses") return values.some((m) => m.has("operating_profit"));
  return false;
}

const ASSET_KEYS: readonly LineItemKey[] = chartOfAccounts.balance_sheet.slice(
  0,
  chartOfAccounts.balance_sheet.indexOf("total_assets") + 1,
) as readonly LineItemKey[];

/**
 * A figure printed on the side against its account's nature ("1,234 Dr" on a profit line, "Cr" on
 * an asset, "Dr" on a liability or equity line: a loss, an overdrawn account, accumulated losses)
 * is negative. Expenses are stored positive whatever the side, and cash flows are left as printed.
 * The figure stays held for review (its confidence is lowered where it is read).
 */
function contraSide(type: DocumentType, key: LineItemKey, side: "dr" | "cr" | undefined): boolean {
  if (!side) return false;
  if (type === "income_statement") return side === "dr" && !(expenseKeys as readonly LineItemKey[]).includes(key);
  if (type === "balance_sheet") {
    if (key === "accumulated_depreciation") return false;
    return ASSET_KEYS.includes(key) ? side === "cr" : side === "dr";
  }
  return false;
}

/** A balance-sheet column that has read liabilities or equity lines and no asset line. */
function liabilitiesSideOnly(map: Map<LineItemKey, Entry>): boolean {
  return map.size > 0 && ![...map.keys()].some((k) => ASSET_KEYS.includes(k));
}

/** "Depreciation" and "Amortization" printed as two lines: together they are the chart's key. */
function depreciationApart(a: string, b: string): boolean {
  const kind = (l: string) => {
    const n = normalizeLabel(l);
    if (/^depreciation(?: expense)?$/.test(n)) return "d";
    if (/^amorti[sz]ation(?: expense)?$/.test(n)) return "a";
    return undefined;
  };
  const ka = kind(a);
  const kb = kind(b);
  return ka !== undefined && kb !== undefined && ka !== kb;
}

/**
 * The interest on borrowings and the interest on lease liabilities printed as two lines (reader19:
 * IFRS 18's financing category, IFRS 16 lessees): two parts of the interest expense, added up in
 * either order; a printed total ("Finance costs") replaces their sum.
 */
function interestApart(a: string, b: string): boolean {
  const kind = (l: string) => {
    const n = normalizeLabel(l);
    if (/\blease(?:s| liabilities| liability| obligations)?\b/.test(n)) return "lease";
    if (
      /^(?:interest|interest expenses?|finance (?:costs?|charges?|expenses?)) (?:on|for) (?:the )?(?:bank |other |long term |short term )*(?:borrowings|loans?|debt|bonds|notes|overdrafts?)(?: and (?:bank |other )?(?:borrowings|loans|overdrafts?))?$/.test(
        n,
      )
    ) {
      return "debt";
    }
    return undefined;
  };
  const ka = kind(a);
  const kb = kind(b);
  return ka !== undefined && kb !== undefined && ka !== kb;
}

/**
 * Other income as non-operating income (reader20, docs/chart-of-accounts.md): income inside operations
 * ("Other operating income", "sonstige betriebliche Erträge", an "Other income" line above the expenses)
 * gives way to a non-operating line printed below it (finance, interest or investment income, sonstige
 * Zinsen, Finanzertrag, the non-operating income of Japanese GAAP); a non-operating line is never joined
 * by an operating one printed after it.
 */
// reader29: "Other income and gains" (Hong Kong) as "Other income".
const OPERATING_OTHER_INCOME =
  /^(?:other operating income(?: expense)?(?: net)?|sonstige betriebliche ertrage|other income(?: and gains)?)$/;
const EXPLICIT_OPERATING_INCOME = /^(?:other operating income(?: expense)?(?: net)?|sonstige betriebliche ertrage)$/;
const NON_OPERATING_INCOME =
  /^(?:(?:total )?non operating income|finance income|financial income|finanzertrage?|(?:bank )?interest income|investment (?:income|revenue)|interest and dividend income|interest receivable and similar income|(?:sonstige )?zinsen und ahnliche ertrage|zinsertrage|(?:other )?interest and similar income|ertrage aus beteiligungen|ertrage aus (?:anderen wertpapieren und )?ausleihungen des finanzanlagevermogens|(?:ertrage|ergebnis) aus (?:assoziierten unternehmen|at equity bewerteten (?:beteiligungen|unternehmen)))$/;
/**
 * The share of profit of joint ventures or associates (IAS 1.82(c)), a part of other income beside
 * finance income. reader29: also of one named by an article ("Share of results of an associate").
 */
const JOINT_VENTURE_SHARE =
  /^share of (?:the )?(?:post tax )?(?:profits?|results?|profits? losses?|profit loss)(?: after tax)? of (?:an? |the )?(?:equity accounted )?(?:joint ventures?|associates?)(?: and (?:an? |the )?(?:joint ventures?|associates?))?(?: net of tax)?$/;
const incomeApart = (a: string, b: string) => {
  const jv = (l: string) => l.split(" + ").some((part) => JOINT_VENTURE_SHARE.test(bareOf(part)));
  const nonOp = (l: string) => l.split(" + ").every((part) => NON_OPERATING_INCOME.test(bareOf(part)));
  return (jv(a) && nonOp(b)) || (nonOp(a) && jv(b));
};
const bareOf = (label: string) => bareLabel(normalizeLabel(label));
/** A line printed below the operating profit (then a plain "Other income" is non-operating). */
const belowOperatingProfit = (map: Map<LineItemKey, Entry>, e: Entry): boolean => {
  const op = map.get("operating_profit");
  if (!op) return false;
  if (e.source.page !== op.source.page) return e.source.page > op.source.page;
  return e.source.bbox[1] < op.source.bbox[1];
};
const operatingIncomeOnly = (label: string) =>
  label.split(" + ").every((part) => OPERATING_OTHER_INCOME.test(bareOf(part)));
const nonOperatingOnly = (label: string) => label.split(" + ").every((part) => NON_OPERATING_INCOME.test(bareOf(part)));

/**
 * A bare "Assets" or "Liabilities" heading whose lines end in a printed non-current total ("Non-current
 * assets 12,345", IAS 1 layouts with the non-current half first and no sub-headings): the lines under it
 * are the non-current section (reader20). Any heading or current total before that total: not so.
 */
function nonCurrentFirst(rows: readonly Row[], at: number): Section | undefined {
  const n = normalizeLabel((rows[at] as Row).label);
  const wanted: Section | undefined = /^assets$/.test(n)
    ? "non_current_assets"
    : /^liabilities$/.test(n)
      ? "non_current_liabilities"
      : undefined;
  if (!wanted) return undefined;
  // A line with amounts: its section's total (the answer), another section's (none) or a total (none).
  const verdict = (r: Row): Section | null | undefined => {
    const s = sectionOf(r.label);
    if (s === wanted) return wanted;
    if (s !== undefined || /^total\b/.test(normalizeLabel(r.label))) return null;
    return undefined;
  };
  return scanAhead(rows, at + 1, at + 40, verdict) ?? undefined;
}

/**
 * A revolving credit line and a term debt line both read as long-term debt (reader19: "Revolving line
 * of credit" and "Long-term debt, net of current portion" below the total current liabilities): two
 * parts, added up in either order.
 */
function debtApart(a: string, b: string): boolean {
  const revolving = (l: string) => REVOLVING_CREDIT.test(bareOf(l));
  return revolving(a) !== revolving(b);
}

/**
 * An operating profit printed before the exceptional (or non-underlying) items, with the line
 * printed as operating profit after them (reader19: UK plc "Trading profit", then "Exceptional
 * items", then "Operating profit"): the later line is the operating profit.
 */
const PROFIT_BEFORE_EXCEPTIONAL = /^trading (?:profit|loss|profit loss|result)$/;

/**
 * reader23: a class of fixed assets read as the net book value ("Plant and Equipment"), the
 * accumulated depreciation on it printed below, and a "Total Fixed Assets" that is the class less
 * that depreciation (Xero): the class was the cost, so it is the gross fixed assets, and the total,
 * no longer beside a net line, is left to `fixedAssetsTotal`.
 */
function classWithDepreciationIsGross(map: Map<LineItemKey, Entry>): void {
  const net = map.get("net_fixed_assets");
  const depreciation = map.get("accumulated_depreciation");
  const total = map.get("total_non_current_assets");
  if (!net || !depreciation || !total || map.has("gross_fixed_assets")) return;
  if (!/^total fixed assets$/.test(normalizeLabel(total.label))) return;
  if (/\b(?:net|total|book value|fixed assets)\b/.test(normalizeLabel(net.label))) return;
  if (Math.abs(net.amount - Math.abs(depreciation.amount) - total.amount) > 1) return;
  map.delete("net_fixed_assets");
  map.set("gross_fixed_assets", net);
}

/**
 * "Total Fixed Assets" of a bookkeeping export, with more non-current assets printed below it
 * ("Other Assets"): the fixed assets' net total, not the non-current assets' total.
 */
function fixedAssetsTotal(map: Map<LineItemKey, Entry>): void {
  const total = map.get("total_non_current_assets");
  if (!total || map.has("net_fixed_assets") || !/^total fixed assets$/.test(normalizeLabel(total.label))) return;
  const below = (e: Entry | undefined) =>
    e !== undefined &&
    (e.source.page > total.source.page ||
      (e.source.page === total.source.page && e.source.bbox[1] < total.source.bbox[1]));
  if (!below(map.get("intangible_assets")) && !below(map.get("other_non_current_assets"))) return;
  map.delete("total_non_current_assets");
  map.set("net_fixed_assets", total);
}

/** The year's result carried in a German or Swiss equity section (normalized, without its item number). */
const PROFIT_CARRIED =
  /^(?:bilanzgewinn|bilanzverlust|bilanzgewinn verlust|bilanzergebnis|gewinnvortrag|verlustvortrag|gewinn verlustvortrag|gewinnvortrag verlustvortrag|jahresgewinn|jahresverlust|jahresgewinn jahresverlust|jahresuberschuss|jahresfehlbetrag|jahresuberschuss jahresfehlbetrag)\b/;
/** The Swiss operating expenses not printed apart (Art. 959b(2): "übriger betrieblicher Aufwand"). */
const REMAINING_OPEX =
  /^(?:ubriger|sonstiger) betrieblicher aufwand$|^ubrige betriebliche aufwendungen$|^ubriger betriebsaufwand$/;
/** A Bilanzgewinn printed as one line (reader24), and the equity lines that may stand beside it. */
const BALANCE_PROFIT = /^bilanzgewinn$/;
/** reader31: reserves made of profits (German, Austrian, Swiss; not the capital reserves). */
const PROFIT_RESERVE =
  /\b(?:gewinnrucklagen?|gewinnreserven?|ergebnisrucklagen?|gesetzliche rucklagen?|andere rucklagen|freie rucklagen?|satzungsmassige rucklagen?|ubrige reserven|andere reserven|gesetzliche und ubrige reserven|allgemeine gesetzliche reserve)\b/;
const EQUITY_FRAME: readonly LineItemKey[] = ["share_capital", "total_equity", "total_liabilities_and_equity"];
/** "Income before business licence fees", "Profit before zakat": the words of the charge named. */
const BEFORE_CHARGE = /^(?:net )?(?:profit|income|earnings|result|surplus|profit loss|income loss) before (.+)$/;
/** Charges whose "profit before" line is not the profit before tax. */
const NOT_TAX_CHARGE =
  /\b(?:exceptional|extraordinary|non ?recurring|special|unusual|discontinued|minority|non ?controlling|interests?|finance|financing|depreciation|amorti[sz]ation|impairments?|share|associates?|joint|dividends?|distributions?|appropriations?|allocations?|bonus|gains?|losses|fair value|write|restructuring|provisions?|other|items?|grants?|transfers?)\b/;
const STOP_WORDS = new Set(["and", "of", "the", "for", "on", "to", "in", "a"]);
/** Words compared singular, by their first five letters ("licence" and "license", "levies" and "levy"). */
const stems = (n: string) =>
  new Set(
    n
      .split(" ")
      .filter((w) => w.length > 1 && !STOP_WORDS.has(w))
      .map((w) =>
        w
          .replace(/ies$/, "y")
          .replace(/(?<=x)es$|s$/, "")
          .slice(0, 5),
      ),
  );

/**
 * The charge a profit line is named "before" ("Income before business licence fees"), when the
 * next line with figures is that charge (its words among the named ones, no other key of the table)
 * and the line after it is the year's net profit: the charge's row, its figures and the net profit's.
 */
function taxChargeAfter(
  type: DocumentType,
  label: string,
  section: Section | undefined,
  data: readonly Row[],
  index: number,
  figures: (r: Row) => Array<number | undefined>,
): { index: number; amounts: Array<number | undefined>; net: Array<number | undefined> } | undefined {
  const named = BEFORE_CHARGE.exec(normalizeLabel(label))?.[1];
  if (!named || NOT_TAX_CHARGE.test(named)) return undefined;
  const at = data.findIndex((r, i) => i > index && r.amounts.length > 0);
  const charge = data[at];
  if (!charge?.label) return undefined;
  const words = normalizeLabel(charge.label);
  if (NOT_TAX_CHARGE.test(words) || /^total\b/.test(words)) return undefined;
  const known = matchRow(type, charge.label, section);
  if (known && known.key !== "income_tax") return undefined;
  const want = stems(named);
  if (![...stems(words)].some((w) => want.has(w))) return undefined;
  const net = data.find((r, i) => i > at && r.amounts.length > 0);
  if (!net?.label || matchRow(type, net.label, section)?.key !== "net_profit") return undefined;
  return { index: at, amounts: figures(charge), net: figures(net) };
}

/**
 * reader17: a class of fixed assets printed alone ("Leasehold improvements and equipment",
 * "Furniture and equipment" with no accumulated depreciation below it and no net line after it) is
 * the net book value the balance sheet carries (UK, Commonwealth and management accounts), not the
 * cost: the reader takes such a class as gross only where a deduction for depreciation or a net line
 * follows (US style). A label that says cost or gross stays gross. A figure the reader made: a total
 * must tie it.
 */
function classAloneIsNet(map: Map<LineItemKey, Entry>, totals: SectionTotal[]): void {
  const gross = map.get("gross_fixed_assets");
  if (!gross || map.has("accumulated_depreciation") || map.has("net_fixed_assets")) return;
  if (/\b(?:cost|costs|gross|at valuation|valuation|brutto|anschaffungs\w*)\b/.test(normalizeLabel(gross.label)))
    return;
  map.delete("gross_fixed_assets");
  for (const t of totals) t.keys = t.keys.map((k) => (k === "gross_fixed_assets" ? "net_fixed_assets" : k));
  map.set("net_fixed_assets", {
    ...gross,
    notes: [
      ...(gross.notes ?? []),
      {
        kind: "derived",
        detail: `a class of fixed assets printed alone, with no depreciation deducted below it: its net book value ("${gross.label}")`,
      },
    ],
  });
}

/**
 * reader21: the last line of a paragraph of prose ("… reported without qualification on" / "20
 * February 2026."): it ends a sentence with a full stop and the line above it runs on (ends with a
 * lower-case word or a comma). A date there is the prose's, not the statement's period, though the
 * paragraph sits right above a heading (a page in two columns, an annual review's text).
 */
function isProseTail(lines: readonly TextLine[], at: number): boolean {
  const line = lines[at];
  const before = lines[at - 1];
  if (!line || !before || before.page !== line.page) return false;
  return /[a-z0-9)]\.$/.test(line.text.trim()) && /(?:\b[a-z]{2,}|,)$/.test(before.text.trim());
}

/**
 * reader22: term loans printed under one label in both liability sections ("Bank loans" among the
 * current liabilities and again among the non-current ones): the current line is the part of those
 * loans due within the year, the current portion of long-term debt, not short-term debt. Only
 * loans that run for years by nature (bank, term, mortgage loans); "Borrowings" and "Loans and
 * borrowings" under current liabilities stay short-term debt (docs/chart-of-accounts.md).
 */
function loansInBothSections(map: Map<LineItemKey, Entry>): void {
  const current = map.get("short_term_debt");
  const longTerm = map.get("long_term_debt");
  if (!current || !longTerm || map.has("current_portion_long_term_debt")) return;
  if (current.mode !== "set" || longTerm.mode !== "set") return;
  const label = normalizeLabel(current.label);
  if (label !== normalizeLabel(longTerm.label)) return;
  if (!/^(?:(?:secured|unsecured)\s+)?(?:bank|term|mortgage)\s+loans?$/.test(label)) return;
  // Only where the current line is printed above the long-term one (current liabilities first):
  // the batches that print the non-current section first expected short-term debt (see
  // docs/extraction.md, reader22), a convention of their makers the reader keeps.
  const above =
    current.source.page < longTerm.source.page ||
    (current.source.page === longTerm.source.page && current.source.bbox[1] > longTerm.source.bbox[1]);
  if (!above) return;
  map.delete("short_term_debt");
  map.set("current_portion_long_term_debt", current);
}

/**
 * reader22: a balance sheet that prints no section headings, each section's lines closed by an
 * untitled subtotal ("Loans and borrowings", "Other non-current liabilities", then "Non-current
 * liabilities 241.2"): the section of the rows down to the next section subtotal. Any line without
 * figures that names a section, or another total ("Total equity"), ends the search: no section.
 */
function sectionFromTotalBelow(rows: readonly Row[], at: number): Section | undefined {
  const verdict = (r: Row): Section | null | undefined => {
    const n = normalizeLabel(r.label);
    const total = BALANCE_SECTIONS.find((s) => sectionTotalNamed(n, s));
    if (total) return total;
    if (/^total\b/.test(n) || /^net (?:current )?assets$/.test(n)) return null;
    return undefined;
  };
  return scanAhead(rows, at, at + 30, verdict) ?? undefined;
}

const BALANCE_SECTIONS: readonly Section[] = [
  "current_assets",
  "non_current_assets",
  "current_liabilities",
  "non_current_liabilities",
];
/** A normalized label that is a section's total by its own words ("total current assets", "non current liabilities"). */
const sectionTotalNamed = (n: string, section: Section): boolean => {
  const total = SECTION_TOTAL[section].replace(/_/g, " ");
  return n === total || n === total.replace(/^total /, "");
};

/**
 * reader22: a numbered note's title ("3 Debtors", "4 Creditors: amounts falling due within one
 * year", "Note 12 Borrowings"): a number of one or two digits, then a capitalised word, no figure.
 */
export function isNoteTitle(text: string): boolean {
  if (findDates(text).length > 0 || phraseKind(text) !== undefined) return false;
  return /^\s*(?:[Nn]otes?\s+)?\d{1,2}\.?\s+\p{Lu}[\p{L}'’-]+(?:[\s,:;()&'’-]+[\p{L}'’-]+)*\s*$/u.test(text);
}

/**
 * reader22: a sentence of prose that dates an act (financial statements "approved … on 19 June
 * 2025", a report "signed" or "dated" on a day; reader28: figures "as updated on October 28, 2025"):
 * ten words or more, one of those verbs.
 */
export function isDatedProse(text: string): boolean {
  const words = text.trim().split(/\s+/).length;
  return (
    words >= 10 &&
    /\b(?:approved|authori[sz]ed for issue|signed|dated|updated on|on (?:its|their) behalf|genehmigt|unterzeichnet|aufgestellt|aktualisiert am)\b/i.test(
      text,
    )
  );
}

/**
 * The chart key of a row's label: the synonym table, and a printed total of a key whose parts
 * add up ("Total selling, general and administrative expenses", "Total revenues") as that key's
 * figure (a total, which replaces the sum of its parts) rather than one more part.
 */
function matchRow(type: DocumentType, label: string, section: Section | undefined): LabelMatch | undefined {
  const n = normalizeLabel(label);
  const stem = /^total (.+)$/.exec(n)?.[1] ?? /^(.+) total$/.exec(n)?.[1];
  const match = matchLabel(type, label, section);
  if (match) return match.sum && stem ? { ...match, sum: false } : match;
  const owners = type === "income_statement" ? OWNERS_SHARE.exec(n) : null;
  if (owners) {
    const base = owners[1] as string;
    if (isProfitLine(base) || matchLabel(type, base, section)?.key === "net_profit") {
      return { key: "net_profit", sum: false, wider: true, owners: true };
    }
  }
  if (!stem) return undefined;
  const hit = matchLabel(type, stem, section);
  return hit ? { ...hit, sum: false } : undefined;
}

/**
 * The columns' period against the period the title or period line prints ("for the year ended
 * 31 March 2025"): the latest column must end on that date (within a week: 52/53-week years);
 * a column dated after it, or a year end other than the title's, was misread ("2028" for
 * "2025", a year-only header dated 31 December in a May fiscal year).
 */
function titlePeriodCheck(
  phrases: readonly PeriodPhrase[],
  columns: readonly Column[],
): { passed: boolean; detail: string } | undefined {
  // Every period phrase across the statement (title, period line): the latest date they print.
  // ("Years ended March 31, 2021 and 2022": the later years take the date's day and month;
  // "1 July 2021 - 30 June 2022": a range needs no period word.)
  const ends: number[] = [];
  for (const p of phrases) {
    const full = p.dates.filter((d) => d.year !== undefined && d.day && d.month);
    if (!p.global || full.length === 0 || (p.kind === undefined && full.length < 2)) continue;
    const first = full[0] as { day: number; month: number };
    ends.push(...full.map((d) => Date.UTC(d.year as number, d.month - 1, d.day)));
    ends.push(...p.years.map((y) => Date.UTC(y, first.month - 1, first.day)));
  }
  const dated = columns.filter((c) => !c.note && c.date).map((c) => c.date as { y: number; m: number; d: number });
  if (ends.length === 0 || dated.length === 0) return undefined;
  const t = Math.max(...ends);
  const latest = Math.max(...dated.map((d) => Date.UTC(d.y, d.m - 1, d.d)));
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const passed = Math.abs(latest - t) <= 7 * 86_400_000;
  return {
    passed,
    detail: passed
      ? `The columns end ${iso(latest)}, as the title says (${iso(t)})`
      : `The columns end ${iso(latest)}, but the title says ${iso(t)}`,
  };
}

interface Segment {
  type: DocumentType;
  heading: number;
  end: number;
  /** The printed title, when the statement was recognised by its lines, not its title. */
  titleUnknown?: string;
}

/**
 * A line that may be the title of a statement the reader has no heading phrase for ("Statement of
 * Activities", "Statement of Operations and Deficit", "Balance Sheet Summary"): a few words naming
 * a statement, an account or a sheet, no sentence and no reference to another part of the report.
 */
function unknownTitle(text: string): boolean {
  const n = normalizeLabel(text);
  const words = n.split(" ").filter(Boolean);
  if (words.length < 2 || words.length > 16) return false;
  if (!/\b(?:statements?|accounts?|sheets?)\b/.test(n)) return false;
  return !/\b(?:notes?|see|part of|accompanying|refer|integral|continued on|total|net|less|add|opening|closing|by|on pages?|approved|signed|responsibilit(?:y|ies)|report|reports|policies|principles)\b/.test(
    n,
  );
}

/**
 * A line of a few words without figures with the columns' header (years or dates) right below it,
 * or only period and scale lines between, as a statement's title stands whatever it says
 * ("Financial Position", "Results of the Financial Year"): no section heading, line item or header word.
 */
function titleOverColumns(lines: readonly TextLine[], index: number, rowOf: (i: number) => Row): boolean {
  const line = lines[index] as TextLine;
  const n = normalizeLabel(line.text);
  const words = n.split(" ").filter(Boolean);
  if (words.length < 2 || words.length > 10 || !/[a-z]{3}/.test(n) || sectionOf(line.text) !== undefined) return false;
  if (isHeaderLabel(line.text) || /\b(?:notes?|see|total|net|less|add|opening|closing|report|policies)\b/.test(n)) {
    return false;
  }
  for (let i = index + 1; i <= index + 3 && i < lines.length; i++) {
    const next = lines[i] as TextLine;
    if (next.page !== line.page) return false;
    const row = rowOf(i);
    if (isColumnHeaderLine(row)) return true;
    // Only a period or scale line may stand between the title and the columns' header.
    const periodOrScale =
      isPeriodLine(row) ||
      findDates(next.text).length > 0 ||
      /\b(?:19|20)\d\d\b/.test(next.text) ||
      /\b(?:thousands?|millions?|000)\b|[$€£¥₹]/i.test(next.text);
    if (!periodOrScale) return false;
  }
  return false;
}

/** The totals that close a whole statement of each kind (one must be printed to recognise it by its lines). */
const BOTTOM_LINES: Record<DocumentType, readonly LineItemKey[]> = {
  balance_sheet: ["total_assets", "total_liabilities_and_equity"],
  income_statement: ["net_profit"],
  cashflow_statement: ["net_change_in_cash", "cash_at_end"],
};

/** Distinct line items a statement recognised by its lines must map, its bottom line among them. */
const MIN_CONTENT_KEYS = 5;

/**
 * The kind of statement the lines under an unknown title are, when they are plainly one: at least
 * MIN_CONTENT_KEYS distinct items of that kind's chart, one of its bottom lines, and more than
 * twice as many items as any other kind maps. Balance-sheet labels are looked up in the section
 * their headings open, as when reading.
 */
function kindByContent(rows: readonly Row[]): DocumentType | undefined {
  const keys = new Map<DocumentType, Set<LineItemKey>>();
  for (const type of DOC_ORDER) {
    const found = new Set<LineItemKey>();
    let section: Section | undefined;
    for (const row of rows) {
      if (!row.label) continue;
      if (row.amounts.length === 0) {
        section = sectionOf(row.label) ?? section;
        continue;
      }
      const hit = matchRow(type, row.label, section);
      if (hit) found.add(hit.key);
    }
    keys.set(type, found);
  }
  const ranked = [...keys.entries()].sort((a, b) => b[1].size - a[1].size);
  const [best, second] = ranked as [[DocumentType, Set<LineItemKey>], [DocumentType, Set<LineItemKey>]];
  if (best[1].size < MIN_CONTENT_KEYS || best[1].size <= 2 * second[1].size) return undefined;
  if (!BOTTOM_LINES[best[0]].some((k) => best[1].has(k))) return undefined;
  return best[0];
}

/** Finds statement headings; a heading runs until the next one. */
function segment(lines: TextLine[], doc?: DocumentReading): Segment[] {
  const found: Array<{ type: DocumentType | undefined; index: number }> = [];
  lines.forEach((line, index) => {
    const row = splitRow(line, doc);
    const onlyYears = row.amounts.every((a) => parseYear(String(Math.abs(a.value))) !== undefined || a.value < 100);
    if (!onlyYears) return;
    // A heading on one line, or split over two ("CONSOLIDATED STATEMENT" / "OF FINANCIAL POSITION").
    const prev = lines[index - 1];
    const type =
      headingType(line.text) ??
      (prev && prev.page === line.page && splitRow(prev, doc).amounts.length === 0
        ? joinedHeading(prev.text, line.text)
        : undefined);
    if (type) found.push({ type, index });
    // Another part of the report (changes in equity, notes, auditor's report) ends a statement.
    else if (isOtherSection(line.text)) found.push({ type: undefined, index });
  });
  // Titles the reader does not know: a statement of a kind no known heading announced is
  // recognised by what its lines say (it ends at the next heading, known or not).
  const known = new Set(found.flatMap((f) => (f.type ? [f.type] : [])));
  const taken = new Set(found.map((f) => f.index));
  const split = new Map<number, Row>();
  const rowOf = (i: number): Row => {
    let r = split.get(i);
    if (!r) {
      r = splitRow(lines[i] as TextLine, doc);
      split.set(i, r);
    }
    return r;
  };
  const candidates: number[] = [];
  lines.forEach((line, index) => {
    // Every kind announced by a known heading: nothing is left to recognise by its lines.
    if (known.size === DOC_ORDER.length) return;
    if (taken.has(index) || rowOf(index).amounts.length > 0) return;
    if (!unknownTitle(line.text) && !titleOverColumns(lines, index, rowOf)) return;
    // A title and its period line are one start: the first of them.
    const last = candidates[candidates.length - 1];
    if (last !== undefined && index - last <= 3 && lines[last]?.page === line.page) return;
    candidates.push(index);
  });
  const byContent: Array<{ type: DocumentType; index: number; title: string }> = [];
  // Tables left unread that still end the statement above them.
  const ends: Array<{ type: undefined; index: number }> = [];
  for (const index of candidates) {
    const next = Math.min(
      ...found.filter((f) => f.index > index).map((f) => f.index),
      ...candidates.filter((c) => c > index),
      index + MAX_CONTENT_LINES,
      lines.length,
    );
    const rows: Row[] = [];
    for (let i = index + 1; i < next; i++) rows.push(rowOf(i));
    const type = kindByContent(rows);
    if (!type || known.has(type)) continue;
    // One statement of a kind, continued on the next page at most: a later table of the same
    // kind (a segment note, a five-year summary) is not read as another.
    const page = (lines[index] as TextLine).page;
    const before = byContent.filter((b) => b.type === type);
    const lastPage = (lines[before[before.length - 1]?.index ?? index] as TextLine).page;
    if (before.length > 0 && page - lastPage > 1) {
      ends.push({ type: undefined, index });
      continue;
    }
    byContent.push({ type, index, title: (lines[index] as TextLine).text.trim() });
  }
  const all: Array<{ type: DocumentType | undefined; index: number; title?: string }> = [
    ...found,
    ...byContent,
    ...ends,
  ].sort((a, b) => a.index - b.index);
  const segments: Segment[] = [];
  all.forEach((f, i) => {
    if (!f.type) return;
    const seg: Segment = { type: f.type, heading: f.index, end: all[i + 1]?.index ?? lines.length };
    if (f.title !== undefined) seg.titleUnknown = f.title;
    segments.push(seg);
  });
  return segments;
}

/**
 * reader28: the plan a statement's title names (look-alike.ts): its heading line, or a short title
 * line right above it ("Prognose Geschäftsjahr 2025" over "Erwartete Konzern-GuV …").
 */
function planOfTitle(lines: readonly TextLine[], seg: Segment): { plan: string; title: string } | undefined {
  const heading = lines[seg.heading] as TextLine;
  const prev = lines[seg.heading - 1];
  const candidates = [heading];
  if (prev && prev.page === heading.page && prev.text.trim().split(/\s+/).length <= 6 && !/[.:;]\s*$/.test(prev.text)) {
    candidates.push(prev);
  }
  for (const l of candidates) {
    const plan = lookAlikeTitle(l.text);
    if (plan) return { plan, title: l.text.trim() };
  }
  return undefined;
}

/**
 * reader28: a statement titled as a plan keeps only its columns headed as actual ("Ist 2025" beside
 * "Plan 2026 | Plan 2027"), marked for the checks; with none it is left out with a note (a budget, a
 * forecast, a pro forma statement is never the company's actual figures: not read is safer than held,
 * as nothing of it can be taken for the year's figures).
 */
function actualColumnsOfPlan(
  lines: readonly TextLine[],
  seg: Segment,
  raw: RawStatement,
  notes: string[],
): RawStatement | undefined {
  const plan = planOfTitle(lines, seg);
  if (!plan) return raw;
  const heading = lines[seg.heading] as TextLine;
  // Header cells between the title and the first figures (a few lines, same page).
  const actual: TextCell[] = [];
  for (let i = seg.heading + 1; i < Math.min(seg.end, seg.heading + 8); i++) {
    const l = lines[i] as TextLine;
    if (l.page !== heading.page) break;
    actual.push(...l.cells.filter(isActualHeader));
  }
  let kept = 0;
  raw.columns.forEach((c, i) => {
    const over =
      c.x0 !== undefined &&
      c.x1 !== undefined &&
      actual.some((a) => a.x0 < (c.x1 as number) && a.x1 > (c.x0 as number));
    if (!c.note && c.date && over && (raw.values[i]?.size ?? 0) > 0) kept += 1;
    else raw.values[i] = new Map();
  });
  if (kept === 0) {
    notes.push(
      `the ${LABELS[seg.type]} "${plan.title}" on page ${heading.page} left out: a ${plan.plan.toLowerCase()}, not actual figures`,
    );
    return undefined;
  }
  return { ...raw, lookAlike: plan.title };
}

/** How far below an unknown title its lines are read to tell the statement's kind. */
const MAX_CONTENT_LINES = 90;

interface PeriodPhrase {
  kind: ColumnKind | undefined;
  dates: ReturnType<typeof findDates>;
  years: number[];
  /** reader26: the one year the phrase names without a day and month ("für das Geschäftsjahr 2025"). */
  yearAlone?: number;
  x0: number;
  x1: number;
  /** Spans the label area (a full-width line) rather than sitting over some columns. */
  global: boolean;
}

function distance(a: { x0?: number; x1?: number }, x0: number, x1: number): number {
  if (a.x0 === undefined || a.x1 === undefined) return Number.POSITIVE_INFINITY;
  return Math.min(Math.abs(a.x1 - x1), Math.abs((a.x0 + a.x1) / 2 - (x0 + x1) / 2));
}

/** A header over the group's columns ("Group", "The Group", "Consolidated", "Konzern"). */
const GROUP_ENTITY = /^(?:the )?(?:group|consolidated|konzern|economic entity)$/i;
/** A header over the parent company's own columns ("Company", "The Bank", "Parent", "Separate", "Standalone"). */
const SINGLE_ENTITY =
  /^(?:the )?(?:company|parent|parent company|parent entity|bank|society|trust|fund|separate|standalone|stand-alone|entity|einzelabschluss|mutterunternehmen)$/i;

/**
 * Statements printing the group's and the parent company's figures side by side (Group 2025 | Group
 * 2024 | Company 2025 | Company 2024: Singapore, Malaysia, Hong Kong, South Africa, UK and Irish
 * annual reports; Indian consolidated and standalone): when one header line names both, the columns
 * under the single entity are no period of the figures wanted (the group's), so they are left out
 * like budget columns and never mixed into the group's. Each dated column belongs to the entity
 * header nearest its centre on that line.
 */
function leaveOutEntityColumns(columns: Column[], headerLines: readonly TextCell[][]): void {
  const placed = columns.filter((c) => !c.note && c.x0 !== undefined && c.x1 !== undefined);
  if (placed.length < 2) return;
  for (const cells of headerLines) {
    const entities = cells
      .map((c) => ({ c, group: GROUP_ENTITY.test(c.text.trim()), single: SINGLE_ENTITY.test(c.text.trim()) }))
      .filter((e) => e.group || e.single);
    if (!entities.some((e) => e.group) || !entities.some((e) => e.single)) continue;
    for (const col of placed) {
      const centre = ((col.x0 as number) + (col.x1 as number)) / 2;
      const owner = [...entities].sort(
        (a, b) => Math.abs((a.c.x0 + a.c.x1) / 2 - centre) - Math.abs((b.c.x0 + b.c.x1) / 2 - centre),
      )[0];
      if (owner?.single) Object.assign(col, { note: true, other: true });
    }
    return;
  }
}

/** A note reference as a notes column prints it: "4", "12", "5a". */
const NOTE_NUMBER = /^\s*\d{1,2}[a-z]?\s*$/i;

/**
 * A notes column printed without a "Note" header: small whole numbers standing left of every period
 * column, aligned (right edges within a few points) in at least three rows, with nothing else in
 * that band (a figure with a separator or of three digits there means it is a column of amounts).
 * Its numbers are note references, never figures, and the rows no longer look overfull.
 */
function unheadedNotesColumn(rows: readonly Row[], columns: readonly Column[]): { x0: number; x1: number } | undefined {
  const placed = columns.filter((c) => !c.note && c.x0 !== undefined);
  if (placed.length === 0) return undefined;
  const left = Math.min(...placed.map((c) => c.x0 as number));
  const before = rows.flatMap((r) => r.amounts.filter((a) => a.x1 < left - 5));
  if (before.length < 3) return undefined;
  const texts = rows.flatMap((r) => r.line.cells.filter((c) => c.x1 < left - 5 && parseAmount(c.text) !== undefined));
  if (!texts.every((c) => NOTE_NUMBER.test(c.text))) return undefined;
  const edges = texts.map((c) => c.x1).sort((a, b) => a - b);
  const median = edges[Math.floor(edges.length / 2)] as number;
  if (!edges.every((x) => Math.abs(x - median) <= 8)) return undefined;
  return { x0: Math.min(...texts.map((c) => c.x0)), x1: Math.max(...edges) };
}

/** Reads one statement: its columns (periods) from the header zone, then its rows. */
function readSegment(
  lines: TextLine[],
  seg: Segment,
  problems: string[],
  previous: RawStatement | undefined,
  doc: DocumentReading,
): RawStatement | undefined {
  const body = lines.slice(seg.heading + 1, seg.end);
  const heading = lines[seg.heading] as TextLine;
  const rows = body.map((l) => splitRow(l.ocr ? sameMarkOfYears(l) : l, doc));
  const firstData = rows.findIndex(
    (r) =>
      r.label !== "" &&
      r.amounts.length > 0 &&
      !isColumnHeaderLine(r) &&
      !isHeaderLabel(r.label) &&
      !isPeriodLine(r) &&
      !REGISTRATION_LINE.test(normalizeLabel(r.label)),
  );
  if (firstData < 0) {
    problems.push(`no line items under the ${LABELS[seg.type]} heading on page ${heading.page}`);
    return undefined;
  }
  // reader22: a statement's heading ("Balance sheet (continued)") over a page of prose only, whose
  // next figures stand under a numbered note's title on a later page ("3 Debtors", "Note 4
  // Creditors"), heads no statement: that table is a note, not the statement.
  const dataPage = rows[firstData]?.line.page ?? heading.page;
  if (
    dataPage > heading.page &&
    rows.slice(0, firstData).some((r) => r.line.page === dataPage && r.amounts.length === 0 && isNoteTitle(r.line.text))
  ) {
    return undefined;
  }
  const labelX = Math.min(
    ...rows
      .slice(firstData, firstData + 8)
      .filter((r) => r.label)
      .map((r) => r.line.cells[0]?.x0 ?? 0),
  );
  const headerRows = rows.slice(0, firstData);
  // Where the figures start: a line starting well left of it is a title or period line, not a header over the columns.
  const amountLeft = Math.min(
    ...rows
      .slice(firstData, firstData + 8)
      .flatMap((r) => r.amounts.map((a) => a.x0))
      .concat([Number.POSITIVE_INFINITY]),
  );
  // A date header set in a table column of its own left of the figures' (XeLaTeX tabular, landscape
  // HGB statements: "31.12.2025" ending a little left of the first figures) counts when it ends within
  // its own width of them.
  const overColumns = (c: TextCell) =>
    c.x0 > labelX + 60 &&
    (c.x1 > amountLeft - 10 || (DATE_HEADER_CELL.test(c.text.trim()) && c.x1 > amountLeft - (c.x1 - c.x0)));
  const contextLines = [lines[seg.heading - 2], lines[seg.heading - 1], heading].filter(
    (l): l is TextLine =>
      l !== undefined &&
      l.page === heading.page &&
      (splitRow(l, doc).amounts.length === 0 || figuresAreItsDate(l)) &&
      !isProseTail(lines, lines.indexOf(l)),
  );
  // Lines above the heading on its page without amounts (titles, "All amounts in ₹ thousands"), nearest first.
  const aboveLines: TextLine[] = [];
  for (let i = seg.heading - 1; i >= 0 && i >= seg.heading - 12; i--) {
    const l = lines[i] as TextLine;
    if (l.page !== heading.page || splitRow(l, doc).amounts.length > 0) break;
    aboveLines.push(l);
  }

  // Period phrases: whole lines at the left margin (global) and cells over the columns (groups).
  const phrases: PeriodPhrase[] = [];
  // Nearest the data first: header lines bottom-up, then the heading, then the lines above it.
  const phraseLines = [...headerRows.map((r) => r.line).reverse(), ...[...contextLines].reverse()];
  for (const line of phraseLines) {
    const atMargin = (line.cells[0]?.x0 ?? 0) <= labelX + 30;
    // A period line printed centred under the title ("As at 31 March 2024 and 2023"), also when its
    // words are placed one by one, speaks for every column.
    // reader29: also a title at the margin whose date's parts stand apart ("... AS AT | 30 | JUNE 2025").
    if ((atMargin && (line.cells.length <= 2 || figuresAreItsDate(line))) || isTitleLine(line, amountLeft)) {
      // reader22: a date in a sentence of prose (the approval, signature or report date) is not the period.
      if (isDatedProse(line.text)) continue;
      const text = monthRangeText(line.text);
      const kind = phraseKind(text);
      const dates = findDates(text);
      if (kind || dates.length > 0) {
        const yearAlone = dates.length === 0 && kind === "yearly" ? onlyYear(text) : undefined;
        phrases.push({
          kind,
          dates,
          years: yearsAfterDates(text),
          x0: 0,
          x1: Number.POSITIVE_INFINITY,
          global: true,
          ...(yearAlone ? { yearAlone } : {}),
        });
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
      .filter(overColumns)
      .map((c) => ({ cell: c, ...(columnHeaderCell(c) as HeaderCell) }))
      .filter((c) => c.year !== undefined);
    if (cells.length === 0) continue;
    const pure = cells.every((c) => c.pure);
    if (cells.length > best.length || (cells.length === best.length && (pure || !bestPure))) {
      best = cells;
      bestPure = pure;
      noteCell = r.line.cells.find((c) => NOTE_HEADER.test(c.text.trim()));
    }
  }

  // Years over the columns may sit on different header lines ("2024" two lines above, "2023 (As
  // Restated – Note 2)" on the note row): the columns are every year cell, by position.
  const union: typeof best = [];
  for (const r of [...headerRows].reverse()) {
    for (const c of r.line.cells.flatMap(splitPeriods).filter(overColumns)) {
      const h = columnHeaderCell(c);
      if (!h) continue;
      const centre = (c.x0 + c.x1) / 2;
      if (
        union.some((u) => Math.abs((u.cell.x0 + u.cell.x1) / 2 - centre) < 25 || (c.x0 < u.cell.x1 && c.x1 > u.cell.x0))
      ) {
        continue;
      }
      union.push({ cell: c, ...h });
    }
  }
  if (union.length > best.length && new Set(union.map((u) => u.year)).size === union.length) {
    best = union.sort((a, b) => a.cell.x0 - b.cell.x0);
    noteCell ??= headerRows.flatMap((r) => r.line.cells).find((c) => NOTE_HEADER.test(c.text.trim()));
  }
  // A column's header is every header cell stacked over it ("December 31," over "2024"): the
  // column spans them all, which places amounts left-aligned under a wider date correctly.
  if (best.length > 1) {
    const stacked = headerRows.flatMap((r) => r.line.cells.flatMap(splitPeriods)).filter(overColumns);
    best = best.map((b) => {
      let x0 = b.cell.x0;
      let x1 = b.cell.x1;
      for (const c of stacked) {
        if (c === b.cell || c.x1 <= b.cell.x0 || c.x0 >= b.cell.x1) continue;
        if (findDates(c.text).length === 0 && phraseKind(c.text) === undefined) continue;
        // Only a cell over this column alone (a phrase spanning two columns says nothing of either).
        const others = best.filter((o) => o !== b && c.x1 > o.cell.x0 && c.x0 < o.cell.x1);
        if (others.length > 0) continue;
        x0 = Math.min(x0, c.x0);
        x1 = Math.max(x1, c.x1);
      }
      return { ...b, cell: { ...b.cell, x0, x1 } };
    });
  }
  let periodAmbiguous = false;

  // A period from one date to another ("vom 1. Januar 2024 bis 31. Dezember 2024", "1 April 2024
  // to 31 March 2025") ends on the last.
  const dayMonth = (p: PeriodPhrase | undefined) => {
    const dated = p?.dates.filter((d) => d.day && d.month) ?? [];
    return dated.length > 1 && new Set(dated.map((d) => `${d.day}.${d.month}`)).size > 1 ? dated.at(-1) : dated[0];
  };
  // Column meaning (column-meaning.ts): headers without a date ("This year / Last year",
  // "Geschäftsjahr / Vorjahr", "Mar-25"), budget and variance columns; the header line naming
  // most columns, nearest the data on ties.
  let meant: MeantColumn[] | undefined;
  for (const r of headerRows) {
    const found = meantColumns(r.line.cells.flatMap(splitVariance).filter(overColumns));
    if (found && (!meant || found.length >= meant.length)) meant = found;
  }
  // reader23: "Year to Date | Prior Year" under a title naming a whole year (period-months.ts).
  if (!meant && globalKind === "yearly") {
    meant = headerRows.map((r) => yearToDateBesidePrior(r.line.cells.filter(overColumns))).find((m) => m !== undefined);
  }
  const titleDay = dayMonth(globalPhrase);
  const titleDate = titleDay?.year !== undefined ? { y: titleDay.year, m: titleDay.month, d: titleDay.day } : undefined;
  // reader26: "Kapitalflussrechnung für das Geschäftsjahr 2025" over "Geschäftsjahr | Vorjahr": the
  // title names the year alone, so its end is assumed (31 December) until the document's other
  // statements say which month it ends (resolveAssumedYearEnds); unsaid, it is held for review.
  const yearAlone = titleDate ? undefined : globalPhrase?.yearAlone;
  const assumedTitle =
    yearAlone !== undefined && meant?.every((m) => !m.meaning.month) ? { y: yearAlone, m: 12, d: 31 } : undefined;
  const meantDates = meant ? dateMeantColumns(meant, titleDate ?? assumedTitle) : [];
  let columns: Column[];
  /** The columns are dated by the title alone: no header over the figures was read as a period. */
  let titleDatesOnly = false;
  if (best.length > 0) {
    const groups = phrases.filter((p) => !p.global);
    const nearest = (centre: number, want: (p: PeriodPhrase) => boolean) =>
      groups.filter(want).sort((a, b) => groupDistance(a, centre) - groupDistance(b, centre))[0];
    columns = best.map(({ cell, year, date, kind: printed }) => {
      const centre = (cell.x0 + cell.x1) / 2;
      const kind = printed ?? nearest(centre, (p) => p.kind !== undefined)?.kind ?? globalKind ?? defaultKind;
      let resolved = date;
      let assumed = false;
      if (!resolved) {
        // A financial year's column ("FY 2024") under a half-year or quarter title does not end on
        // the title's day: its year end is the document's (31 December, ambiguous, until it says).
        const otherLength = printed === "yearly" && (globalKind === "ytd" || globalKind === "quarterly");
        const dm = otherLength
          ? undefined
          : (dayMonth(nearest(centre, (p) => dayMonth(p) !== undefined)) ?? dayMonth(globalPhrase));
        // A year alone with no day and month anywhere: the year end is assumed (31 December)
        // until the document's other dates say otherwise (parseStatements: yearEndsOfDocument).
        if (!dm) assumed = true;
        resolved = dm ? { y: year, m: dm.month, d: dm.day } : { y: year, m: 12, d: 31 };
        // "For the year ended 28 February 2025" over a 2024 column: 28 or 29 February 2024 (a fixed
        // date or the month's last day); the statement says not which, so its period is not sure.
        if (dm && leapYearEndUnsure({ y: dm.year, m: dm.month, d: dm.day }, year)) periodAmbiguous = true;
        if (!isValidDate(resolved.y, resolved.m, resolved.d)) resolved = lastDayOf(resolved.y, resolved.m);
      }
      return { date: resolved, kind, x0: cell.x0, x1: cell.x1, ...(assumed ? { assumed } : {}) };
    });
    // Beside dated columns: budget and variance columns are no period; a prior-year column
    // named without a date is a year before the latest dated one.
    const latest = columns.reduce<Column | undefined>(
      (a, c) => (a?.date && c.date && isoOf(a.date) >= isoOf(c.date) ? a : c),
      undefined,
    );
    // Columns no header line names as periods but headed as no period ("Without Donor
    // Restrictions" beside "2025 Total"): left out as budget columns are. reader26: a lone prior
    // column beside the dated one ("31.12.2025 | Vorjahr", a small company's HGB statements) is
    // the year before it.
    const others = meant
      ? []
      : headerRows
          .flatMap((r) => r.line.cells.flatMap(splitVariance).filter(overColumns))
          .map((cell) => ({ cell, role: columnMeaning(cell.text)?.role }))
          .filter((c) => c.role === "other" || (c.role === "prior" && !c.cell.text.match(/\d/)))
          .map(({ cell, role }) => ({
            cell,
            meaning: { role: role === "other" ? ("other" as const) : ("prior" as const) },
          }));
    for (const { cell, meaning } of [...(meant ?? []), ...others]) {
      const under = columns.filter((c) => c.x0 !== undefined && c.x1 !== undefined && cell.x0 < c.x1 && cell.x1 > c.x0);
      // A dated column under a budget, forecast or variance header ("Budget" over "2024") is no period.
      // reader34: a restatement's part ("As previously reported", "Adjustment") is marked for the note.
      const part = meaning.role === "other" && isRestatementPart(cell.text) ? { restatementPart: true } : {};
      if (meaning.role === "other" && under.length === 1) {
        Object.assign(under[0] as Column, { note: true, other: true, ...part });
        continue;
      }
      if (under.length > 0) continue;
      if (meaning.role === "other") {
        columns.push({ kind: "point", note: true, other: true, x0: cell.x0, x1: cell.x1, ...part });
      } else if (meaning.role === "prior" && latest?.date) {
        columns.push({ date: yearsEarlier(latest.date, 1), kind: latest.kind, x0: cell.x0, x1: cell.x1 });
      }
    }
    columns.sort((a, b) => (a.x0 ?? 0) - (b.x0 ?? 0));
    leaveOutEntityColumns(
      columns,
      headerRows.map((r) => r.line.cells.filter(overColumns)),
    );
  } else if (meant && meantDates.some((d) => d !== undefined)) {
    // Columns named without dates: dated from the title, in the order they are named.
    const kind = globalKind ?? defaultKind;
    columns = meant.map(({ cell }, i) => {
      const date = meantDates[i];
      return date
        ? { date, kind, x0: cell.x0, x1: cell.x1, ...(assumedTitle ? { assumed: true } : {}) }
        : { kind, note: true, other: true, x0: cell.x0, x1: cell.x1 };
    });
    // A title without a period word ("31 March 2025" alone) may be a report's date, not the period's.
    if (!globalKind && meant.some((m) => !m.meaning.month)) periodAmbiguous = true;
    // reader25: a 52/53-week year's column dated by its month alone ("December 2025" under "52 weeks
    // ended"): the year ends on a weekday the header does not give, not on the month's last day.
    if (meant.some((m) => m.meaning.month) && phraseLines.some((l) => WEEKS_YEAR.test(l.text))) periodAmbiguous = true;
  } else if (globalPhrase) {
    titleDatesOnly = true;
    const full = globalPhrase.dates.filter((d) => d.year !== undefined);
    const kind = globalKind ?? defaultKind;
    const dates: Array<{ y: number; m: number; d: number }> = full.map((d) => ({
      y: d.year as number,
      m: d.month,
      d: d.day,
    }));
    const first = full[0];
    if (first) for (const y of globalPhrase.years) dates.push({ y, m: first.month, d: first.day });
    // A line naming one date twice ("As at 31 December, 2024 and 2023 · For the years ended 31
    // December, 2024 and 2023") names each column once.
    const once = dates.filter((d, i) => dates.findIndex((o) => isoOf(o) === isoOf(d)) === i);
    columns = once.map((date) => ({ date, kind }));
  } else {
    columns = [];
  }
  // The period length printed over each column alone (Q1-Q4, YTD, Prior YTD, Full year): a quarter
  // column is never a year, whatever the title says.
  const lengthCheck = applyPeriodWords(
    columns,
    headerRows.flatMap((r) => r.line.cells.flatMap(splitPeriods)).filter(overColumns),
    globalKind === "yearly" ? titleDate : undefined,
  );
  let scaleReading =
    scaleOfLines([...headerRows.map((r) => r.line).reverse(), heading, ...aboveLines]) ??
    rows
      .slice(firstData, firstData + 3)
      .filter((r) => r.amounts.length === 0)
      .map((r) => readScale(r.line.text))
      .find((x) => x !== undefined);
  if (columns.length === 0 && previous?.type === seg.type) {
    // A statement continued under a repeated heading without its own period line: same columns.
    columns = previous.columns.map((c) => ({ ...c }));
    periodAmbiguous = previous.periodAmbiguous;
    if (!scaleReading && previous.scaleSource) scaleReading = { scale: previous.scale, phrase: previous.scaleSource };
  }
  // A scale printed only at the top of the page ("£'000" in the page header).
  scaleReading ??= scaleOfLines(pageTop(lines, heading.page, doc));
  // A statement continued on a later page ("(continued)", or the same period columns under a
  // repeated heading) that does not print its scale line again: the scale of its first part.
  if (!scaleReading && previous?.type === seg.type && previous.page < heading.page && previous.scaleSource) {
    const dated = columns.filter((c) => !c.note);
    const sameColumns =
      dated.length > 0 &&
      dated.length === previous.columns.length &&
      dated.every((c, i) => {
        const before = previous.columns[i]?.date;
        return c.date !== undefined && before !== undefined && isoOf(c.date) === isoOf(before);
      });
    if (sameColumns || CONTINUED.test(heading.text))
      scaleReading = { scale: previous.scale, phrase: previous.scaleSource };
  }
  scaleReading ??= doc.documentScale;
  // reader25: a scale every figure prints ("18,312k") is the figures' own; a header naming another
  // (a scale word left unread below) holds the statement.
  if (doc.suffixScale) scaleReading = doc.suffixScale;
  const scale = scaleReading?.scale ?? 1;
  // A scale printed over each column ("EUR" beside a "TEUR" prior year): each column its own.
  const scaleCells = headerRows
    .flatMap((r) => r.line.cells)
    .filter(overColumns)
    .map((c) => ({ c, scale: columnScale(c.text) }))
    .filter((x): x is { c: TextCell; scale: number } => x.scale !== undefined);
  const datedColumns = columns.filter((c) => !c.note && c.x0 !== undefined && c.x1 !== undefined);
  const own = datedColumns.map((col) =>
    scaleCells.find((s) => s.c.x0 < (col.x1 as number) + 5 && s.c.x1 > (col.x0 as number) - 5),
  );
  if (datedColumns.length > 1 && own.every((v) => v !== undefined) && new Set(own.map((o) => o?.scale)).size > 1) {
    datedColumns.forEach((col, i) => {
      col.scale = own[i]?.scale;
      col.scaleSource = own[i]?.c.text.trim();
    });
  }
  if (columns.length === 0) {
    problems.push(`no period date for the ${LABELS[seg.type]} on page ${heading.page}`);
    return undefined;
  }
  // The safety net for scales: a scale word printed in the title block, the column header or the
  // page header that names another scale than every one used (a phrase the patterns above miss).
  const usedScales = new Set([scale, ...datedColumns.map((c) => c.scale ?? scale)]);
  const titleBlock = [
    ...headerRows
      .filter((r) => r.amounts.every((a) => Number.isInteger(a.value) && a.value >= 1900 && a.value <= 2100))
      .map((r) => r.line),
    ...contextLines,
    ...aboveLines.filter((l) => l.text.length <= 80),
    ...pageTop(lines, heading.page, doc),
  ];
  const scaleUnread =
    titleBlock.map((l) => printedScaleWord(l.text)).find((w) => w !== undefined && !usedScales.has(w.scale))?.phrase ??
    // reader36: a scale-and-currency form no pattern reads ("M$", "KUS$") over figures taken as units.
    (usedScales.size === 1 && usedScales.has(1)
      ? titleBlock
          .find((l) => unknownScaleForm(l.text) !== undefined)
          ?.text.trim()
          .slice(0, 120)
      : undefined);
  // A "Note" header may sit on another header line than the years ("Note  £000's  £000's" under "2022  2021").
  noteCell ??= headerRows
    .flatMap((r) => r.line.cells)
    .find((c) => NOTE_HEADER.test(c.text.trim()) && c.x1 < Math.min(...columns.map((col) => col.x0 ?? Infinity)));
  if (noteCell) columns.push({ kind: "point", note: true, x0: noteCell.x0, x1: noteCell.x1 });
  else {
    const unheaded = unheadedNotesColumn(rows.slice(firstData), columns);
    if (unheaded) columns.push({ kind: "point", note: true, ...unheaded });
  }
  const periodCheck = titlePeriodCheck(phrases, columns);
  const periodLengthCheck = lengthCheck ?? periodLengthOf(columns);

  const periodColumns = columns.filter((c) => !c.note);
  const values = periodColumns.map(() => new Map<LineItemKey, Entry>());
  /** Columns whose equity lines print the period's profit apart ("Net Income", "Current Year Earnings"). */
  const periodProfitInEquity = new Set<number>();
  // reader17: a Bilanzgewinn, Gewinnvortrag or Jahresgewinn printed among the equity lines (German, Swiss).
  let profitCarriedInEquity = false;
  // reader31: a carried-forward or year's result printed in the equity other than one Bilanzgewinn
  // line (Gewinnvortrag, Jahresüberschuss), and the Bilanzgewinn printed beside other lines per column.
  let otherProfitCarried = false;
  const balanceProfitBeside: Array<number | undefined> = periodColumns.map(() => undefined);
  // reader24: an equity line besides the capital, the Bilanzgewinn and the totals (a reserve, a
  // profit carried forward); and whether a Bilanzgewinn was read as the retained earnings.
  let equityBesidesCapital = false;
  let balanceProfitRead = false;
  let equityTotalRead = false;
  // "Equity attributable to owners of the company" per column, and whether the statement prints a
  // non-controlling interests line: without one, the owners' equity is the whole equity.
  const ownersEquity = new Map<number, Entry>();
  let nonControlling = false;
  // One period column: its value is the rightmost amount (away from a notes column), wherever its header sits.
  // reader29: unless most rows print two or more figures and the one header read sits over one of
  // them (a second year's header unread, "2024 GHe" for "2024 GH¢" on a scan): the rightmost figure
  // may be the other year's, so the column takes the figure under its header, no farther than half
  // the distance between the figures' columns.
  // reader31: one period over an inner column of components and their subtotals at the right.
  const readRows = periodColumns.length === 1 ? withoutInnerSubtotals(rows, firstData, columns) : rows;
  const figureGap =
    periodColumns.length === 1 && !titleDatesOnly ? figureColumnGap(readRows.slice(firstData), columns) : 0;
  const positioned =
    ((periodColumns.length > 1 || columns.some((c) => c.other)) && periodColumns.every((c) => c.x0 !== undefined)) ||
    (figureGap > 0 && periodColumns[0]?.x0 !== undefined);
  const scaleOf = (i: number) => periodColumns[i]?.scale ?? scale;
  const spacing = positioned ? Math.min(minSpacing(columns), figureGap || Number.POSITIVE_INFINITY) : 0;

  // A continued statement starts in the section its previous part ended in.
  let section: Section | undefined =
    previous?.type === seg.type && previous.page < heading.page ? previous.endSection : undefined;
  let pending: TextLine | undefined;
  // The label line before `pending` when `pending` continues it (a label wrapped over three lines).
  let pendingBefore: TextLine | undefined;
  // Per column, the printed lines since the section began (for a total printed without a label).
  let sectionSums: number[] = periodColumns.map(() => 0);
  let sectionLines = 0;
  // reader31: where the section's labelled lines begin (the leftmost), for an unlabelled total.
  let sectionLinesX = Number.POSITIVE_INFINITY;
  // Per column, the lines of the section read as a chart key, and those keys (for section sums).
  let sectionMapped: number[] = periodColumns.map(() => 0);
  let sectionKeys: Array<Set<LineItemKey>> = periodColumns.map(() => new Set());
  const sectionTotals: SectionTotal[][] = periodColumns.map(() => []);
  const staffCosts: number[] = periodColumns.map(() => 0);
  const discontinued: Array<number | undefined> = periodColumns.map(() => undefined);
  const resetSection = () => {
    sectionSums = periodColumns.map(() => 0);
    sectionLines = 0;
    sectionLinesX = Number.POSITIVE_INFINITY;
    sectionMapped = periodColumns.map(() => 0);
    sectionKeys = periodColumns.map(() => new Set());
  };
  // Rows with more amounts than period columns: a sign that the columns were not all found.
  let overfull = 0;
  let dataRows = 0;
  // The key of the line read last (the fallback classifier's place in the statement).
  let previousKey: LineItemKey | undefined;
  // The keys read so far, each with the order in which it was first read.
  const totalsRead = new Map<LineItemKey, number>();
  // An HGB group heading without figures ("B. Verbindlichkeiten"): its items may print without its noun ("2. aus Lieferungen und Leistungen").
  let groupNoun: string | undefined;
  // The section was opened by a printed heading or total (the fallback's residue needs one).
  let sectionPrinted = false;
  // reader20: inside an expense block ("Less: Overheads") of an income statement.
  let expenseBlock = false;
  // reader20: the section was opened as the non-current half printed first (`nonCurrentFirst`).
  let leadingNonCurrent: Section | undefined;

  // A printed section total in column i, for the section-sum check: what the section's lines add up to.
  const recordSectionTotal = (
    i: number,
    printed: { section: Section; total: LineItemKey; value: number },
    keys: LineItemKey[],
    mappedLines: number,
  ) => {
    const map = values[i] as Map<LineItemKey, Entry>;
    (sectionTotals[i] as SectionTotal[]).push({
      section: printed.section,
      total: printed.total,
      printed: Math.round(printed.value * scaleOf(i) * 100) / 100,
      linesSum: Math.round((sectionSums[i] as number) * scaleOf(i) * 100) / 100,
      lines: sectionLines,
      mappedLines,
      keys,
      keysSum: Math.round(keys.reduce((sum, k) => sum + (map.get(k)?.amount ?? 0), 0) * 100) / 100,
    });
  };
  const data = readRows.slice(firstData);
  // reader24: another line the synonym table reads as other operating expenses (HGB's "Sonstige
  // betriebliche Aufwendungen"; "Werbeaufwand" was one until reader35 made it SG&A).
  const namedOtherOpex =
    seg.type === "income_statement" &&
    data.some(
      (r) =>
        r.label &&
        r.amounts.length > 0 &&
        !REMAINING_OPEX.test(bareOf(r.label)) &&
        matchLabel(seg.type, r.label, undefined)?.key === "other_operating_expenses",
    );
  // reader27: claims printed outside the § 266 "C. Verbindlichkeiten" (B. Rückstellungen, a passive
  // Rechnungsabgrenzungsposten, passive latente Steuern, a Sonderposten): that total is then not all
  // the liabilities. Provisions stand on the claims side only; the deferrals count after the equity
  // begins (the assets side prints an aktive Rechnungsabgrenzung too).
  const claimsOutsideLiabilities = seg.type === "balance_sheet" && claimsBesideLiabilities(data.map((r) => r.label));
  // reader17: the row of a tax charge under another name, found from the profit line "before" it.
  let taxChargeRow: number | undefined;
  // The first line item's label may start on the line above it, among the header lines.
  const above = rows[firstData - 1];
  // Or that line opens the first section ("Fixed assets" right under the column headers).
  const firstSection = above && above.amounts.length === 0 && above.label ? sectionOf(above.label) : undefined;
  if (firstSection && section === undefined) {
    section = firstSection;
    sectionPrinted = true;
  }
  const firstLead =
    above &&
    above.amounts.length === 0 &&
    above.label &&
    !firstSection &&
    section === undefined &&
    seg.type === "balance_sheet"
      ? nonCurrentFirst([above, ...rows.slice(firstData)], 0)
      : undefined;
  if (firstLead) {
    section = firstLead;
    sectionPrinted = true;
    leadingNonCurrent = firstLead;
  }
  if (
    above &&
    above.amounts.length === 0 &&
    above.label !== "" &&
    !isColumnHeaderLine(above) &&
    sectionOf(above.label) === undefined &&
    continuesLabel(above.label, (data[0] as Row).label)
  ) {
    pending = above.line;
  }
  // Bilingual statements (Danish/English, Norwegian, Finnish reports): each line's translation is
  // printed on the line below it, at the same left edge and without amounts. Taken from evidence:
  // most labelled rows have such a line under them, and it is the translation (not the row) that
  // the vocabulary knows.
  const translationOf = bilingualTranslations(data, seg.type);
  const isContinuation = (r: Row | undefined): r is Row =>
    r !== undefined &&
    r.amounts.length === 0 &&
    r.label !== "" &&
    !isColumnHeaderLine(r) &&
    sectionOf(r.label) === undefined &&
    headingType(r.line.text) === undefined &&
    r.line.page === (pending ?? r.line).page;

  // A line without amounts under `row` that carries on its label `text` (wrapped at its first line).
  const carriesOn = (r: Row | undefined, row: Row, text: string): r is Row =>
    r !== undefined &&
    r.amounts.length === 0 &&
    r.label !== "" &&
    !isColumnHeaderLine(r) &&
    headingType(r.line.text) === undefined &&
    r.line.page === row.line.page &&
    (r.line.cells[0]?.x0 ?? 0) >= (row.line.cells[0]?.x0 ?? 0) - 2 &&
    // A section's word ("EQUITY") under a label left open ("TOTAL LIABILITIES &") finishes it.
    (sectionOf(r.label) === undefined || /^[a-zäöüß]/.test(r.label.trim()) || endsOpen(text)) &&
    continuesLabel(text, r.label);

  // Per column, the lines printed at the label margin since the side began ("Aktiva", "Passiva",
  // or the statement's start): a total printed without a label may be the side's total.
  const marginX = Math.min(...data.filter((r) => r.amounts.length > 0 && r.label).map(labelLeft));
  let sideSums: number[] = periodColumns.map(() => 0);
  let sideLines = 0;
  // An assets side's total found by its lines alone waits for the other side's to equal it.
  let pendingAssets: { perColumn: Array<number | undefined>; row: Row } | undefined;
  const resetSide = () => {
    sideSums = periodColumns.map(() => 0);
    sideLines = 0;
  };
  const near = (a: number, b: number, lines: number) => Math.abs(a - b) <= Math.max(1, lines * 0.51);
  const setUnlabelled = (key: LineItemKey, perColumn: Array<number | undefined>, r: Row, what: string) => {
    perColumn.forEach((v, i) => {
      const map = values[i] as Map<LineItemKey, Entry>;
      if (v === undefined || map.has(key)) return;
      map.set(key, {
        label: `(total of the ${what} side, printed without a label)`,
        amount: Math.round(v * scaleOf(i) * 100) / 100,
        mode: "set",
        confidence: JOINED_CONFIDENCE,
        source: {
          page: r.line.page,
          text: r.line.text.slice(0, 300),
          bbox: spanBox([r.line], r.line),
        },
        notes: [{ kind: "derived", detail: "a total printed without a label" }],
      });
    });
  };
  /**
   * Which side's total an unlabelled balance-sheet line is: total assets when it equals total current
   * plus non-current assets; total liabilities and equity when it equals total liabilities (or
   * current plus non-current) plus equity; else, when it adds up the side's lines at the label
   * margin, an assets total waits ("pending") until the other side's total equals it.
   */
  const sideTotal = (
    perColumn: Array<number | undefined>,
    row: Row,
    provenOnly = false,
  ): LineItemKey | "pending" | undefined => {
    const amount = (i: number, k: LineItemKey) => values[i]?.get(k)?.amount;
    const every = (f: (scaled: number, i: number) => boolean) =>
      perColumn.every((v, i) => v === undefined || f(v * scaleOf(i), i));
    // A bare "TOTAL" (provenOnly): one column's sums prove which total it is, and no column is off
    // by more than a misread digit of one of its parts would make it (1 %).
    const proves = (sums: (i: number) => number[], lines: number) =>
      provenOnly
        ? perColumn.some(
            (v, i) => v !== undefined && sums(i).some((x) => near(v * scaleOf(i), x, lines * scaleOf(i))),
          ) && every((v, i) => sums(i).some((x) => Math.abs(v - x) <= 0.01 * Math.abs(x)))
        : every((v, i) => sums(i).some((x) => near(v, x, lines * scaleOf(i))));
    const has = (k: LineItemKey) => values.some((m) => m.has(k));
    const assetSums = (i: number) => {
      const a = amount(i, "total_current_assets");
      const b = amount(i, "total_non_current_assets");
      return a !== undefined && b !== undefined ? [a + b] : [];
    };
    if (!has("total_assets") && proves(assetSums, 2)) return "total_assets";
    const sideSumsOf = (i: number) => {
      const e = amount(i, "total_equity");
      const l = amount(i, "total_liabilities");
      const cl = amount(i, "total_current_liabilities");
      const ncl = amount(i, "total_non_current_liabilities");
      if (e === undefined) return [];
      return [
        ...(l !== undefined ? [Math.abs(l) + e] : []),
        ...(cl !== undefined && ncl !== undefined ? [Math.abs(cl) + Math.abs(ncl) + e] : []),
      ];
    };
    if (!has("total_liabilities_and_equity") && proves(sideSumsOf, 3)) return "total_liabilities_and_equity";
    if (provenOnly) return undefined;
    // reader31: the foot of the other side equal in every column to the assets total its lines proved
    // (pending), under at least two of this side's lines: the balance sheet balances, so it is that
    // side's total even where this side's lines do not add up at the margin (an equity line indented
    // under its heading).
    if (
      pendingAssets &&
      sideLines >= 2 &&
      perColumn.some((v) => v !== undefined) &&
      perColumn.every((v, i) => v === pendingAssets?.perColumn[i])
    ) {
      setUnlabelled("total_assets", pendingAssets.perColumn, pendingAssets.row, "assets");
      pendingAssets = undefined;
      return "total_liabilities_and_equity";
    }
    if (sideLines < 2 || !perColumn.every((v, i) => v === undefined || near(v, sideSums[i] as number, sideLines))) {
      return undefined;
    }
    if (!pendingAssets && !has("total_assets")) {
      pendingAssets = { perColumn, row };
      resetSide();
      return "pending";
    }
    if (pendingAssets && perColumn.every((v, i) => v === pendingAssets?.perColumn[i])) {
      setUnlabelled("total_assets", pendingAssets.perColumn, pendingAssets.row, "assets");
      pendingAssets = undefined;
      return "total_liabilities_and_equity";
    }
    return undefined;
  };

  for (let index = 0; index < data.length; index++) {
    const row = data[index] as Row;
    if (row.amounts.length === 0) {
      if (isColumnHeaderLine(row) || !row.label) continue;
      if (SIDE_HEADING.test(normalizeLabel(row.label))) resetSide();
      const s = sectionOf(row.label);
      groupNoun = GROUP_NOUN.exec(normalizeLabel(row.label))?.[1] ?? (s ? undefined : groupNoun);
      if (seg.type === "income_statement") expenseBlock = EXPENSE_HEADING.test(normalizeLabel(row.label));
      const lead = s === undefined && seg.type === "balance_sheet" ? nonCurrentFirst(data, index) : undefined;
      if (s || lead) {
        section = s ?? lead;
        sectionPrinted = true;
        pending = undefined;
        pendingBefore = undefined;
        resetSection();
        leadingNonCurrent = lead;
      } else {
        pendingBefore =
          pending && pending.page === row.line.page && continuesLabel(pending.text, row.label) ? pending : undefined;
        pending = row.line;
      }
      continue;
    }
    if (isColumnHeaderLine(row)) continue;
    dataRows += 1;
    const printed = awayFromIgnored(row.amounts, columns);
    if (printed.length > periodColumns.length) overfull += 1;
    // reader22: no section heading printed: the section subtotal below the line names its section.
    if (seg.type === "balance_sheet" && !sectionPrinted) {
      const below = sectionFromTotalBelow(data, index);
      if (below && below !== section) {
        section = below;
        resetSection();
      }
    }

    let label = row.label;
    let lineSpan: TextLine[] = [row.line];
    let match = label ? matchRow(seg.type, label, section) : undefined;
    let joined = false;
    let balanceProfitRow = false;
    if (seg.type === "balance_sheet" && section === "equity" && PROFIT_CARRIED.test(bareOf(label))) {
      profitCarriedInEquity = true;
      if (!BALANCE_PROFIT.test(bareOf(label))) otherProfitCarried = true;
      else if (row.amounts.length > 0 && !equityTotalRead) balanceProfitRow = true;
    }
    // reader24: the Swiss "übriger betrieblicher Aufwand" (the operating expenses not printed apart) is
    // the other operating expenses; beside another line the table reads so it is left unread, as
    // before: which of them, or their sum, is unsure. (reader35: "Werbeaufwand" is SG&A, no such line.)
    if (match?.key === "other_operating_expenses" && namedOtherOpex && REMAINING_OPEX.test(bareOf(label))) {
      match = undefined;
    }
    if (seg.type === "balance_sheet" && section === "equity" && label && row.amounts.length > 0 && !equityTotalRead) {
      // reader24: a Bilanzgewinn as the equity's only line beside the capital (Austrian and German
      // small GmbHs: "I. Stammkapital", "II. Bilanzgewinn", "Summe Eigenkapital") is the profit kept,
      // the retained earnings; beside any reserve or carried-forward line it is a part, left unread.
      if (!match && BALANCE_PROFIT.test(bareOf(label))) {
        if (!equityBesidesCapital) {
          match = { key: "retained_earnings", sum: false };
          balanceProfitRead = true;
        }
      } else if (!match || !EQUITY_FRAME.includes(match.key)) equityBesidesCapital = true;
      // The lines after the equity's total (HGB liabilities with no section of their own) are not its.
      if (match?.key === "total_equity") equityTotalRead = true;
    }
    // The translation printed under the row (bilingual statements): the row's label in the vocabulary's language.
    const translation = translationOf.get(index);
    let translated = false;
    if (translation) {
      index += 1;
      const m = match ? undefined : matchRow(seg.type, translation.label, section);
      if (m) {
        match = m;
        label = translation.label;
        lineSpan = [row.line, translation.line];
        translated = true;
      }
    }
    const next = translation ? undefined : data[index + 1];
    const candidates: Array<{ text: string; lines: TextLine[]; skip: number }> = [];
    // A label whose first line ends open ("Net cash generated from" / "operating activities"): the
    // whole label first, even when its last line alone reads as another item.
    const open =
      pending !== undefined && label !== "" && pending.page === row.line.page && continuesLabel(pending.text, label);
    if (open && pending) {
      if (pendingBefore) {
        candidates.push({
          text: `${pendingBefore.text} ${pending.text} ${label}`,
          lines: [pendingBefore, pending, row.line],
          skip: 0,
        });
      }
      candidates.push({ text: `${pending.text} ${label}`, lines: [pending, row.line], skip: 0 });
    } else if (!match && pending)
      candidates.push({ text: `${pending.text} ${label}`.trim(), lines: [pending, row.line], skip: 0 });
    if (!match && label && isContinuation(next)) {
      // The label wraps onto the next line ("Acquisition of property and" / "equipment").
      candidates.push({ text: `${label} ${next.label}`, lines: [row.line, next.line], skip: 1 });
    }
    if (!match && label) {
      // The amounts sit on the first line of a label wrapped over two or three lines ("Selling,
      // general" / "and" / "administrative"; "Prepaid expenses and other" / "current assets"): a
      // carried-on line may read as a section heading alone, but starts in lowercase.
      const carried: Row[] = [];
      let text = label;
      for (let k = 1; k <= 2; k++) {
        const r = data[index + k];
        if (!carriesOn(r, row, text)) break;
        carried.push(r);
        text = `${text} ${r.label}`;
        candidates.push({ text, lines: [row.line, ...carried.map((c) => c.line)], skip: k });
      }
    }
    if (!match && label && groupNoun) {
      // "2. aus Lieferungen und Leistungen" under "B. Verbindlichkeiten": the item with its group's noun.
      const item = withoutItemNumbers(normalizeLabel(label));
      if (/^(?:aus|gegenuber|gegen|bei|an) /.test(item)) {
        candidates.push({ text: `${groupNoun} ${item}`, lines: [row.line], skip: 0 });
      }
    }
    if (!match && !label && pending && isContinuation(next)) {
      // The amount sits on the middle line of a label wrapped around it.
      candidates.unshift({ text: `${pending.text} ${next.label}`, lines: [pending, row.line, next.line], skip: 1 });
    }
    for (const c of candidates) {
      const m = matchRow(seg.type, c.text, section);
      if (m) {
        match = m;
        label = c.text;
        lineSpan = c.lines;
        joined = true;
        index += c.skip;
        break;
      }
    }
    // A label OCR misread by a letter ("Total steckholders' equity").
    if (!match && label && row.line.ocr === true) match = matchOcrLabel(seg.type, label, section);
    if (match && seg.type === "income_statement" && misplacedIncomeLine(match.key, label, values)) match = undefined;
    // reader26: the fixed assets closed by their printed total, then the current assets by theirs
    // (the HGB/UGB order), an asset line before the balance sheet's total belongs to neither ("C.
    // Prepaid expenses", "D. Deferred tax assets" of an Aktivseite): it is no current or fixed asset
    // (the balance-sheet total still holds it). Current assets first, the lines after both totals
    // are other non-current assets (a US "Other Assets" block) and stay read.
    if (
      match &&
      seg.type === "balance_sheet" &&
      ASSET_KEYS.includes(match.key) &&
      !/^total_/.test(match.key) &&
      totalsRead.has("total_non_current_assets") &&
      (totalsRead.get("total_current_assets") ?? -1) > (totalsRead.get("total_non_current_assets") as number) &&
      !totalsRead.has("total_assets")
    ) {
      match = undefined;
    }
    // reader19: "Income taxes" over "Current" and "Future" (CA ASPE) or "Deferred": the heading joins the
    // first part only; the second, printed bare right below it, is the other part of the same tax.
    if (
      !match &&
      seg.type === "income_statement" &&
      previousKey === "income_tax" &&
      /^(?:deferred|future)$/.test(bareOf(label))
    ) {
      const first = values.find((m) => m.has("income_tax"))?.get("income_tax");
      if (first?.mode === "sum" && /\btax(?:es|ation)? current$/.test(normalizeLabel(first.label))) {
        match = { key: "income_tax", sum: true };
      }
    }
    // reader27: "Profit" (or "Loss") alone right after the tax charge, below the profit before tax (the
    // Japanese consolidated statement's last line): the period's net profit.
    if (
      !match &&
      seg.type === "income_statement" &&
      previousKey === "income_tax" &&
      BARE_PROFIT.test(bareOf(label)) &&
      values.some((m) => m.has("profit_before_tax")) &&
      !values.some((m) => m.has("net_profit"))
    ) {
      match = { key: "net_profit", sum: false };
    }
    // reader36: "Gross profit" printed a second time, below the gross profit on sales and the operating
    // profit (the Polish "zysk brutto", the profit before tax): the profit before tax. The checks then
    // tie it to the tax and the net profit; a statement they do not tie is held.
    if (
      match?.key === "gross_profit" &&
      seg.type === "income_statement" &&
      /^gross profit(?: loss)?$/.test(bareOf(label)) &&
      values.some((m) => m.has("gross_profit")) &&
      values.some((m) => m.has("operating_profit")) &&
      !values.some((m) => m.has("profit_before_tax"))
    ) {
      match = { key: "profit_before_tax", sum: false };
    }
    // reader26: a sole trader's capital account dated by day and month ("Kapital Inhaber 30.6.",
    // "Kapitalkonto 31.12.2025") after its opening balance and the year's Privatentnahmen/-einlagen:
    // the line dated the balance sheet's own day is the closing equity (the opening one is dated the
    // day after the year before, "Kapital Inhaber 1.7.").
    if (!match && seg.type === "balance_sheet" && closingCapitalLine(label, periodColumns)) {
      match = { key: "total_equity", sum: false };
    }
    // A label outside the table: the fallback classifier (head words, section, place), read as a derived figure.
    let fallback: string | undefined;
    // "TOTAL" alone says nothing of its key: a section's or a side's total only when the lines above add up to it.
    const bareWord = row.line.ocr !== true && BARE_TOTAL.test(normalizeLabel(label));
    if (!match && label && !joined && !bareWord) {
      const read = new Set(values.flatMap((m) => [...m.keys()]));
      // A label whose first line ends open is classified whole ("Financial assets at fair value through" / "income").
      const whole = open && pending ? `${pending.text} ${label}` : label;
      const f = fallbackLabel(seg.type, whole, section, {
        first: dataRows === 1,
        previous: previousKey,
        read,
        sectionPrinted,
      });
      if (f) {
        match = { key: f.key, sum: true };
        fallback = f.reason;
        if (open && pending) {
          label = whole;
          lineSpan = [pending, row.line];
        }
      }
    }
    // The grand total at the foot of a balance sheet's liabilities side read on its own (the Passiva
    // block of a Kontoform: "Bilanzsumme" under the equity and liabilities, no asset above it).
    if (
      match?.key === "total_assets" &&
      seg.type === "balance_sheet" &&
      values.length > 0 &&
      values.every(liabilitiesSideOnly)
    ) {
      match = { ...match, key: "total_liabilities_and_equity" };
    }
    pending = undefined;
    pendingBefore = undefined;

    const perColumn = assign(row.amounts, columns, periodColumns, positioned, spacing);
    if (balanceProfitRow && !match) {
      perColumn.forEach((v, i) => {
        if (v !== undefined) balanceProfitBeside[i] = Math.round(v * scaleOf(i) * 100) / 100;
      });
    }
    let unlabelled = false;
    let subtotalAtMargin = false;
    // reader18: "Nicht durch Eigenkapital gedeckter Fehlbetrag" (§ 268 Abs. 3 HGB), printed on the
    // assets side and again closing the equity block to 0,00: the equity is minus that amount. A
    // figure the reader made, noted so a total must confirm it.
    if (seg.type === "balance_sheet" && !match && isUncoveredDeficit(label)) {
      perColumn.forEach((v, i) => {
        const map = values[i] as Map<LineItemKey, Entry>;
        if (v === undefined || v === 0 || map.has("total_equity")) return;
        map.set("total_equity", {
          label,
          amount: -Math.round(Math.abs(v) * scaleOf(i) * 100) / 100,
          mode: "set",
          confidence: JOINED_CONFIDENCE,
          source: { page: row.line.page, text: row.line.text.slice(0, 300), bbox: spanBox([row.line], row.line) },
          notes: [{ kind: "derived", detail: "equity not covered by capital: minus the deficit printed" }],
        });
      });
    }
    // An expense line the table does not name between the revenue and the gross profit printed
    // right under it ("Materialaufwand" over "Bruttoergebnis", "Direct costs" over "Gross margin"),
    // when in every column the revenue less the line is that gross profit: the statement's cost of
    // sales. A figure the reader made: trusted only when the gross-profit check ties it.
    if (!match && label && seg.type === "income_statement" && !joined) {
      const next = data.slice(index + 1).find((r) => r.amounts.length > 0);
      const closes = next?.label ? matchRow(seg.type, next.label, section)?.key === "gross_profit" : false;
      if (next && closes) {
        const gross = assign(next.amounts, columns, periodColumns, positioned, spacing);
        const fits = perColumn.every((v, i) => {
          if (v === undefined) return true;
          const revenue = values[i]?.get("revenue");
          const g = gross[i];
          if (!revenue || values[i]?.has("cost_of_goods_sold") || g === undefined) return false;
          const cost = Math.abs(v) * scaleOf(i);
          return Math.abs(Math.abs(revenue.amount) - cost - g * scaleOf(i)) <= Math.max(1, scaleOf(i));
        });
        if (fits && perColumn.some((v) => v !== undefined)) {
          match = { key: "cost_of_goods_sold", sum: true };
          fallback = "the cost line between the revenue and the gross profit it closes";
        }
      }
    }
    // reader17: the statement's tax line under another name ("Income before business licence fees",
    // "Business licence fees", "Net income"; "Profit before zakat", "Zakat"): a charge printed between
    // a profit line named "before" it and the year's net profit, which in every column closes (before
    // less the charge is the net profit). Figures the reader made: trusted only when the tax check ties
    // them. Not a charge the table names otherwise, nor exceptional items, interest, depreciation,
    // minority interests or distributions (their "profit before" line is not the profit before tax).
    if (!match && label && seg.type === "income_statement" && !joined) {
      const charge = taxChargeAfter(seg.type, label, section, data, index, (r) =>
        assign(r.amounts, columns, periodColumns, positioned, spacing),
      );
      if (charge !== undefined && perColumn.some((v) => v !== undefined)) {
        const closes = perColumn.every((v, i) => {
          if (v === undefined) return true;
          const c = charge.amounts[i];
          const net = charge.net[i];
          if (c === undefined || net === undefined) return false;
          const tol = 1;
          return Math.abs(v - Math.abs(c) - net) <= tol || Math.abs(v + Math.abs(c) - net) <= tol;
        });
        if (closes) {
          match = { key: "profit_before_tax", sum: false };
          fallback = "the profit line named before the charge that closes it to the net profit";
          taxChargeRow = charge.index;
        }
      }
    }
    if (!match && label && index === taxChargeRow) {
      match = { key: "income_tax", sum: false };
      fallback = "the charge between the profit named before it and the net profit it closes: the statement's tax";
    }
    // "Less current portion" / "Less current maturities" under long-term debt in the non-current
    // section: the debt line above included its current part; the long-term figure is what remains.
    if (
      seg.type === "balance_sheet" &&
      section === "non_current_liabilities" &&
      /^\s*less\b/i.test(label) &&
      LESS_CURRENT.test(normalizeLabel(label))
    ) {
      perColumn.forEach((v, i) => {
        const e = values[i]?.get("long_term_debt");
        if (v === undefined || !e || e.net || e.mode !== "set") return;
        const part = Math.abs(Math.round(v * scaleOf(i) * 100) / 100);
        e.amount = Math.abs(e.amount) - part;
        e.label = `${e.label} − ${label}`;
        e.notes = [
          ...(e.notes ?? []),
          {
            kind: "derived",
            detail: `long-term debt less the current part printed below it (${fmtAmount(part)})`,
            made: true,
          },
        ];
      });
      perColumn.forEach((v, i) => {
        if (v !== undefined) sectionSums[i] = (sectionSums[i] as number) + v;
      });
      sectionLines += 1;
      continue;
    }
    const addsSection = () =>
      perColumn.every(
        (v, i) => v === undefined || Math.abs(v - (sectionSums[i] as number)) <= Math.max(1, sectionLines * 0.51),
      );
    // "TOTAL" alone under a section's lines that do not add up to it: the side's total below the
    // section (Indian Schedule III), not the section's.
    if (bareWord && match && section && match.key === SECTION_TOTAL[section] && sectionLines >= 2 && !addsSection()) {
      match = undefined;
    }
    // ixpdf: a section of one line (UK "Fixed assets" with "Investments" alone) totalled without a label.
    if (!match && (!label || bareWord) && section && sectionLines >= (bareWord ? 2 : 1)) {
      // A total printed without a label: the section's total when it adds up the lines above it.
      const key = SECTION_TOTAL[section];
      const adds = addsSection();
      // reader33: decided per column. A balance sheet's row of figures under a section's lines (two
      // lines or more, a figure in every column) that adds them up in one column at least is the
      // section's total in every column: where a column's lines do not add up to it, a figure of that
      // column was misread (OCR), and the section-sum check fails there (the column is held).
      const addsIn = perColumn.map(
        (v, i) => v === undefined || Math.abs(v - (sectionSums[i] as number)) <= Math.max(1, sectionLines * 0.51),
      );
      const partly =
        !adds &&
        seg.type === "balance_sheet" &&
        sectionLines >= 2 &&
        perColumn.length >= 2 &&
        perColumn.every((v) => v !== undefined) &&
        addsIn.some(Boolean);
      if (
        (adds || partly) &&
        perColumn.some((v) => v !== undefined) &&
        values.every((m) => !m.has(key)) &&
        !sectionGoesOn(data, index, section, seg.type, sectionLinesX)
      ) {
        match = { key, sum: false };
        label = `(total of the ${section.replace(/_/g, " ")} lines above)`;
        joined = true;
        unlabelled = true;
        if (partly) {
          perColumn.forEach((v, i) => {
            if (v === undefined || addsIn[i]) return;
            const keys = [...(sectionKeys[i] as Set<LineItemKey>)].filter((k) => k !== key);
            // A verdict is due (every line counted as mapped): the other column proves the row is the section's total.
            recordSectionTotal(
              i,
              { section: section as Section, total: key, value: v },
              keys.length > 0 ? keys : [key],
              sectionLines,
            );
          });
        }
        // reader31: the section's lines indented under the side's margin: the total stands for them
        // among the side's lines (an unlabelled assets total then adds it and the lines below).
        if (seg.type === "balance_sheet" && sectionLinesX > marginX + 3) subtotalAtMargin = true;
      }
    }
    // "TOTAL" alone at the foot of a side (scans read by OCR), where the section's total is printed
    // above it already: a side's total only when its sums prove it.
    const bareTotal =
      row.line.ocr === true &&
      BARE_TOTAL.test(normalizeLabel(label)) &&
      (!match || values.every((m) => m.has(match?.key as LineItemKey)));
    // "TOTAL" alone in a text layer (Indian Schedule III, LLP and company forms print it at the foot of
    // both sides): read as a side's total printed without a label, when the side's lines add up to it.
    const bareText = bareWord && !match;
    if (
      (bareTotal || bareText || (!match && !label)) &&
      seg.type === "balance_sheet" &&
      perColumn.some((v) => v !== undefined)
    ) {
      // A side's total printed without a label (the foot of the assets or of the liabilities side).
      const side = sideTotal(perColumn, row, bareTotal);
      if (side === "pending") continue;
      if (side) {
        match = { key: side, sum: false };
        if (!bareTotal) {
          label = `(total of the ${side === "total_assets" ? "assets" : "liabilities and equity"} side, printed without a label)`;
        }
        joined = true;
        unlabelled = true;
      }
    }
    if (match?.key === "total_assets") resetSide();
    if (row.amounts.length > 0 && ((label && !unlabelled && labelLeft(row) <= marginX + 3) || subtotalAtMargin)) {
      perColumn.forEach((v, i) => {
        if (v !== undefined) sideSums[i] = (sideSums[i] as number) + v;
      });
      sideLines += 1;
    }
    if (match && section && SECTION_TOTAL[section] === match.key && sectionLines >= 2 && !unlabelled) {
      // A labelled section total: what the section printed above it, for the section-sum check.
      const key = match.key;
      perColumn.forEach((v, i) => {
        if (v === undefined) return;
        const seen = sectionKeys[i] as Set<LineItemKey>;
        // Parts of a key printed beside it (gross and accumulated depreciation over net fixed
        // assets) are in the key's figure already.
        const keys = [...seen].filter(
          (k) =>
            k !== key &&
            !(seen.has("net_fixed_assets") && (k === "gross_fixed_assets" || k === "accumulated_depreciation")),
        );
        recordSectionTotal(i, { section: section as Section, total: key, value: v }, keys, sectionMapped[i] as number);
      });
    }
    perColumn.forEach((v, i) => {
      if (v === undefined) return;
      sectionSums[i] = (sectionSums[i] as number) + v;
      if (match) {
        sectionMapped[i] = (sectionMapped[i] as number) + 1;
        (sectionKeys[i] as Set<LineItemKey>).add(match.key);
      }
    });
    sectionLines += 1;
    if (label && !unlabelled) sectionLinesX = Math.min(sectionLinesX, labelLeft(row));
    // The EU Accounting Directive's order of the claims side (Dutch, Belgian and other continental
    // formats): capital and reserves, then provisions and long-term debts under no heading of
    // their own, closed by a printed non-current total ("Total non-current liabilities and
    // provisions"), then the current liabilities. What follows the equity total up to that total is
    // non-current.
    if (seg.type === "balance_sheet" && section === "equity" && match?.key === "total_equity") {
      for (let k = index + 1; k < data.length && k <= index + 12; k++) {
        const r = data[k] as Row;
        if (r.amounts.length === 0) {
          if (r.label && sectionOf(r.label)) break;
          continue;
        }
        const m = r.label ? matchRow(seg.type, r.label, "non_current_liabilities") : undefined;
        if (m?.key === "total_non_current_liabilities") {
          section = "non_current_liabilities";
          sectionPrinted = true;
          resetSection();
          break;
        }
        if (m && (m.key === "total_liabilities" || m.key === "total_liabilities_and_equity")) break;
      }
    }
    // "Retained Earnings" then "Net Income" among the equity lines (a bookkeeping export's balance
    // sheet): the retained earnings printed are the opening balance, not the period end's.
    // Xero and MYOB print "Current Year Earnings" before "Retained Earnings": the same, in either order.
    if (!match && seg.type === "balance_sheet" && section === "equity" && isNetIncomeLine(normalizeLabel(label))) {
      perColumn.forEach((v, i) => {
        if (v === undefined) return;
        values[i]?.delete("retained_earnings");
        periodProfitInEquity.add(i);
      });
    }
    // "Net assets (attributable to members)": what follows says what they are represented by, no liability
    // section any more (a UK LLP's members' interests, a trust's or association's funds).
    if (seg.type === "balance_sheet" && /^net assets\b/.test(normalizeLabel(label))) {
      section = undefined;
      sectionPrinted = false;
      resetSection();
    }
    if (seg.type === "balance_sheet" && NON_CONTROLLING.test(normalizeLabel(label))) nonControlling = true;
    if (!match && seg.type === "balance_sheet" && OWNERS_EQUITY.test(normalizeLabel(label))) {
      const line = row.line;
      const bbox = spanBox([line], line);
      perColumn.forEach((v, i) => {
        if (v === undefined || ownersEquity.has(i)) return;
        const cell = row.amounts.find((a) => a.value === v);
        ownersEquity.set(i, {
          label,
          amount: Math.round(v * scaleOf(i) * 100) / 100,
          mode: "set",
          confidence: Math.min(cell?.confidence ?? TEXT_CONFIDENCE, JOINED_CONFIDENCE),
          source: { page: line.page, text: line.text.slice(0, 300), bbox },
          notes: [
            {
              kind: "derived",
              detail: `the owners' equity read as the total equity: no non-controlling interests and no other equity total printed ("${label}")`,
            },
          ],
        });
      });
    }
    // reader24: a bare "Interest" line among the expenses under an "Operating Expenses" / "Expenses"
    // heading (a compiled or tax-basis income statement) is the interest paid.
    if (!match && expenseBlock && row.label && row.amounts.length > 0 && /^interest$/.test(bareOf(row.label))) {
      match = { key: "interest_expense", sum: false };
    }
    // reader31: a bare "Selling" / "Administrative" among the expenses under an "Expenses" heading is a
    // part of SG&A (added up). Without the heading the word alone is not read (structure.test.ts).
    if (!match && expenseBlock && row.label && row.amounts.length > 0 && BARE_SGA.test(bareOf(row.label))) {
      match = { key: "selling_general_administrative", sum: true };
    }
    if (!match) {
      if (!row.label) expenseBlock = false;
      // reader31: staff costs, read under no key, are still among the operating expenses.
      if (
        seg.type === "income_statement" &&
        row.label &&
        (STAFF_COSTS.test(bareOf(row.label)) || STAFF_WITH_SGA.test(bareOf(row.label)))
      ) {
        perColumn.forEach((v, i) => {
          if (v !== undefined) staffCosts[i] = (staffCosts[i] as number) + Math.abs(v) * scaleOf(i);
        });
      }
      // reader34: the discontinued operations' result after tax, read under no key, is in the net profit.
      if (seg.type === "income_statement" && row.label && DISCONTINUED.test(bareOf(row.label))) {
        perColumn.forEach((v, i) => {
          if (v !== undefined) discontinued[i] = (discontinued[i] ?? 0) + v * scaleOf(i);
        });
      }
      continue;
    }
    // reader20: a bare "Bank interest" among the expenses under an "Overheads" / "Expenses" heading (a
    // sole trader's profit and loss account) is interest paid, not interest received.
    if (expenseBlock && match.key === "other_income" && BARE_INTEREST.test(bareOf(label))) {
      match = { ...match, key: "interest_expense", sum: false };
    }
    if (PROFIT_LINES.includes(match.key)) expenseBlock = false;

    const bbox = spanBox(lineSpan, row.line);
    const sourceText = lineSpan
      .map((l) => l.text)
      .join(" / ")
      .slice(0, 300);
    // The printed cell of each column's figure, left to right: two columns printing the same figure
    // with different ledger sides ("1,000 Dr | 1,000 Cr") keep each its own side.
    const used = new Set<(typeof row.amounts)[number]>();
    perColumn.forEach((v, i) => {
      if (v === undefined) return;
      const map = values[i] as Map<LineItemKey, Entry>;
      const cell = row.amounts.find((a) => a.value === v && !used.has(a));
      if (cell) used.add(cell);
      const amount = (contraSide(seg.type, match.key, cell?.side) ? -1 : 1) * (Math.round(v * scaleOf(i) * 100) / 100);
      let confidence = Math.min(cell?.confidence ?? TEXT_CONFIDENCE, joined || match.sum ? JOINED_CONFIDENCE : 1);
      const existing = map.get(match.key);
      const source = { page: row.line.page, text: sourceText, bbox };
      const notes: Array<Omit<ItemNote, "key">> = [];
      if (unlabelled) notes.push({ kind: "derived", detail: "a total printed without a label" });
      else if (fallback) {
        notes.push({
          kind: "derived",
          detail: `a label outside the synonym table read by its words (${fallback}): "${label}"`,
          made: true,
        });
      } else if (match.owners) {
        notes.push({
          kind: "derived",
          detail: `the owners' share of the profit ("${label}"): the whole profit only without non-controlling interests`,
        });
      } else if (translated) {
        notes.push({ kind: "derived", detail: `a label read from the translation printed under the row ("${label}")` });
      } else if (joined) notes.push({ kind: "derived", detail: `a label joined from wrapped lines ("${label}")` });
      if (cell?.foreign) {
        notes.push({
          kind: "convention",
          detail: `"${cell.foreign}" is written in another number convention than the document's ${doc.convention}`,
        });
      }
      const net = NET_OF_CURRENT.test(normalizeLabel(label));
      const intangibleParts =
        (match.key === "intangible_assets" && existing && goodwillApart(existing.label, label)) ||
        (match.key === "depreciation_amortization" && existing && depreciationApart(existing.label, label)) ||
        (match.key === "interest_expense" && existing && interestApart(existing.label, label)) ||
        (match.key === "other_income" && existing && incomeApart(existing.label, label)) ||
        (match.key === "long_term_debt" &&
          section === "non_current_liabilities" &&
          existing &&
          debtApart(existing.label, label));
      // reader20: a non-operating line replaces the operating other income printed above it; an
      // operating other income printed after a non-operating line is left out.
      const nonOperatingReplaces =
        match.key === "other_income" &&
        existing !== undefined &&
        operatingIncomeOnly(existing.label) &&
        !(EXPLICIT_OPERATING_INCOME.test(bareOf(existing.label)) === false && belowOperatingProfit(map, existing)) &&
        (NON_OPERATING_INCOME.test(bareOf(label)) || JOINT_VENTURE_SHARE.test(bareOf(label)));
      if (
        match.key === "other_income" &&
        existing !== undefined &&
        nonOperatingOnly(existing.label) &&
        EXPLICIT_OPERATING_INCOME.test(bareOf(label))
      ) {
        return;
      }
      // The share of joint ventures is other income only above the profit before tax.
      if (match.key === "other_income" && JOINT_VENTURE_SHARE.test(bareOf(label)) && map.has("profit_before_tax"))
        return;
      if (nonOperatingReplaces) {
        notes.push({
          kind: "derived",
          detail: `non-operating income replaces the operating "${existing.label}" printed above it (docs/chart-of-accounts.md)`,
        });
        map.set(match.key, { label, amount, mode: match.sum ? "sum" : "set", confidence, source, notes });
        return;
      }
      // reader20 (docs/chart-of-accounts.md): the balance sheet's other keys are the residual of their
      // section, so a plain "Other current liabilities" line and the residual's parts ("Deferred tax",
      // "Provisions") add up, in either order, unless the line equals the parts read so far (their subtotal).
      const residualParts =
        seg.type === "balance_sheet" &&
        RESIDUAL_KEYS.includes(match.key) &&
        existing !== undefined &&
        existing.mode !== undefined &&
        (existing.mode === "sum") !== (match.sum === true) &&
        !isTotalLabel(label) &&
        !isTotalLabel(existing.label) &&
        !existing.wider &&
        !match.wider &&
        !fallback &&
        !unlabelled &&
        !(existing.notes ?? []).some((n) => n.made || n.detail.startsWith("a label outside the synonym table")) &&
        Math.abs(existing.amount - amount) > Math.max(1, Math.abs(amount) * 0.002);
      // A plain "Other income" printed below the operating profit is non-operating: a finance income
      // beside it is added.
      const nonOperatingParts =
        match.key === "other_income" &&
        existing !== undefined &&
        /^other income$/.test(bareOf(existing.label)) &&
        belowOperatingProfit(map, existing) &&
        NON_OPERATING_INCOME.test(bareOf(label));
      if (match.sum || intangibleParts || residualParts || nonOperatingParts) {
        if (existing?.mode === "set" && !intangibleParts && !residualParts && !nonOperatingParts) return;
        if (existing) confidence = Math.min(confidence, existing.confidence);
        const parts = existing ? `${existing.label} + ${label}` : label;
        map.set(match.key, {
          label: parts,
          amount: (existing?.amount ?? 0) + amount,
          mode: "sum",
          confidence,
          source: existing?.source ?? source,
          notes: [
            ...(existing?.notes ?? []).filter((n) => n.kind !== "derived" || !n.detail.startsWith("the sum of")),
            ...notes,
            {
              kind: "derived",
              detail: `the sum of its printed parts, no total printed (${parts})`,
              ...(existing ? { made: true } : {}),
            },
          ],
        });
      } else if (
        !existing ||
        existing.mode === "sum" ||
        (net && !existing.net && match.key === "long_term_debt") ||
        (match.key === "operating_profit" &&
          PROFIT_BEFORE_EXCEPTIONAL.test(normalizeLabel(existing.label)) &&
          !PROFIT_BEFORE_EXCEPTIONAL.test(normalizeLabel(label))) ||
        (existing.wider && !match.wider) ||
        (match.key === "other_income" && /^total non operating income$/.test(bareOf(label))) ||
        (TOTAL_REPLACES.includes(match.key) && isTotalLabel(label) && !isTotalLabel(existing.label)) ||
        (match.key === "total_equity" &&
          /^total equity$/.test(normalizeLabel(label)) &&
          EQUITY_OF_OWNERS.test(normalizeLabel(existing.label)))
      ) {
        // A printed total replaces the sum of its parts; "…, less current portion" replaces the
        // debt line including its current part; a line of the key alone replaces one that holds
        // the key and more (a published element marked wider: "Trade and other receivables"
        // before "Trade receivables"), whichever is printed first.
        map.set(match.key, {
          label,
          amount,
          mode: "set",
          confidence,
          source,
          notes,
          net,
          ...(match.wider ? { wider: true } : {}),
        });
      } else if (match.key === "total_assets" && !map.has("total_liabilities_and_equity")) {
        // The balance-sheet total printed again at the foot of the liabilities side ("Bilanzsumme").
        map.set("total_liabilities_and_equity", { label, amount, mode: "set", confidence, source });
      } else if (
        match.key === "net_fixed_assets" &&
        !map.has("gross_fixed_assets") &&
        map.has("accumulated_depreciation") &&
        /\bnet\b/i.test(label)
      ) {
        // "Property and equipment" / "Less: accumulated depreciation" / "Property and equipment, net":
        // the first was the gross amount.
        map.set("gross_fixed_assets", existing);
        map.set(match.key, { label, amount, mode: "set", confidence, source });
      }
    });
    previousKey = match.key;
    // reader20: the non-current half printed first under a bare "Assets" / "Liabilities" heading, its
    // total closing it ("Non-current assets 12,345"): the current half follows without a heading.
    if (
      (leadingNonCurrent === "non_current_assets" && match.key === "total_non_current_assets") ||
      (leadingNonCurrent === "non_current_liabilities" && match.key === "total_non_current_liabilities")
    ) {
      section = leadingNonCurrent === "non_current_assets" ? "current_assets" : "current_liabilities";
      leadingNonCurrent = undefined;
      sectionPrinted = true;
      resetSection();
    } else if (match.key in NEXT_SECTION) {
      const next = NEXT_SECTION[match.key];
      // reader26: a section whose total was printed above is closed: the letter items after
      // "Summe Umlaufvermögen" (C. Rechnungsabgrenzungsposten, D. Aktive latente Steuern) are no
      // fixed assets when "Summe Anlagevermögen" came first.
      const closed = next !== undefined && totalsRead.has(SECTION_TOTAL[next]);
      section = closed ? undefined : next;
      sectionPrinted = false;
      resetSection();
    }
    if (!totalsRead.has(match.key)) totalsRead.set(match.key, totalsRead.size);
  }
  for (const map of values) classWithDepreciationIsGross(map);
  for (const map of values) fixedAssetsTotal(map);
  if (seg.type === "balance_sheet") {
    for (const [i, map] of values.entries()) classAloneIsNet(map, sectionTotals[i] ?? []);
    for (const map of values) loansInBothSections(map);
  }
  // reader27: "C. Verbindlichkeiten" / "Summe Verbindlichkeiten" is total_liabilities only when no
  // provisions or deferrals are printed outside it (or the equity and it make up the claims side).
  if (claimsOutsideLiabilities) {
    for (const map of values) {
      const l = map.get("total_liabilities");
      if (!l || !HGB_LIABILITIES.test(bareOf(l.label))) continue;
      const e = map.get("total_equity")?.amount;
      const all = map.get("total_liabilities_and_equity")?.amount;
      const whole = e !== undefined && all !== undefined && Math.abs(l.amount + e - all) <= 0.5;
      if (!whole) map.delete("total_liabilities");
    }
  }
  for (const i of periodProfitInEquity) values[i]?.delete("retained_earnings");
  // reader31 (docs/chart-of-accounts.md): the profit reserves (Gewinnrücklagen, Gewinnreserven,
  // Ergebnisrücklagen) and a Bilanzgewinn printed beside them are the retained earnings together; a
  // Bilanzgewinn beside no profit reserve (the capital, a capital reserve) is them alone. Not where
  // the equity also prints a Gewinnvortrag or the year's result as lines of their own.
  const earnedDone = new Set<number>();
  if (seg.type === "balance_sheet" && !otherProfitCarried) {
    balanceProfitBeside.forEach((bp, i) => {
      const map = values[i];
      if (bp === undefined || !map) return;
      const e = map.get("retained_earnings");
      if (e && BALANCE_PROFIT.test(bareOf(e.label))) return;
      if (e && (!PROFIT_RESERVE.test(normalizeLabel(e.label)) || e.net)) return;
      const row = data.find((r) => r.label && BALANCE_PROFIT.test(bareOf(r.label)));
      const source = row
        ? { page: row.line.page, text: row.line.text.slice(0, 300), bbox: spanBox([row.line], row.line) }
        : (e?.source ?? { page: heading.page, text: "", bbox: [0, 0, 0, 0] as [number, number, number, number] });
      if (!e) {
        map.set("retained_earnings", {
          label: row?.label ?? "Bilanzgewinn",
          amount: bp,
          mode: "set",
          confidence: TEXT_CONFIDENCE,
          source,
        });
      } else {
        map.set("retained_earnings", {
          ...e,
          label: `${e.label} + ${row?.label.trim() ?? "Bilanzgewinn"}`,
          amount: Math.round((e.amount + bp) * 100) / 100,
          mode: "sum",
          confidence: Math.min(e.confidence, JOINED_CONFIDENCE),
          notes: [
            ...(e.notes ?? []),
            {
              kind: "derived",
              detail: `the profit reserves and the Bilanzgewinn added up (${fmtAmount(e.amount)} + ${fmtAmount(bp)})`,
              made: true,
            },
          ],
        });
      }
      earnedDone.add(i);
      // The equity's printed total was compared with the keys read then: the Bilanzgewinn joins them.
      for (const t of sectionTotals[i] ?? []) {
        if (t.section !== "equity") continue;
        if (!t.keys.includes("retained_earnings")) t.keys = [...t.keys, "retained_earnings"];
        t.keysSum = Math.round((t.keysSum + bp) * 100) / 100;
        t.mappedLines += 1;
      }
    });
  }
  // reader17: reserves read as retained earnings ("Gesetzliche Gewinnreserve", "Ergebnisrücklagen")
  // beside a Bilanzgewinn or profit carried forward printed in the equity: the reserves alone would be
  // a part of the retained earnings stored as the whole; left unread, as before.
  if (balanceProfitRead && equityBesidesCapital) {
    for (const [i, map] of values.entries()) {
      if (earnedDone.has(i)) continue;
      const e = map.get("retained_earnings");
      if (e && BALANCE_PROFIT.test(bareOf(e.label))) map.delete("retained_earnings");
    }
  }
  if (profitCarriedInEquity) {
    for (const [i, map] of values.entries()) {
      if (earnedDone.has(i)) continue;
      const e = map.get("retained_earnings");
      if (e && /\b(?:\w*reserven?|ergebnisrucklagen?)\b/.test(normalizeLabel(e.label))) map.delete("retained_earnings");
    }
  }
  // The owners' equity as the equity section's only total (no non-controlling interests printed).
  if (!nonControlling) {
    for (const [i, e] of ownersEquity) {
      const map = values[i];
      if (map && !map.has("total_equity")) map.set("total_equity", e);
    }
  }
  // Most rows print more figures than there are period columns: a column was missed, and which
  // figure belongs to which period cannot be told for certain.
  if (dataRows > 0 && overfull / dataRows > 0.3) periodAmbiguous = true;
  // reader29: one period dated by the title alone over rows that print two or more figures (a
  // header of years the reader could not read, "2025 XX | 2024 XX"): which figure is the title's
  // period cannot be told, and the nearest guess may be the prior year's figure under this year's
  // date. No figure is paired with a date then.
  if (titleDatesOnly && periodColumns.length === 1 && dataRows > 0 && overfull / dataRows > 0.3) {
    problems.push(
      `the ${LABELS[seg.type]} on page ${heading.page} prints more columns of figures than its title dates: which is the period's cannot be told`,
    );
    return undefined;
  }
  return {
    type: seg.type,
    page: heading.page,
    columns: periodColumns,
    ...(columns.some((c) => c.restatementPart)
      ? { restatementParts: columns.filter((c) => c.restatementPart).length }
      : {}),
    scale,
    scaleSource: scaleReading?.phrase ?? null,
    ...(scaleUnread !== undefined ? { scaleUnread } : {}),
    periodAmbiguous,
    ocr: rows.some((r) => r.line.ocr === true) || heading.ocr === true,
    values,
    sectionTotals,
    staffCosts,
    discontinued,
    periodCheck,
    ...(periodLengthCheck ? { periodLengthCheck } : {}),
    ...(seg.titleUnknown !== undefined ? { titleUnknown: seg.titleUnknown } : {}),
    endSection: section,
  };
}

/**
 * reader31: staff costs as an income statement prints them (normalized, bare of numbering): never
 * SG&A (docs/chart-of-accounts.md), read under no key, counted by the operating-expenses check.
 * reader33: also "Payroll expenses", "Personalkosten", and the lines that name staff costs together
 * with SG&A's in one figure ("Officer compensation, salaries and G&A", "Wages, rent and office
 * expenses"): they cannot be split, so they are no key either (chart of accounts, combined lines).
 */
/**
 * reader34: the discontinued operations' result after tax ("Loss from discontinued operations, net
 * of tax", "Profit (loss) from discontinued operations", "Ergebnis aus aufgegebenen
 * Geschäftsbereichen"): no chart key, in the net profit.
 */
const DISCONTINUED =
  /^(?:(?:net )?(?:profit|loss|income|earnings|result|gain)(?: loss| profit| income)?(?: after tax)? (?:from|on|of) discontinued operations?(?: net of (?:income )?tax(?:es)?| after tax(?:es)?)?(?: note \d+[a-z]?| \d+[a-z]?)?|discontinued operations(?: net of (?:income )?tax(?:es)?)?|ergebnis (?:aus|der) (?:aufgegebenen|nicht fortgefuhrten) (?:geschaftsbereichen|geschaftsbereiche|aktivitaten))$/;
const STAFF_COSTS =
  /^(?:(?:employee|staff|personnel|payroll)(?: benefits?)? (?:expenses?|costs?)|employee benefits|(?:salaries|wages)(?: and (?:salaries|wages))?(?: and (?:employee )?(?:benefits|related costs|on costs))?|salaries wages and benefits|personalaufwand|personalkosten)$/;

/**
 * reader33: a line naming staff costs together with SG&A's lines in one figure: "(Officer
 * compensation,) salaries (and wages) and G&A", "Wages / Salaries, rent and office expenses".
 */
export const STAFF_WITH_SGA =
  /^(?:(?:officers? compensation )?(?:and )?salaries(?: and wages)? and (?:g and a|general and administrative)(?: expenses)?|(?:wages|salaries) rent and office(?: expenses)?)$/;

/** A profit line named by nothing but the word ("Profit", "Loss", "Profit (loss)"). */
const BARE_PROFIT = /^(?:net )?(?:profit|loss|profit loss|loss profit)$/;

/** The § 266 liabilities total: "C. Verbindlichkeiten", "Summe (der) Verbindlichkeiten". */
const HGB_LIABILITIES = /^(?:summe |gesamt )?(?:der )?verbindlichkeiten(?: gesamt| insgesamt)?$/;
/** Provisions: only ever on the claims side. */
const PROVISIONS_LINE = /\w*ruckstellungen\b|^(?:summe |total )?provisions$/;
/** Claims-side deferrals and special items (counted once the equity has begun). */
const CLAIMS_DEFERRAL =
  /^(?:passive )?(?:rechnungsabgrenzungsposten|rechnungsabgrenzung)$|^passive (?:latente steuern|rechnungsabgrenzung\w*)$|^sonderposten\b|^deferred income$/;
const EQUITY_START = /^(?:eigenkapital|passiva|summe eigenkapital|equity|equity and liabilities)$/;

/**
 * reader27: whether a balance sheet prints claims outside the § 266 liabilities: provisions anywhere,
 * or a deferral or special item after the equity began ("B. Rückstellungen", "E. Passive
 * Rechnungsabgrenzungsposten", "D. Passive latente Steuern", "Sonderposten für Investitionszuschüsse").
 */
export function claimsBesideLiabilities(labels: readonly string[]): boolean {
  let claims = false;
  for (const label of labels) {
    const bare = bareOf(label);
    if (!bare) continue;
    if (EQUITY_START.test(bare)) claims = true;
    if (PROVISIONS_LINE.test(bare)) return true;
    if (claims && CLAIMS_DEFERRAL.test(bare)) return true;
  }
  return false;
}

/** Where a row's label starts (after note references printed left of it). */
function labelLeft(row: Row): number {
  return (row.line.cells.find((c) => /\p{L}{2}/u.test(c.text)) ?? row.line.cells[0])?.x0 ?? 0;
}

/**
 * The translation lines of a bilingual statement, by the index of the row they translate: a line
 * without amounts right under a labelled row, starting at the row's left edge. Only when most
 * labelled rows have one and, of those pairs, more translations than rows are labels of the
 * vocabulary (so a statement whose labels wrap, or whose totals are followed by a section
 * heading, is left alone).
 */
function bilingualTranslations(data: readonly Row[], type: DocumentType): Map<number, Row> {
  const pairs = new Map<number, Row>();
  let labelled = 0;
  let rowKnown = 0;
  let translationKnown = 0;
  for (let i = 0; i < data.length; i++) {
    const row = data[i] as Row;
    if (row.amounts.length === 0 || !row.label) continue;
    labelled += 1;
    const next = data[i + 1];
    if (
      !next ||
      next.amounts.length > 0 ||
      !next.label ||
      next.line.page !== row.line.page ||
      Math.abs(row.line.y - next.line.y) > row.line.size * 2.2 ||
      Math.abs((next.line.cells[0]?.x0 ?? 0) - labelLeft(row)) > 6
    ) {
      continue;
    }
    pairs.set(i, next);
    const own = matchRow(type, row.label, undefined) !== undefined;
    const other = matchRow(type, next.label, undefined) !== undefined;
    if (own) rowKnown += 1;
    if (other && !own) translationKnown += 1;
  }
  const bilingual =
    labelled >= 4 && pairs.size >= labelled * 0.6 && translationKnown >= 3 && translationKnown > rowKnown;
  return bilingual ? pairs : new Map();
}

/**
 * Period words over single columns (column-meaning.ts `periodWord`): a quarter column is
 * quarterly, a full-year column yearly; a YTD column is the year only when it ends at the financial
 * year end (the title's "year ended" date, or the date of the Q4 column beside it), and a prior
 * YTD column with it; otherwise both are left out as part-year columns. A statement where some
 * columns name their period length and others do not fails the period-length check.
 */
function applyPeriodWords(
  columns: Column[],
  headerCells: readonly TextCell[],
  yearEnd: { y: number; m: number; d: number } | undefined,
): { passed: boolean; detail: string } | undefined {
  const periods = columns.filter((c) => !c.note && c.x0 !== undefined && c.x1 !== undefined);
  if (periods.length === 0) return undefined;
  const over = (c: Column, cell: TextCell) => cell.x0 < (c.x1 as number) + 5 && cell.x1 > (c.x0 as number) - 5;
  const words = periods.map((c) => {
    const cells = headerCells.filter((cell) => over(c, cell) && periods.filter((o) => over(o, cell)).length === 1);
    for (const cell of cells) {
      const word = periodWord(cell.text);
      if (word) return { word, text: cell.text.trim() };
    }
    return undefined;
  });
  if (words.every((w) => w === undefined)) return undefined;
  const md = (d: { m: number; d: number } | undefined) => (d ? `${d.m}-${d.d}` : "");
  const fourth = periods.filter(
    (_c, i) => words[i]?.word === "quarter" && /\b(?:q ?4|4 ?q)|\b(?:fourth|4th)\b/i.test(words[i]?.text ?? ""),
  );
  const atYearEnd = (c: Column) =>
    c.date !== undefined &&
    ((yearEnd !== undefined && md(yearEnd) === md(c.date)) || fourth.some((q) => md(q.date) === md(c.date)));
  const ytdIsYear = periods.some((c, i) => words[i]?.word === "year_to_date" && atYearEnd(c));
  periods.forEach((c, i) => {
    const word = words[i]?.word;
    if (word === "quarter") c.kind = "quarterly";
    else if (word === "full_year") c.kind = "yearly";
    else if (word === "year_to_date") c.kind = atYearEnd(c) ? "yearly" : "ytd";
    else if (word === "prior_year_to_date") c.kind = ytdIsYear || atYearEnd(c) ? "yearly" : "ytd";
  });
  const quarterDates = dateQuartersOfYear(
    periods,
    words.map((w) => (w?.word === "quarter" ? quarterNumber(w.text) : undefined)),
  );
  periods.forEach((c, i) => {
    const date = quarterDates[i];
    if (date) c.date = date;
  });
  const unnamed = periods.filter((_, i) => words[i] === undefined);
  if (unnamed.length > 0) {
    return {
      passed: false,
      detail: `${unnamed.length} of ${periods.length} columns print no period length beside columns that do (${words
        .filter((w) => w !== undefined)
        .map((w) => w?.text)
        .join(", ")})`,
    };
  }
  return periodLengthOf(columns);
}

/**
 * The period lengths of a statement's columns against their dates: two yearly columns end at
 * least about a year apart, two quarterly ones a quarter; the same period type twice on one date,
 * or two "years" a quarter apart, means a column's period length was misread.
 */
function periodLengthOf(columns: readonly Column[]): { passed: boolean; detail: string } | undefined {
  const periods = columns.filter((c) => !c.note && c.date && (c.kind === "yearly" || c.kind === "quarterly"));
  if (periods.length < 2) return undefined;
  const day = (c: Column) => {
    const d = c.date as { y: number; m: number; d: number };
    return Date.UTC(d.y, d.m - 1, d.d) / 86_400_000;
  };
  for (let i = 0; i < periods.length; i++) {
    for (let j = i + 1; j < periods.length; j++) {
      const a = periods[i] as Column;
      const b = periods[j] as Column;
      if (a.kind !== b.kind) continue;
      const apart = Math.abs(day(a) - day(b));
      const least = a.kind === "yearly" ? 350 : 85;
      if (apart < least) {
        const iso = (c: Column) => isoOf(c.date as { y: number; m: number; d: number });
        return {
          passed: false,
          detail: `Two ${a.kind} columns end ${iso(a)} and ${iso(b)}, ${Math.round(apart)} days apart: a column's period length was not read for certain`,
        };
      }
    }
  }
  return { passed: true, detail: `The ${periods.length} columns' period lengths agree with their dates` };
}

/**
 * Splits a cell holding several column headers that the PDF put in one text run
 * ("December 31, 2025 December 31, 2024", "2025 2024") at each date or year, placing each part
 * in proportion to its characters.
 */
/**
 * A year glued to the header of the variance column beside it ("2024 Abweichung", "2024 Variance"):
 * a variance is between two periods, never one year's column, so the year and the word are two
 * columns' headers ("2025 Budget" stays one: a budget column may be dated).
 */
const YEAR_THEN_VARIANCE =
  /^((?:fy\s?)?(?:19|20)\d\d)\s+((?:abweichung|abw\.?|ver[aä]nderung|variance|var\.?|change|diff(?:erence)?\.?|delta)(?:\s*(?:in\s*)?%)?)$/i;

/** A header cell as the columns' headers it holds when a year is glued to a variance header. */
const splitVariance = (cell: TextCell): TextCell[] =>
  YEAR_THEN_VARIANCE.test(cell.text.trim()) ? splitPeriods(cell) : [cell];

function splitPeriods(cell: TextCell): TextCell[] {
  const glued = YEAR_THEN_VARIANCE.exec(cell.text.trim());
  if (glued) {
    const per = charWidth(cell);
    const lead = cell.text.length - cell.text.trimStart().length;
    const year = glued[1] as string;
    const word = glued[2] as string;
    const wordStart = cell.text.trim().length - word.length;
    return [
      { ...cell, text: year, x0: cell.x0 + lead * per, x1: cell.x0 + (lead + year.length) * per },
      { ...cell, text: word, x0: cell.x0 + (lead + wordStart) * per, x1: cell.x1 },
    ];
  }
  const full = findDates(cell.text).filter((d) => d.year !== undefined);
  let starts: number[] = full.map((d) => d.index);
  const yearless = findDates(cell.text);
  if (full.length === 0 && yearless.length >= 2) {
    // "December 31, December 31," over two columns whose years follow on the next line.
    starts = yearless.map((d) => d.index);
  } else if (full.length < 2) {
    const years = [...cell.text.matchAll(/\b(?:19|20)\d\d\b/g)];
    if (years.length < 2 || full.length > 0) return [cell];
    if (cell.text.replace(/\b(?:fy\s?)?(?:19|20)\d\d\b/gi, "").trim().length > 0) return [cell];
    starts = years.map((m) => m.index ?? 0);
  }
  const per = charWidth(cell);
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

const DATED_CAPITAL =
  /^(?:eigen)?kapital(?:konto)?(?: (?:des )?inhabers?(?:in)?)?(?: (?:am|zum|per))? (\d{1,2}) (\d{1,2})(?: (?:19|20)?\d\d)?$/;

/** Whether a label is a capital account dated the day and month every dated column ends on. */
function closingCapitalLine(label: string, columns: readonly Column[]): boolean {
  const m = DATED_CAPITAL.exec(withoutItemNumbers(normalizeLabel(label)));
  if (!m) return false;
  const dated = columns.filter((c) => c.date !== undefined);
  return dated.length > 0 && dated.every((c) => c.date?.d === Number(m[1]) && c.date?.m === Number(m[2]));
}

/** The one year a line names, when it names exactly one ("Geschäftsjahr 2025"; never "2024/25"). */
function onlyYear(text: string): number | undefined {
  const years = [...text.matchAll(/(?<![\d/.-])(?:19|20)\d\d(?![\d/.-])/g)].map((y) => Number(y[0]));
  if (years.length !== 1 || /(?:19|20)\d\d\s*[/\u2013-]\s*\d/.test(text)) return undefined;
  return years[0];
}

function yearsAfterDates(text: string): number[] {
  // "31 December 2025 and 2024", "2025, 2024 and 2023": the years after the first full date.
  const m = /((?:19|20)\d\d)((?:\s*(?:,|and|&)\s*(?:19|20)\d\d)+)/.exec(text);
  if (!m) return [];
  return [...(m[2] as string).matchAll(/(?:19|20)\d\d/g)].map((y) => Number(y[0]));
}

const isoOf = (d: { y: number; m: number; d: number }) => isoDate(d.y, d.m, d.d);

/** The first lines of a page that print no amount (a page header: "£'000", "Acme plc — in thousands"). */
function pageTop(lines: readonly TextLine[], page: number, doc: DocumentReading): TextLine[] {
  const start = lines.findIndex((l) => l.page === page);
  if (start < 0) return [];
  return lines
    .slice(start, start + 3)
    .filter((l) => l.page === page && splitRow(l, doc).amounts.length === 0 && l.text.length <= 80);
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

/**
 * reader31: one period's figures printed in two columns, the components of a block in an inner
 * column and the block's subtotal at the right ("Depreciation   2,000   10,000" under a lone "2025"
 * over the right column): a row's rightmost figure that adds up the inner figures printed since the
 * right column's last figure, its own inner figure included, is that subtotal, not the line's
 * figure. It is dropped from the row, so the line keeps its inner figure (before, the rightmost
 * figure was taken for the line's, a wrong figure no check could see).
 */
function withoutInnerSubtotals(rows: readonly Row[], firstData: number, columns: readonly Column[]): Row[] {
  const figures = (r: Row) => awayFromIgnored(r.amounts, columns);
  const rightEdge = Math.max(...rows.slice(firstData).flatMap((r) => figures(r).map((a) => a.x1)));
  if (!Number.isFinite(rightEdge)) return [...rows];
  const outer = (a: Amount) => Math.abs(a.x1 - rightEdge) <= 15;
  let inner: number[] = [];
  return rows.map((r, i) => {
    if (i < firstData || r.amounts.length === 0) return r;
    const f = figures(r);
    const last = f.at(-1) as Amount | undefined;
    if (!last) return r;
    if (!outer(last)) {
      if (f.length === 1) inner.push(last.value);
      return r;
    }
    const own = f.at(-2);
    const parts = [...inner];
    inner = [];
    if (!own || outer(own) || own.x1 > rightEdge - 30 || parts.length === 0) return r;
    parts.push(own.value);
    const signed = Math.abs(parts.reduce((t, v) => t + v, 0));
    const absolute = parts.reduce((t, v) => t + Math.abs(v), 0);
    const tol = Math.max(1, parts.length * 0.51);
    const total = Math.abs(last.value);
    if (Math.abs(signed - total) > tol && Math.abs(absolute - total) > tol) return r;
    return { ...r, amounts: r.amounts.filter((a) => a !== last) };
  });
}

/**
 * reader29: the distance between the two rightmost columns of figures when most data rows print two
 * or more figures (the median over those rows), else 0.
 */
function figureColumnGap(rows: readonly Row[], columns: readonly Column[]): number {
  const data = rows.filter((r) => r.label !== "" && r.amounts.length > 0);
  const gaps = data
    .map((r) => awayFromIgnored(r.amounts, columns))
    .filter((a) => a.length >= 2)
    .map((a) => {
      const [p, q] = a.slice(-2) as [Amount, Amount];
      return (q.x0 + q.x1) / 2 - (p.x0 + p.x1) / 2;
    })
    .sort((a, b) => a - b);
  if (data.length === 0 || gaps.length / data.length <= 0.3) return 0;
  return gaps[Math.floor(gaps.length / 2)] ?? 0;
}

/** The amounts of a row not printed under a note, budget or variance column. */
function awayFromIgnored(amounts: Amount[], columns: readonly Column[]): Amount[] {
  const ignored = columns.filter((c) => c.note);
  return amounts.filter((a) => ignored.every((c) => distance(c, a.x0, a.x1) > 25));
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
    const usable = awayFromIgnored(amounts, columns);
    const tail = usable.slice(-periodColumns.length);
    const offset = periodColumns.length - tail.length;
    tail.forEach((a, i) => {
      out[offset + i] = a.value;
    });
    return out;
  }
  // As many figures as period columns: they are the columns in order, however each is aligned
  // under its header (left, right or centred).
  const figures = awayFromIgnored(amounts, columns);
  if (figures.length === periodColumns.length) return figures.map((a) => a.value);
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

/**
 * The chart's sign convention (chart-of-accounts.ts): income-statement expenses positive whatever
 * the print, accumulated depreciation and liabilities positive, cash-flow outflows negative. A
 * figure whose print disagrees with the statement's own way of printing expenses (one line in
 * parentheses among expenses printed plain) is stored positive and noted: a total must confirm
 * it. Income tax may be a credit: its sign follows the chain (profit before tax − tax = net
 * profit) when the statement prints both, else the statement's way of printing expenses.
 */
function normalizeSigns(type: DocumentType, items: Map<LineItemKey, Entry>): void {
  const neg = (v: number) => (v === 0 ? 0 : -v);
  const note = (e: Entry, detail: string) => {
    e.notes = [...(e.notes ?? []), { kind: "sign", detail }];
  };
  if (type === "income_statement") {
    const expenses = expenseKeys.filter((k) => k !== "income_tax");
    const present = expenses.map((k) => items.get(k)).filter((e): e is Entry => e !== undefined && e.amount !== 0);
    const negatives = present.filter((e) => e.amount < 0).length;
    const positives = present.length - negatives;
    const printedNegative = negatives > positives;
    // US statements print the deductions below operating income in parentheses ("Interest expense,
    // net (18,402)", "Provision for income taxes (23,417)") while operating expenses are plain.
    const interestPrintedNegative = (items.get("interest_expense")?.amount ?? 0) < 0;
    for (const e of present) {
      const against = negatives === positives ? e.amount < 0 : e.amount < 0 !== printedNegative;
      if (against) {
        note(
          e,
          `printed ${e.amount < 0 ? "negative" : "positive"} unlike the statement's other expenses; stored as a positive expense`,
        );
      }
      e.amount = Math.abs(e.amount);
    }
    // Other income in parentheses among expenses printed plain: a net expense printed as such
    // ("Other income (expense), net (120)"), or income printed inside a block of deductions
    // ("Less: expenses … Other income (1,000)", the block's net in the outer column). The chain
    // operating profit + other income − interest = profit before tax tells which when printed;
    // otherwise the print is kept and the figure noted, so a total must confirm it.
    const other = items.get("other_income");
    if (other && other.amount < 0 && !printedNegative && positives > 0) {
      const op = items.get("operating_profit")?.amount;
      const pbt = items.get("profit_before_tax")?.amount;
      const interest = items.get("interest_expense")?.amount ?? 0;
      const size = Math.abs(other.amount);
      const tol = pbt === undefined ? 0 : Math.min(size / 2, Math.max(1, Math.abs(pbt) * 0.002));
      if (op !== undefined && pbt !== undefined && Math.abs(op + size - interest - pbt) <= tol) {
        other.amount = size;
        note(other, "printed in parentheses inside a block of expenses; profit before tax says it is income");
      } else if (op === undefined || pbt === undefined || Math.abs(op - size - interest - pbt) > tol) {
        note(
          other,
          "printed in parentheses among expenses printed plain: a net expense or income deducted in an expense block",
        );
      }
    }
    const tax = items.get("income_tax");
    if (tax && tax.amount !== 0) {
      const pbt = items.get("profit_before_tax")?.amount;
      const np = items.get("net_profit")?.amount;
      const size = Math.abs(tax.amount);
      let decided = false;
      if (pbt !== undefined && np !== undefined) {
        const tol = Math.min(size / 2, Math.max(1, Math.abs(pbt) * 0.002));
        decided = Math.abs(pbt - size - np) <= tol || Math.abs(pbt + size - np) <= tol;
        if (Math.abs(pbt - size - np) <= tol) tax.amount = size;
        else if (Math.abs(pbt + size - np) <= tol) tax.amount = -size;
        else tax.amount = printedNegative ? neg(tax.amount) : tax.amount;
      } else {
        tax.amount = printedNegative ? neg(tax.amount) : tax.amount;
      }
      if (!decided && tax.amount < 0 && !printedNegative && taxPrintedLikeInterest(tax, interestPrintedNegative)) {
        tax.amount = size;
        note(tax, "printed in parentheses like the interest expense above it: an expense");
      } else if (pbt === undefined || np === undefined) {
        if (tax.amount < 0) note(tax, "read as a tax credit from its print alone");
      }
    }
  } else if (type === "balance_sheet") {
    // Accumulated depreciation and liabilities printed in parentheses to be subtracted (UK
    // Companies Act formats: "Creditors: amounts falling due within one year (4,796)") are amounts.
    for (const k of BALANCE_POSITIVE) {
      const e = items.get(k);
      if (e) e.amount = Math.abs(e.amount);
    }
  } else {
    for (const k of OUTFLOW_KEYS) {
      const e = items.get(k);
      if (e) e.amount = neg(Math.abs(e.amount));
    }
  }
}

/** "D. Nicht durch Eigenkapital gedeckter Fehlbetrag": the deficit a German balance sheet shows when equity is negative. */
export function isUncoveredDeficit(label: string): boolean {
  return /^nicht durch eigenkapital gedeckter fehlbetrag$/.test(bareOf(label));
}

/**
 * A tax line in parentheses reads as an expense when the interest expense is printed in
 * parentheses too and the label names no benefit or credit ("Provision for income taxes").
 * Only when the chain profit before tax − tax = net profit does not decide (reader18).
 */
export function taxPrintedLikeInterest(tax: { label: string }, interestPrintedNegative: boolean): boolean {
  return interestPrintedNegative && !/\b(?:benefits?|credits?|recover(?:y|ies))\b/i.test(tax.label);
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
  lines = splitRegions(
    oneLanguageOfBilingual(joinStackedHeaderDates(lines.map((l) => separateJoinedFigures(separateDatesOf(l))))),
  );
  // reader25: figures printed with a scale suffix ("18,312k") read as figures of that scale.
  const suffixed = figuresWithScaleSuffix(lines);
  if (suffixed) lines = suffixed.lines;
  const doc = readDocument(lines);
  if (suffixed) doc.suffixScale = suffixed.scale;
  const documentLanguage = unclaimedLanguage(lines.map((l) => l.text));
  for (const seg of segment(lines, doc)) {
    // A statement in a language the reader does not read (French, Spanish, Italian, Dutch,
    // Portuguese, or any whose words are hardly ever English or German) is not read: its "Total" lines and loanwords would be guesses (language.ts).
    const own = lines.slice(Math.max(0, seg.heading - 2), seg.end).map((l) => l.text);
    const language = statementLanguage(own, documentLanguage);
    if (language) {
      problems.push(`the ${LABELS[seg.type]} on page ${lines[seg.heading]?.page} is ${notReadIn(language)}`);
      continue;
    }
    const read = readSegment(lines, seg, problems, previous, doc);
    // reader28: a statement titled as a plan (budget, forecast, pro forma, Planbilanz): only a column
    // headed as actual is read, and held; without one the statement is not read at all.
    const raw = read ? actualColumnsOfPlan(lines, seg, read, notes) : undefined;
    if (raw) raws.push(raw);
    previous = raw ?? previous;
  }

  resolveAssumedYearEnds(raws, lines);

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
  const fye = [...yearEnds.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? balanceSheetYearEnd(raws) ?? "12-31";

  const merged = new Map<string, ExtractedStatement & { items: Map<LineItemKey, Entry> }>();
  const readingOf = (r: RawStatement, column: number): StatementReading => ({
    numberConvention: doc.convention,
    scale: r.columns[column]?.scale ?? r.scale,
    scaleSource: r.columns[column]?.scaleSource ?? r.scaleSource,
    ...(r.scaleUnread !== undefined ? { scaleUnread: r.scaleUnread } : {}),
    periodAmbiguous: r.periodAmbiguous,
    ocr: r.ocr,
    sectionTotals: [...(r.sectionTotals[column] ?? [])],
    ...((r.staffCosts[column] ?? 0) > 0
      ? { staffCosts: Math.round((r.staffCosts[column] as number) * 100) / 100 }
      : {}),
    ...(r.discontinued[column] !== undefined
      ? { discontinued: Math.round((r.discontinued[column] as number) * 100) / 100 }
      : {}),
    ...(r.periodCheck ? { periodCheck: r.periodCheck } : {}),
    ...(r.periodLengthCheck ? { periodLengthCheck: r.periodLengthCheck } : {}),
    ...(r.titleUnknown !== undefined ? { titleUnknown: r.titleUnknown } : {}),
    ...(r.lookAlike !== undefined ? { lookAlike: r.lookAlike } : {}),
  });
  let ytdSkipped = 0;
  let longSkipped = 0;
  let tooFew = 0;
  // reader25: the end of a flow statement's year or longer period (a change of year end's "15
  // months ended 31 March 2025") is a year end: a balance sheet on that day closes a year.
  const periodEnds = new Set(
    raws
      .filter((r) => r.type !== "balance_sheet")
      .flatMap((r) => r.columns.filter((c) => !c.note && c.date && (c.kind === "yearly" || c.kind === "long")))
      .map((c) => isoOf(c.date as { y: number; m: number; d: number })),
  );
  // reader34: the columns of a restatement's parts left out (the restated column is read).
  const restatementParts = raws.reduce((n, r) => n + (r.restatementParts ?? 0), 0);
  if (restatementParts > 0) {
    notes.push(
      `${restatementParts} column(s) as previously reported or adjustments of a restatement left out (the restated prior year read)`,
    );
  }
  for (const r of raws) {
    // reader25: a statement printed in a ledger's signs (credits negative) in any of its columns.
    const ledger = r.columns.some((c, i) => !c.note && printsLedgerSigns(r.type, r.values[i] ?? new Map()));
    r.columns.forEach((c, i) => {
      const items = r.values[i] as Map<LineItemKey, Entry>;
      if (!c.date || items.size === 0) return;
      if (c.kind === "ytd") {
        ytdSkipped += 1;
        return;
      }
      if (c.kind === "long") {
        longSkipped += 1;
        return;
      }
      const periodType: PeriodType =
        c.kind === "point"
          ? atYearEnd(c.date, fye) || periodEnds.has(isoOf(c.date))
            ? "yearly"
            : "quarterly"
          : c.kind;
      const period = isoDate(c.date.y, c.date.m, c.date.d);
      const id = `${r.type}|${period}|${periodType}`;
      if (ledger) turnLedgerCredits(r.type, items);
      normalizeSigns(r.type, items);
      const existing = merged.get(id);
      if (existing) {
        for (const [k, e] of items) {
          // A line of the key alone in a later part replaces a wider one (the owners' share of profit
          // in the income statement, the year's profit in the statement of comprehensive income below it).
          const before = existing.items.get(k);
          const next = before !== undefined && e.source.page - before.source.page <= 1;
          if (!before || (before.wider && !e.wider && before.mode === "set" && e.mode === "set" && next)) {
            existing.items.set(k, e);
          }
        }
        const a = existing.reading as StatementReading;
        a.periodAmbiguous ||= r.periodAmbiguous;
        a.ocr ||= r.ocr;
        a.sectionTotals = [...(a.sectionTotals ?? []), ...(r.sectionTotals[i] ?? [])];
        const staff = r.staffCosts[i] ?? 0;
        if (staff > 0) a.staffCosts = Math.round(((a.staffCosts ?? 0) + staff) * 100) / 100;
        const gone = r.discontinued[i];
        if (gone !== undefined) a.discontinued = Math.round(((a.discontinued ?? 0) + gone) * 100) / 100;
        if (r.periodCheck && (!a.periodCheck || !r.periodCheck.passed)) a.periodCheck = r.periodCheck;
        if (r.periodLengthCheck && (!a.periodLengthCheck || !r.periodLengthCheck.passed)) {
          a.periodLengthCheck = r.periodLengthCheck;
        }
        if (r.titleUnknown !== undefined) a.titleUnknown ??= r.titleUnknown;
        if (r.lookAlike !== undefined) a.lookAlike ??= r.lookAlike;
        if (r.scaleUnread !== undefined) a.scaleUnread ??= r.scaleUnread;
      } else {
        merged.set(id, {
          documentType: r.type,
          period,
          periodType,
          lineItems: [],
          page: r.page,
          items,
          reading: readingOf(r, i),
        });
      }
    });
  }
  // Too few line items counts per document, after the parts of a statement are merged: a statement
  // of comprehensive income below the income statement may add the year's profit alone.
  for (const [id, m] of merged) {
    if (m.items.size >= MIN_LINE_ITEMS) continue;
    tooFew += 1;
    merged.delete(id);
  }
  if (ytdSkipped > 0) notes.push(`${ytdSkipped} column(s) for six or nine months left out`);
  if (longSkipped > 0) notes.push(`${longSkipped} column(s) for a period longer than a year left out`);
  if (tooFew > 0) notes.push(`${tooFew} column(s) with fewer than ${MIN_LINE_ITEMS} recognised line items left out`);

  const statements = [...merged.values()]
    .map(({ items, ...s }) => {
      const order = chartOfAccounts[s.documentType] as readonly LineItemKey[];
      const notes: ItemNote[] = order.flatMap((k) => (items.get(k)?.notes ?? []).map((n) => ({ key: k, ...n })));
      if (s.reading && notes.length > 0) s.reading.notes = notes;
      const lineItems = order
        .filter((k) => items.has(k))
        .map((k) => {
          const e = items.get(k) as Entry;
          return {
            key: k,
            label: e.label,
            amount: Math.round(e.amount * 100) / 100,
            confidence: Math.round(e.confidence * 100) / 100,
            source: e.source,
          };
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

/**
 * The number convention of a document and a scale phrase that speaks for all of it, read once
 * before its statements.
 */
function readDocument(lines: readonly TextLine[]): DocumentReading {
  const cells = lines.flatMap((l) => l.cells.map((c) => c.text));
  const text = lines.map((l) => l.text).join("\n");
  const german =
    /\b(?:umsatzerl[öo]se|bilanz|jahres[üu]berschuss|gesch[äa]ftsjahr|vorjahr|teur|aktiva|passiva|verbindlichkeiten)\b/i.test(
      text,
    );
  const { convention, certain } = detectNumberConvention(cells, { european: german });
  // "All amounts in thousands of euros unless otherwise stated" at the top of a report.
  let documentScale: ScaleReading | undefined;
  for (const line of lines) {
    if (
      !/\b(?:all amounts|amounts (?:are )?(?:in|expressed)|expressed in|figures (?:are )?in|unless otherwise|alle betr[äa]ge|angaben in|betr[äa]ge in)\b/i.test(
        line.text,
      )
    ) {
      continue;
    }
    if (splitRow(line).amounts.length > 0) continue;
    documentScale = readScale(line.text);
    if (documentScale) break;
  }
  // reader25: scans whose figures (not years or lone small numbers) print decimals nine times in ten or more.
  const figures = lines
    .filter((l) => l.ocr)
    .flatMap((l) => l.cells.map((c) => c.text.trim()))
    .filter((t) => FIGURE_CELL.test(t) && !/^(?:19|20)\d\d$/.test(t) && !/^\d{1,2}$/.test(t));
  const withDecimals = figures.filter((t) => decimalPart(t, convention)).length;
  const decimalsPrinted = figures.length >= 20 && withDecimals >= 0.9 * figures.length;
  return { convention, conventionCertain: certain, documentScale, ...(decimalsPrinted ? { decimalsPrinted } : {}) };
}

/** A cell that is a figure as statements print them ("1,234.5", "(22.5)", "1.234,56-"). */
const FIGURE_CELL = /^[(\-\u2212\u2013]?\s*[$€£¥]?\s*\d[\d.,'’\s]*\)?-?$/;

/** Whether a figure prints decimals in the document's convention ("22.5", "(1,234.56)", "1.234,5-"). */
function decimalPart(text: string, convention: NumberConvention): boolean {
  const mark = convention === "1.234,56" || convention === "1 234,56" ? "," : ".";
  const t = text.trim().replace(/[)\-\s]+$/, "");
  return new RegExp(`\\${mark}\\d{1,2}$`).test(t);
}

const SCALE_WORDS: Record<number, string> = {
  1: "units",
  1000: "thousands",
  100000: "lakhs",
  1000000: "millions",
  10000000: "crores",
  1000000000: "billions",
};

function summarize(statements: ExtractedStatement[], notes: string[]): string {
  const parts = statements.map(
    (s) => `${LABELS[s.documentType]} ${s.period} (${s.periodType}, ${s.lineItems.length} line items)`,
  );
  const text = `Extracted ${statements.length} statement${statements.length === 1 ? "" : "s"}: ${parts.join("; ")}`;
  // What was read (api-design §13): the number convention and each scale with its source.
  const readings = [...new Set(statements.map((s) => s.reading?.numberConvention).filter(Boolean))];
  const scales = [
    ...new Set(
      statements.map((s) =>
        s.reading
          ? s.reading.scaleSource
            ? `${SCALE_WORDS[s.reading.scale] ?? `×${s.reading.scale}`} ("${s.reading.scaleSource}")`
            : "units (no scale printed)"
          : "",
      ),
    ),
  ].filter(Boolean);
  const read = readings.length > 0 ? `. Read numbers as ${readings.join(", ")}; amounts in ${scales.join(", ")}` : "";
  return notes.length > 0 ? `${text}${read}. Note: ${notes.join("; ")}` : `${text}${read}`;
}

/**
 * The year end of a document whose flow statements give none (no yearly column read, e.g. a balance
 * sheet alone, or beside a statement the reader did not find): the day and month of balance sheet
 * columns exactly one year apart ("30 April 2025" beside "30 April 2024"), as annual accounts
 * compare. Not when any column is a quarter or a year to date (an interim report compares its
 * balance sheet with the same day a year before too).
 */
function balanceSheetYearEnd(raws: readonly RawStatement[]): string | undefined {
  if (raws.some((r) => r.columns.some((c) => c.kind === "quarterly" || c.kind === "ytd"))) return undefined;
  const counts = new Map<string, number>();
  for (const r of raws) {
    if (r.type !== "balance_sheet") continue;
    const dated = r.columns.filter((c) => c.kind === "point" && c.date && !c.assumed && !c.note);
    for (const c of dated) {
      const date = c.date as { y: number; m: number; d: number };
      if (dated.some((o) => o.date?.m === date.m && o.date?.d === date.d && o.date?.y === date.y - 1)) {
        const md = `${date.m}-${date.d}`;
        counts.set(md, (counts.get(md) ?? 0) + 1);
      }
    }
  }
  const sorted = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return sorted.length === 1 ? sorted[0]?.[0] : undefined;
}

/**
 * Whether a balance-sheet date is the financial year end `fye` ("5-28"): the same day, or within a
 * week of it (52/53-week years end on the same weekday: May 28, 2023 and May 29, 2022).
 */
function atYearEnd(date: { y: number; m: number; d: number }, fye: string): boolean {
  const [m, d] = fye.split("-").map(Number) as [number, number];
  const at = Date.UTC(date.y, date.m - 1, date.d);
  return [date.y - 1, date.y, date.y + 1].some((y) => Math.abs(Date.UTC(y, m - 1, d) - at) <= 7 * 86_400_000);
}

/**
 * Year-only columns ("Fiscal Year 2023") of statements that print no day and month: their year
 * end is taken from the document (issue 22 item 8: a fiscal year ending in May was dated 31
 * December). The month is the one the document's dated columns end in (the balance sheet's
 * "May 28, 2023"); the day is that of a date in the column's year and that month, printed in a
 * dated column or, failing that, anywhere in the document ("fiscal 2021 ended May 30, 2021":
 * 52/53-week years end on other days). A column nothing dates keeps 31 December and its statement
 * stays period-ambiguous.
 */
function resolveAssumedYearEnds(raws: readonly RawStatement[], lines: readonly TextLine[]): void {
  const assumed = raws.flatMap((r) => r.columns.filter((c) => c.assumed));
  if (assumed.length > 0) {
    // Year ends only: a half-year's or a quarter's end says nothing of the financial year's.
    const dated = raws.flatMap((r) =>
      r.columns.filter((c) => c.date && !c.assumed && !c.note && c.kind !== "ytd" && c.kind !== "quarterly"),
    );
    const months = new Map<number, number>();
    for (const c of dated) months.set((c.date as { m: number }).m, (months.get((c.date as { m: number }).m) ?? 0) + 1);
    const month = [...months.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    let printed: Array<{ y: number; m: number; d: number }> | undefined;
    for (const c of assumed) {
      if (month === undefined || !c.date) break;
      const y = c.date.y;
      let found = dated
        .map((d) => d.date as { y: number; m: number; d: number })
        .filter((d) => d.y === y && d.m === month);
      if (found.length === 0) {
        printed ??= lines.flatMap((l) =>
          /\b(?:19|20)\d\d\b/.test(l.text)
            ? findDates(l.text)
                .filter((d) => d.year !== undefined)
                .map((d) => ({ y: d.year as number, m: d.month, d: d.day }))
            : [],
        );
        // A year end falls in the month's last days (52/53-week years end on the same weekday).
        found = printed.filter((d) => d.y === y && d.m === month && d.d >= 22);
      }
      const counts = new Map<number, number>();
      for (const d of found) counts.set(d.d, (counts.get(d.d) ?? 0) + 1);
      const day = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0];
      if (day === undefined) continue;
      c.date = { y, m: month, d: day };
      c.assumed = false;
    }
  }
  for (const r of raws) if (r.columns.some((c) => c.assumed)) r.periodAmbiguous = true;
}

/** What OCR left unread, for the file message: near-empty pages skipped, pages past the time budget. */
function ocrNotes(text: Awaited<ReturnType<typeof readPdfText>>): string[] {
  const out: string[] = [];
  const blank = text.ocrBlankPages ?? [];
  if (blank.length > 0) {
    out.push(
      `page${blank.length === 1 ? "" : "s"} ${blank.join(", ")} near-empty (no print, only specks) and not read by OCR`,
    );
  }
  if ((text.ocrSkipped ?? 0) > 0) out.push(`${text.ocrSkipped} page image(s) not read by OCR (time budget)`);
  return out;
}

/** Reads a PDF and extracts its statements. Never throws for a bad PDF: the outcome says why. */
export async function extractStatements(
  bytes: Uint8Array,
  opts: { signal?: AbortSignal; memoryLimitMb?: number; ocr?: OcrPagesReader } = {},
): Promise<ExtractionOutcome> {
  let text: Awaited<ReturnType<typeof readPdfText>>;
  try {
    text = await readPdfText(bytes, {
      maxPages: MAX_PAGES,
      signal: opts.signal,
      memoryLimitMb: opts.memoryLimitMb,
      ocr: opts.ocr,
    });
  } catch (err) {
    if (err instanceof UnreadablePdfError) return { kind: "unreadable", reason: err.message };
    throw err;
  }
  const pages = text.pagesRead;
  if (text.lines.length === 0) {
    // Every page an image OCR found near-empty (a blank scan, or an image no reader could draw: a
    // broken JPEG renders white in pdf.js and poppler alike) is said as such, not as "no text layer".
    const blank = text.ocrBlankPages ?? [];
    return {
      kind: "none",
      pages,
      reason:
        blank.length > 0
          ? `The PDF has no text to read: its page image${blank.length === 1 ? " is" : "s are"} blank or could not be drawn (${ocrNotes(text).join("; ")})`
          : "The PDF has no text to read (a scanned image?): only PDFs with a text layer can be extracted",
    };
  }
  const { statements, notes, problems } = parseStatements(text.lines);
  notes.push(...ocrNotes(text));
  // A turned page was read as displayed: its figures' boxes are given back in PDF points.
  const turned = text.turned;
  if (turned) {
    for (const s of statements) {
      for (const item of s.lineItems) {
        const source = item.source;
        const m = source && "bbox" in source ? turned[source.page] : undefined;
        if (source && "bbox" in source && m) item.source = { ...source, bbox: toPdfPoints(source.bbox, m) };
      }
    }
  }
  if (statements.length > 0) {
    const companyName = findCompanyName(text.lines);
    return {
      kind: "statements",
      statements,
      summary: summarize(statements, notes),
      pages,
      companyName,
      ocr: text.ocr === true,
    };
  }
  const found = segment(text.lines).length;
  const why = [...new Set([...problems, ...notes])];
  const language = unclaimedLanguage(text.lines.map((l) => l.text));
  const reason = language
    ? `The statements are ${notReadIn(language)} (it reads English and German): nothing was extracted`
    : found === 0
      ? "No financial statement was found: no balance sheet, income statement or cash flow statement heading"
      : `No statement could be read: ${why.join("; ") || "no line item was recognised"}`;
  return { kind: "none", pages, reason, ocr: text.ocr === true };
}
