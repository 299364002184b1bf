import {
  type MetricSectionType,
  type MetricType,
  type MetricWeight,
  metricCatalogue,
  metricSectionTypes,
  type ScoreBand,
} from "../../../contract/analytics";

/**
 * The scorecard (docs/metrics.md, Scorecard): each metric's basis falls into a band that gives
 * 0-100 points; metrics are weighted within their section and sections within the total.
 * A band is [min, max): min inclusive, max exclusive, null = unbounded.
 */
export interface Band {
  min: number | null;
  max: number | null;
  points: number;
}

export interface MetricRule {
  weight: number;
  basis: string;
  bands: Band[];
}

/** Bands from descending thresholds: basis ≥ t₀ → p₀, ≥ t₁ → p₁, …, below the last → `below`. */
function atLeast(steps: Array<[number, number]>, below: number): Band[] {
  const bands: Band[] = [];
  let max: number | null = null;
  for (const [min, points] of steps) {
    bands.push({ min, max, points });
    max = min;
  }
  bands.push({ min: null, max, points: below });
  return bands;
}

/** Bands from ascending limits: basis < l₀ → p₀, < l₁ → p₁, …, at or above the last → `above`. */
function under(steps: Array<[number, number]>, above: number, negative?: number): Band[] {
  const bands: Band[] = [];
  let min: number | null = negative === undefined ? null : 0;
  if (negative !== undefined) bands.push({ min: null, max: 0, points: negative });
  for (const [max, points] of steps) {
    bands.push({ min, max, points });
    min = max;
  }
  bands.push({ min, max: null, points: above });
  return bands;
}

export const sectionWeights: Record<MetricSectionType, number> = {
  debt_repayment_capacity_cushion: 0.16,
  profitability: 0.14,
  short_term_liquidity_and_working_capital: 0.12,
  solvency: 0.12,
  cash_strength: 0.1,
  working_capital_operating_efficiency: 0.1,
  brief_cash_flows_profile: 0.06,
  riskiness_of_net_operating_cash_flows: 0.06,
  fixed_assets_efficiency: 0.05,
  sustenance_of_the_business_growth_thriving: 0.05,
  production_offtake_indicator: 0.04,
};

