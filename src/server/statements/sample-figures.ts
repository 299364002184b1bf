import { chartOfAccounts, expenseKeys, type LineItemKey } from "../../contract/chart-of-accounts";

/**
 * Known figures of one company for two years (in units), internally consistent (totals add up),
 * as the statements print them: expenses and outflows negative. The extraction tests, the bench
 * and the demo data build PDFs from them and know exactly what extraction must return.
 */
export type Figures = Partial<Record<LineItemKey, number>>;

/**
 * The keys the sample prints, in print order. The balance sheet and the cash flow statement print
 * in chart order (rows are only printed for keys with figures: the sample has no work in progress
 * nor gross fixed assets); the income statement prints other income above operating profit.
 */
export const balanceSheetKeys: readonly LineItemKey[] = chartOfAccounts.balance_sheet;

export const incomeStatementKeys: readonly LineItemKey[] = [
  "revenue",
  "cost_of_goods_sold",
  "gross_profit",
  "selling_general_administrative",
  "other_operating_expenses",
  "other_income",
  "depreciation_amortization",
  "operating_profit",
  "interest_expense",
  "profit_before_tax",
  "income_tax",
  "net_profit",
];

export const cashFlowKeys: readonly LineItemKey[] = chartOfAccounts.cashflow_statement;

function balanceSheet(scale: number): Figures {
  const f = (n: number) => n * scale;
  const tca = f(1_250) + f(2_340) + f(1_870) + f(415);
  const tnca = f(6_120) + f(880) + f(300);
  const tcl = f(1_960) + f(750) + f(400) + f(530);
  const tncl = f(2_800) + f(260);
  const equity = f(1_000);
  const totalAssets = tca + tnca;
  const retained = totalAssets - tcl - tncl - equity;
  return {
    cash: f(1_250),
    trade_receivables: f(2_340),
    inventory: f(1_870),
    other_current_assets: f(415),
    total_current_assets: tca,
    net_fixed_assets: f(6_120),
    intangible_assets: f(880),
    other_non_current_assets: f(300),
    total_non_current_assets: tnca,
    total_assets: totalAssets,
    trade_payables: f(1_960),
    short_term_debt: f(750),
    current_portion_long_term_debt: f(400),
    other_current_liabilities: f(530),
    total_current_liabilities: tcl,
    long_term_debt: f(2_800),
    other_non_current_liabilities: f(260),
    total_non_current_liabilities: tncl,
    total_liabilities: tcl + tncl,
    share_capital: equity,
    retained_earnings: retained,
    total_equity: equity + retained,
    total_liabilities_and_equity: totalAssets,
  };
}

function incomeStatement(scale: number): Figures {
  const f = (n: number) => n * scale;
  const revenue = f(18_400);
  const cogs = f(11_200);
  const gross = revenue - cogs;
  const sga = f(3_150);
  const other = f(420);
  const otherIncome = f(95);
  const dep = f(860);
  const op = gross - sga - other + otherIncome - dep;
  const interest = f(310);
  const pbt = op - interest;
  const tax = f(Math.round(((pbt / scale) * 0.25) / 5) * 5);
  return {
    revenue,
    cost_of_goods_sold: -cogs,
    gross_profit: gross,
    selling_general_administrative: -sga,
    other_operating_expenses: -other,
    other_income: otherIncome,
    depreciation_amortization: -dep,
    operating_profit: op,
    interest_expense: -interest,
    profit_before_tax: pbt,
    income_tax: -tax,
    net_profit: pbt - tax,
  };
}

function cashFlow(scale: number, opening: number, closing: number): Figures {
  const f = (n: number) => n * scale;
  const investing = -f(1_340);
  const financing = -f(640) - f(300) + f(200);
  const change = closing - opening;
  const operating = change - investing - financing;
  return {
    net_cash_from_operating_activities: operating,
    purchase_of_fixed_assets: -f(1_340),
    net_cash_from_investing_activities: investing,
    repayment_of_borrowings: -f(640),
    dividends_paid: -f(300),
    net_cash_from_financing_activities: financing,
    net_change_in_cash: change,
    cash_at_beginning: opening,
    cash_at_end: closing,
  };
}

/** The company's figures for the current and the prior year (units), as printed. */
export function sampleYears(unit = 1000): {
  current: Record<"bs" | "is" | "cf", Figures>;
  prior: Record<"bs" | "is" | "cf", Figures>;
} {
  const bsCurrent = balanceSheet(unit);
  const bsPrior = balanceSheet(unit * 0.9);
  const prior2Cash = (bsPrior.cash ?? 0) - 180 * unit;
  return {
    current: { bs: bsCurrent, is: incomeStatement(unit), cf: cashFlow(unit, bsPrior.cash ?? 0, bsCurrent.cash ?? 0) },
    prior: { bs: bsPrior, is: incomeStatement(unit * 0.9), cf: cashFlow(unit * 0.9, prior2Cash, bsPrior.cash ?? 0) },
  };
}

/** Keys whose canonical sign is positive although statements print them negative (expenses). */
const EXPENSES = new Set<LineItemKey>(expenseKeys);

/**
 * What extraction returns for printed figures: canonical signs (expenses positive; cash flow
 * outflows negative, as printed), keyed like the extracted line items.
 */
export function canonical(figures: Figures): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(figures) as Array<[LineItemKey, number]>) {
    out[k] = EXPENSES.has(k) ? Math.abs(v) : v;
  }
  return out;
}
