import { randomBytes } from "node:crypto";
import { type Kysely, type Selectable, sql } from "kysely";
import {
  type CreateWebhookEndpointBody,
  type ListWebhookDeliveriesQuery,
  type ListWebhookEndpointsQuery,
  MAX_WEBHOOK_ENDPOINTS,
  SECRET_OVERLAP_HOURS,
  type UpdateWebhookEndpointBody,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
} from "../../contract/webhooks";
import type { DB } from "../db/schema";
import { isUuid } from "../db/sql-helpers";
import { ApiError } from "../http/api-error";
import type { Wire } from "../http/register";
import { enqueue } from "../jobs/queue";
import { auditChange } from "../people/acting";
import { DELIVER_JOB, inTransaction } from "./events";
import type { WebhookDeliveriesTable, WebhookEndpointsTable } from "./tables";
import { checkWebhookUrl, RefusedUrlError, type Resolve } from "./url-safety";

/**
 * Webhook endpoints and their delivery log (api-design §11). Every query is scoped to the caller's
 * organization: another organization's endpoint is simply not found.
 */

/** A new signing secret: `whsec_` + base64 of 32 random bytes (the Standard Webhooks format). */
export function newSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

type EndpointRow = Selectable<WebhookEndpointsTable>;
type DeliveryRow = Selectable<WebhookDeliveriesTable>;

function toEndpoint(row: EndpointRow): Wire<WebhookEndpoint> {
  const overlap = row.previous_secret_expires_at && row.previous_secret_expires_at > new Date();
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    event_types: row.event_types as WebhookEndpoint["event_types"],
    enabled: row.enabled,
    created_at: row.created_at,
    updated_at: row.updated_at,
    secret_rotated_at: row.secret_rotated_at,
    previous_secret_expires_at: overlap ? row.previous_secret_expires_at : null,
  };
}

export function toDelivery(row: DeliveryRow): Wire<WebhookDelivery> {
  return {
    id: row.id,
    event_id: row.event_id,
    event_type: row.event_type as WebhookEventType,
    attempt: row.attempt,
    status: row.status,
    response_status: row.response_status,
    duration_ms: row.duration_ms,
    next_attempt_at: row.status === "pending" ? row.next_attempt_at : null,
    created_at: row.created_at,
    last_attempt_at: row.last_attempt_at,
    error: row.error,
    response_body_excerpt: row.response_body_excerpt,
  };
}

async function checkUrl(url: string, allowPrivate: boolean, resolve?: Resolve): Promise<void> {
  try {
    await checkWebhookUrl(url, allowPrivate, resolve);
  } catch (err) {
    if (err instanceof RefusedUrlError)
      throw new ApiError("webhook_url_refused", { loc: ["body", "url"], msg: err.message });
    throw err;
  }
}

export async function createEndpoint(
  db: Kysely<DB>,
  organizationId: string,
  body: CreateWebhookEndpointBody,
  allowPrivate: boolean,
  resolve?: Resolve,
): Promise<Wire<WebhookEndpointWithSecret>> {
  await checkUrl(body.url, allowPrivate, resolve);
  const secret = newSecret();
  const row = await db.transaction().execute(async (trx) => {
    // Serializes creations of one organization so that the limit holds under concurrency.
    await sql`select pg_advisory_xact_lock(hashtext(${`webhook-endpoints:${organizationId}`}))`.execute(trx);
    const count = await trx
      .selectFrom("webhook_endpoints")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("organization_id", "=", organizationId)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_WEBHOOK_ENDPOINTS) throw new ApiError("webhook_endpoint_limit_reached");
    const created = await trx
      .insertInto("webhook_endpoints")
      .values({
        organization_id: organizationId,
        url: body.url,
        description: body.description ?? null,
        event_types: JSON.stringify(body.event_types),
        enabled: body.enabled,
        secret,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await auditChange(trx, "webhook_endpoint_changed", { webhook_endpoint_id: created.id, change: "created" });
    return created;
  });
  return { ...toEndpoint(row), secret };
}

export async function listEndpoints(
  db: Kysely<DB>,
  organizationId: string,
  q: ListWebhookEndpointsQuery,
): Promise<{ items: Wire<WebhookEndpoint>[]; total_items: number }> {
  const base = db.selectFrom("webhook_endpoints").where("organization_id", "=", organizationId);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy(q.order_by, q.order_dir)
      .orderBy("id", q.order_dir)
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toEndpoint), total_items: Number(count.n) };
}

async function findEndpoint(db: Kysely<DB>, organizationId: string, endpointId: string): Promise<EndpointRow> {
  const row = isUuid(endpointId)
    ? await db
        .selectFrom("webhook_endpoints")
        .selectAll()
        .where("id", "=", endpointId)
        .where("organization_id", "=", organizationId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new ApiError("webhook_endpoint_not_found");
  return row;
}

export async function getEndpoint(db: Kysely<DB>, organizationId: string, endpointId: string) {
  return toEndpoint(await findEndpoint(db, organizationId, endpointId));
}

export async function updateEndpoint(
  db: Kysely<DB>,
  organizationId: string,
  endpointId: string,
  body: UpdateWebhookEndpointBody,
  allowPrivate: boolean,
  resolve?: Resolve,
): Promise<Wire<WebhookEndpoint>> {
  await findEndpoint(db, organizationId, endpointId);
  if (body.url !== undefined) await checkUrl(body.url, allowPrivate, resolve);
  const row = await inTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable("webhook_endpoints")
      .set({
        ...(body.url !== undefined ? { url: body.url } : {}),
        ...(body.event_types !== undefined ? { event_types: JSON.stringify(body.event_types) } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
        updated_at: sql<Date>`now()`,
      })
      .where("id", "=", endpointId)
      .where("organization_id", "=", organizationId)
      .returningAll()
      .executeTakeFirst();
    if (updated) {
      await auditChange(trx, "webhook_endpoint_changed", {
        webhook_endpoint_id: endpointId,
        change: "updated",
        fields: Object.keys(body),
      });
    }
    return updated;
  });
  if (!row) throw new ApiError("webhook_endpoint_not_found");
  return toEndpoint(row);
}