export const metricRules: Record<MetricType, MetricRule> = {
  // brief_cash_flows_profile
  cash_flows_from_operating_activities: {
    weight: 0.35,
    basis: "operating cash flow / revenue",
    bands: atLeast(
      [
        [0.1, 100],
        [0.05, 80],
        [0.02, 60],
        [0, 40],
      ],
      0,
    ),
  },
  cash_flows_from_investing_activities: {
    weight: 0.15,
    basis: "(operating + investing cash flow) / revenue",
    bands: atLeast(
      [
        [0.05, 100],
        [0, 75],
        [-0.05, 40],
      ],
      10,
    ),
  },
  cash_flows_from_financing_activities: {
    weight: 0.15,
    basis: "financing cash flow / revenue (reliance on outside money)",
    bands: under(
      [
        [0.02, 100],
        [0.05, 70],
        [0.1, 40],
      ],
      10,
    ),
  },
  ending_balance: {
    weight: 0.2,
    basis: "closing cash / current liabilities",
    bands: atLeast(
      [
        [0.5, 100],
        [0.2, 80],
        [0.1, 60],
        [0.05, 40],
        [0, 20],
      ],
      0,
    ),
  },
  average_balance: {
    weight: 0.15,
    basis: "average cash in days of revenue",
    bands: atLeast(
      [
        [30, 100],
        [15, 80],
        [7, 60],
        [3, 40],
        [0, 20],
      ],
      0,
    ),
  },
  // cash_strength
  free_cash_flow: {
    weight: 0.4,
    basis: "free cash flow / revenue",
    bands: atLeast(
      [
        [0.08, 100],
        [0.04, 80],
        [0.01, 60],
        [0, 40],
        [-0.05, 20],
      ],
      0,
    ),
  },
  cash_flow_efficiency_1: {
    weight: 0.3,
    basis: "operating cash flow / net profit (with a loss: 0.5 if operating cash flow > 0, else -1)",
    bands: atLeast(
      [
        [1, 100],
        [0.8, 80],
        [0.5, 60],
        [0.2, 40],
        [0, 20],
      ],
      0,
    ),
  },
  cash_flow_efficiency_2: {
    weight: 0.3,
    basis: "value",
    bands: atLeast(
      [
        [0.1, 100],
        [0.06, 80],
        [0.03, 60],
        [0.01, 40],
        [0, 20],
      ],
      0,
    ),
  },
  // sustenance_of_the_business_growth_thriving
  cap_exp: {
    weight: 1,
    basis: "capital expenditure / depreciation (1 when there is no depreciation and capex > 0)",
    bands: atLeast(
      [
        [1, 100],
        [0.75, 75],
        [0.5, 50],
        [0.25, 25],
      ],
      10,
    ),
  },
  // production_offtake_indicator
  cop: {
    weight: 1,
    basis: "cost of production / revenue",
    bands: under(
      [
        [0.6, 100],
        [0.7, 80],
        [0.8, 60],
        [0.9, 40],
        [1, 20],
      ],
      0,
    ),
  },
  // debt_repayment_capacity_cushion
  dscr: {
    weight: 0.3,
    basis: "value",
    bands: atLeast(
      [
        [2, 100],
        [1.5, 85],
        [1.25, 70],
        [1, 45],
        [0.75, 20],
      ],
      0,
    ),
  },
  iscr: {
    weight: 0.25,
    basis: "value",
    bands: atLeast(
      [
        [5, 100],
        [3, 85],
        [2, 65],
        [1.5, 45],
        [1, 25],
      ],
      0,
    ),
  },
  cpltd_fcf_coverage: {
    weight: 0.15,
    basis: "value",
    bands: atLeast(
      [
        [2, 100],
        [1.25, 80],
        [1, 60],
        [0.5, 30],
      ],
      0,
    ),
  },
  short_term_debt_cpltd_to_free_cash_flow: {
    weight: 0.15,
    basis: "value (negative = free cash flow below zero)",
    bands: under(
      [
        [0.5, 100],
        [1, 80],
        [2, 50],
        [4, 25],
      ],
      0,
      0,
    ),
  },
  approximate_repayment_period: {
    weight: 0.15,
    basis: "value in years (negative = free cash flow below zero)",
    bands: under(
      [
        [1, 100],
        [3, 80],
        [5, 50],
        [8, 25],
      ],
      0,
      0,
    ),
  },
  // fixed_assets_efficiency
  fixed_assets_turnover_ratio: {
    weight: 0.6,
    basis: "value",
    bands: atLeast(
      [
        [8, 100],
        [4, 80],
        [2, 60],
        [1, 40],
        [0.5, 20],
      ],
      0,
    ),
  },
  fixed_assets_productivity_ratio: {
    weight: 0.4,
    basis: "value",
    bands: atLeast(
      [
        [5, 100],
        [3, 80],
        [1.5, 60],
        [0.75, 40],
        [0, 20],
      ],
      0,
    ),
  },
  // profitability
  gross_profit_margin: {
    weight: 0.15,
    basis: "value",
    bands: atLeast(
      [
        [0.35, 100],
        [0.25, 80],
        [0.15, 60],
        [0.08, 40],
        [0, 20],
      ],
      0,
    ),
  },
  ebitda_margin: {
    weight: 0.2,
    basis: "value",
    bands: atLeast(
      [
        [0.2, 100],
        [0.12, 80],
        [0.08, 60],
        [0.04, 40],
        [0, 20],
      ],
      0,
    ),
  },
  ebit_margin: {
    weight: 0.2,
    basis: "value",
    bands: atLeast(
      [
        [0.15, 100],
        [0.08, 80],
        [0.05, 60],
        [0.02, 40],
        [0, 20],
      ],
      0,
    ),
  },
  net_profit_margin: {
    weight: 0.25,
    basis: "value",
    bands: atLeast(
      [
        [0.1, 100],
        [0.05, 80],
        [0.03, 60],
        [0.01, 40],
        [0, 20],
      ],
      0,
    ),
  },
  roace: {
    weight: 0.2,
    basis: "value",
    bands: atLeast(
      [
        [0.2, 100],
        [0.15, 80],
        [0.1, 60],
        [0.05, 40],
        [0, 20],
      ],
      0,
    ),
  },
  // riskiness_of_net_operating_cash_flows
  operating_leverage: {
    weight: 0.4,
    basis: "value (negative = operating loss)",
    bands: under(
      [
        [2, 100],
        [3, 80],
        [5, 60],
        [8, 40],
      ],
      20,
      0,
    ),
  },
  financial_leverage: {
    weight: 0.3,
    basis: "value (negative = loss)",
    bands: under(
      [
        [1.1, 100],
        [1.3, 80],
        [1.6, 60],
        [2.5, 40],
      ],
      20,
      0,
    ),
  },
  higher_financial_leverage_and_higher_operating_leverage: {
    weight: 0.3,
    basis: "value (negative = loss)",
    bands: under(
      [
        [2.5, 100],
        [4, 80],
        [6, 60],
        [10, 40],
      ],
      20,
      0,
    ),
  },
  // short_term_liquidity_and_working_capital
  current_ratio: {
    weight: 0.35,
    basis: "value",
    bands: atLeast(
      [
        [2, 100],
        [1.5, 90],
        [1.33, 75],
        [1.1, 55],
        [1, 40],
        [0.8, 20],
      ],
      0,
    ),
  },
  quick_ratio: {
    weight: 0.3,
    basis: "value",
    bands: atLeast(
      [
        [1, 100],
        [0.8, 80],
        [0.6, 60],
        [0.4, 40],
        [0.2, 20],
      ],
      0,
    ),
  },
  margin_money_in_nwc: {
    weight: 0.2,
    basis: "value",
    bands: atLeast(
      [
        [0.35, 100],
        [0.25, 80],
        [0.15, 60],
        [0.05, 40],
        [0, 20],
      ],
      0,
    ),
  },
  margin_money_contribution_to_nwc: {
    weight: 0.15,
    basis: "value",
    bands: atLeast(
      [
        [0.4, 100],
        [0.25, 80],
        [0.15, 60],
        [0.05, 40],
        [0, 20],
      ],
      0,
    ),
  },
  // solvency
  total_balance_sheet_leverage: {
    weight: 0.4,
    basis: "value (negative = negative tangible net worth)",
    bands: under(
      [
        [1, 100],
        [2, 85],
        [3, 65],
        [4, 40],
        [6, 20],
      ],
      0,
      0,
    ),
  },
  margin_money_contribution_to_total_assets: {
    weight: 0.25,
    basis: "value",
    bands: atLeast(
      [
        [0.5, 100],
        [0.35, 85],
        [0.25, 70],
        [0.15, 50],
        [0.05, 25],
      ],
      0,
    ),
  },
  margin_money_contribution_to_tangible_fixed_assets: {
    weight: 0.15,
    basis: "value",
    bands: atLeast(
      [
        [2, 100],
        [1.25, 80],
        [1, 60],
        [0.5, 40],
        [0, 20],
      ],
      0,
    ),
  },
  margin_money_contribution_to_ace: {
    weight: 0.2,
    basis: "value",
    bands: atLeast(
      [
        [0.75, 100],
        [0.6, 85],
        [0.45, 70],
        [0.3, 50],
        [0.15, 25],
      ],
      0,
    ),
  },
  // working_capital_operating_efficiency
  average_inventory_holding_days: {
    weight: 0.2,
    basis: "value",
    bands: under(
      [
        [30, 100],
        [60, 80],
        [90, 60],
        [120, 40],
        [180, 20],
      ],
      0,
    ),
  },
  average_trade_receivables_days: {
    weight: 0.25,
    basis: "value",
    bands: under(
      [
        [30, 100],
        [45, 85],
        [60, 70],
        [90, 45],
        [120, 20],
      ],
      0,
    ),
  },
  average_trade_payable_days: {
    weight: 0.15,
    basis: "value (moderate is best)",
    bands: under(
      [
        [15, 50],
        [30, 80],
        [75, 100],
        [90, 70],
        [120, 40],
      ],
      10,
    ),
  },
  inventory_turnover_ratio: {
    weight: 0.15,
    basis: "value",
    bands: atLeast(
      [
        [12, 100],
        [8, 85],
        [6, 70],
        [4, 50],
        [2, 30],
      ],
      10,
    ),
  },
  net_working_capital_cycle: {
    weight: 0.25,
    basis: "value (negative = suppliers finance the cycle)",
    bands: under(
      [
        [30, 100],
        [60, 80],
        [90, 60],
        [120, 40],
        [180, 20],
      ],
      0,
    ),
  },
};

