import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BodyIn } from "../../../../contract/endpoint";
import { updateOrganizationSettings } from "../../../../contract/organization-settings";
import { callApi } from "../../../lib/api-client";
import type { Scope } from "../../../lib/scope";
import { settingsKeys } from "./keys";

export type UpdateOrganizationSettingsInput = BodyIn<typeof updateOrganizationSettings>;

/** PATCH /organization-settings (Self): changes the settings it names. */
export function updateOrganizationSettingsFor(scope: Scope, body: UpdateOrganizationSettingsInput) {
  return callApi(updateOrganizationSettings, { scope, body });
}

export function useUpdateOrganizationSettings(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOrganizationSettingsInput) => updateOrganizationSettingsFor(scope, body),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.settings(scope), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}
