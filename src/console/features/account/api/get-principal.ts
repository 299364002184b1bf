import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "../../../../contract/endpoint";
import { getCurrentPrincipal } from "../../../../contract/people";
import { callApi } from "../../../lib/api-client";
import { accountKeys } from "./keys";

export type Principal = ResponseOf<typeof getCurrentPrincipal>;

/** GET /auth/me: who the console's token speaks for (a person, or the organization's API client). */
export function fetchPrincipal(signal?: AbortSignal) {
  return callApi(getCurrentPrincipal, { signal });
}

export function principalQueryOptions() {
  return queryOptions({ queryKey: accountKeys.principal(), queryFn: ({ signal }) => fetchPrincipal(signal) });
}

export function usePrincipal() {
  return useQuery(principalQueryOptions());
}