/** Points a metric scores when its basis is not available (e.g. no revenue to scale an amount by). */
export const NEUTRAL_POINTS = 50;

export function bandPoints(bands: readonly Band[], basis: number): number {
  for (const b of bands) {
    if ((b.min === null || basis >= b.min) && (b.max === null || basis < b.max)) return b.points;
  }
  return 0;
}

export function pointsFor(metricType: MetricType, basis: number | null): number {
  if (basis === null || !Number.isFinite(basis)) return NEUTRAL_POINTS;
  return bandPoints(metricRules[metricType].bands, basis);
}

/** total_score bands: ≥ 80 excellent, 70-80 good, 60-70 marginal, < 60 weak. */
export function scoreBand(totalScore: number): ScoreBand {
  if (totalScore >= 80) return "excellent";
  if (totalScore >= 70) return "good";
  if (totalScore >= 60) return "marginal";
  return "weak";
}

/**
 * total_score of one period's scored metrics: each section's score is the weighted mean of the
 * points of its metrics that are present, and the total is the weighted mean of the sections
 * that have at least one metric (weights re-normalised over what is present), rounded to 0.1.
 * Undefined when no metric is present.
 */
export function totalScore(points: ReadonlyArray<{ metricType: MetricType; points: number }>): number | undefined {
  const sections = new Map<MetricSectionType, { sum: number; weight: number }>();
  for (const { metricType, points: p } of points) {
    const section = metricCatalogue[metricType].section;
    const s = sections.get(section) ?? { sum: 0, weight: 0 };
    const w = metricRules[metricType].weight;
    s.sum += w * p;
    s.weight += w;
    sections.set(section, s);
  }
  let sum = 0;
  let weight = 0;
  for (const [section, s] of sections) {
    if (s.weight === 0) continue;
    sum += sectionWeights[section] * (s.sum / s.weight);
    weight += sectionWeights[section];
  }
  if (weight === 0) return undefined;
  const total = Math.round((sum / weight) * 10) / 10;
  return Math.min(100, Math.max(0, total));
}

/** The published weights (GET /resources/weights/metrics), section by section in section-weight order. */
export function metricWeights(): MetricWeight[] {
  const sections = [...metricSectionTypes].sort((a, b) => sectionWeights[b] - sectionWeights[a]);
  const out: MetricWeight[] = [];
  for (const section of sections) {
    const metrics = (Object.keys(metricRules) as MetricType[]).filter((m) => metricCatalogue[m].section === section);
    for (const metricType of metrics) {
      const rule = metricRules[metricType];
      out.push({
        metric_section_type: section,
        metric_type: metricType,
        section_weight: sectionWeights[section],
        metric_weight: rule.weight,
        weight: Math.round(sectionWeights[section] * rule.weight * 1e6) / 1e6,
        basis: rule.basis,
        bands: rule.bands.map((b) => ({ ...b })),
      });
    }
  }
  return out;
}
