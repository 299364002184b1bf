import type { DocumentType, LineItem, LineItemKey } from "../../contract/chart-of-accounts";
import type { DocumentCheck, ReviewStatus } from "../../contract/documents";
import type { StatementReading } from "./extract";

/**
 * The checks every extracted document goes through (api-design §13): what the figures of one
 * statement, and of the statements of the same period beside it, must satisfy for the reading to
 * be trusted without a person looking. A check that cannot be made (a total the statement does not
 * print) is left out rather than reported as passed; the document is `auto_accepted` only when
 * every check that could be made passed and nothing in the reading was uncertain.
 */
export interface CheckedStatement {
  documentType: DocumentType;
  period: string;
  periodType: "yearly" | "quarterly";
  lineItems: readonly LineItem[];
  reading?: StatementReading;
}

export interface CheckResult {
  checks: DocumentCheck[];
  reviewStatus: Exclude<ReviewStatus, "reviewed">;
}

/** Checks of how a statement was read rather than of its arithmetic. */
const READING_CHECKS = new Set(["period_unambiguous", "scale_plausible", "values_certain", "ocr_confirmed"]);

/** Below this an item's confidence makes the document need review. */
export const CONFIDENCE_FLOOR = 0.9;

type Amounts = Partial<Record<LineItemKey, number>>;

function amountsOf(items: readonly LineItem[]): Amounts {
  const out: Amounts = {};
  for (const i of items) out[i.key] = i.amount;
  return out;
}

/**
 * How far two printed figures may differ and still agree: statements round each line to the unit
 * they print in (units, thousands, millions), so sums may be off by about half a unit a line.
 */
function tolerance(amounts: Amounts, lines: number, scale: number): number {
  const largest = Math.max(1, ...Object.values(amounts).map((v) => Math.abs(v ?? 0)));
  // Unknown scale: assume figures are printed to the largest unit that still shows 4 digits.
  const unit = scale > 1 ? scale : 10 ** Math.max(0, Math.floor(Math.log10(largest)) - 5);
  return Math.max(1, (unit / 2) * Math.max(2, lines));
}

const fmt = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 2 });

function agree(name: string, label: string, expected: number, actual: number, tol: number): DocumentCheck {
  const diff = Math.abs(expected - actual);
  return {
    name,
    passed: diff <= tol,
    detail:
      diff <= tol
        ? `${label}: ${fmt(actual)} agrees with ${fmt(expected)}`
        : `${label}: ${fmt(actual)} printed, ${fmt(expected)} computed (off by ${fmt(diff)})`,
  };
}

/** Sum of the components that are present, or undefined when fewer than two are. */
function sumOf(a: Amounts, keys: readonly LineItemKey[]): number | undefined {
  const present = keys.filter((k) => a[k] !== undefined);
  if (present.length < 2) return undefined;
  return present.reduce((s, k) => s + (a[k] ?? 0), 0);
}

