import type { MetricType, PeriodType } from "../../../contract/analytics";
import type { chartOfAccounts } from "../../../contract/chart-of-accounts";

export type BalanceSheetKey = (typeof chartOfAccounts.balance_sheet)[number];
export type IncomeStatementKey = (typeof chartOfAccounts.income_statement)[number];
export type CashflowKey = (typeof chartOfAccounts.cashflow_statement)[number];

/** One statement's canonical line items (amounts in units of the statement currency). */
export type BalanceSheet = Partial<Record<BalanceSheetKey, number>>;
export type IncomeStatement = Partial<Record<IncomeStatementKey, number>>;
export type CashflowStatement = Partial<Record<CashflowKey, number>>;

/**
 * What the engine computes one period's metrics from: the statements of the period (flows of the
 * period, the balance sheet at its end) and the balance sheet at its start (for averages).
 */
export interface PeriodStatements {
  /** End date of the period, YYYY-MM-DD. */
  period: string;
  periodType: PeriodType;
  balanceSheet?: BalanceSheet;
  incomeStatement?: IncomeStatement;
  cashflow?: CashflowStatement;
  /** Balance sheet at the start of the period (the previous period's closing balance sheet). */
  openingBalanceSheet?: BalanceSheet;
  /** Ids of the documents the statements above came from (when the inputs carry ids). */
  sourceIds?: string[];
}

/**
 * One computed metric. `value` is always finite. `basis` is the quantity the scorecard's bands
 * apply to: the value itself for ratios, a scale-free ratio for amounts (e.g. free cash flow /
 * revenue); null when the statements do not give it (the metric then scores neutral points).
 */
export interface MetricValue {
  metricType: MetricType;
  value: number;
  basis: number | null;
}
