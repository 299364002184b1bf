import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "../../../../contract/endpoint";
import { listDocumentRequests, openDocumentRequestStatuses } from "../../../../contract/requests";
import { callApi } from "../../../lib/api-client";
import { hostOwnedCall } from "../../../lib/org-scope";
import type { Scope } from "../../../lib/scope";
import { fileKeys } from "./keys";

export type OpenRequest = ResponseOf<typeof listDocumentRequests>["items"][number];

/**
 * The open document requests an upload to the Target's files may answer: in Self, the requests
 * Hosts sent to my organization; as a Host towards a Guest, my requests to that Guest.
 */
export function fetchOpenRequests(scope: Scope, signal?: AbortSignal) {
  const call = hostOwnedCall(scope);
  return callApi(listDocumentRequests, {
    scope: call.scope,
    params: { org_id: call.orgId },
    query: { statuses: [...openDocumentRequestStatuses], order_by: "expires_at", order_dir: "asc", limit: 100 },
    signal,
  });
}

export function openRequestsQueryOptions(scope: Scope) {
  return queryOptions({
    queryKey: fileKeys.openRequests(scope),
    queryFn: ({ signal }) => fetchOpenRequests(scope, signal),
    staleTime: 30_000,
  });
}

export function useOpenRequests(scope: Scope | null, enabled: boolean) {
  return useQuery({
    ...openRequestsQueryOptions(scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] }),
    enabled: enabled && scope !== null,
  });
}
