import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "../../../../contract/endpoint";
import { getPartner } from "../../../../contract/partners";
import { apiBase, authHeaders, buildPath, failure, parseResponse } from "../../../lib/api-client";
import { apiError } from "../../../lib/error-words";
import type { Scope } from "../../../lib/scope";
import { partnerKeys } from "./keys";

export type PartnerWithEtag = { partner: ResponseOf<typeof getPartner>; etag: string | null };

/**
 * GET /partners/{id} with the partner's ETag, which the edit form sends back in If-Match so a
 * change made meanwhile (another tab, a colleague) is not overwritten (412 instead).
 */
export async function fetchPartner(scope: Scope, partnerId: string, signal?: AbortSignal): Promise<PartnerWithEtag> {
  const url = `${apiBase}${buildPath(getPartner.path, { partner_id: partnerId })}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: "application/json", ...authHeaders(getPartner, scope) }, signal });
  } catch (e) {
    if (e instanceof DOMException && e.name === "AbortError") throw e;
    throw apiError(0, "network_error");
  }
  if (!response.ok) throw await failure(response);
  const json: unknown = await response.json().catch(() => null);
  return { partner: parseResponse(getPartner, json), etag: response.headers.get("etag") };
}

export function partnerQueryOptions(scope: Scope, partnerId: string) {
  return queryOptions({
    queryKey: partnerKeys.detail(scope, partnerId),
    queryFn: ({ signal }) => fetchPartner(scope, partnerId, signal),
    staleTime: 0,
    // The edit form is built from this answer: a refetch on focus must not reset what is being typed.
    refetchOnWindowFocus: false,
  });
}

export function usePartner(scope: Scope, partnerId: string) {
  return useQuery(partnerQueryOptions(scope, partnerId));
}
