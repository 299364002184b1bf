import { createFileRoute } from "@tanstack/react-router";
import { getOrganizationSettings } from "../../../contract/organization-settings";
import { organizationSettingsQueryOptions } from "../../features/settings/api/get-settings";
import { SettingsScreen } from "../../features/settings/components/settings-screen";
import { getScope, scopeAllows } from "../../lib/scope";

export const Route = createFileRoute("/_app/settings")({
  loader: ({ context }) => {
    const scope = getScope();
    if (!scope || !scopeAllows(scope, getOrganizationSettings)) return;
    void context.queryClient.ensureQueryData(organizationSettingsQueryOptions(scope)).catch(() => {});
  },
  component: SettingsScreen,
});
