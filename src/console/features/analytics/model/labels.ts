import type { MetricSectionType, PeriodType } from "../../../../contract/analytics";

// Metric words are shared with the documents feature (a correction's effect): they live in lib.
export { formatMetricValue, metricLabels } from "../../../lib/metric-words";

/** Console words for the contract's analytics enums (typed: a new value needs words). */
export const sectionLabels: Record<MetricSectionType, string> = {
  brief_cash_flows_profile: "Cash flow profile",
  cash_strength: "Cash strength",
  debt_repayment_capacity_cushion: "Debt repayment capacity",
  fixed_assets_efficiency: "Fixed assets efficiency",
  profitability: "Profitability",
  production_offtake_indicator: "Production offtake",
  riskiness_of_net_operating_cash_flows: "Riskiness of operating cash flows",
  short_term_liquidity_and_working_capital: "Liquidity and working capital",
  solvency: "Solvency",
  sustenance_of_the_business_growth_thriving: "Sustenance of growth",
  working_capital_operating_efficiency: "Working capital efficiency",
};

export const periodTypeLabels: Record<PeriodType, string> = {
  yearly: "Yearly",
  quarterly: "Quarterly",
};

/** "31 Dec 2024" or "Q3 2024" for a period end. */
export function periodLabel(period: string, periodType: PeriodType): string {
  const d = new Date(`${period}T00:00:00`);
  if (Number.isNaN(d.getTime())) return period;
  if (periodType === "quarterly") return `Q${Math.floor(d.getMonth() / 3) + 1} ${d.getFullYear()}`;
  return `FY ${d.getFullYear()}`;
}

/** "42 %" of a weight 0..1. */
export function formatWeight(weight: number): string {
  return `${new Intl.NumberFormat("en", { maximumFractionDigits: 1 }).format(weight * 100)} %`;
}
