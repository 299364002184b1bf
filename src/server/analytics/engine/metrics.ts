import type { MetricType, PeriodType } from "../../../contract/analytics";
import { type BalanceFigures, balanceFigures, cashflowFigures, incomeFigures } from "./figures";
import type { MetricValue, PeriodStatements } from "./types";

type N = number | undefined;

/** Flows of a quarter are multiplied by 4 where a ratio mixes them with balances (docs/metrics.md). */
export function annualisationFactor(periodType: PeriodType): number {
  return periodType === "quarterly" ? 4 : 1;
}

export const DAYS_IN_YEAR = 365;

/** a / b, absent when either is missing or b is zero. */
export function ratio(a: N, b: N): N {
  if (a === undefined || b === undefined || b === 0) return undefined;
  const r = a / b;
  return Number.isFinite(r) ? r : undefined;
}

function add(a: N, b: N): N {
  return a === undefined || b === undefined ? undefined : a + b;
}

function mul(a: N, b: N): N {
  return a === undefined || b === undefined ? undefined : a * b;
}

/** Mean of the opening and closing balance; the closing balance alone when there is no opening balance sheet. */
export function average(opening: N, closing: N): N {
  if (closing === undefined) return undefined;
  return opening === undefined ? closing : (opening + closing) / 2;
}

/** Values are stored rounded to 6 decimals (amounts to the cent and ratios far below display precision). */
function round(v: number): number {
  const r = Math.round(v * 1e6) / 1e6;
  return Object.is(r, -0) ? 0 : r;
}

/**
 * Every metric of one period that its statements allow (docs/metrics.md lists each formula).
 * A metric whose inputs are missing or whose denominator is zero is left out.
 */
