import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ConnectionList, fetchAllConnections } from "../../../lib/connections";

export type { ConnectionList };

/** GET /connections, always asked in the Self scenario (Target = Requester), every page. */
export function fetchConnections(requesterId: string, signal?: AbortSignal): Promise<ConnectionList> {
  return fetchAllConnections(requesterId, signal);
}

export function connectionsQueryOptions(requesterId: string) {
  return queryOptions({
    queryKey: ["connections", requesterId],
    queryFn: ({ signal }) => fetchConnections(requesterId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useConnections(requesterId: string | undefined) {
  return useQuery({ ...connectionsQueryOptions(requesterId ?? ""), enabled: Boolean(requesterId) });
}
