import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchAllConnections } from "../../../lib/connections";

/** GET /connections (Self): the organizations the list can be filtered by (shipper/forwarder). */
export function fetchCounterparties(requesterId: string, signal?: AbortSignal) {
  return fetchAllConnections(requesterId, signal);
}

export function counterpartiesQueryOptions(requesterId: string) {
  // Same key and data as the organization switcher's connections query: one request for both.
  return queryOptions({
    queryKey: ["connections", requesterId],
    queryFn: ({ signal }) => fetchCounterparties(requesterId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useCounterparties(requesterId: string | undefined) {
  return useQuery({ ...counterpartiesQueryOptions(requesterId ?? ""), enabled: Boolean(requesterId) });
}
