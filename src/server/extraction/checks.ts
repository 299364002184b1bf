import {
  chartOfAccounts,
  type DocumentType,
  expenseKeys,
  type LineItem,
  type LineItemKey,
} from "../../contract/chart-of-accounts";
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

/** Checks of how a statement was read rather than of its arithmetic: they confirm no figure. */
const READING_CHECKS = new Set([
  "period_unambiguous",
  "period_plausible",
  "period_length",
  "scale_plausible",
  "scale_read",
  "values_certain",
  "ocr_confirmed",
  "sign_plausible",
  "number_convention",
  "figures_tied",
  "sign_confirmed",
  "figures_confirmed",
  "totals_printed",
  "statement_recognised",
  "actual_figures",
  "period_ended",
]);

/** The totals a complete statement prints; without any of them the statement was read only in part. */
const GRAND_TOTALS: Record<DocumentType, readonly LineItemKey[]> = {
  balance_sheet: ["total_assets", "total_liabilities_and_equity"],
  income_statement: ["net_profit"],
  cashflow_statement: ["net_change_in_cash", "cash_at_end"],
};

/**
 * A check with the figures it ties (internal: the document stores name, passed and detail).
 * `looseKeys` are tied only as printed lines: the check proves their printed figures add up, not
 * that the reader put each line under the right key, so a figure the reader made (a sum of parts,
 * a label read by its words) is not confirmed by it.
 */
type KeyedCheck = DocumentCheck & { keys?: readonly LineItemKey[]; looseKeys?: readonly LineItemKey[] };

/** Below this an item's confidence makes the document need review. */
export const CONFIDENCE_FLOOR = 0.9;

type Amounts = Partial<Record<LineItemKey, number>>;

const CURRENT_ASSET_KEYS: readonly LineItemKey[] = [
  "cash",
  "trade_receivables",
  "inventory",
  "work_in_progress",
  "other_current_assets",
];

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

