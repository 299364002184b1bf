import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "../../../../contract/endpoint";
import { getSsoConfiguration } from "../../../../contract/sso";
import { callApi } from "../../../lib/api-client";
import { isApiError } from "../../../lib/api-error";
import { type Scope, scopeAllows, useScope } from "../../../lib/scope";
import { ssoKeys } from "./keys";

export type SsoConfigurationView = ResponseOf<typeof getSsoConfiguration>;

/**
 * GET /sso-configuration (Self, admins): the organization's single sign-on configuration, or null
 * when there is none (the API's 404 `sso_configuration_not_found` means "off", not a failure).
 */
export async function fetchSsoConfiguration(scope: Scope, signal?: AbortSignal): Promise<SsoConfigurationView | null> {
  try {
    return await callApi(getSsoConfiguration, { scope, signal });
  } catch (error) {
    if (isApiError(error) && error.code === "sso_configuration_not_found") return null;
    throw error;
  }
}

export function ssoConfigurationQueryOptions(scope: Scope) {
  return queryOptions({
    queryKey: ssoKeys.configuration(scope),
    queryFn: ({ signal }) => fetchSsoConfiguration(scope, signal),
  });
}

export function useSsoConfiguration(enabled = true) {
  const scope = useScope();
  return useQuery({
    ...ssoConfigurationQueryOptions(scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] }),
    enabled: enabled && scopeAllows(scope, getSsoConfiguration),
  });
}
