import { queryOptions, useQuery } from "@tanstack/react-query";
import { getCreditApplication } from "../../../../contract/applications";
import type { ResponseOf } from "../../../../contract/endpoint";
import { callApi } from "../../../lib/api-client";
import { type Scope, scopeAllows, useScope } from "../../../lib/scope";
import { applicationKeys } from "./keys";

export type ApplicationDetail = ResponseOf<typeof getCreditApplication>;

/** GET /credit-applications/{id}: list fields + needs_action, allowed_actions, history. */
export function fetchApplication(scope: Scope, id: string, signal?: AbortSignal) {
  return callApi(getCreditApplication, { scope, params: { credit_application_id: id }, signal });
}

export function applicationQueryOptions(scope: Scope, id: string) {
  return queryOptions({
    queryKey: applicationKeys.detail(scope, id),
    queryFn: ({ signal }) => fetchApplication(scope, id, signal),
  });
}

export function useApplication(id: string) {
  const scope = useScope();
  return useQuery({
    ...applicationQueryOptions(scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] }, id),
    enabled: scopeAllows(scope, getCreditApplication),
  });
}
