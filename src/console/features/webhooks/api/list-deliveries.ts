import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QueryIn, ResponseOf } from "../../../../contract/endpoint";
import { listWebhookDeliveries } from "../../../../contract/webhooks";
import { callApi } from "../../../lib/api-client";
import type { Scope } from "../../../lib/scope";
import type { WebhooksSearch } from "../model/list-search";
import { webhookKeys } from "./keys";

export type WebhookDeliveryListQuery = QueryIn<typeof listWebhookDeliveries>;
export type WebhookDeliveryRow = ResponseOf<typeof listWebhookDeliveries>["items"][number];

/** The delivery log's API query of the page's URL state (the route's loader and the panel read the same). */
export function webhookDeliveriesQueryOf(search: WebhooksSearch): WebhookDeliveryListQuery {
  return {
    statuses: search.status,
    order_by: search.order_by,
    order_dir: search.order_dir,
    limit: search.limit,
    offset: search.offset,
  };
}

/** GET /webhook-endpoints/{id}/deliveries: the delivery log, newest first unless sorted otherwise. */
export function fetchWebhookDeliveries(
  scope: Scope,
  endpointId: string,
  query: WebhookDeliveryListQuery,
  signal?: AbortSignal,
) {
  return callApi(listWebhookDeliveries, { scope, params: { endpoint_id: endpointId }, query, signal });
}

export function webhookDeliveriesQueryOptions(scope: Scope, endpointId: string, query: WebhookDeliveryListQuery) {
  return queryOptions({
    queryKey: webhookKeys.deliveries(scope, endpointId, query),
    queryFn: ({ signal }) => fetchWebhookDeliveries(scope, endpointId, query, signal),
  });
}

/** The log refreshes every 2 s while a delivery is pending (attempts and retries land by themselves). */
export function useWebhookDeliveries(scope: Scope, endpointId: string, query: WebhookDeliveryListQuery) {
  return useQuery({
    ...webhookDeliveriesQueryOptions(scope, endpointId, query),
    refetchInterval: (q) => (q.state.data?.items.some((d) => d.status === "pending") ? 2000 : false),
  });
}
