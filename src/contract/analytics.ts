import { z } from "zod";
import { dateTime, isoDate, listEnvelope, orderDir, qInt, scoreBandSchema, uuid } from "./common";
import { defineEndpoint } from "./endpoint";
import { commonAuthErrors, commonOrgErrors } from "./errors";
import { orgIdParams } from "./organizations";
import { recordIdParams } from "./records";
import { metricSectionTypes, metricTypes, periodTypes, scoreBands } from "./values";

export { metricSectionTypes, metricTypes, periodTypes, scoreBands };

/**
 * Analytics (service-spec: Score history, Organization metrics; api-design §8). Formulas, units,
 * sections and the scorecard are documented in docs/metrics.md.
 */

export const metricSectionTypeSchema = z.enum(metricSectionTypes);
export type MetricSectionType = z.infer<typeof metricSectionTypeSchema>;

export const metricTypeSchema = z.enum(metricTypes);
export type MetricType = z.infer<typeof metricTypeSchema>;

export const periodTypeSchema = z.enum(periodTypes);
export type PeriodType = z.infer<typeof periodTypeSchema>;

/** Unit of a metric's `value`: a fraction (0.25 = 25 %), a multiple (×), days, years or an amount in the statement currency. */
export const metricUnits = ["fraction", "times", "days", "years", "amount"] as const;
export const metricUnitSchema = z.enum(metricUnits);
export type MetricUnit = z.infer<typeof metricUnitSchema>;

/** The section of every metric and the unit of its value (docs/metrics.md). */
export const metricCatalogue = {
  cash_flows_from_operating_activities: { section: "brief_cash_flows_profile", unit: "amount" },
  cash_flows_from_investing_activities: { section: "brief_cash_flows_profile", unit: "amount" },
  cash_flows_from_financing_activities: { section: "brief_cash_flows_profile", unit: "amount" },
  ending_balance: { section: "brief_cash_flows_profile", unit: "amount" },
  average_balance: { section: "brief_cash_flows_profile", unit: "amount" },
  free_cash_flow: { section: "cash_strength", unit: "amount" },
  cash_flow_efficiency_1: { section: "cash_strength", unit: "times" },
  cash_flow_efficiency_2: { section: "cash_strength", unit: "fraction" },
  cap_exp: { section: "sustenance_of_the_business_growth_thriving", unit: "amount" },
  cop: { section: "production_offtake_indicator", unit: "amount" },
  dscr: { section: "debt_repayment_capacity_cushion", unit: "times" },
  iscr: { section: "debt_repayment_capacity_cushion", unit: "times" },
  cpltd_fcf_coverage: { section: "debt_repayment_capacity_cushion", unit: "times" },
  short_term_debt_cpltd_to_free_cash_flow: { section: "debt_repayment_capacity_cushion", unit: "times" },
  approximate_repayment_period: { section: "debt_repayment_capacity_cushion", unit: "years" },
  fixed_assets_turnover_ratio: { section: "fixed_assets_efficiency", unit: "times" },
  fixed_assets_productivity_ratio: { section: "fixed_assets_efficiency", unit: "times" },
  gross_profit_margin: { section: "profitability", unit: "fraction" },
  ebitda_margin: { section: "profitability", unit: "fraction" },
  ebit_margin: { section: "profitability", unit: "fraction" },
  net_profit_margin: { section: "profitability", unit: "fraction" },
  roace: { section: "profitability", unit: "fraction" },
  operating_leverage: { section: "riskiness_of_net_operating_cash_flows", unit: "times" },
  financial_leverage: { section: "riskiness_of_net_operating_cash_flows", unit: "times" },
  higher_financial_leverage_and_higher_operating_leverage: {
    section: "riskiness_of_net_operating_cash_flows",
    unit: "times",
  },
  current_ratio: { section: "short_term_liquidity_and_working_capital", unit: "times" },
  quick_ratio: { section: "short_term_liquidity_and_working_capital", unit: "times" },
  margin_money_in_nwc: { section: "short_term_liquidity_and_working_capital", unit: "fraction" },
  margin_money_contribution_to_nwc: { section: "short_term_liquidity_and_working_capital", unit: "fraction" },
  total_balance_sheet_leverage: { section: "solvency", unit: "times" },
  margin_money_contribution_to_total_assets: { section: "solvency", unit: "fraction" },
  margin_money_contribution_to_tangible_fixed_assets: { section: "solvency", unit: "times" },
  margin_money_contribution_to_ace: { section: "solvency", unit: "fraction" },
  average_inventory_holding_days: { section: "working_capital_operating_efficiency", unit: "days" },
  average_trade_receivables_days: { section: "working_capital_operating_efficiency", unit: "days" },
  average_trade_payable_days: { section: "working_capital_operating_efficiency", unit: "days" },
  inventory_turnover_ratio: { section: "working_capital_operating_efficiency", unit: "times" },
  net_working_capital_cycle: { section: "working_capital_operating_efficiency", unit: "days" },
} as const satisfies Record<MetricType, { section: MetricSectionType; unit: MetricUnit }>;

