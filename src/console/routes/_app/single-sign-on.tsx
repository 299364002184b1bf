import { createFileRoute } from "@tanstack/react-router";
import { getSsoConfiguration } from "../../../contract/sso";
import { ssoConfigurationQueryOptions } from "../../features/sso/api/get-sso-configuration";
import { SsoScreen } from "../../features/sso/components/sso-screen";
import { getScope, scopeAllows } from "../../lib/scope";
import { getSession } from "../../lib/session";

export const Route = createFileRoute("/_app/single-sign-on")({
  loader: ({ context }) => {
    const scope = getScope();
    const session = getSession();
    if (!scope || !scopeAllows(scope, getSsoConfiguration) || (session?.person && session.person.role !== "admin")) {
      return;
    }
    void context.queryClient.ensureQueryData(ssoConfigurationQueryOptions(scope)).catch(() => {});
  },
  component: SsoScreen,
});
