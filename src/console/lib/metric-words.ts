import type { MetricType, MetricUnit } from "../../contract/analytics";
import { formatMoney } from "./format";

/** Console words for the contract's metric types (typed: a new value needs words). */
export const metricLabels: Record<MetricType, string> = {
  approximate_repayment_period: "Approximate repayment period",
  average_balance: "Average cash balance",
  average_inventory_holding_days: "Inventory holding days",
  average_trade_payable_days: "Trade payable days",
  average_trade_receivables_days: "Trade receivable days",
  cap_exp: "Capital expenditure",
  cash_flow_efficiency_1: "Cash flow efficiency (CFO / net profit)",
  cash_flow_efficiency_2: "Cash flow efficiency (CFO / revenue)",
  cash_flows_from_financing_activities: "Cash flows from financing",
  cash_flows_from_investing_activities: "Cash flows from investing",
  cash_flows_from_operating_activities: "Cash flows from operations",
  cop: "Cost of production",
  cpltd_fcf_coverage: "Long-term debt due covered by FCF",
  current_ratio: "Current ratio",
  dscr: "Debt service coverage (DSCR)",
  ebit_margin: "EBIT margin",
  ebitda_margin: "EBITDA margin",
  ending_balance: "Closing cash balance",
  financial_leverage: "Financial leverage",
  fixed_assets_productivity_ratio: "Fixed assets productivity",
  fixed_assets_turnover_ratio: "Fixed assets turnover",
  free_cash_flow: "Free cash flow",
  gross_profit_margin: "Gross profit margin",
  higher_financial_leverage_and_higher_operating_leverage: "Combined leverage",
  inventory_turnover_ratio: "Inventory turnover",
  iscr: "Interest service coverage (ISCR)",
  margin_money_contribution_to_ace: "Net worth / capital employed",
  margin_money_contribution_to_nwc: "Own share of the working-capital gap",
  margin_money_contribution_to_tangible_fixed_assets: "Net worth / fixed assets",
  margin_money_contribution_to_total_assets: "Net worth / total assets",
  margin_money_in_nwc: "Net working capital / current assets",
  net_profit_margin: "Net profit margin",
  net_working_capital_cycle: "Net working capital cycle",
  operating_leverage: "Operating leverage",
  quick_ratio: "Quick ratio",
  roace: "Return on average capital employed",
  short_term_debt_cpltd_to_free_cash_flow: "Short-term debt / free cash flow",
  total_balance_sheet_leverage: "Total liabilities / net worth",
};

const plain = (digits: number) => new Intl.NumberFormat("en", { maximumFractionDigits: digits });

/** A metric value in its unit: "25.0 %", "1.52×", "43 days", "2.1 years", "USD 1,250,000". */
export function formatMetricValue(value: number, unit: MetricUnit, currency?: string | null): string {
  switch (unit) {
    case "fraction":
      return `${new Intl.NumberFormat("en", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value * 100)} %`;
    case "times":
      return `${plain(2).format(value)}×`;
    case "days":
      return `${plain(0).format(value)} days`;
    case "years":
      return `${plain(1).format(value)} years`;
    case "amount":
      return formatMoney(Math.round(value), currency ?? undefined);
  }
}