export function sectionOf(metric: MetricType): MetricSectionType {
  return metricCatalogue[metric].section;
}

/** Score bands of `total_score` (docs/metrics.md): ≥ 80 excellent, 70-80 good, 60-70 marginal, < 60 weak. */
export type { ScoreBand } from "./common";

// ---------------------------------------------------------------------------------------------
// Resources

export const metricItemSchema = z
  .object({
    id: uuid,
    period: isoDate.describe("End date of the period the metric describes"),
    created_at: dateTime,
    updated_at: dateTime,
    value: z.number().describe("In the metric's unit: fractions (0.25 = 25 %), times, days, years or amounts"),
    points: z.number().int().min(0).max(100).describe("Scorecard points of this value, 0-100"),
    metric_type: metricTypeSchema,
    metric_section_type: metricSectionTypeSchema,
    period_type: periodTypeSchema,
    unit: metricUnitSchema,
  })
  .meta({ id: "MetricItem" });
export type MetricItem = z.infer<typeof metricItemSchema>;

export const scoreItemSchema = z
  .object({
    id: uuid,
    date: isoDate.describe("Scoring date: the as-of date (period end) of the statements the score rates"),
    total_score: z.number().min(0).max(100),
    created_at: dateTime,
    updated_at: dateTime,
    band: scoreBandSchema,
    period_type: periodTypeSchema.describe("Which period's metrics the score rates"),
  })
  .meta({ id: "ScoreItem" });
export type ScoreItem = z.infer<typeof scoreItemSchema>;

export const scoreBandRangeSchema = z
  .object({
    min: z.number().nullable().describe("Inclusive lower bound; null = no lower bound"),
    max: z.number().nullable().describe("Exclusive upper bound; null = no upper bound"),
    points: z.number().int().min(0).max(100),
  })
  .meta({ id: "MetricBand" });

export const metricWeightSchema = z
  .object({
    metric_section_type: metricSectionTypeSchema,
    metric_type: metricTypeSchema,
    section_weight: z.number().min(0).max(1).describe("Weight of the section in total_score"),
    metric_weight: z.number().min(0).max(1).describe("Weight of the metric within its section"),
    weight: z.number().min(0).max(1).describe("section_weight × metric_weight"),
    basis: z.string().describe("The quantity the bands apply to"),
    bands: z.array(scoreBandRangeSchema),
  })
  .meta({ id: "MetricWeight" });
export type MetricWeight = z.infer<typeof metricWeightSchema>;

// ---------------------------------------------------------------------------------------------
// Queries

export const metricsOrderBy = z.enum(["period", "period_type", "metric_type", "metric_section_type"]);
export const scoresOrderBy = z.enum(["date", "total_score"]);

/** The spec marks these "or null": an empty query value is read as null (no filter). */
function nullable<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === "" || v === "null" ? null : v), schema.nullable().optional());
}

const page = {
  limit: qInt({ min: 1, max: 100 }).default(100),
  offset: qInt({ min: 0 }).default(0),
};

export const metricsQuery = z.strictObject({
  period_type: nullable(periodTypeSchema),
  date_from: nullable(isoDate).describe("Periods ending on or after this date"),
  date_to: nullable(isoDate).describe("Periods ending on or before this date"),
  metric_type: nullable(metricTypeSchema),
  metric_section_type: nullable(metricSectionTypeSchema),
  order_by: metricsOrderBy.default("period"),
  order_dir: orderDir.default("desc"),
  ...page,
});
export type MetricsQuery = z.output<typeof metricsQuery>;

export const scoresQuery = z.strictObject({
  date_from: nullable(isoDate).describe("Scores dated on or after this date"),
  date_to: nullable(isoDate).describe("Scores dated on or before this date"),
  order_by: scoresOrderBy.default("date"),
  order_dir: orderDir.default("desc"),
  ...page,
});
export type ScoresQuery = z.output<typeof scoresQuery>;

