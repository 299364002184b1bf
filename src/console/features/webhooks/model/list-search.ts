import { webhookDeliveryStatuses } from "../../../../contract/values";
import {
  type SearchOutput,
  searchEnumList,
  searchInteger,
  searchObject,
  searchUuid,
  searchValidator,
} from "../../../lib/search-schema";

export const webhookSearchDefaults = { limit: 20, offset: 0 } as const;

/**
 * The Webhooks page's state in the URL: the endpoint whose delivery log is open (`endpoint`), the
 * log's status filter (`status`, repeated) and its page.
 */
export const webhookSearch = searchObject({
  endpoint: searchUuid(),
  status: searchEnumList(webhookDeliveryStatuses),
  limit: searchInteger(webhookSearchDefaults.limit, { min: 1, max: 100 }),
  offset: searchInteger(webhookSearchDefaults.offset, { min: 0 }),
});

export type WebhooksSearch = SearchOutput<typeof webhookSearch>;

export const validateWebhookSearch = searchValidator(webhookSearch);
