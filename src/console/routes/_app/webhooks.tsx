import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { useCallback } from "react";
import { listWebhookEndpoints } from "../../../contract/webhooks";
import { webhookDeliveriesQueryOf, webhookDeliveriesQueryOptions } from "../../features/webhooks/api/list-deliveries";
import { webhookEndpointsQueryOf, webhookEndpointsQueryOptions } from "../../features/webhooks/api/list-endpoints";
import { WebhooksScreen, type WebhooksSearch } from "../../features/webhooks/components/webhooks-screen";
import { validateWebhookSearch, webhookSearchDefaults } from "../../features/webhooks/model/list-search";
import { listRouteOptions } from "../../lib/list-route";
import { getScope, scopeAllows } from "../../lib/scope";

export const Route = createFileRoute("/_app/webhooks")({
  validateSearch: validateWebhookSearch,
  search: { middlewares: [stripSearchParams(webhookSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  ...listRouteOptions,
  loader: ({ context, deps }) => {
    const scope = getScope();
    if (!scope || !scopeAllows(scope, listWebhookEndpoints)) return;
    void context.queryClient
      .ensureQueryData(webhookEndpointsQueryOptions(scope, webhookEndpointsQueryOf(deps)))
      .catch(() => {});
    if (deps.endpoint) {
      void context.queryClient
        .ensureQueryData(webhookDeliveriesQueryOptions(scope, deps.endpoint, webhookDeliveriesQueryOf(deps)))
        .catch(() => {});
    }
  },
  component: WebhooksRoute,
});

function WebhooksRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (change: Partial<WebhooksSearch>) => void navigate({ search: (prev) => ({ ...prev, ...change }) }),
    [navigate],
  );
  return <WebhooksScreen search={search} onChange={onChange} />;
}
