import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QueryIn, ResponseOf } from "../../../../contract/endpoint";
import { listPartners } from "../../../../contract/partners";
import { callApi } from "../../../lib/api-client";
import { samePagedList } from "../../../lib/keep-previous-page";
import { type Scope, scopeAllows, useScope } from "../../../lib/scope";
import { partnerKeys } from "./keys";

export type PartnerListQuery = QueryIn<typeof listPartners>;
export type PartnerList = ResponseOf<typeof listPartners>;
export type Partner = PartnerList["items"][number];

/** GET /partners: the Target's partners (Self, or Host → Guest). */
export function fetchPartners(scope: Scope, query: PartnerListQuery, signal?: AbortSignal) {
  return callApi(listPartners, { scope, query, signal });
}

export function partnersQueryOptions(scope: Scope, query: PartnerListQuery) {
  const queryKey = partnerKeys.list(scope, query);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetchPartners(scope, query, signal),
    placeholderData: (previous, previousQuery) =>
      samePagedList(previousQuery?.queryKey, queryKey) ? previous : undefined,
  });
}

export function usePartners(query: PartnerListQuery) {
  const scope = useScope();
  return useQuery({
    ...partnersQueryOptions(scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] }, query),
    enabled: scopeAllows(scope, listPartners),
  });
}
