import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { useCallback } from "react";
import { listCreditApplications } from "../../../../contract/applications";
import { applicationsQueryOptions } from "../../../features/applications/api/list-applications";
import type { ListSearchChange } from "../../../features/applications/components/application-filters";
import { ApplicationsScreen } from "../../../features/applications/components/applications-screen";
import { toListQuery } from "../../../features/applications/model/list-query";
import {
  applicationListDefaults,
  validateApplicationListSearch,
} from "../../../features/applications/model/list-search";
import { listRouteOptions } from "../../../lib/list-route";
import { getScope, scopeAllows } from "../../../lib/scope";

export const Route = createFileRoute("/_app/credit-applications/")({
  validateSearch: validateApplicationListSearch,
  search: { middlewares: [stripSearchParams(applicationListDefaults)] },
  loaderDeps: ({ search }) => search,
  ...listRouteOptions,
  loader: ({ context, deps }) => {
    const scope = getScope();
    if (!scope || !scopeAllows(scope, listCreditApplications)) return;
    // Not awaited: the previous page stays on screen (dimmed) while a new filter loads.
    void context.queryClient.ensureQueryData(applicationsQueryOptions(scope, toListQuery(deps))).catch(() => {});
  },
  component: ApplicationsRoute,
});

function ApplicationsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (change: ListSearchChange) => void navigate({ search: (prev) => ({ ...prev, ...change }) }),
    [navigate],
  );
  return <ApplicationsScreen search={search} onChange={onChange} />;
}