function agree(
  name: string,
  label: string,
  expected: number,
  actual: number,
  tol: number,
  keys: readonly LineItemKey[] = [],
): KeyedCheck {
  const diff = Math.abs(expected - actual);
  return {
    name,
    keys,
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

/**
 * The operating-expenses section: operating profit = gross profit (or revenue − cost of sales)
 * − SG&A − other operating expenses, with depreciation and other operating income where the
 * statement prints them inside the section (either way is accepted: statements differ).
 */
function operatingExpensesCheck(a: Amounts, tol: number, staffCosts = 0): KeyedCheck | undefined {
  if (a.operating_profit === undefined) return undefined;
  if (a.selling_general_administrative === undefined && a.other_operating_expenses === undefined) return undefined;
  const fromGross = a.gross_profit !== undefined;
  if (!fromGross && (a.revenue === undefined || a.cost_of_goods_sold === undefined)) return undefined;
  const base = fromGross ? (a.gross_profit as number) : (a.revenue as number) - (a.cost_of_goods_sold as number);
  const opex = (a.selling_general_administrative ?? 0) + (a.other_operating_expenses ?? 0);
  const keys: LineItemKey[] = [
    ...(fromGross ? (["gross_profit"] as const) : (["revenue", "cost_of_goods_sold"] as const)),
    "operating_profit",
    ...(["selling_general_administrative", "other_operating_expenses"] as const).filter((k) => a[k] !== undefined),
  ];
  const variants: Array<{ value: number; with: LineItemKey[] }> = [];
  // reader31: staff costs printed among the expenses are read under no key (the chart keeps them
  // out of SG&A); the section's other lines tie only with them taken off as well.
  for (const staff of staffCosts > 0 ? [false, true] : [false]) {
    for (const da of a.depreciation_amortization === undefined ? [false] : [false, true]) {
      for (const oi of a.other_income === undefined ? [false] : [false, true]) {
        variants.push({
          value:
            base -
            opex -
            (staff ? staffCosts : 0) -
            (da ? (a.depreciation_amortization as number) : 0) +
            (oi ? (a.other_income as number) : 0),
          with: [...(da ? (["depreciation_amortization"] as const) : []), ...(oi ? (["other_income"] as const) : [])],
        });
      }
    }
  }
  const hit = variants.find((v) => Math.abs(v.value - (a.operating_profit as number)) <= tol);
  const chosen = hit ?? (variants[0] as { value: number; with: LineItemKey[] });
  return agree(
    "subtotal_operating_expenses",
    `Operating profit = ${fromGross ? "gross profit" : "revenue − cost of sales"} − operating expenses`,
    chosen.value,
    a.operating_profit,
    tol,
    [...keys, ...chosen.with],
  );
}

const SECTION_WORDS: Record<string, string> = {
  current_assets: "current assets",
  non_current_assets: "non-current assets",
  current_liabilities: "current liabilities",
  non_current_liabilities: "non-current liabilities",
  equity: "equity",
  operating: "operating activities",
  investing: "investing activities",
  financing: "financing activities",
};

/**
 * A section total the statement prints against the lines printed above it in its section: every
 * printed line (read as a chart key or not), or the chart keys read in the section. Either
 * agreeing ties the section's figures; neither agreeing fails only when every line of a
 * balance-sheet section was read as a key (otherwise an unread sub-total may explain the
 * difference: no verdict).
 */
function sectionSumChecks(s: CheckedStatement, tol: (lines: number) => number): KeyedCheck[] {
  const out: KeyedCheck[] = [];
  const seen = new Set<string>();
  for (const t of s.reading?.sectionTotals ?? []) {
    if (seen.has(t.section)) continue;
    const words = SECTION_WORDS[t.section] ?? t.section;
    const name = `section_sum_${t.section}`;
    const lines = Math.abs(t.linesSum - t.printed) <= tol(t.lines);
    const keyed = t.keys.length >= 2 && Math.abs(t.keysSum - t.printed) <= tol(t.keys.length);
    if (lines || keyed) {
      seen.add(t.section);
      out.push({
        name,
        passed: true,
        keys: [t.total, ...t.keys],
        // The printed lines add up but the keys read from them do not (a line left unread, or a key
        // holding a figure from outside the section): the lines are tied, not the reader's keys.
        ...(keyed ? {} : { looseKeys: t.keys }),
        detail: `Total ${words}: ${fmt(t.printed)} agrees with the ${lines ? `${t.lines} lines` : "figures"} above it`,
      });
    } else if (t.mappedLines === t.lines && t.keys.length >= 1 && s.documentType === "balance_sheet") {
      // (Cash-flow lines print outflows either way, with or without parentheses: their printed
      // sum says nothing certain, so a cash-flow section only ever ties.)
      seen.add(t.section);
      out.push({
        name,
        passed: false,
        detail: `Total ${words}: ${fmt(t.printed)} printed, its lines add up to ${fmt(t.linesSum)} (off by ${fmt(Math.abs(t.linesSum - t.printed))})`,
      });
    }
  }
  return out;
}

/** Balance-sheet keys that may be negative: reserves and equity (a deficit). Every other one may not. */
const BALANCE_SHEET_MAY_BE_NEGATIVE: readonly LineItemKey[] = ["retained_earnings", "total_equity"];

/** Keys that are never negative under the chart's conventions (chart-of-accounts.ts). */
const NON_NEGATIVE: Record<DocumentType, readonly LineItemKey[]> = {
  balance_sheet: chartOfAccounts.balance_sheet.filter((k) => !BALANCE_SHEET_MAY_BE_NEGATIVE.includes(k)),
  income_statement: ["revenue", ...expenseKeys.filter((k) => k !== "income_tax")],
  cashflow_statement: [],
};
/** Cash-flow outflows: never positive. */
const NON_POSITIVE: readonly LineItemKey[] = ["purchase_of_fixed_assets", "repayment_of_borrowings", "dividends_paid"];

/**
 * Sign plausibility: no figure against the chart's sign convention (a negative expense or asset,
 * a positive outflow). The reader stores signs by the convention; a sign it had to change from
 * the print (notes of kind `sign`) is reported here when no total confirms it.
 */
function signCheck(s: CheckedStatement): KeyedCheck | undefined {
  const wrong: string[] = [];
  for (const i of s.lineItems) {
    if (NON_NEGATIVE[s.documentType].includes(i.key) && i.amount < 0) wrong.push(`${i.label || i.key} is negative`);
    if (s.documentType === "cashflow_statement" && NON_POSITIVE.includes(i.key) && i.amount > 0) {
      wrong.push(`${i.label || i.key} is an inflow`);
    }
  }
  const ruled = s.lineItems.some(
    (i) =>
      NON_NEGATIVE[s.documentType].includes(i.key) ||
      (s.documentType === "cashflow_statement" && NON_POSITIVE.includes(i.key)),
  );
  if (!ruled) return undefined;
  return {
    name: "sign_plausible",
    passed: wrong.length === 0,
    detail:
      wrong.length === 0 ? "Every figure has the sign its account takes" : `Implausible sign: ${wrong.join("; ")}`,
  };
}

/**
 * Figures not read from one unambiguous labelled line (the reader's notes) must be tied by a
 * passed check; each kind of note is reported by its own check.
 */
function noteChecks(s: CheckedStatement, checks: readonly KeyedCheck[]): KeyedCheck[] {
  const notes = s.reading?.notes ?? [];
  if (notes.length === 0) return [];
  const tied = new Set(checks.filter((c) => c.passed && !READING_CHECKS.has(c.name)).flatMap((c) => c.keys ?? []));
  // A figure the reader made is confirmed only by a check that ties the keys themselves.
  const tiedMade = new Set(
    checks
      .filter((c) => c.passed && !READING_CHECKS.has(c.name))
      .flatMap((c) => (c.keys ?? []).filter((k) => !c.looseKeys?.includes(k))),
  );
  const label = (k: LineItemKey) => s.lineItems.find((i) => i.key === k)?.label || k;
  const out: KeyedCheck[] = [];
  const byKind = (kind: "sign" | "derived" | "convention") => notes.filter((n) => n.kind === kind);
  const convention = byKind("convention");
  if (convention.length > 0) {
    // A figure in another convention is off by a thousand: no tie makes it right.
    out.push({
      name: "number_convention",
      passed: false,
      detail: `One number convention per document: ${convention.map((n) => `${label(n.key)}: ${n.detail}`).join("; ")}`,
    });
  }
  const sign = byKind("sign").filter((n) => !tied.has(n.key));
  if (sign.length > 0) {
    out.push({
      name: "sign_confirmed",
      passed: false,
      detail: `Sign changed from the print and no total confirms it: ${sign.map((n) => `${label(n.key)} (${n.detail})`).join("; ")}`,
    });
  }
  const derived = byKind("derived");
  if (derived.length > 0) {
    const untied = derived.filter((n) => !(n.made ? tiedMade : tied).has(n.key));
    out.push({
      name: "figures_tied",
      passed: untied.length === 0,
      detail:
        untied.length === 0
          ? `Figures not read from one labelled line are confirmed by totals: ${[...new Set(derived.map((n) => label(n.key)))].join(", ")}`
          : `Not read from one labelled line and no total confirms it: ${untied.map((n) => `${label(n.key)} (${n.detail})`).join("; ")}`,
    });
  }
  return out;
}

/**
 * A statement read without any of its grand totals (a balance sheet of two lines, no total assets)
 * is a part of a statement, or a note's table: it is trusted only when a check ties every one of
 * its figures (issue 22: each figure tied or read from an unambiguous line of a whole statement).
 */
function totalsCheck(s: CheckedStatement, checks: readonly KeyedCheck[]): KeyedCheck | undefined {
  const totals = GRAND_TOTALS[s.documentType];
  if (s.lineItems.some((i) => totals.includes(i.key))) return undefined;
  const tied = new Set(checks.filter((c) => c.passed && !READING_CHECKS.has(c.name)).flatMap((c) => c.keys ?? []));
  const untied = s.lineItems.filter((i) => !tied.has(i.key));
  const names = totals.map((k) => k.replace(/_/g, " ")).join(" or ");
  return {
    name: "totals_printed",
    passed: untied.length === 0,
    detail:
      untied.length === 0
        ? `No ${names} read, but every figure is tied by a check`
        : `No ${names} read (a part of the statement?) and no check ties ${untied.map((i) => i.label || i.key).join(", ")}`,
  };
}

function statementChecks(s: CheckedStatement, fileLargest = 0): KeyedCheck[] {
  const a = amountsOf(s.lineItems);
  const scale = s.reading?.scale ?? 1;
  const tol = (lines: number) => tolerance(a, lines, scale);
  const checks: KeyedCheck[] = [];
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
          ["total_assets", "total_liabilities", "total_equity"],
        ),
      );
      // The grand total of the claims side, printed as well, is the total of the assets side.
      if (has("total_liabilities_and_equity")) {
        checks.push(
          agree(
            "balance_sheet_total",
            "Total liabilities and equity = total assets",
            v("total_liabilities_and_equity"),
            v("total_assets"),
            tol(2),
            ["total_assets", "total_liabilities_and_equity"],
          ),
        );
      }
    } else if (has("total_assets", "total_liabilities_and_equity")) {
      checks.push(
        agree(
          "balance_sheet_identity",
          "Total assets = total liabilities and equity",
          v("total_liabilities_and_equity"),
          v("total_assets"),
          tol(2),
          ["total_assets", "total_liabilities_and_equity"],
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
          ["total_assets", "total_current_assets", "total_non_current_assets"],
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
          ["total_liabilities", "total_current_liabilities", "total_non_current_liabilities"],
        ),
      );
    }
    if (has("gross_fixed_assets", "accumulated_depreciation", "net_fixed_assets")) {
      checks.push(
        agree(
          "subtotal_fixed_assets",
          "Net fixed assets = gross fixed assets − accumulated depreciation",
          v("gross_fixed_assets") - v("accumulated_depreciation"),
          v("net_fixed_assets"),
          tol(3),
          ["gross_fixed_assets", "accumulated_depreciation", "net_fixed_assets"],
        ),
      );
    }
    const current = sumOf(a, CURRENT_ASSET_KEYS);
    if (has("total_current_assets") && current !== undefined && has("other_current_assets")) {
      checks.push(
        agree(
          "subtotal_current_assets",
          "Total current assets = sum of its lines",
          current,
          v("total_current_assets"),
          tol(6),
          ["total_current_assets", ...CURRENT_ASSET_KEYS],
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
          ["revenue", "cost_of_goods_sold", "gross_profit"],
        ),
      );
    }
    const operating = operatingExpensesCheck(a, tol(6), s.reading?.staffCosts);
    if (operating) checks.push(operating);
    if (has("operating_profit", "interest_expense", "profit_before_tax")) {
      const other = a.other_income ?? 0;
      checks.push(
        agree(
          "income_chain_profit_before_tax",
          "Profit before tax = operating profit − interest (+ other income)",
          v("operating_profit") - v("interest_expense") + other,
          v("profit_before_tax"),
          tol(4),
          [
            "operating_profit",
            "interest_expense",
            "profit_before_tax",
            ...(a.other_income === undefined ? [] : (["other_income"] as const)),
          ],
        ),
      );
    }
    if (has("profit_before_tax", "income_tax", "net_profit")) {
      const plain = agree(
        "income_chain_net_profit",
        "Net profit = profit before tax − income tax",
        v("profit_before_tax") - v("income_tax"),
        v("net_profit"),
        tol(3),
        ["profit_before_tax", "income_tax", "net_profit"],
      );
      // reader34: with discontinued operations printed after the continuing operations' tax, the
      // profit for the year includes their result after tax (StatementReading.discontinued).
      const gone = s.reading?.discontinued;
      checks.push(
        plain.passed || gone === undefined
          ? plain
          : agree(
              "income_chain_net_profit",
              "Net profit = profit before tax − income tax + discontinued operations after tax",
              v("profit_before_tax") - v("income_tax") + gone,
              v("net_profit"),
              tol(4),
              ["profit_before_tax", "income_tax", "net_profit"],
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
          ["cash_at_beginning", "net_change_in_cash", "cash_at_end"],
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
          [
            "net_change_in_cash",
            "net_cash_from_operating_activities",
            "net_cash_from_investing_activities",
            "net_cash_from_financing_activities",
          ],
        ),
      );
    }
  }

  checks.push(...sectionSumChecks(s, tol));
  const signs = signCheck(s);
  if (signs) checks.push(signs);
  if (s.reading?.periodCheck) checks.push({ name: "period_plausible", ...s.reading.periodCheck });
  if (s.reading?.periodLengthCheck) checks.push({ name: "period_length", ...s.reading.periodLengthCheck });

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
  // A scale word printed over the statement that the scale used disagrees with (extract.ts).
  if (s.reading?.scaleUnread) {
    checks.push({
      name: "scale_read",
      passed: false,
      detail: `A scale is printed ('${s.reading.scaleUnread}') that was not read: amounts taken as ${
        s.reading.scale === 1 ? "units" : `×${s.reading.scale}`
      }`,
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
function tieChecks(s: CheckedStatement, samePeriod: readonly CheckedStatement[]): KeyedCheck[] {
  const checks: KeyedCheck[] = [];
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
        ["cash", "cash_at_end"],
      ),
    );
  }
  return checks;
}

