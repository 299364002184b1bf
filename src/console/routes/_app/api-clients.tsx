import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { useCallback } from "react";
import { listApiClients } from "../../../contract/api-clients";
import { apiClientsQueryOptions } from "../../features/api-clients/api/list-api-clients";
import { ApiClientsScreen, type ApiClientsSearch } from "../../features/api-clients/components/api-clients-screen";
import { apiClientSearchDefaults, validateApiClientSearch } from "../../features/api-clients/model/list-search";
import { listRouteOptions } from "../../lib/list-route";
import { getScope, scopeAllows } from "../../lib/scope";

export const Route = createFileRoute("/_app/api-clients")({
  validateSearch: validateApiClientSearch,
  search: { middlewares: [stripSearchParams(apiClientSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  ...listRouteOptions,
  loader: ({ context, deps }) => {
    const scope = getScope();
    if (!scope || !scopeAllows(scope, listApiClients)) return;
    void context.queryClient
      .ensureQueryData(apiClientsQueryOptions(scope, { limit: deps.limit, offset: deps.offset }))
      .catch(() => {});
  },
  component: ApiClientsRoute,
});

function ApiClientsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (change: Partial<ApiClientsSearch>) => void navigate({ search: (prev) => ({ ...prev, ...change }) }),
    [navigate],
  );
  return <ApiClientsScreen search={search} onChange={onChange} />;
}
