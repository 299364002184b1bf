import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "../../../../contract/endpoint";
import { listPartners, type PartnerType } from "../../../../contract/partners";
import { callApi } from "../../../lib/api-client";
import type { Scope } from "../../../lib/scope";

export type PartnerOption = ResponseOf<typeof listPartners>["items"][number];

/**
 * The caller's own partners of one type (GET /partners in the Self scenario, whatever the switcher
 * says): trade-finance customers/suppliers and the factoring counterparty are the shipper's own.
 */
export function fetchOwnPartners(requesterId: string, type: PartnerType, signal?: AbortSignal) {
  const scope: Scope = { requesterId, targetId: requesterId, targetName: null, scenarios: ["self"] };
  return callApi(listPartners, {
    scope,
    query: { partner_types: [type], order_by: "company_name", order_dir: "asc", limit: 100, offset: 0 },
    signal,
  });
}

export function ownPartnersQueryOptions(requesterId: string, type: PartnerType) {
  return queryOptions({
    queryKey: ["partners", requesterId, requesterId, "options", type],
    queryFn: ({ signal }) => fetchOwnPartners(requesterId, type, signal),
    staleTime: 60_000,
  });
}

export function useOwnPartners(requesterId: string, type: PartnerType) {
  return useQuery(ownPartnersQueryOptions(requesterId, type));
}