export async function deleteEndpoint(db: Kysely<DB>, organizationId: string, endpointId: string): Promise<void> {
  await findEndpoint(db, organizationId, endpointId);
  await inTransaction(db, async (trx) => {
    const r = await trx
      .deleteFrom("webhook_endpoints")
      .where("id", "=", endpointId)
      .where("organization_id", "=", organizationId)
      .executeTakeFirst();
    if (Number(r.numDeletedRows) === 0) throw new ApiError("webhook_endpoint_not_found");
    await auditChange(trx, "webhook_endpoint_changed", { webhook_endpoint_id: endpointId, change: "deleted" });
  });
}

/** New secret; the current one becomes the previous one and keeps signing for SECRET_OVERLAP_HOURS. */
export async function rotateSecret(
  db: Kysely<DB>,
  organizationId: string,
  endpointId: string,
): Promise<Wire<WebhookEndpointWithSecret>> {
  await findEndpoint(db, organizationId, endpointId);
  const secret = newSecret();
  const row = await inTransaction(db, async (trx) => {
    const rotated = await trx
      .updateTable("webhook_endpoints")
      .set({
        previous_secret: sql<string>`secret`,
        previous_secret_expires_at: sql<Date>`now() + make_interval(hours => ${SECRET_OVERLAP_HOURS})`,
        secret,
        secret_rotated_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      })
      .where("id", "=", endpointId)
      .where("organization_id", "=", organizationId)
      .returningAll()
      .executeTakeFirst();
    if (rotated) {
      await auditChange(trx, "webhook_endpoint_changed", { webhook_endpoint_id: endpointId, change: "secret_rotated" });
    }
    return rotated;
  });
  if (!row) throw new ApiError("webhook_endpoint_not_found");
  return { ...toEndpoint(row), secret };
}

/** webhook.test: an event for this endpoint only (sent even when the endpoint is disabled: it is a test). */
export async function sendTest(
  db: Kysely<DB>,
  organizationId: string,
  endpointId: string,
): Promise<Wire<WebhookDelivery>> {
  await findEndpoint(db, organizationId, endpointId);
  return db.transaction().execute(async (trx) => {
    const event = await trx
      .insertInto("webhook_events")
      .values({
        id: sql<string>`'evt_' || replace(gen_random_uuid()::text, '-', '')`,
        organization_id: organizationId,
        type: "webhook.test",
        resource_key: `webhook_endpoint:${endpointId}`,
        data: JSON.stringify({ webhook_endpoint_id: endpointId, message: "A test event sent from the API" }),
      })
      .returning(["id"])
      .executeTakeFirstOrThrow();
    const delivery = await trx
      .insertInto("webhook_deliveries")
      .values({
        endpoint_id: endpointId,
        event_id: event.id,
        organization_id: organizationId,
        event_type: "webhook.test",
        resource_key: `webhook_endpoint:${endpointId}`,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await enqueue(trx, DELIVER_JOB, { delivery_id: delivery.id });
    return toDelivery(delivery);
  });
}

export async function listDeliveries(
  db: Kysely<DB>,
  organizationId: string,
  endpointId: string,
  q: ListWebhookDeliveriesQuery,
): Promise<{ items: Wire<WebhookDelivery>[]; total_items: number }> {
  await findEndpoint(db, organizationId, endpointId);
  let base = db
    .selectFrom("webhook_deliveries")
    .where("endpoint_id", "=", endpointId)
    .where("organization_id", "=", organizationId);
  if (q.statuses) base = base.where("status", "in", q.statuses);
  // The next attempt is shown for a pending delivery only (toDelivery): the others sort after it,
  // in either direction (the expression of migration 0028's index).
  const key =
    q.order_by === "next_attempt_at"
      ? sql`(case when status = 'pending' then next_attempt_at end) ${sql.raw(q.order_dir)} nulls last`
      : sql`created_at ${sql.raw(q.order_dir)}`;
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy(key).orderBy("seq", q.order_dir).limit(q.limit).offset(q.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toDelivery), total_items: Number(count.n) };
}

/**
 * Manual redelivery: the delivery is attempted again at once (same event id and body, freshly
 * signed). A failed or succeeded delivery gets one more attempt; a pending one is brought forward.
 */
export async function retryDelivery(
  db: Kysely<DB>,
  organizationId: string,
  endpointId: string,
  deliveryId: string,
): Promise<Wire<WebhookDelivery>> {
  await findEndpoint(db, organizationId, endpointId);
  if (!isUuid(deliveryId)) throw new ApiError("webhook_delivery_not_found");
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("webhook_deliveries")
      .set({ status: "pending", next_attempt_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
      .where("id", "=", deliveryId)
      .where("endpoint_id", "=", endpointId)
      .where("organization_id", "=", organizationId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new ApiError("webhook_delivery_not_found");
    await enqueue(trx, DELIVER_JOB, { delivery_id: row.id, manual: true });
    return toDelivery(row);
  });
}
