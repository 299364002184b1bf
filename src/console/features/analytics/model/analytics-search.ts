import {
  type SearchOutput,
  searchEnum,
  searchIsoDate,
  searchObject,
  searchText,
  searchValidator,
} from "../../../lib/search-schema";

/**
 * The analytics screen's pickers in the URL: `period_type` (yearly | quarterly), `date_from`,
 * `date_to` (the range of scores and metrics), `section` (one metric section), `period` (the
 * period whose metrics are explained; default the latest) and `metric` (the metric whose trend is
 * drawn). Validated by zod (zod/mini: this runs in the entry chunk).
 *
 * The period types, metric sections and metric types are not in `contract/values.ts` (only in
 * analytics.ts, with zod): `period_type` keeps its two literals here, `section` and `metric` stay
 * free text that the feature checks against the contract's enums.
 */
const analyticsPeriodTypes = ["yearly", "quarterly"] as const;

export const analyticsDefaults = { period_type: "yearly" } as const;

export const analyticsSearch = searchObject({
  period_type: searchEnum(analyticsPeriodTypes, analyticsDefaults.period_type),
  date_from: searchIsoDate(),
  date_to: searchIsoDate(),
  section: searchText(80),
  period: searchIsoDate(),
  metric: searchText(80),
});

export type AnalyticsSearch = SearchOutput<typeof analyticsSearch>;

export const validateAnalyticsSearch = searchValidator(analyticsSearch);
