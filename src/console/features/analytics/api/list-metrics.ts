import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  listOrganizationMetrics,
  listPrivateRecordMetrics,
  type MetricItem,
  type PeriodType,
} from "../../../../contract/analytics";
import { fetchAllPages } from "../../../lib/all-pages";
import { callApi } from "../../../lib/api-client";
import { samePagedList } from "../../../lib/keep-previous-page";
import { hostOwnedCall } from "../../../lib/org-scope";
import { type Scope, useScope } from "../../../lib/scope";
import type { AnalyticsSubject } from "../model/subject";
import { analyticsKeys } from "./keys";

export interface MetricsFilter {
  period_type: PeriodType;
  date_from?: string;
  date_to?: string;
}

/** 38 metrics per period: 20 pages of 100 cover 50 periods. */
const MAX_PAGES = 20;

/**
 * Every metric of the subject for a period type and date range, newest period first:
 * GET /organizations/{org_id}/metrics (host-owned org_id) or GET /private-records/{id}/metrics.
 */
export async function fetchMetrics(
  scope: Scope,
  subject: AnalyticsSubject,
  filter: MetricsFilter,
  signal?: AbortSignal,
): Promise<MetricItem[]> {
  const { items } = await fetchAllPages(
    (offset) => {
      const query = { ...filter, order_by: "period", order_dir: "desc", limit: 100, offset } as const;
      return subject.kind === "record"
        ? callApi(listPrivateRecordMetrics, { scope, params: { record_id: subject.recordId }, query, signal })
        : (() => {
            const call = hostOwnedCall(scope);
            return callApi(listOrganizationMetrics, {
              scope: call.scope,
              params: { org_id: call.orgId },
              query,
              signal,
            });
          })();
    },
    100,
    MAX_PAGES,
  );
  return items;
}

export function metricsQueryOptions(scope: Scope, subject: AnalyticsSubject, filter: MetricsFilter) {
  const queryKey = analyticsKeys.metrics(scope, subject, filter);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetchMetrics(scope, subject, filter, signal),
    placeholderData: (previous, previousQuery) =>
      samePagedList(previousQuery?.queryKey, queryKey) ? previous : undefined,
    staleTime: 0,
  });
}

export function useMetrics(subject: AnalyticsSubject, filter: MetricsFilter) {
  const scope = useScope();
  return useQuery({
    ...metricsQueryOptions(
      scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] },
      subject,
      filter,
    ),
    enabled: scope !== null,
  });
}
