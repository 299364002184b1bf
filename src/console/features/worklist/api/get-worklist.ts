import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QueryIn, ResponseOf } from "../../../../contract/endpoint";
import { getWorklist } from "../../../../contract/worklist";
import { callApi } from "../../../lib/api-client";
import { samePagedList } from "../../../lib/keep-previous-page";
import { selfScopeOf } from "../../../lib/org-scope";
import { type Scope, useScope } from "../../../lib/scope";
import { type WorklistSearch, worklistDefaults } from "../model/list-search";
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
export const worklistCountsQuery: WorklistQuery = {
  order_by: worklistDefaults.order_by,
  order_dir: worklistDefaults.order_dir,
  limit: worklistDefaults.limit,
  offset: worklistDefaults.offset,
};

/** The API query of the worklist's URL state (the route's loader and the screen read the same). */
export function worklistQueryOf(search: WorklistSearch): WorklistQuery {
  return {
    kinds: search.kind ? [search.kind] : undefined,
    order_by: search.order_by,
    order_dir: search.order_dir,
    limit: search.limit,
    offset: search.offset,
  };
}

export function useWorklistCounts() {
  const list = useWorklist(worklistCountsQuery);
  return list.data?.counts ?? null;
}
