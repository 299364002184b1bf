import { queryOptions, useQuery } from "@tanstack/react-query";
import { listOrganizationScores, listPrivateRecordScores, type ScoreItem } from "../../../../contract/analytics";
import { fetchAllPages } from "../../../lib/all-pages";
import { callApi } from "../../../lib/api-client";
import { samePagedList } from "../../../lib/keep-previous-page";
import { hostOwnedCall } from "../../../lib/org-scope";
import { type Scope, useScope } from "../../../lib/scope";
import type { AnalyticsSubject } from "../model/subject";
import { analyticsKeys } from "./keys";

export interface ScoreRange {
  date_from?: string;
  date_to?: string;
}

/** Pages read at most (100 scoring dates each): far beyond any company's reporting history. */
const MAX_PAGES = 10;

/**
 * The score history, oldest first: GET /organizations/{org_id}/metrics/scores (host-owned org_id)
 * or GET /private-records/{id}/metrics/scores; every page is read.
 */
export async function fetchScores(
  scope: Scope,
  subject: AnalyticsSubject,
  range: ScoreRange,
  signal?: AbortSignal,
): Promise<ScoreItem[]> {
  const { items } = await fetchAllPages(
    (offset) => {
      const query = { ...range, order_by: "date", order_dir: "asc", limit: 100, offset } as const;
      return subject.kind === "record"
        ? callApi(listPrivateRecordScores, { scope, params: { record_id: subject.recordId }, query, signal })
        : (() => {
            const call = hostOwnedCall(scope);
            return callApi(listOrganizationScores, {
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

export function scoresQueryOptions(scope: Scope, subject: AnalyticsSubject, range: ScoreRange) {
  const queryKey = analyticsKeys.scores(scope, subject, range);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetchScores(scope, subject, range, signal),
    placeholderData: (previous, previousQuery) =>
      samePagedList(previousQuery?.queryKey, queryKey) ? previous : undefined,
    staleTime: 0,
  });
}

export function useScores(subject: AnalyticsSubject, range: ScoreRange) {
  const scope = useScope();
  return useQuery({
    ...scoresQueryOptions(scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] }, subject, range),
    enabled: scope !== null,
  });
}
