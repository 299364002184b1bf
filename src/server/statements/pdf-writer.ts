import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import type { DocumentType, LineItemKey } from "../../contract/chart-of-accounts";

/**
 * Builds financial-statement PDFs from known figures, laid out the way companies publish them:
 * a heading, a period line, one or several period columns (years or full dates), an optional
 * notes column, thousands/millions scale, parentheses or minus for negatives, section headings,
 * several statements per file and statements running over several pages. The demo data and the
 * extraction tests use it; `figures` hold amounts in units (a scale divides them when printed).
 */

export type Scale = "units" | "thousands" | "millions";
export type NegativeStyle = "parentheses" | "minus";
export type DateStyle = "day-month" | "month-day" | "numeric";

/** One period column. `date` is the period end (YYYY-MM-DD). */
export interface StatementColumn {
  date: string;
  /** How the header prints it: the year only (default when the period line carries day and month) or the full date. */
  header?: "year" | "date";
}

/** A printed row: a section heading (no values) or a line with one value per column (null = blank). */
export type StatementRow =
  | { kind: "section"; label: string }
  | { kind?: "line"; label: string; values: ReadonlyArray<number | null>; note?: string; bold?: boolean };

export interface StatementSpec {
  documentType: DocumentType;
  /** The heading as printed (default: a common title of the document type). */
  title?: string;
  /**
   * What the statement covers: `yearly`/`quarterly` flows print "For the year ended …" /
   * "For the three months ended …"; balance sheets print "As at …". Default yearly.
   */
  period?: "yearly" | "quarterly";
  columns: StatementColumn[];
  rows: StatementRow[];
  scale?: Scale;
  negatives?: NegativeStyle;
  /** How zero prints (default "-"). */
  zero?: "dash" | "0";
  dateStyle?: DateStyle;
  /** Currency code printed in the scale line, e.g. "(in thousands of USD)". */
  currency?: string;
  /** Print a "Note" column (rows' `note`). */
  notesColumn?: boolean;
  /** Print the period line as a full date with all years ("… 31 December 2025 and 2024") and no column header line. */
  periodLineOnly?: boolean;
  /** Start this statement on a new page (default true). */
  newPage?: boolean;
  /** Prints this period line instead of the one derived from `period` and `columns`. */
  periodLine?: string;
  /**
   * Group headings over the columns, e.g. "Three months ended 30 June" over two columns and "Six
   * months ended 30 June" over the next two (as quarterly reports print them).
   */
  columnGroups?: Array<{ label: string; span: number }>;
  /**
   * Distance in points between the right edges of the amount columns (default 90). Columns sized
   * to their amounts are narrower than full-date headers, which then run into each other.
   */
  columnWidth?: number;
}