function statementChecks(s: CheckedStatement, fileLargest = 0): DocumentCheck[] {
  const a = amountsOf(s.lineItems);
  const scale = s.reading?.scale ?? 1;
  const tol = (lines: number) => tolerance(a, lines, scale);
  const checks: DocumentCheck[] = [];
  const has = (...keys: LineItemKey[]) => keys.every((k) => a[k] !== undefined);
  const v = (k: LineItemKey) => a[k] ?? 0;

  if (s.documentType === "balance_sheet") {
    if (has("total_assets", "total_liabilities", "total_equity")) {
      checks.push(
        agree(
          "balance_sheet_identity",
          "Total assets = total liabilities + total equity",
          v("total_liabilities") + v("total_equity"),
          v("total_assets"),
          tol(2),
        ),
      );
    } else if (has("total_assets", "total_liabilities_and_equity")) {
      checks.push(
        agree(
          "balance_sheet_identity",
          "Total assets = total liabilities and equity",
          v("total_liabilities_and_equity"),
          v("total_assets"),
          tol(2),
        ),
      );
    }
    if (has("total_assets", "total_current_assets", "total_non_current_assets")) {
      checks.push(
        agree(
          "subtotal_assets",
          "Total assets = current + non-current assets",
          v("total_current_assets") + v("total_non_current_assets"),
          v("total_assets"),
          tol(2),
        ),
      );
    }
    if (has("total_liabilities", "total_current_liabilities", "total_non_current_liabilities")) {
      checks.push(
        agree(
          "subtotal_liabilities",
          "Total liabilities = current + non-current liabilities",
          v("total_current_liabilities") + v("total_non_current_liabilities"),
          v("total_liabilities"),
          tol(2),
        ),
      );
    }
    const current = sumOf(a, ["cash", "trade_receivables", "inventory", "work_in_progress", "other_current_assets"]);
    if (has("total_current_assets") && current !== undefined && has("other_current_assets")) {
      checks.push(
        agree(
          "subtotal_current_assets",
          "Total current assets = sum of its lines",
          current,
          v("total_current_assets"),
          tol(6),
        ),
      );
    }
  }

  if (s.documentType === "income_statement") {
    if (has("revenue", "cost_of_goods_sold", "gross_profit")) {
      checks.push(
        agree(
          "income_chain_gross_profit",
          "Gross profit = revenue − cost of sales",
          v("revenue") - v("cost_of_goods_sold"),
          v("gross_profit"),
          tol(3),
        ),
      );
    }
    if (has("operating_profit", "interest_expense", "profit_before_tax")) {
      const other = a.other_income ?? 0;
      checks.push(
        agree(
          "income_chain_profit_before_tax",
          "Profit before tax = operating profit − interest (+ other income)",
          v("operating_profit") - v("interest_expense") + other,
          v("profit_before_tax"),
          tol(4),
        ),
      );
    }
    if (has("profit_before_tax", "income_tax", "net_profit")) {
      checks.push(
        agree(
          "income_chain_net_profit",
          "Net profit = profit before tax − income tax",
          v("profit_before_tax") - v("income_tax"),
          v("net_profit"),
          tol(3),
        ),
      );
    }
  }

  if (s.documentType === "cashflow_statement") {
    if (has("cash_at_beginning", "net_change_in_cash", "cash_at_end")) {
      checks.push(
        agree(
          "cash_flow_articulation",
          "Closing cash = opening cash + net change",
          v("cash_at_beginning") + v("net_change_in_cash"),
          v("cash_at_end"),
          tol(3),
        ),
      );
    }
    const activities = sumOf(a, [
      "net_cash_from_operating_activities",
      "net_cash_from_investing_activities",
      "net_cash_from_financing_activities",
    ]);
    if (
      activities !== undefined &&
      has("net_change_in_cash", "net_cash_from_operating_activities", "net_cash_from_investing_activities")
    ) {
      checks.push(
        agree(
          "subtotal_cash_flows",
          "Net change in cash = operating + investing + financing",
          activities,
          v("net_change_in_cash"),
          tol(4),
        ),
      );
    }
  }

  // A scale that was assumed (no phrase found) with figures too small for a company's statements.
  if (s.reading && s.reading.scale === 1 && s.reading.scaleSource === null) {
    // The file's other statements printed in the same (unstated) unit count too: a cash flow
    // statement of small figures beside a balance sheet of large ones is in the same unit.
    const largest = Math.max(fileLargest, ...Object.values(a).map((x) => Math.abs(x ?? 0)));
    checks.push({
      name: "scale_plausible",
      passed: largest >= 1000,
      detail:
        largest >= 1000
          ? `No scale printed; amounts read as units (largest ${fmt(largest)})`
          : `No scale printed and the largest amount is ${fmt(largest)}: the statement may be in thousands or millions`,
    });
  }
  if (s.reading) {
    checks.push({
      name: "period_unambiguous",
      passed: !s.reading.periodAmbiguous,
      detail: s.reading.periodAmbiguous
        ? `The column's period (${s.period}) could not be told for certain`
        : `Period ${s.period} read from the column header`,
    });
  }
  return checks;
}

/** Ties between the statements of one period: cash in the balance sheet and the cash flow statement. */
function tieChecks(s: CheckedStatement, samePeriod: readonly CheckedStatement[]): DocumentCheck[] {
  const checks: DocumentCheck[] = [];
  const balance = samePeriod.find((o) => o.documentType === "balance_sheet");
  const cashflow = samePeriod.find((o) => o.documentType === "cashflow_statement");
  if (!balance || !cashflow || (s !== balance && s !== cashflow)) return checks;
  const bs = amountsOf(balance.lineItems);
  const cf = amountsOf(cashflow.lineItems);
  if (bs.cash !== undefined && cf.cash_at_end !== undefined) {
    const tol = tolerance({ ...bs, ...cf }, 2, s.reading?.scale ?? 1);
    checks.push(
      agree(
        "tie_cash",
        "Cash in the balance sheet = closing cash of the cash flow statement",
        bs.cash,
        cf.cash_at_end,
        tol,
      ),
    );
  }
  return checks;
}

/** Items the reader was unsure of (confidence under the floor). */
function uncertainItems(s: CheckedStatement): LineItem[] {
  return s.lineItems.filter((i) => i.confidence !== undefined && i.confidence < CONFIDENCE_FLOOR);
}

/**
 * Checks one statement against itself and the other statements of the same file and period.
 * `samePeriod` may include `statement` itself.
 */
