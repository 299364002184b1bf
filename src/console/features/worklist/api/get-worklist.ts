import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QueryIn, ResponseOf } from "../../../../contract/endpoint";
import { getWorklist } from "../../../../contract/worklist";
import { callApi } from "../../../lib/api-client";
import { samePagedList } from "../../../lib/keep-previous-page";
import { selfScopeOf } from "../../../lib/org-scope";
import { type Scope, useScope } from "../../../lib/scope";
import { worklistDefaults } from "../model/list-search";
import { worklistKeys } from "./keys";

export type WorklistQuery = QueryIn<typeof getWorklist>;
export type WorklistPage = ResponseOf<typeof getWorklist>;
export type WorklistRow = WorklistPage["items"][number];

/** GET /worklist: what waits on the signed-in organization (Self headers, whatever the Target). */
export function fetchWorklist(scope: Scope, query: WorklistQuery, signal?: AbortSignal) {
  return callApi(getWorklist, { scope: selfScopeOf(scope), query, signal });
}

export function worklistQueryOptions(scope: Scope, query: WorklistQuery) {
  const queryKey = worklistKeys.list(scope.requesterId, query);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetchWorklist(scope, query, signal),
    placeholderData: (previous, previousQuery) =>
      samePagedList(previousQuery?.queryKey, queryKey) ? previous : undefined,
  });
}

export function useWorklist(query: WorklistQuery) {
  const scope = useScope();
  return useQuery({
    ...worklistQueryOptions(scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] }, query),
    enabled: scope !== null,
  });
}

/**
 * The counts per kind for the navigation. Every page carries the counts of all kinds, so the
 * navigation reads the landing page's own query (all kinds, first page): after sign-in one request
 * serves both the worklist and the count (docs/performance.md, "Console speed").
 */
export const worklistCountsQuery: WorklistQuery = { limit: worklistDefaults.limit, offset: worklistDefaults.offset };

export function useWorklistCounts() {
  const list = useWorklist(worklistCountsQuery);
  return list.data?.counts ?? null;
}
