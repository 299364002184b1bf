import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QueryIn, ResponseOf } from "../../../../contract/endpoint";
import { listWebhookEndpoints } from "../../../../contract/webhooks";
import { callApi } from "../../../lib/api-client";
import { type Scope, scopeAllows, useScope } from "../../../lib/scope";
import type { WebhooksSearch } from "../model/list-search";
import { webhookKeys } from "./keys";

export type WebhookEndpointListQuery = QueryIn<typeof listWebhookEndpoints>;
export type WebhookEndpointRow = ResponseOf<typeof listWebhookEndpoints>["items"][number];

/** The endpoints' API query of the page's URL state: all of them (at most 10), in the chosen order. */
export function webhookEndpointsQueryOf(search: WebhooksSearch): WebhookEndpointListQuery {
  return { order_by: search.endpoint_order_by, order_dir: search.endpoint_order_dir, limit: 100, offset: 0 };
}

/** GET /webhook-endpoints (Self): the organization's receivers, newest first unless sorted otherwise. */
export function fetchWebhookEndpoints(scope: Scope, query: WebhookEndpointListQuery, signal?: AbortSignal) {
  return callApi(listWebhookEndpoints, { scope, query, signal });
}

export function webhookEndpointsQueryOptions(scope: Scope, query: WebhookEndpointListQuery) {
  return queryOptions({
    queryKey: webhookKeys.endpoints(scope, query),
    queryFn: ({ signal }) => fetchWebhookEndpoints(scope, query, signal),
  });
}

export function useWebhookEndpoints(query: WebhookEndpointListQuery) {
  const scope = useScope();
  return useQuery({
    ...webhookEndpointsQueryOptions(scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] }, query),
    enabled: scopeAllows(scope, listWebhookEndpoints),
  });
}
