import { queryOptions, useQuery } from "@tanstack/react-query";
import { listPrivateRecords } from "../../../../contract/records";
import { callApi } from "../../../lib/api-client";
import { type Scope, scopeAllows, useScope } from "../../../lib/scope";

/** The caller's active private records (Self), scored first, to open one's analytics. */
export function fetchRecordOptions(scope: Scope, signal?: AbortSignal) {
  return callApi(listPrivateRecords, {
    scope,
    query: { archived: false, order_by: "total_score", order_dir: "desc", limit: 100, offset: 0 },
    signal,
  }).then((list) => list.items.map((r) => ({ id: r.id, name: r.name, score: r.total_score })));
}

export function recordOptionsQueryOptions(scope: Scope) {
  return queryOptions({
    queryKey: ["private-records", scope.requesterId, scope.targetId, "analytics-options"],
    queryFn: ({ signal }) => fetchRecordOptions(scope, signal),
    staleTime: 30_000,
  });
}

export function useRecordOptions() {
  const scope = useScope();
  return useQuery({
    ...recordOptionsQueryOptions(scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] }),
    enabled: scopeAllows(scope, listPrivateRecords),
  });
}
