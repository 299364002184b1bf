import {
  orderDirections,
  webhookDeliveryOrderFields,
  webhookDeliveryStatuses,
  webhookEndpointOrderFields,
} from "../../../../contract/values";
import {
  type SearchOutput,
  searchEnum,
  searchEnumList,
  searchInteger,
  searchObject,
  searchUuid,
  searchValidator,
} from "../../../lib/search-schema";

export const webhookSearchDefaults = {
  endpoint_order_by: "created_at",
  endpoint_order_dir: "desc",
  order_by: "created_at",
  order_dir: "desc",
  limit: 20,
  offset: 0,
} as const;

/**
 * The Webhooks page's state in the URL: the endpoint whose delivery log is open (`endpoint`), the
 * log's status filter (`status`, repeated), its order (`order_by`, `order_dir`) and its page; the
 * endpoints' own order (`endpoint_order_by`, `endpoint_order_dir`).
 */
export const webhookSearch = searchObject({
  endpoint: searchUuid(),
  status: searchEnumList(webhookDeliveryStatuses),
  endpoint_order_by: searchEnum(webhookEndpointOrderFields, webhookSearchDefaults.endpoint_order_by),
  endpoint_order_dir: searchEnum(orderDirections, webhookSearchDefaults.endpoint_order_dir),
  order_by: searchEnum(webhookDeliveryOrderFields, webhookSearchDefaults.order_by),
  order_dir: searchEnum(orderDirections, webhookSearchDefaults.order_dir),
  limit: searchInteger(webhookSearchDefaults.limit, { min: 1, max: 100 }),
  offset: searchInteger(webhookSearchDefaults.offset, { min: 0 }),
});

export type WebhooksSearch = SearchOutput<typeof webhookSearch>;

export const validateWebhookSearch = searchValidator(webhookSearch);