export interface StatementPdfInput {
  companyName: string;
  statements: StatementSpec[];
  /** Text-only pages (cover, directors' report) printed before the statements. */
  preamble?: string[];
  /** Rows per page before a statement continues on the next page (default: as many as fit). */
  rowsPerPage?: number;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

function splitDate(date: string): { y: number; m: number; d: number } {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return { y, m, d };
}

export function formatDate(date: string, style: DateStyle, withYear = true): string {
  const { y, m, d } = splitDate(date);
  const month = MONTHS[m - 1] as string;
  switch (style) {
    case "month-day":
      return withYear ? `${month} ${d}, ${y}` : `${month} ${d},`;
    case "numeric":
      return withYear
        ? `${String(d).padStart(2, "0")}.${String(m).padStart(2, "0")}.${y}`
        : `${String(d).padStart(2, "0")}.${String(m).padStart(2, "0")}.`;
    default:
      return withYear ? `${d} ${month} ${y}` : `${d} ${month}`;
  }
}

const SCALE_DIVISOR: Record<Scale, number> = { units: 1, thousands: 1000, millions: 1_000_000 };

/** Formats an amount (in units) as printed: scaled, thousands separators, the negative style. */
export function formatAmount(
  value: number,
  opts: { scale?: Scale; negatives?: NegativeStyle; zero?: "dash" | "0" } = {},
): string {
  if (value === 0) return opts.zero === "0" ? "0" : "-";
  const scaled = Math.abs(value) / SCALE_DIVISOR[opts.scale ?? "units"];
  const rounded = Math.round(scaled * 100) / 100;
  const digits = Number.isInteger(rounded) ? 0 : Math.abs(Math.round(rounded * 10) - rounded * 10) < 1e-9 ? 1 : 2;
  const text = rounded.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
  if (value > 0) return text;
  return (opts.negatives ?? "parentheses") === "parentheses" ? `(${text})` : `-${text}`;
}

export const defaultTitles: Record<DocumentType, string> = {
  balance_sheet: "Balance Sheet",
  income_statement: "Income Statement",
  cashflow_statement: "Cash Flow Statement",
};

function scaleLine(scale: Scale, currency: string | undefined): string | undefined {
  if (scale === "units") return currency ? `(amounts in ${currency})` : undefined;
  return `(in ${scale}${currency ? ` of ${currency}` : ""})`;
}

function periodLine(spec: StatementSpec, dateStyle: DateStyle): string {
  const first = spec.columns[0]?.date ?? "";
  const allYears = spec.periodLineOnly && spec.columns.length > 1;
  const years = spec.columns.map((c) => splitDate(c.date).y);
  const datePart = allYears
    ? `${formatDate(first, dateStyle, true)}${years
        .slice(1)
        .map((y, i) => (i === years.length - 2 ? ` and ${y}` : `, ${y}`))
        .join("")}`
    : formatDate(first, dateStyle, true);
  if (spec.documentType === "balance_sheet") return `As at ${datePart}`;
  const plural = spec.columns.length > 1 && allYears;
  if (spec.period === "quarterly") return `For the three months ended ${datePart}`;
  return `For the ${plural ? "years" : "year"} ended ${datePart}`;
}

interface Layout {
  page: PDFPage;
  y: number;
}

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const LINE = 14;
const SIZE = 9.5;
/** Distance between the right edges of two amount columns. */
const COLUMN_WIDTH = 90;

/** Right edges of the amount columns and the centre of the notes column. */
function columnEdges(count: number, width = COLUMN_WIDTH): { amounts: number[]; note: number } {
  const right = PAGE[0] - MARGIN;
  const amounts = Array.from({ length: count }, (_, i) => right - (count - 1 - i) * width);
  const note = (amounts[0] ?? right) - width + 5;
  return { amounts, note };
}

function drawRight(page: PDFPage, text: string, right: number, y: number, font: PDFFont, size = SIZE): void {
  page.drawText(text, { x: right - font.widthOfTextAtSize(text, size), y, size, font, color: rgb(0, 0, 0) });
}

function drawCentered(page: PDFPage, text: string, centre: number, y: number, font: PDFFont, size = SIZE): void {
  page.drawText(text, { x: centre - font.widthOfTextAtSize(text, size) / 2, y, size, font, color: rgb(0, 0, 0) });
}

/** Builds the PDF. */
export async function buildStatementPdf(input: StatementPdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${input.companyName} financial statements`);
  pdf.setProducer("credit-application-service statement writer");
  pdf.setCreationDate(new Date(Date.UTC(2026, 0, 1)));
  pdf.setModificationDate(new Date(Date.UTC(2026, 0, 1)));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  for (const text of input.preamble ?? []) {
    const page = pdf.addPage(PAGE);
    let y = PAGE[1] - MARGIN - 20;
    page.drawText(input.companyName, { x: MARGIN, y, size: 16, font: bold });
    y -= 2 * LINE;
    for (const line of text.split("\n")) {
      page.drawText(line, { x: MARGIN, y, size: SIZE, font: regular });
      y -= LINE;
    }
  }

  let layout: Layout | undefined;
  const newPage = (): Layout => {
    const page = pdf.addPage(PAGE);
    layout = { page, y: PAGE[1] - MARGIN };
    return layout;
  };

  for (const spec of input.statements) {
    const dateStyle = spec.dateStyle ?? "day-month";
    const scale = spec.scale ?? "units";
    const title = spec.title ?? defaultTitles[spec.documentType];
    const edges = columnEdges(spec.columns.length, spec.columnWidth);
    const fmt = { scale, negatives: spec.negatives, zero: spec.zero };

    const header = (l: Layout, continued: boolean) => {
      l.page.drawText(input.companyName, { x: MARGIN, y: l.y, size: 11, font: bold });
      l.y -= LINE + 4;
      l.page.drawText(continued ? `${title} (continued)` : title, { x: MARGIN, y: l.y, size: 13, font: bold });
      l.y -= LINE + 2;
      const allFull = spec.columns.every((c) => c.header === "date");
      const line =
        spec.periodLine ??
        (allFull && !spec.periodLineOnly ? periodLineWithoutDate(spec) : periodLine(spec, dateStyle));
      l.page.drawText(line, { x: MARGIN, y: l.y, size: SIZE, font: regular });
      l.y -= LINE;
      const sl = scaleLine(scale, spec.currency);
      if (sl) {
        l.page.drawText(sl, { x: MARGIN, y: l.y, size: SIZE, font: regular });
        l.y -= LINE;
      }
      l.y -= 6;
      if (spec.columnGroups) {
        let first = 0;
        for (const group of spec.columnGroups) {
          const left = (edges.amounts[first] ?? 0) - 80;
          const right = edges.amounts[first + group.span - 1] ?? left;
          drawCentered(l.page, group.label, (left + right) / 2, l.y, bold, SIZE - 1);
          first += group.span;
        }
        l.y -= LINE;
      }
      if (!spec.periodLineOnly || spec.notesColumn) {
        if (spec.notesColumn) drawCentered(l.page, "Note", edges.note, l.y, bold);
        if (!spec.periodLineOnly) {
          spec.columns.forEach((c, i) => {
            const text = c.header === "date" ? formatDate(c.date, dateStyle, true) : String(splitDate(c.date).y);
            drawRight(l.page, text, edges.amounts[i] as number, l.y, bold);
          });
        }
        l.y -= LINE + 4;
      }
    };

    let l = spec.newPage === false && layout ? layout : newPage();
    header(l, false);
    let rowsOnPage = 0;
    for (const row of spec.rows) {
      if (l.y < MARGIN + LINE || (input.rowsPerPage !== undefined && rowsOnPage >= input.rowsPerPage)) {
        l.page.drawText("Continued on the next page", { x: MARGIN, y: MARGIN - 20, size: 7, font: regular });
        l = newPage();
        header(l, true);
        rowsOnPage = 0;
      }
      if (row.kind === "section") {
        l.y -= 3;
        l.page.drawText(row.label, { x: MARGIN, y: l.y, size: SIZE, font: bold });
      } else {
        const font = row.bold ? bold : regular;
        l.page.drawText(row.label, { x: MARGIN + (row.bold ? 0 : 8), y: l.y, size: SIZE, font });
        if (spec.notesColumn && row.note) drawCentered(l.page, row.note, edges.note, l.y, regular);
        row.values.forEach((v, i) => {
          if (v === null) return;
          drawRight(l.page, formatAmount(v, fmt), edges.amounts[i] as number, l.y, font);
        });
      }
      l.y -= LINE;
      rowsOnPage += 1;
    }
    l.y -= LINE;
  }
  return pdf.save({ useObjectStreams: true });
}

/** "As at" / "For the year ended" without a date, for statements whose columns carry full dates. */
function periodLineWithoutDate(spec: StatementSpec): string {
  if (spec.documentType === "balance_sheet") return "As at";
  if (spec.period === "quarterly") return "For the three months ended";
  return spec.columns.length > 1 ? "For the years ended" : "For the year ended";
}

/** Printed labels of the canonical line items in three house styles (IFRS/UK, US GAAP, plain). */
export type LabelStyle = "ifrs" | "us" | "plain";

export const printedLabels: Record<LabelStyle, Partial<Record<LineItemKey, string>>> = {
  plain: {
    cash: "Cash",
    trade_receivables: "Trade receivables",
    inventory: "Inventory",
    work_in_progress: "Work in progress",
    other_current_assets: "Other current assets",
    total_current_assets: "Total current assets",
    gross_fixed_assets: "Gross fixed assets",
    accumulated_depreciation: "Accumulated depreciation",
    net_fixed_assets: "Net fixed assets",
    intangible_assets: "Intangible assets",
    other_non_current_assets: "Other non-current assets",
    total_non_current_assets: "Total non-current assets",
    total_assets: "Total assets",
    trade_payables: "Trade payables",
    short_term_debt: "Short-term debt",
    current_portion_long_term_debt: "Current portion of long-term debt",
    other_current_liabilities: "Other current liabilities",
    total_current_liabilities: "Total current liabilities",
    long_term_debt: "Long-term debt",
    other_non_current_liabilities: "Other non-current liabilities",
    total_non_current_liabilities: "Total non-current liabilities",
    total_liabilities: "Total liabilities",
    share_capital: "Share capital",
    retained_earnings: "Retained earnings",
    total_equity: "Total equity",
    total_liabilities_and_equity: "Total liabilities and equity",
    revenue: "Revenue",
    cost_of_goods_sold: "Cost of goods sold",
    purchases: "Purchases",
    raw_materials: "Raw materials",
    power_and_fuel: "Power and fuel",
    direct_labour: "Direct labour",
    manufacturing_expenses: "Manufacturing expenses",
    gross_profit: "Gross profit",
    selling_general_administrative: "Selling, general and administrative expenses",
    other_operating_expenses: "Other operating expenses",
    ebitda: "EBITDA",
    depreciation_amortization: "Depreciation and amortization",
    operating_profit: "Operating profit",
    interest_expense: "Interest expense",
    other_income: "Other income",
    profit_before_tax: "Profit before tax",
    income_tax: "Income tax",
    net_profit: "Net profit",
    net_cash_from_operating_activities: "Net cash from operating activities",
    purchase_of_fixed_assets: "Purchase of fixed assets",
    net_cash_from_investing_activities: "Net cash from investing activities",
    repayment_of_borrowings: "Repayment of borrowings",
    dividends_paid: "Dividends paid",
    net_cash_from_financing_activities: "Net cash from financing activities",
    net_change_in_cash: "Net change in cash",
    cash_at_beginning: "Cash at beginning of year",
    cash_at_end: "Cash at end of year",
  },
  ifrs: {
    cash: "Cash and cash equivalents",
    trade_receivables: "Trade and other receivables",
    inventory: "Inventories",
    other_current_assets: "Prepayments and other current assets",
    total_current_assets: "Total current assets",
    net_fixed_assets: "Property, plant and equipment",
    intangible_assets: "Intangible assets",
    other_non_current_assets: "Other non-current assets",
    total_non_current_assets: "Total non-current assets",
    total_assets: "Total assets",
    trade_payables: "Trade and other payables",
    short_term_debt: "Borrowings",
    current_portion_long_term_debt: "Current portion of long-term borrowings",
    other_current_liabilities: "Other current liabilities",
    total_current_liabilities: "Total current liabilities",
    long_term_debt: "Borrowings",
    other_non_current_liabilities: "Other non-current liabilities",
    total_non_current_liabilities: "Total non-current liabilities",
    total_liabilities: "Total liabilities",
    share_capital: "Share capital",
    retained_earnings: "Retained earnings",
    total_equity: "Total equity",
    total_liabilities_and_equity: "Total equity and liabilities",
    revenue: "Revenue",
    cost_of_goods_sold: "Cost of sales",
    gross_profit: "Gross profit",
    selling_general_administrative: "Administrative expenses",
    other_operating_expenses: "Other expenses",
    other_income: "Other income",
    operating_profit: "Profit from operations",
    depreciation_amortization: "Depreciation and amortisation",
    interest_expense: "Finance costs",
    profit_before_tax: "Profit before taxation",
    income_tax: "Income tax expense",
    net_profit: "Profit for the year",
    net_cash_from_operating_activities: "Net cash generated from operating activities",
    purchase_of_fixed_assets: "Purchase of property, plant and equipment",
    net_cash_from_investing_activities: "Net cash used in investing activities",
    repayment_of_borrowings: "Repayment of borrowings",
    dividends_paid: "Dividends paid to shareholders",
    net_cash_from_financing_activities: "Net cash used in financing activities",
    net_change_in_cash: "Net increase in cash and cash equivalents",
    cash_at_beginning: "Cash and cash equivalents at beginning of the year",
    cash_at_end: "Cash and cash equivalents at end of the year",
  },
  us: {
    cash: "Cash and equivalents",
    trade_receivables: "Accounts receivable, net",
    inventory: "Inventories",
    other_current_assets: "Prepaid expenses and other current assets",
    total_current_assets: "Total current assets",
    net_fixed_assets: "Property and equipment, net",
    intangible_assets: "Goodwill and intangible assets",
    other_non_current_assets: "Other long-term assets",
    total_assets: "Total assets",
    trade_payables: "Accounts payable",
    short_term_debt: "Short-term borrowings",
    current_portion_long_term_debt: "Current maturities of long-term debt",
    other_current_liabilities: "Accrued expenses and other current liabilities",
    total_current_liabilities: "Total current liabilities",
    long_term_debt: "Long-term debt, net of current portion",
    other_non_current_liabilities: "Other long-term liabilities",
    total_liabilities: "Total liabilities",
    share_capital: "Common stock",
    retained_earnings: "Retained earnings",
    total_equity: "Total stockholders' equity",
    total_liabilities_and_equity: "Total liabilities and stockholders' equity",
    revenue: "Net sales",
    cost_of_goods_sold: "Cost of revenue",
    gross_profit: "Gross margin",
    selling_general_administrative: "Selling, general and administrative",
    operating_profit: "Operating income",
    interest_expense: "Interest expense",
    other_income: "Other income, net",
    profit_before_tax: "Income before income taxes",
    income_tax: "Provision for income taxes",
    net_profit: "Net income",
    net_cash_from_operating_activities: "Net cash provided by operating activities",
    purchase_of_fixed_assets: "Capital expenditures",
    net_cash_from_investing_activities: "Net cash used in investing activities",
    repayment_of_borrowings: "Repayments of long-term debt",
    dividends_paid: "Cash dividends paid",
    net_cash_from_financing_activities: "Net cash used in financing activities",
    net_change_in_cash: "Net increase (decrease) in cash and cash equivalents",
    cash_at_beginning: "Cash and cash equivalents, beginning of year",
    cash_at_end: "Cash and cash equivalents, end of year",
  },
};

/** Section headings printed before the first line item of each section. */
const SECTION_BEFORE: Partial<Record<LineItemKey, Record<LabelStyle, string>>> = {
  cash: { plain: "Current assets", ifrs: "Current assets", us: "Current assets:" },
  net_fixed_assets: { plain: "Non-current assets", ifrs: "Non-current assets", us: "Non-current assets:" },
  gross_fixed_assets: { plain: "Non-current assets", ifrs: "Non-current assets", us: "Non-current assets:" },
  trade_payables: { plain: "Current liabilities", ifrs: "Current liabilities", us: "Current liabilities:" },
  long_term_debt: { plain: "Non-current liabilities", ifrs: "Non-current liabilities", us: "Long-term liabilities:" },
  share_capital: { plain: "Equity", ifrs: "Equity", us: "Stockholders' equity:" },
  net_cash_from_operating_activities: {
    plain: "Operating activities",
    ifrs: "Cash flows from operating activities",
    us: "Operating activities:",
  },
  purchase_of_fixed_assets: {
    plain: "Investing activities",
    ifrs: "Cash flows from investing activities",
    us: "Investing activities:",
  },
  repayment_of_borrowings: {
    plain: "Financing activities",
    ifrs: "Cash flows from financing activities",
    us: "Financing activities:",
  },
};

const TOTAL_KEYS = new Set<LineItemKey>([
  "total_current_assets",
  "total_non_current_assets",
  "total_assets",
  "total_current_liabilities",
  "total_non_current_liabilities",
  "total_liabilities",
  "total_equity",
  "total_liabilities_and_equity",
  "gross_profit",
  "operating_profit",
  "profit_before_tax",
  "net_profit",
  "net_cash_from_operating_activities",
  "net_cash_from_investing_activities",
  "net_cash_from_financing_activities",
  "net_change_in_cash",
  "cash_at_end",
]);

/**
 * Rows of a statement from canonical figures: one row per key present (in the order given), each
 * printed with the style's label, section headings inserted where a section starts. `figures[i]`
 * is the column i value of each key. Keys the style has no label for use the plain label.
 */
export function rowsFromFigures(
  keys: readonly LineItemKey[],
  figures: ReadonlyArray<Partial<Record<LineItemKey, number>>>,
  style: LabelStyle = "plain",
  opts: { sections?: boolean; notes?: Partial<Record<LineItemKey, string>> } = {},
): StatementRow[] {
  const rows: StatementRow[] = [];
  const sectionsDone = new Set<string>();
  for (const key of keys) {
    if (figures.every((f) => f[key] === undefined)) continue;
    const section = SECTION_BEFORE[key]?.[style];
    if (opts.sections !== false && section && !sectionsDone.has(section)) {
      sectionsDone.add(section);
      rows.push({ kind: "section", label: section });
    }
    rows.push({
      label: printedLabels[style][key] ?? (printedLabels.plain[key] as string),
      values: figures.map((f) => f[key] ?? null),
      bold: TOTAL_KEYS.has(key),
      note: opts.notes?.[key],
    });
  }
  return rows;
}
