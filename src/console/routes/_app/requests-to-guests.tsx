import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { useCallback } from "react";
import { hostRequestsQueryOptions, toHostRequestQuery } from "../../features/requests/api/list-host-requests";
import { HostRequestsScreen } from "../../features/requests/components/host-requests-screen";
import {
  type HostRequestSearchChange,
  hostRequestListDefaults,
  validateHostRequestListSearch,
} from "../../features/requests/model/host-list-search";
import { listRouteOptions } from "../../lib/list-route";
import { getScope } from "../../lib/scope";

/** The forwarder's document requests to every Guest (GET /documents/requests). */
export const Route = createFileRoute("/_app/requests-to-guests")({
  validateSearch: validateHostRequestListSearch,
  search: { middlewares: [stripSearchParams(hostRequestListDefaults)] },
  loaderDeps: ({ search }) => search,
  ...listRouteOptions,
  loader: ({ context, deps }) => {
    const scope = getScope();
    if (!scope) return;
    void context.queryClient.ensureQueryData(hostRequestsQueryOptions(scope, toHostRequestQuery(deps))).catch(() => {});
  },
  component: HostDocumentRequestsRoute,
});

function HostDocumentRequestsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (change: HostRequestSearchChange) => void navigate({ search: (prev) => ({ ...prev, ...change }) }),
    [navigate],
  );
  return <HostRequestsScreen search={search} onChange={onChange} />;
}
