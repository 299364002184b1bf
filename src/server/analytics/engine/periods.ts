import type { PeriodType } from "../../../contract/analytics";
import type { DocumentType } from "../../../contract/chart-of-accounts";
import type { BalanceSheet, CashflowStatement, IncomeStatement, PeriodStatements } from "./types";

/** One extracted statement, as the engine needs it. */
export interface StatementInput {
  documentType: DocumentType;
  /** Period end (flows) or as-at date (balance sheet), YYYY-MM-DD. */
  period: string;
  /** Length of the period of a flow statement; balance sheets may leave it unset. */
  periodType?: PeriodType | undefined;
  lineItems: Record<string, number>;
  /** Later wins when two documents describe the same statement and period (e.g. a restated file). */
  order: number;
  /** The document's id, reported back in `sourceIds`. */
  id?: string;
}

/** Days two balance sheets' dates may differ by and still count as the same period end. */
const TOLERANCE_DAYS = 10;
const DAY_MS = 86_400_000;

function toUtc(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** The date `months` months before `date` (day of month clamped, so 31 May − 3 months = 28/29 Feb). */
export function monthsBefore(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) - months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${String(year).padStart(4, "0")}-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function latest(docs: StatementInput[]): StatementInput | undefined {
  let best: StatementInput | undefined;
  for (const d of docs) if (!best || d.order >= best.order) best = d;
  return best;
}

function group<K>(docs: StatementInput[], key: (d: StatementInput) => K): Map<K, StatementInput[]> {
  const m = new Map<K, StatementInput[]>();
  for (const d of docs) {
    const k = key(d);
    const list = m.get(k);
    if (list) list.push(d);
    else m.set(k, [d]);
  }
  return m;
}

/**
 * Groups statements into periods (docs/metrics.md, Periods):
 * - a period is an end date and a period type; flow statements (income, cash flow) carry theirs
 *   (yearly when unset);
 * - a balance sheet belongs to every period ending on its date; a balance sheet dated where no
 *   flow statement ends makes a period of its own: its own period type if known, else yearly when
 *   its month and day are a financial year end of the subject (or no yearly flows are known), else quarterly;
 * - the opening balance sheet of a period is the one dated 12 months (yearly) or 3 months
 *   (quarterly) before its end, within 10 days;
 * - of several documents for one statement and period, the latest wins.
 */
export function buildPeriods(statements: readonly StatementInput[]): PeriodStatements[] {
  const balance = new Map<string, StatementInput>();
  for (const [date, docs] of group(
    statements.filter((s) => s.documentType === "balance_sheet"),
    (d) => d.period,
  )) {
    const doc = latest(docs);
    if (doc) balance.set(date, doc);
  }
  const flows = statements.filter((s) => s.documentType !== "balance_sheet");
  const flowKey = (d: StatementInput) => `${d.period}|${d.periodType ?? "yearly"}|${d.documentType}`;
  const flowDocs = new Map<string, StatementInput>();
  for (const [key, docs] of group(flows, flowKey)) {
    const doc = latest(docs);
    if (doc) flowDocs.set(key, doc);
  }

  const periods = new Map<string, { period: string; periodType: PeriodType }>();
  const yearEnds = new Set<string>();
  for (const d of flows) {
    const periodType = d.periodType ?? "yearly";
    periods.set(`${d.period}|${periodType}`, { period: d.period, periodType });
    if (periodType === "yearly") yearEnds.add(d.period.slice(5));
  }
  const flowDates = new Set(flows.map((d) => d.period));
  for (const [date, doc] of balance) {
    if (flowDates.has(date)) continue;
    const periodType: PeriodType =
      doc.periodType ?? (yearEnds.size === 0 || yearEnds.has(date.slice(5)) ? "yearly" : "quarterly");
    periods.set(`${date}|${periodType}`, { period: date, periodType });
  }

  const balanceNear = (date: string): StatementInput | undefined => {
    const exact = balance.get(date);
    if (exact) return exact;
    const t = toUtc(date);
    let best: { diff: number; doc: StatementInput } | undefined;
    for (const [d, doc] of balance) {
      const diff = Math.abs(toUtc(d) - t) / DAY_MS;
      if (diff <= TOLERANCE_DAYS && (!best || diff < best.diff)) best = { diff, doc };
    }
    return best?.doc;
  };

  const out: PeriodStatements[] = [];
  for (const { period, periodType } of periods.values()) {
    const income = flowDocs.get(`${period}|${periodType}|income_statement`);
    const cashflow = flowDocs.get(`${period}|${periodType}|cashflow_statement`);
    const p: PeriodStatements = { period, periodType };
    const bs = balance.get(period);
    if (bs) p.balanceSheet = bs.lineItems as BalanceSheet;
    if (income) p.incomeStatement = income.lineItems as IncomeStatement;
    if (cashflow) p.cashflow = cashflow.lineItems as CashflowStatement;
    const opening = balanceNear(monthsBefore(period, periodType === "yearly" ? 12 : 3));
    if (opening) p.openingBalanceSheet = opening.lineItems as BalanceSheet;
    const ids = [bs, income, cashflow, opening].flatMap((d) => (d?.id === undefined ? [] : [d.id]));
    if (ids.length > 0) p.sourceIds = ids;
    out.push(p);
  }
  out.sort((a, b) => (a.period === b.period ? a.periodType.localeCompare(b.periodType) : a.period < b.period ? -1 : 1));
  return out;
}
