import type { BalanceSheet, CashflowStatement, IncomeStatement } from "../analytics/engine/types";

/**
 * A small three-statement model that rolls a company forward period by period, so the demo's
 * statements are plausible and internally consistent: assets = liabilities + equity on every
 * balance sheet, opening cash + net change = closing cash, fixed assets move by capex and
 * depreciation, retained earnings by profit and dividends, term debt by its instalments.
 * Deterministic for a given profile.
 */
export interface CompanyProfile {
  /** Revenue of the first modelled year, in units. */
  revenue: number;
  /** Revenue growth per year (0.08 = 8 %); one value per modelled year, the last repeats. */
  growth: number[];
  grossMargin: number;
  /** Selling, general and administrative expenses / revenue. */
  sgaRatio: number;
  /** Manufacturers print cost-of-production lines and carry work in progress. */
  manufacturer: boolean;
  /** Days of (annualised) revenue / cost of goods sold. */
  receivableDays: number;
  inventoryDays: number;
  payableDays: number;
  /** Gross fixed assets / revenue at the start. */
  assetIntensity: number;
  /** Depreciation per year / gross fixed assets. */
  depreciationRate: number;
  /** Capex per year / revenue. */
  capexRatio: number;
  /** Term debt at the start / revenue, repaid over `tenorYears`. */
  termDebtRatio: number;
  tenorYears: number;
  /** Working-capital line at the start / revenue. */
  workingCapitalLineRatio: number;
  interestRate: number;
  taxRate: number;
  dividendPayout: number;
  /** Minimum cash / revenue: below it, the working-capital line is drawn. */
  minCashRatio: number;
}

export interface PeriodStatementsOut {
  /** Period end, YYYY-MM-DD. */
  end: string;
  periodType: "yearly" | "quarterly";
  balanceSheet: BalanceSheet;
  incomeStatement: IncomeStatement;
  cashflow: CashflowStatement;
}

interface State {
  cash: number;
  receivables: number;
  inventory: number;
  wip: number;
  otherCurrentAssets: number;
  grossFixedAssets: number;
  accumulatedDepreciation: number;
  intangibles: number;
  otherNonCurrentAssets: number;
  payables: number;
  workingCapitalLine: number;
  termDebt: number;
  otherCurrentLiabilities: number;
  otherNonCurrentLiabilities: number;
  shareCapital: number;
  retainedEarnings: number;
}

const round = (v: number) => Math.round(v);

function balanceSheetOf(s: State, instalment: number): BalanceSheet {
  const cpltd = round(Math.min(instalment, s.termDebt));
  const cash = round(s.cash);
  const receivables = round(s.receivables);
  const inventory = round(s.inventory);
  const wip = round(s.wip);
  const otherCa = round(s.otherCurrentAssets);
  const tca = cash + receivables + inventory + wip + otherCa;
  const gfa = round(s.grossFixedAssets);
  const acc = round(s.accumulatedDepreciation);
  const nfa = gfa - acc;
  const intangibles = round(s.intangibles);
  const otherNca = round(s.otherNonCurrentAssets);
  const tnca = nfa + intangibles + otherNca;
  const ta = tca + tnca;
  const payables = round(s.payables);
  const std = round(s.workingCapitalLine);
  const otherCl = round(s.otherCurrentLiabilities);
  const tcl = payables + std + cpltd + otherCl;
  const ltd = round(s.termDebt) - cpltd;
  const otherNcl = round(s.otherNonCurrentLiabilities);
  const tncl = ltd + otherNcl;
  const tl = tcl + tncl;
  const shareCapital = round(s.shareCapital);
  const retained = round(s.retainedEarnings);
  const bs: BalanceSheet = {
    cash,
    trade_receivables: receivables,
    inventory,
    other_current_assets: otherCa,
    total_current_assets: tca,
    gross_fixed_assets: gfa,
    accumulated_depreciation: acc,
    net_fixed_assets: nfa,
    intangible_assets: intangibles,
    other_non_current_assets: otherNca,
    total_non_current_assets: tnca,
    total_assets: ta,
    trade_payables: payables,
    short_term_debt: std,
    current_portion_long_term_debt: cpltd,
    other_current_liabilities: otherCl,
    total_current_liabilities: tcl,
    long_term_debt: ltd,
    other_non_current_liabilities: otherNcl,
    total_non_current_liabilities: tncl,
    total_liabilities: tl,
    share_capital: shareCapital,
    retained_earnings: retained,
    total_equity: shareCapital + retained,
    total_liabilities_and_equity: ta,
  };
  if (wip > 0) bs.work_in_progress = wip;
  return bs;
}

