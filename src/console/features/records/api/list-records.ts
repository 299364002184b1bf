import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QueryIn, ResponseOf } from "../../../../contract/endpoint";
import { listPrivateRecords } from "../../../../contract/records";
import { callApi } from "../../../lib/api-client";
import { samePagedList } from "../../../lib/keep-previous-page";
import { type Scope, scopeAllows, useScope } from "../../../lib/scope";
import { recordKeys } from "./keys";

export type RecordListQuery = QueryIn<typeof listPrivateRecords>;
export type RecordList = ResponseOf<typeof listPrivateRecords>;
export type RecordListItem = RecordList["items"][number];

/** GET /private-records (Self only). */
export function fetchRecords(scope: Scope, query: RecordListQuery, signal?: AbortSignal) {
  return callApi(listPrivateRecords, { scope, query, signal });
}

export function recordsQueryOptions(scope: Scope, query: RecordListQuery) {
  const queryKey = recordKeys.list(scope, query);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetchRecords(scope, query, signal),
    placeholderData: (previous, previousQuery) =>
      samePagedList(previousQuery?.queryKey, queryKey) ? previous : undefined,
  });
}

export function useRecords(query: RecordListQuery) {
  const scope = useScope();
  return useQuery({
    ...recordsQueryOptions(scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] }, query),
    enabled: scopeAllows(scope, listPrivateRecords),
  });
}
