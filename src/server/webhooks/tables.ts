import type { ColumnType, Generated, JSONColumnType } from "kysely";
import type { WebhookDeliveryStatus } from "../../contract/webhooks";
import type { CreatedAt, Timestamp } from "../db/core-tables";

type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** An organization's webhook receiver (migration 0011). */
export interface WebhookEndpointsTable {
  id: Generated<string>;
  organization_id: string;
  url: string;
  description: string | null;
  /** `["*"]` or a list of event types. */
  event_types: JSONColumnType<string[], string, string>;
  enabled: Generated<boolean>;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: NullableTime;
  secret_rotated_at: NullableTime;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** The outbox: one event for one recipient organization, written with the change it describes. */
export interface WebhookEventsTable {
  id: string;
  organization_id: string;
  type: string;
  resource_key: string;
  data: JSONColumnType<Record<string, unknown>, string, string>;
  created_at: CreatedAt;
}

/** One event to one endpoint: the delivery log. */
export interface WebhookDeliveriesTable {
  id: Generated<string>;
  seq: Generated<number>;
  endpoint_id: string;
  event_id: string;
  organization_id: string;
  event_type: string;
  resource_key: string;
  status: ColumnType<WebhookDeliveryStatus, WebhookDeliveryStatus | undefined, WebhookDeliveryStatus>;
  attempt: Generated<number>;
  response_status: number | null;
  response_body_excerpt: string | null;
  error: string | null;
  duration_ms: number | null;
  next_attempt_at: NullableTime;
  in_flight_until: NullableTime;
  last_attempt_at: NullableTime;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface WebhookTables {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
}