/**
 * A statement whose title the reader does not know, recognised by its lines (extract.ts,
 * `kindByContent`): its kind and every figure's meaning were inferred, so it is trusted only when
 * a check that passed ties every one of its figures.
 */
function recognisedCheck(s: CheckedStatement, checks: readonly KeyedCheck[]): KeyedCheck | undefined {
  const title = s.reading?.titleUnknown;
  if (title === undefined) return undefined;
  const tied = new Set(checks.filter((c) => c.passed && !READING_CHECKS.has(c.name)).flatMap((c) => c.keys ?? []));
  const untied = s.lineItems.filter((i) => !tied.has(i.key));
  const kind = s.documentType.replace(/_/g, " ");
  return {
    name: "statement_recognised",
    passed: untied.length === 0,
    detail:
      untied.length === 0
        ? `Title "${title}" not known; read as a ${kind} by its lines, and every figure is tied by a check`
        : `Title "${title}" not known; read as a ${kind} by its lines, and no check ties ${untied.map((i) => i.label || i.key).join(", ")}`,
  };
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
  const checks: KeyedCheck[] = [...statementChecks(statement, fileLargest), ...tieChecks(statement, samePeriod)];
  checks.push(...noteChecks(statement, checks));
  const partial = totalsCheck(statement, checks);
  if (partial) checks.push(partial);
  const recognised = recognisedCheck(statement, checks);
  if (recognised) checks.push(recognised);
  // reader28: a statement titled as a plan (budget, forecast, pro forma, Planbilanz) whose column
  // headed as actual alone was read: never trusted without a person, whatever its totals tie.
  const plan = statement.reading?.lookAlike;
  if (plan !== undefined) {
    checks.push({
      name: "actual_figures",
      passed: false,
      detail: `Title "${plan}" names a plan, budget, forecast or pro forma statement: only the column headed as actual was read; confirm it holds the company's actual figures`,
    });
  }
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
    const confirming = checks.filter((c) => c.passed && !READING_CHECKS.has(c.name));
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
  return {
    checks: checks.map(({ name, passed, detail }) => ({ name, passed, detail })),
    reviewStatus: allPassed ? "auto_accepted" : "needs_review",
  };
}

