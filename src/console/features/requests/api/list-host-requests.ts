import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QueryIn, ResponseOf } from "../../../../contract/endpoint";
import { listHostDocumentRequests } from "../../../../contract/requests";
import { callApi } from "../../../lib/api-client";
import { samePagedList } from "../../../lib/keep-previous-page";
import { selfScopeOf } from "../../../lib/org-scope";
import { type Scope, useScope } from "../../../lib/scope";
import type { HostRequestListSearch } from "../model/host-list-search";
import { requestKeys } from "./keys";

export type HostRequestListQuery = QueryIn<typeof listHostDocumentRequests>;
export type HostRequestList = ResponseOf<typeof listHostDocumentRequests>;
export type HostRequestRow = HostRequestList["items"][number];

/** The URL state as the API's query (the names are the same; empty lists are left out). */
export function toHostRequestQuery(search: HostRequestListSearch): HostRequestListQuery {
  return {
    search_text: search.search_text,
    statuses: search.statuses?.length ? search.statuses : undefined,
    guest_organization_ids: search.guest_organization_ids?.length ? search.guest_organization_ids : undefined,
    expires_before: search.expires_before,
    order_by: search.order_by,
    order_dir: search.order_dir,
    limit: search.limit,
    offset: search.offset,
  };
}

/** GET /documents/requests: the signed-in organization's requests to every Guest (Self headers). */
export function fetchHostRequests(scope: Scope, query: HostRequestListQuery, signal?: AbortSignal) {
  return callApi(listHostDocumentRequests, { scope: selfScopeOf(scope), query, signal });
}

export function hostRequestsQueryOptions(scope: Scope, query: HostRequestListQuery) {
  const queryKey = requestKeys.hostList(scope.requesterId, query);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetchHostRequests(scope, query, signal),
    placeholderData: (previous, previousQuery) =>
      samePagedList(previousQuery?.queryKey, queryKey) ? previous : undefined,
  });
}

export function useHostRequests(query: HostRequestListQuery) {
  const scope = useScope();
  return useQuery({
    ...hostRequestsQueryOptions(scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] }, query),
    enabled: scope !== null,
  });
}

/**
 * How many requests the organization sent to its Guests (one row asked, `total_items` read): the
 * inbox's empty state points there when the forwarder's requests are all outgoing (issue 25).
 */
export function useHostRequestCount(enabled: boolean) {
  const scope = useScope();
  return useQuery({
    ...hostRequestsQueryOptions(scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] }, {
      limit: 1,
      offset: 0,
    }),
    enabled: scope !== null && enabled,
    select: (list) => list.total_items,
  });
}
