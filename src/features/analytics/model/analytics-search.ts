import type { SearchSchemaInput } from "@tanstack/react-router";
import { oneOf, optionalString, type RawSearch } from "../../../lib/search-params";

/**
 * The analytics screen's pickers in the URL: `period_type` (yearly | quarterly), `date_from`,
 * `date_to` (the range of scores and metrics), `section` (one metric section), `period` (the
 * period whose metrics are explained; default the latest) and `metric` (the metric whose trend is
 * drawn). Validated without zod (entry chunk); the contract's enums are checked in the feature.
 */
export interface AnalyticsSearch {
  period_type: "yearly" | "quarterly";
  date_from?: string;
  date_to?: string;
  section?: string;
  period?: string;
  metric?: string;
}

export const analyticsDefaults = { period_type: "yearly" } as const satisfies Partial<AnalyticsSearch>;

const isoDate = (raw: unknown) => {
  const v = optionalString(raw, 10);
  return v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined;
};

export function validateAnalyticsSearch(input: Partial<AnalyticsSearch> & SearchSchemaInput): AnalyticsSearch {
  const raw: RawSearch = input;
  return {
    period_type: oneOf(raw.period_type, ["yearly", "quarterly"] as const, analyticsDefaults.period_type),
    date_from: isoDate(raw.date_from),
    date_to: isoDate(raw.date_to),
    section: optionalString(raw.section, 80),
    period: isoDate(raw.period),
    metric: optionalString(raw.metric, 80),
  };
}
