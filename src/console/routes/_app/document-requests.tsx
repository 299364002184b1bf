import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { useCallback } from "react";
import { requestsQueryOptions } from "../../features/requests/api/list-requests";
import type { RequestSearchChange } from "../../features/requests/components/request-filters";
import { RequestsScreen } from "../../features/requests/components/requests-screen";
import { toRequestQuery } from "../../features/requests/model/list-query";
import { requestListDefaults, validateRequestListSearch } from "../../features/requests/model/list-search";
import { listRouteOptions } from "../../lib/list-route";
import { getScope } from "../../lib/scope";

export const Route = createFileRoute("/_app/document-requests")({
  validateSearch: validateRequestListSearch,
  search: { middlewares: [stripSearchParams(requestListDefaults)] },
  loaderDeps: ({ search }) => search,
  ...listRouteOptions,
  loader: ({ context, deps }) => {
    const scope = getScope();
    if (!scope) return;
    void context.queryClient.ensureQueryData(requestsQueryOptions(scope, toRequestQuery(deps))).catch(() => {});
  },
  component: DocumentRequestsRoute,
});

function DocumentRequestsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (change: RequestSearchChange) => void navigate({ search: (prev) => ({ ...prev, ...change }) }),
    [navigate],
  );
  return <RequestsScreen search={search} onChange={onChange} />;
}