export function computeMetrics(p: PeriodStatements): MetricValue[] {
  const f = annualisationFactor(p.periodType);
  const bs: BalanceFigures | undefined = p.balanceSheet ? balanceFigures(p.balanceSheet) : undefined;
  const open: BalanceFigures | undefined = p.openingBalanceSheet ? balanceFigures(p.openingBalanceSheet) : undefined;
  const is = p.incomeStatement ? incomeFigures(p.incomeStatement) : undefined;
  const cf = p.cashflow ? cashflowFigures(p.cashflow) : undefined;

  const avg = (pick: (b: BalanceFigures) => N): N =>
    bs ? average(open ? pick(open) : undefined, pick(bs)) : undefined;
  const annual = (v: N): N => mul(v, f);

  const revenue = is?.revenue;
  const cogs = is?.cogs;
  const ebit = is?.ebit;
  const closingCash = cf?.cashAtEnd ?? bs?.cash;
  const openingCash = cf?.cashAtBeginning ?? open?.cash;
  const fcf = cf && cf.operating !== undefined ? cf.operating - cf.capex : undefined;
  const fcfAnnual = annual(fcf);
  const nwc =
    bs && bs.currentAssets !== undefined && bs.currentLiabilities !== undefined
      ? bs.currentAssets - bs.currentLiabilities
      : undefined;

  // Cost of production: production costs + depreciation + (opening WIP − closing WIP); cost of goods sold where no production cost is printed.
  let cop: N;
  if (is?.productionCosts !== undefined) {
    const wipChange = open && bs ? open.workInProgress - bs.workInProgress : 0;
    cop = is.productionCosts + is.depreciation + wipChange;
  } else {
    cop = cogs;
  }

  // Principal due in the period: current portion of long-term debt at the start of the period (the closing one without an opening balance sheet).
  const principalDue = open ? open.cpltd : bs?.cpltd;
  const debtService = is && principalDue !== undefined ? is.interest * f + principalDue : undefined;
  const cashAccrual = is && is.pat !== undefined ? (is.pat + is.depreciation + is.interest) * f : undefined;

  const inventoryDays = mul(
    ratio(
      avg((b) => b.inventories),
      annual(cogs),
    ),
    DAYS_IN_YEAR,
  );
  const receivableDays = mul(
    ratio(
      avg((b) => b.receivables),
      annual(revenue),
    ),
    DAYS_IN_YEAR,
  );
  const payableDays = mul(
    ratio(
      avg((b) => b.payables),
      annual(is?.purchases ?? cogs),
    ),
    DAYS_IN_YEAR,
  );
  const operatingLeverage = ratio(is?.grossProfit, ebit);
  const financialLeverage = ratio(ebit, is?.pbt);

  const values: Record<MetricType, N> = {
    // brief_cash_flows_profile
    cash_flows_from_operating_activities: cf?.operating,
    cash_flows_from_investing_activities: cf?.investing,
    cash_flows_from_financing_activities: cf?.financing,
    ending_balance: closingCash,
    average_balance: average(openingCash, closingCash),
    // cash_strength
    free_cash_flow: fcf,
    cash_flow_efficiency_1: ratio(cf?.operating, is?.pat),
    cash_flow_efficiency_2: ratio(cf?.operating, revenue),
    // sustenance_of_the_business_growth_thriving
    cap_exp: cf?.capex,
    // production_offtake_indicator
    cop,
    // debt_repayment_capacity_cushion
    dscr: ratio(cashAccrual, debtService),
    iscr: ratio(ebit, is?.interest),
    cpltd_fcf_coverage: ratio(fcfAnnual, bs?.cpltd),
    short_term_debt_cpltd_to_free_cash_flow: ratio(bs ? bs.shortTermDebt + bs.cpltd : undefined, fcfAnnual),
    approximate_repayment_period: ratio(bs?.totalDebt, fcfAnnual),
    // fixed_assets_efficiency
    fixed_assets_turnover_ratio: ratio(
      annual(revenue),
      avg((b) => b.netFixedAssets),
    ),
    fixed_assets_productivity_ratio: ratio(annual(revenue), bs?.grossFixedAssets),
    // profitability
    gross_profit_margin: ratio(is?.grossProfit, revenue),
    ebitda_margin: ratio(is?.ebitda, revenue),
    ebit_margin: ratio(ebit, revenue),
    net_profit_margin: ratio(is?.pat, revenue),
    roace: ratio(
      annual(ebit),
      avg((b) => b.capitalEmployed),
    ),
    // riskiness_of_net_operating_cash_flows
    operating_leverage: operatingLeverage,
    financial_leverage: financialLeverage,
    higher_financial_leverage_and_higher_operating_leverage: mul(operatingLeverage, financialLeverage),
    // short_term_liquidity_and_working_capital
    current_ratio: ratio(bs?.currentAssets, bs?.currentLiabilities),
    quick_ratio: ratio(
      bs?.currentAssets === undefined ? undefined : bs.currentAssets - bs.inventories,
      bs?.currentLiabilities,
    ),
    margin_money_in_nwc: ratio(nwc, bs?.currentAssets),
    margin_money_contribution_to_nwc: ratio(
      nwc,
      bs && bs.currentAssets !== undefined && bs.currentLiabilities !== undefined
        ? bs.currentAssets - (bs.currentLiabilities - bs.shortTermDebt)
        : undefined,
    ),
    // solvency
    total_balance_sheet_leverage: ratio(bs?.totalLiabilities, bs?.tangibleNetWorth),
    margin_money_contribution_to_total_assets: ratio(bs?.tangibleNetWorth, bs?.totalAssets),
    margin_money_contribution_to_tangible_fixed_assets: ratio(bs?.tangibleNetWorth, bs?.netFixedAssets),
    margin_money_contribution_to_ace: ratio(
      bs?.tangibleNetWorth,
      avg((b) => b.capitalEmployed),
    ),
    // working_capital_operating_efficiency
    average_inventory_holding_days: inventoryDays,
    average_trade_receivables_days: receivableDays,
    average_trade_payable_days: payableDays,
    inventory_turnover_ratio: ratio(
      annual(cogs),
      avg((b) => b.inventories),
    ),
    net_working_capital_cycle:
      inventoryDays === undefined || receivableDays === undefined || payableDays === undefined
        ? undefined
        : inventoryDays + receivableDays - payableDays,
  };

  // What the scorecard's bands apply to where it is not the value itself (docs/metrics.md, Scorecard).
  const pat = is?.pat;
  const cfo = cf?.operating;
  const bases: Partial<Record<MetricType, N>> = {
    cash_flows_from_operating_activities: ratio(cfo, revenue),
    cash_flows_from_investing_activities: ratio(add(cfo, cf?.investing), revenue),
    cash_flows_from_financing_activities: ratio(cf?.financing, revenue),
    ending_balance: ratio(closingCash, bs?.currentLiabilities),
    average_balance: ratio(values.average_balance, ratio(annual(revenue), DAYS_IN_YEAR)),
    free_cash_flow: ratio(fcf, revenue),
    cap_exp:
      cf && is ? (is.depreciation === 0 ? (cf.capex > 0 ? 1 : undefined) : cf.capex / is.depreciation) : undefined,
    cop: ratio(cop, revenue),
  };
  // With a loss the ratio's sign says nothing: positive operating cash scores as 0.5, negative as nothing.
  if (pat !== undefined && pat < 0 && cfo !== undefined) bases.cash_flow_efficiency_1 = cfo > 0 ? 0.5 : -1;
  // Two negatives make a positive ratio that would read as healthy: an operating loss, a pre-tax loss
  // or a negative capital employed scores nothing on the ratios it enters.
  const worst = -1;
  if (ebit !== undefined && ebit <= 0) {
    bases.operating_leverage = worst;
    bases.financial_leverage = worst;
    bases.higher_financial_leverage_and_higher_operating_leverage = worst;
  }
  if (is?.pbt !== undefined && is.pbt <= 0) bases.higher_financial_leverage_and_higher_operating_leverage = worst;
  const avgCapitalEmployed = avg((b) => b.capitalEmployed);
  if (avgCapitalEmployed !== undefined && avgCapitalEmployed <= 0) {
    bases.roace = worst;
    bases.margin_money_contribution_to_ace = worst;
  }
  if (bs?.tangibleNetWorth !== undefined && bs.tangibleNetWorth <= 0) {
    bases.margin_money_contribution_to_ace = worst;
    bases.margin_money_contribution_to_total_assets = worst;
  }

  const out: MetricValue[] = [];
  for (const [metricType, value] of Object.entries(values) as Array<[MetricType, N]>) {
    if (value === undefined || !Number.isFinite(value)) continue;
    const basis = metricType in bases ? bases[metricType] : value;
    out.push({
      metricType,
      value: round(value),
      basis: basis === undefined || !Number.isFinite(basis) ? null : basis,
    });
  }
  return out;
}
