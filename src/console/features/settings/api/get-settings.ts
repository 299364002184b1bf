import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "../../../../contract/endpoint";
import { getOrganizationSettings } from "../../../../contract/organization-settings";
import { callApi } from "../../../lib/api-client";
import { type Scope, scopeAllows, useScope } from "../../../lib/scope";
import { settingsKeys } from "./keys";

export type OrganizationSettingsView = ResponseOf<typeof getOrganizationSettings>;

/** GET /organization-settings (Self): the organization's settings, defaults until changed. */
export function fetchOrganizationSettings(scope: Scope, signal?: AbortSignal) {
  return callApi(getOrganizationSettings, { scope, signal });
}

export function organizationSettingsQueryOptions(scope: Scope) {
  return queryOptions({
    queryKey: settingsKeys.settings(scope),
    queryFn: ({ signal }) => fetchOrganizationSettings(scope, signal),
  });
}

export function useOrganizationSettings() {
  const scope = useScope();
  return useQuery({
    ...organizationSettingsQueryOptions(scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] }),
    enabled: scopeAllows(scope, getOrganizationSettings),
  });
}
