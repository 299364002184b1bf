import type { BalanceSheet, CashflowStatement, IncomeStatement } from "./types";

/**
 * The quantities the formulas use, derived from the canonical line items with the documented
 * fallbacks of docs/metrics.md ("Line items"). `undefined` means the statements do not allow it.
 *
 * Rules: a total that is printed wins; a missing total is derived from its printed components.
 * An optional line (debt, WIP, intangibles, D&A, interest, tax, other income, capex) that is not
 * printed on a statement that is present counts as zero; a missing key line (revenue, current
 * assets, …) makes every metric that needs it absent.
 */

function sumPrinted(values: Array<number | undefined>): number | undefined {
  const printed = values.filter((v): v is number => v !== undefined);
  return printed.length === 0 ? undefined : printed.reduce((a, b) => a + b, 0);
}

function sub(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined || b === undefined ? undefined : a - b;
}

function add(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined || b === undefined ? undefined : a + b;
}

export interface BalanceFigures {
  cash: number | undefined;
  receivables: number | undefined;
  /** inventory + work in progress (an optional line: zero when neither is printed). */
  inventories: number;
  workInProgress: number;
  payables: number | undefined;
  currentAssets: number | undefined;
  currentLiabilities: number | undefined;
  totalAssets: number | undefined;
  /** Total outside liabilities. */
  totalLiabilities: number | undefined;
  equity: number | undefined;
  tangibleNetWorth: number | undefined;
  netFixedAssets: number | undefined;
  grossFixedAssets: number | undefined;
  shortTermDebt: number;
  cpltd: number;
  longTermDebt: number;
  totalDebt: number;
  /** Total assets − current liabilities. */
  capitalEmployed: number | undefined;
}

export function balanceFigures(bs: BalanceSheet): BalanceFigures {
  const currentAssets =
    bs.total_current_assets ??
    sumPrinted([bs.cash, bs.trade_receivables, bs.inventory, bs.work_in_progress, bs.other_current_assets]);
  const currentLiabilities =
    bs.total_current_liabilities ??
    sumPrinted([
      bs.trade_payables,
      bs.short_term_debt,
      bs.current_portion_long_term_debt,
      bs.other_current_liabilities,
    ]);
  const netFixedAssets =
    bs.net_fixed_assets ??
    (bs.gross_fixed_assets === undefined ? undefined : bs.gross_fixed_assets - (bs.accumulated_depreciation ?? 0));
  const grossFixedAssets =
    bs.gross_fixed_assets ??
    (bs.net_fixed_assets !== undefined && bs.accumulated_depreciation !== undefined
      ? bs.net_fixed_assets + bs.accumulated_depreciation
      : undefined);
  const nonCurrentAssets =
    bs.total_non_current_assets ?? sumPrinted([netFixedAssets, bs.intangible_assets, bs.other_non_current_assets]);
  const totalAssets = bs.total_assets ?? bs.total_liabilities_and_equity ?? add(currentAssets, nonCurrentAssets ?? 0);
  const nonCurrentLiabilities =
    bs.total_non_current_liabilities ?? sumPrinted([bs.long_term_debt, bs.other_non_current_liabilities]) ?? 0;
  const totalLiabilities =
    bs.total_liabilities ??
    (bs.total_equity !== undefined
      ? sub(totalAssets, bs.total_equity)
      : add(currentLiabilities, nonCurrentLiabilities));
  const equity =
    bs.total_equity ??
    sumPrinted([bs.share_capital, bs.retained_earnings]) ??
    (bs.total_liabilities !== undefined ? sub(totalAssets, bs.total_liabilities) : undefined);
  const shortTermDebt = bs.short_term_debt ?? 0;
  const cpltd = bs.current_portion_long_term_debt ?? 0;
  const longTermDebt = bs.long_term_debt ?? 0;
  return {
    cash: bs.cash,
    receivables: bs.trade_receivables,
    inventories: (bs.inventory ?? 0) + (bs.work_in_progress ?? 0),
    workInProgress: bs.work_in_progress ?? 0,
    payables: bs.trade_payables,
    currentAssets,
    currentLiabilities,
    totalAssets,
    totalLiabilities,
    equity,
    tangibleNetWorth: sub(equity, bs.intangible_assets ?? 0),
    netFixedAssets,
    grossFixedAssets,
    shortTermDebt,
    cpltd,
    longTermDebt,
    totalDebt: shortTermDebt + cpltd + longTermDebt,
    capitalEmployed: sub(totalAssets, currentLiabilities),
  };
}

export interface IncomeFigures {
  revenue: number | undefined;
  cogs: number | undefined;
  grossProfit: number | undefined;
  depreciation: number;
  interest: number;
  ebitda: number | undefined;
  ebit: number | undefined;
  pbt: number | undefined;
  pat: number | undefined;
  purchases: number | undefined;
  /** Materials + power + direct labour + manufacturing expenses, when any of them is printed. */
  productionCosts: number | undefined;
}

export function incomeFigures(is: IncomeStatement): IncomeFigures {
  const revenue = is.revenue;
  const cogs = is.cost_of_goods_sold ?? sub(revenue, is.gross_profit);
  const grossProfit = is.gross_profit ?? sub(revenue, cogs);
  const depreciation = is.depreciation_amortization ?? 0;
  const interest = is.interest_expense ?? 0;
  const tax = is.income_tax ?? 0;
  const printedPbt = is.profit_before_tax ?? (is.net_profit === undefined ? undefined : is.net_profit + tax);
  const ebit =
    is.operating_profit ??
    (is.ebitda === undefined ? undefined : is.ebitda - depreciation) ??
    (printedPbt === undefined ? undefined : printedPbt + interest);
  const ebitda = is.ebitda ?? (ebit === undefined ? undefined : ebit + depreciation);
  const pbt = printedPbt ?? (ebit === undefined ? undefined : ebit + (is.other_income ?? 0) - interest);
  const pat = is.net_profit ?? (pbt === undefined ? undefined : pbt - tax);
  return {
    revenue,
    cogs,
    grossProfit,
    depreciation,
    interest,
    ebitda,
    ebit,
    pbt,
    pat,
    purchases: is.purchases,
    productionCosts: sumPrinted([is.raw_materials, is.power_and_fuel, is.direct_labour, is.manufacturing_expenses]),
  };
}

export interface CashflowFigures {
  operating: number | undefined;
  investing: number | undefined;
  financing: number | undefined;
  /** Purchase of fixed assets as a positive amount. */
  capex: number;
  cashAtBeginning: number | undefined;
  cashAtEnd: number | undefined;
}

export function cashflowFigures(cf: CashflowStatement): CashflowFigures {
  return {
    operating: cf.net_cash_from_operating_activities,
    investing: cf.net_cash_from_investing_activities,
    financing: cf.net_cash_from_financing_activities,
    capex: Math.abs(cf.purchase_of_fixed_assets ?? 0),
    cashAtBeginning: cf.cash_at_beginning,
    cashAtEnd: cf.cash_at_end,
  };
}
