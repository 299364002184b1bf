import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "../../../../contract/endpoint";
import { getOrganization } from "../../../../contract/organizations";
import { callApi } from "../../../lib/api-client";
import type { Scope } from "../../../lib/scope";

export type OrganizationDetail = ResponseOf<typeof getOrganization>;

/** GET /organizations/{org_id} of the caller's own organization (Self). */
export function fetchOwnOrganization(requesterId: string, signal?: AbortSignal): Promise<OrganizationDetail> {
  const scope: Scope = { requesterId, targetId: requesterId, targetName: null, scenarios: ["self"] };
  return callApi(getOrganization, { scope, params: { org_id: requesterId }, signal });
}

export function ownOrganizationQueryOptions(requesterId: string) {
  return queryOptions({
    queryKey: ["organization", requesterId, "self"],
    queryFn: ({ signal }) => fetchOwnOrganization(requesterId, signal),
    staleTime: 10 * 60_000,
  });
}

export function useOwnOrganization(requesterId: string | undefined) {
  return useQuery({ ...ownOrganizationQueryOptions(requesterId ?? ""), enabled: Boolean(requesterId) });
}
