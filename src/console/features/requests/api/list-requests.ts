import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QueryIn, ResponseOf } from "../../../../contract/endpoint";
import { listDocumentRequests } from "../../../../contract/requests";
import { callApi } from "../../../lib/api-client";
import { samePagedList } from "../../../lib/keep-previous-page";
import { hostOwnedCall } from "../../../lib/org-scope";
import { type Scope, useScope } from "../../../lib/scope";
import { requestKeys } from "./keys";

export type RequestListQuery = QueryIn<typeof listDocumentRequests>;
export type RequestList = ResponseOf<typeof listDocumentRequests>;
export type DocumentRequestRow = RequestList["items"][number];

/**
 * GET /organizations/{org_id}/documents/requests with the host-owned org_id rule: in Self, the
 * requests Hosts sent to me; as Host → Guest, mine to that Guest (Self headers, org_id = Guest);
 * as Guest → Host, that Host's requests to me.
 */
export function fetchRequests(scope: Scope, query: RequestListQuery, signal?: AbortSignal) {
  const call = hostOwnedCall(scope);
  return callApi(listDocumentRequests, { scope: call.scope, params: { org_id: call.orgId }, query, signal });
}

export function requestsQueryOptions(scope: Scope, query: RequestListQuery) {
  const queryKey = requestKeys.list(scope, query);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetchRequests(scope, query, signal),
    placeholderData: (previous, previousQuery) =>
      samePagedList(previousQuery?.queryKey, queryKey) ? previous : undefined,
  });
}

export function useRequests(query: RequestListQuery) {
  const scope = useScope();
  return useQuery({
    ...requestsQueryOptions(scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] }, query),
    enabled: scope !== null,
  });
}