export function checkStatement(
  statement: CheckedStatement,
  samePeriod: readonly CheckedStatement[] = [],
  fileLargest = 0,
): CheckResult {
  const checks = [...statementChecks(statement, fileLargest), ...tieChecks(statement, samePeriod)];
  const uncertain = uncertainItems(statement);
  if (uncertain.length > 0) {
    checks.push({
      name: "values_certain",
      passed: false,
      detail: `Read with low confidence: ${uncertain.map((i) => i.label || i.key).join(", ")}`,
    });
  }
  if (statement.reading?.ocr) {
    // OCR'd figures are trusted only when some total confirms them.
    const confirming = checks.filter(
      (c) => c.passed && c.name !== "period_unambiguous" && c.name !== "scale_plausible",
    );
    checks.push({
      name: "ocr_confirmed",
      passed: confirming.length > 0,
      detail:
        confirming.length > 0
          ? "Read by OCR from a page image; confirmed by the totals"
          : "Read by OCR from a page image and no total could confirm the figures",
    });
  }
  // Figures no total could confirm are not trusted without a person looking.
  const arithmetic = checks.filter((c) => !READING_CHECKS.has(c.name));
  if (arithmetic.length === 0) {
    checks.push({
      name: "figures_confirmed",
      passed: false,
      detail: "No total or tie on the statement could confirm its figures",
    });
  }
  const allPassed = checks.every((c) => c.passed);
  return { checks, reviewStatus: allPassed ? "auto_accepted" : "needs_review" };
}

const DAY_MS = 86_400_000;

/** The date one period before `period` (a year, or three months for quarters), as YYYY-MM-DD. */
function previousPeriodEnd(period: string, periodType: "yearly" | "quarterly"): number {
  const [y, m, d] = period.split("-").map(Number) as [number, number, number];
  const back = periodType === "yearly" ? Date.UTC(y - 1, m - 1, 1) : Date.UTC(y, m - 4, 1);
  const dt = new Date(back);
  // The same day of the month, or the month's last day (28/29 February, 30 June).
  const last = new Date(Date.UTC(dt.getUTCFullYear(), dt.getUTCMonth() + 1, 0)).getUTCDate();
  return Date.UTC(dt.getUTCFullYear(), dt.getUTCMonth(), Math.min(d, last));
}

/**
 * The tie between periods in one file: the opening cash of a period's cash flow statement is the
 * cash of the balance sheet at the end of the period before. It catches columns read in the wrong
 * order, which every tie within one period misses (each statement is then wrong the same way).
 */
function openingCashCheck(s: CheckedStatement, all: readonly CheckedStatement[]): DocumentCheck | undefined {
  const pairs: Array<[CheckedStatement, CheckedStatement]> = [];
  const near = (a: number, b: string) => Math.abs(a - Date.parse(`${b}T00:00:00Z`)) <= 5 * DAY_MS;
  if (s.documentType === "cashflow_statement") {
    const start = previousPeriodEnd(s.period, s.periodType);
    for (const o of all) if (o.documentType === "balance_sheet" && near(start, o.period)) pairs.push([s, o]);
  } else if (s.documentType === "balance_sheet") {
    for (const o of all) {
      if (o.documentType === "cashflow_statement" && near(previousPeriodEnd(o.period, o.periodType), s.period)) {
        pairs.push([o, s]);
      }
    }
  }
  for (const [cf, bs] of pairs) {
    const opening = amountsOf(cf.lineItems).cash_at_beginning;
    const cash = amountsOf(bs.lineItems).cash;
    if (opening === undefined || cash === undefined) continue;
    const tol = tolerance({ cash, cash_at_beginning: opening }, 2, s.reading?.scale ?? 1);
    return agree(
      "tie_opening_cash",
      `Opening cash of the period to ${cf.period} = cash in the balance sheet at ${bs.period}`,
      cash,
      opening,
      tol,
    );
  }
  return undefined;
}

/**
 * Checks every statement of one file: ties between statements of the same period, and the
 * opening-cash tie between a period and the one before.
 */
export function checkStatements(statements: readonly CheckedStatement[]): CheckResult[] {
  const unstated = statements.filter((o) => o.reading && o.reading.scale === 1 && o.reading.scaleSource === null);
  const fileLargest = Math.max(0, ...unstated.flatMap((o) => o.lineItems.map((i) => Math.abs(i.amount))));
  return statements.map((s) => {
    const result = checkStatement(
      s,
      statements.filter((o) => o.period === s.period && o.periodType === s.periodType),
      unstated.includes(s) ? fileLargest : 0,
    );
    const opening = openingCashCheck(s, statements);
    if (!opening) return result;
    const checks = [...result.checks, opening];
    return { checks, reviewStatus: checks.every((c) => c.passed) ? result.reviewStatus : "needs_review" };
  });
}
