import { createFileRoute } from "@tanstack/react-router";
import { getCreditApplication } from "../../../../contract/applications";
import { applicationQueryOptions } from "../../../features/applications/api/get-application";
import { ApplicationDetailScreen } from "../../../features/applications/components/application-detail-screen";
import { getScope, scopeAllows } from "../../../lib/scope";

export const Route = createFileRoute("/_app/credit-applications/$applicationId")({
  loader: async ({ context, params }) => {
    const scope = getScope();
    if (!scope || !scopeAllows(scope, getCreditApplication)) return;
    // Errors are shown (with retry) by the screen's own query, not by the route.
    await context.queryClient.ensureQueryData(applicationQueryOptions(scope, params.applicationId)).catch(() => {});
  },
  component: ApplicationRoute,
});

function ApplicationRoute() {
  const { applicationId } = Route.useParams();
  return <ApplicationDetailScreen id={applicationId} />;
}
