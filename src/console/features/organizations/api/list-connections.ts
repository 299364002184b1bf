import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "../../../../contract/endpoint";
import { listConnections } from "../../../../contract/organizations";
import { callApi } from "../../../lib/api-client";
import type { Scope } from "../../../lib/scope";

export type ConnectionList = ResponseOf<typeof listConnections>;

/** GET /connections, always asked in the Self scenario (Target = Requester). */
export function fetchConnections(requesterId: string, signal?: AbortSignal): Promise<ConnectionList> {
  const scope: Scope = { requesterId, targetId: requesterId, targetName: null, scenarios: ["self"] };
  return callApi(listConnections, { scope, signal });
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
