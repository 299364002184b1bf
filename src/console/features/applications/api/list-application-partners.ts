import { queryOptions, useQuery } from "@tanstack/react-query";
import { listPartners } from "../../../../contract/partners";
import { callApi } from "../../../lib/api-client";
import type { Scope } from "../../../lib/scope";

/**
 * Names of the partners an application refers to (trade-finance customers/suppliers, the factoring
 * counterparty): they are the shipper's partners, so GET /partners?partner_ids=… is asked of the
 * shipper — in Self by the shipper, in Host → Guest by its forwarder — whatever the switcher says.
 */
export function fetchApplicationPartners(
  requesterId: string,
  shipperId: string,
  ids: string[],
  signal?: AbortSignal,
): Promise<Map<string, string>> {
  const scope: Scope = {
    requesterId,
    targetId: shipperId,
    targetName: null,
    scenarios: requesterId === shipperId ? ["self"] : ["host"],
  };
  return callApi(listPartners, { scope, query: { partner_ids: ids, limit: 100, offset: 0 }, signal }).then(
    (list) => new Map(list.items.map((p) => [p.id, p.company_name])),
  );
}

export function applicationPartnersQueryOptions(requesterId: string, shipperId: string, ids: string[]) {
  const sorted = [...new Set(ids)].sort();
  return queryOptions({
    queryKey: ["partners", requesterId, shipperId, "names", sorted],
    queryFn: ({ signal }) => fetchApplicationPartners(requesterId, shipperId, sorted, signal),
    staleTime: 5 * 60_000,
  });
}

/** Partner names by id; while loading or when they cannot be read, the screen shows the ids. */
export function useApplicationPartners(requesterId: string, shipperId: string, ids: string[]) {
  return useQuery({ ...applicationPartnersQueryOptions(requesterId, shipperId, ids), enabled: ids.length > 0 });
}