// ---------------------------------------------------------------------------------------------
// Endpoints

/**
 * How many documents of the subject (the organization's own, or the private record's) await review
 * (api-design §13): `needs_review` documents are not in these metrics and scores until an analyst
 * reviews them.
 */
const documentsAwaitingReview = z
  .number()
  .int()
  .min(0)
  .describe("Additive (api-design §13): documents of the subject that await review and are not in these figures");

/**
 * Whether a recompute of the subject is queued or running (issue 25): after a correction or a new
 * extraction the figures read now are the old ones until this turns false. A client that wants a
 * correction's effect reads the period before the PATCH and again once this is false.
 */
const recalculating = z
  .boolean()
  .describe(
    "Additive (issue 25): true while a recompute of the subject is queued or running; the figures are then the previous ones",
  );

const metricsList = listEnvelope(metricItemSchema).extend({
  documents_awaiting_review: documentsAwaitingReview,
  recalculating,
});
export type MetricList = z.infer<typeof metricsList>;
const scoresList = listEnvelope(scoreItemSchema).extend({
  documents_awaiting_review: documentsAwaitingReview,
  recalculating,
});
export type ScoreList = z.infer<typeof scoresList>;

/** The current score with the count of documents awaiting review (null before any statement was scored). */
export const currentScoreSchema = scoreItemSchema
  .extend({ documents_awaiting_review: documentsAwaitingReview })
  .meta({ id: "CurrentScore" });
export type CurrentScore = z.infer<typeof currentScoreSchema>;

export const listOrganizationMetrics = defineEndpoint({
  id: "listOrganizationMetrics",
  method: "GET",
  path: "/organizations/{org_id}/metrics",
  summary: "An organization's metrics, one per metric type, period and period type",
  tag: "Analytics",
  auth: "org",
  scenarios: ["self", "guest"],
  orgIdRule: "host-owned",
  params: orgIdParams,
  query: metricsQuery,
  response: metricsList,
  errors: commonOrgErrors,
});

export const listOrganizationScores = defineEndpoint({
  id: "listOrganizationScores",
  method: "GET",
  path: "/organizations/{org_id}/metrics/scores",
  summary: "An organization's score history (one item per scoring date)",
  tag: "Analytics",
  auth: "org",
  scenarios: ["self", "guest"],
  orgIdRule: "host-owned",
  params: orgIdParams,
  query: scoresQuery,
  response: scoresList,
  errors: commonOrgErrors,
});

export const listPrivateRecordMetrics = defineEndpoint({
  id: "listPrivateRecordMetrics",
  method: "GET",
  path: "/private-records/{record_id}/metrics",
  summary: "A private record's metrics",
  tag: "Analytics",
  auth: "org",
  scenarios: ["self"],
  params: recordIdParams,
  query: metricsQuery,
  response: metricsList,
  errors: [...commonOrgErrors, "private_record_not_found"],
});

export const listPrivateRecordScores = defineEndpoint({
  id: "listPrivateRecordScores",
  method: "GET",
  path: "/private-records/{record_id}/metrics/scores",
  summary: "A private record's score history",
  tag: "Analytics",
  auth: "org",
  scenarios: ["self"],
  params: recordIdParams,
  query: scoresQuery,
  response: scoresList,
  errors: [...commonOrgErrors, "private_record_not_found"],
});

export const getPrivateRecordCurrentScore = defineEndpoint({
  id: "getPrivateRecordCurrentScore",
  method: "GET",
  path: "/private-records/{record_id}/metrics/scores/current",
  summary: "A private record's current score (the latest scoring date); null before any statement was scored",
  tag: "Analytics",
  auth: "org",
  scenarios: ["self"],
  params: recordIdParams,
  response: currentScoreSchema.nullable(),
  errors: [...commonOrgErrors, "private_record_not_found"],
});

export const listMetricWeights = defineEndpoint({
  id: "listMetricWeights",
  method: "GET",
  path: "/resources/weights/metrics",
  summary: "The scorecard: weight and bands per (section, metric), so a score can be explained",
  tag: "Reference lists",
  auth: "token",
  response: z.array(metricWeightSchema),
  errors: commonAuthErrors,
});

export const analyticsEndpoints = [
  listOrganizationMetrics,
  listOrganizationScores,
  listPrivateRecordMetrics,
  listPrivateRecordScores,
  getPrivateRecordCurrentScore,
  listMetricWeights,
] as const;