const DAY_MS = 86_400_000;

/**
 * reader28: a statement whose period ends after the day it is checked cannot hold actual figures (a
 * budget, a forecast, a misread year): held, whatever its totals tie. Only a failing check is added.
 */
function periodEndedCheck(s: CheckedStatement, today: Date): DocumentCheck | undefined {
  const day = today.toISOString().slice(0, 10);
  if (s.period <= day) return undefined;
  return {
    name: "period_ended",
    passed: false,
    detail: `The period ends ${s.period}, after today (${day}): not the company's actual figures`,
  };
}

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
      ["cash", "cash_at_beginning"],
    );
  }
  return undefined;
}

/**
 * Periods of one kind that overlap in one file: two yearly income (or cash flow) statements whose
 * ends are less than a year apart, or two quarterly ones less than a quarter apart, cannot both be
 * what their period type says (a quarter column read as a year). Balance sheets are points in time
 * and are not compared.
 */
function overlappingPeriodCheck(s: CheckedStatement, all: readonly CheckedStatement[]): DocumentCheck | undefined {
  if (s.documentType === "balance_sheet") return undefined;
  const end = (o: CheckedStatement) => Date.parse(`${o.period}T00:00:00Z`) / DAY_MS;
  const least = s.periodType === "yearly" ? 350 : 85;
  const clash = all.find(
    (o) =>
      o !== s &&
      o.documentType === s.documentType &&
      o.periodType === s.periodType &&
      o.period !== s.period &&
      Math.abs(end(o) - end(s)) < least,
  );
  if (!clash) return undefined;
  return {
    name: "period_length",
    passed: false,
    detail: `Another ${s.periodType} statement of this file ends ${clash.period}, less than a ${
      s.periodType === "yearly" ? "year" : "quarter"
    } from ${s.period}: the periods overlap, so a column's period length was misread`,
  };
}

/**
 * Checks every statement of one file: ties between statements of the same period, and the
 * opening-cash tie between a period and the one before.
 */
export function checkStatements(statements: readonly CheckedStatement[], today: Date = new Date()): CheckResult[] {
  const unstated = statements.filter((o) => o.reading && o.reading.scale === 1 && o.reading.scaleSource === null);
  const fileLargest = Math.max(0, ...unstated.flatMap((o) => o.lineItems.map((i) => Math.abs(i.amount))));
  return statements.map((s) => {
    const result = checkStatement(
      s,
      statements.filter((o) => o.period === s.period && o.periodType === s.periodType),
      unstated.includes(s) ? fileLargest : 0,
    );
    const between = [
      openingCashCheck(s, statements),
      overlappingPeriodCheck(s, statements),
      periodEndedCheck(s, today),
    ].filter((c): c is DocumentCheck => c !== undefined);
    if (between.length === 0) return result;
    const checks = [...result.checks, ...between.map(({ name, passed, detail }) => ({ name, passed, detail }))];
    return { checks, reviewStatus: checks.every((c) => c.passed) ? result.reviewStatus : "needs_review" };
  });
}