function yearEnd(year: number): string {
  return `${year}-12-31`;
}

function quarterEnd(year: number, quarter: number): string {
  const month = quarter * 3;
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Seasonality of quarterly revenue (sums to 4). */
const SEASON = [0.92, 1.0, 1.02, 1.06];

/**
 * Statements of `years` consecutive financial years ending 31 December (`firstYear` … ), each with
 * its opening balance sheet available as the previous entry, then `quarters` quarters of the
 * following year. The first entry is the opening balance sheet alone (its flows are omitted).
 */
export function modelCompany(
  p: CompanyProfile,
  firstYear: number,
  years: number,
  quarters: number,
): { opening: { end: string; balanceSheet: BalanceSheet }; periods: PeriodStatementsOut[] } {
  const cogsRatio = 1 - p.grossMargin;
  const r0 = p.revenue;
  const initialTermDebt = r0 * p.termDebtRatio;
  const instalment = p.tenorYears > 0 ? initialTermDebt / p.tenorYears : 0;
  const s: State = {
    cash: r0 * (p.minCashRatio + 0.02),
    receivables: (r0 * p.receivableDays) / 365,
    inventory: (r0 * cogsRatio * p.inventoryDays) / 365 / (p.manufacturer ? 1.25 : 1),
    wip: p.manufacturer ? (r0 * cogsRatio * p.inventoryDays) / 365 / 5 : 0,
    otherCurrentAssets: r0 * 0.02,
    grossFixedAssets: r0 * p.assetIntensity,
    accumulatedDepreciation: r0 * p.assetIntensity * 0.35,
    intangibles: r0 * 0.01,
    otherNonCurrentAssets: r0 * 0.02,
    payables: (r0 * cogsRatio * p.payableDays) / 365,
    workingCapitalLine: r0 * p.workingCapitalLineRatio,
    termDebt: initialTermDebt,
    otherCurrentLiabilities: r0 * 0.03,
    otherNonCurrentLiabilities: r0 * 0.015,
    shareCapital: 0,
    retainedEarnings: 0,
  };
  for (const k of Object.keys(s) as Array<keyof State>) s[k] = Math.round(s[k]);
  const assets =
    s.cash +
    s.receivables +
    s.inventory +
    s.wip +
    s.otherCurrentAssets +
    s.grossFixedAssets -
    s.accumulatedDepreciation +
    s.intangibles +
    s.otherNonCurrentAssets;
  const liabilities =
    s.payables + s.workingCapitalLine + s.termDebt + s.otherCurrentLiabilities + s.otherNonCurrentLiabilities;
  const equity = assets - liabilities;
  s.shareCapital = Math.round(Math.max(equity * 0.4, r0 * 0.02));
  s.retainedEarnings = equity - s.shareCapital;

  const opening = { end: yearEnd(firstYear - 1), balanceSheet: balanceSheetOf(s, instalment) };
  const periods: PeriodStatementsOut[] = [];
  let annualRevenue = r0;

  const step = (end: string, periodType: "yearly" | "quarterly", revenueRaw: number, fraction: number) => {
    // Every flow is rounded to whole units before it moves the state, so each printed statement
    // ties exactly (assets = liabilities + equity, opening cash + flows = closing cash).
    const r = Math.round;
    const revenue = r(revenueRaw);
    const annualised = revenue / fraction;
    const cogs = r(revenue * cogsRatio);
    const sga = r(revenue * p.sgaRatio);
    const depreciation = r(s.grossFixedAssets * p.depreciationRate * fraction);
    // A little interest is paid even by debt-free companies (bank charges), so coverage is defined.
    const interest = r((s.workingCapitalLine + s.termDebt) * p.interestRate * fraction + revenue * 0.0005);
    const otherIncome = r(revenue * 0.002);
    const ebitda = revenue - cogs - sga;
    const operatingProfit = ebitda - depreciation;
    const pbt = operatingProfit + otherIncome - interest;
    const tax = r(Math.max(0, pbt * p.taxRate));
    const pat = pbt - tax;

    const receivables = r((annualised * p.receivableDays) / 365);
    const stock = (annualised * cogsRatio * p.inventoryDays) / 365;
    const inventory = r(p.manufacturer ? stock * 0.8 : stock);
    const wip = r(p.manufacturer ? stock * 0.2 : 0);
    const otherCa = r(annualised * 0.02);
    const payables = r((annualised * cogsRatio * p.payableDays) / 365);
    const otherCl = r(annualised * 0.03);
    const capex = r(annualised * p.capexRatio * fraction);
    const repayment = r(Math.min(instalment * fraction, s.termDebt));
    const dividends = periodType === "yearly" ? r(Math.max(0, pat * p.dividendPayout)) : 0;
    const purchases = cogs + (inventory + wip - s.inventory - s.wip);

    const cfo =
      pat +
      depreciation -
      (receivables - s.receivables) -
      (inventory - s.inventory) -
      (wip - s.wip) -
      (otherCa - s.otherCurrentAssets) +
      (payables - s.payables) +
      (otherCl - s.otherCurrentLiabilities);
    const minCash = annualised * p.minCashRatio;
    const before = s.cash + cfo - capex - repayment - dividends;
    let lineChange = 0;
    if (before < minCash) lineChange = r(minCash - before);
    else if (before > minCash * 2.5 && s.workingCapitalLine > 0) {
      lineChange = -r(Math.min(s.workingCapitalLine, (before - minCash * 2.5) * 0.5));
    }
    const financing = lineChange - repayment - dividends;
    const openingCash = s.cash;

    s.cash = before + lineChange;
    s.receivables = receivables;
    s.inventory = inventory;
    s.wip = wip;
    s.otherCurrentAssets = otherCa;
    s.grossFixedAssets += capex;
    s.accumulatedDepreciation += depreciation;
    s.payables = payables;
    s.otherCurrentLiabilities = otherCl;
    s.workingCapitalLine += lineChange;
    s.termDebt -= repayment;
    s.retainedEarnings += pat - dividends;

    const incomeStatement: IncomeStatement = {
      revenue,
      cost_of_goods_sold: cogs,
      gross_profit: revenue - cogs,
      selling_general_administrative: sga,
      ebitda,
      depreciation_amortization: depreciation,
      operating_profit: operatingProfit,
      other_income: otherIncome,
      interest_expense: interest,
      profit_before_tax: pbt,
      income_tax: tax,
      net_profit: pat,
      purchases,
    };
    if (p.manufacturer) {
      incomeStatement.raw_materials = r(cogs * 0.62);
      incomeStatement.power_and_fuel = r(cogs * 0.08);
      incomeStatement.direct_labour = r(cogs * 0.18);
      incomeStatement.manufacturing_expenses = r(cogs * 0.07);
    }
    const cashflow: CashflowStatement = {
      net_cash_from_operating_activities: cfo,
      purchase_of_fixed_assets: -capex,
      net_cash_from_investing_activities: -capex,
      net_cash_from_financing_activities: financing,
      net_change_in_cash: s.cash - openingCash,
      cash_at_beginning: openingCash,
      cash_at_end: s.cash,
    };
    if (repayment > 0) cashflow.repayment_of_borrowings = -repayment;
    if (dividends > 0) cashflow.dividends_paid = -dividends;
    periods.push({ end, periodType, balanceSheet: balanceSheetOf(s, instalment), incomeStatement, cashflow });
  };

  for (let y = 0; y < years; y++) {
    const g = p.growth[Math.min(y, p.growth.length - 1)] ?? 0;
    annualRevenue = y === 0 ? r0 : annualRevenue * (1 + g);
    step(yearEnd(firstYear + y), "yearly", annualRevenue, 1);
  }
  const nextYear = firstYear + years;
  const gNext = p.growth[Math.min(years, p.growth.length - 1)] ?? 0;
  const nextRevenue = annualRevenue * (1 + gNext);
  for (let q = 1; q <= quarters; q++) {
    step(quarterEnd(nextYear, q), "quarterly", (nextRevenue / 4) * (SEASON[q - 1] ?? 1), 0.25);
  }
  return { opening, periods };
}
