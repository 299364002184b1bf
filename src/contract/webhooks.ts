import { z } from "zod";
import { dateTime, listEnvelope, optionalPage, orderDir, qArray, uuid } from "./common";
import { defineEndpoint } from "./endpoint";
import { commonOrgErrors } from "./errors";
import { webhookDeliveryOrderFields, webhookDeliveryStatuses, webhookEndpointOrderFields } from "./values";

/**
 * Webhooks (api-design §11): an organization registers HTTPS endpoints and receives signed events
 * (Standard Webhooks) about the data it may read through the API. Events are written in the same
 * transaction as the change (an outbox) and delivered at least once through the job queue, retried
 * on a fixed schedule, with a delivery log and manual redelivery. See docs/webhooks.md.
 */

export const webhookEventTypes = [
  "credit_application.created",
  "credit_application.status_changed",
  "credit_application.documents_confirmed",
  "credit_application.approval_proposed",
  "document_request.created",
  "document_request.reminded",
  "document_request.canceled",
  "document_request.completed",
  "document_request.expired",
  "financial_file.processed",
  "financial_file.withdrawn",
  "metrics.updated",
  "invitation.created",
  "invitation.accepted",
  "invitation.resent",
  "invitation.revoked",
  "webhook.test",
] as const;
export const webhookEventTypeSchema = z.enum(webhookEventTypes);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

/** At most this many endpoints per organization (409 webhook_endpoint_limit_reached beyond). */
export const MAX_WEBHOOK_ENDPOINTS = 20;
/** After a rotation the previous secret keeps signing alongside the new one for this long. */
export const SECRET_OVERLAP_HOURS = 24;
/**
 * Delays before the retries of a failed delivery (api-design §11): ≈5 s, 5 min, 30 min, 2 h, 5 h,
 * 10 h, 10 h; a delivery whose eighth attempt fails is `failed`.
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [5, 300, 1800, 7200, 18000, 36000, 36000] as const;

export { webhookDeliveryStatuses };
export const webhookDeliveryStatusSchema = z.enum(webhookDeliveryStatuses);
export type WebhookDeliveryStatus = z.infer<typeof webhookDeliveryStatusSchema>;

const webhookUrl = z
  .url({ protocol: /^https?$/ })
  .max(2000)
  .describe("https:// URL receiving the events (http://127.0.0.1:… only when WEBHOOK_ALLOW_PRIVATE_URLS=1)");

/** `["*"]` (every event type) or a non-empty list of distinct event types. */
const eventTypesInput = z
  .union([z.tuple([z.literal("*")]), z.array(webhookEventTypeSchema).min(1)])
  .refine((a) => new Set(a).size === a.length, "Event types must be unique")
  .describe('Event types to receive, or ["*"] for all');

export const webhookEndpointSchema = z
  .object({
    id: uuid,
    url: z.string(),
    description: z.string().nullable(),
    event_types: z.array(z.union([webhookEventTypeSchema, z.literal("*")])),
    enabled: z.boolean(),
    created_at: dateTime,
    updated_at: dateTime,
    secret_rotated_at: dateTime.nullable().describe("When the secret was last rotated"),
    previous_secret_expires_at: dateTime
      .nullable()
      .describe("Until then the previous secret signs alongside the current one (after a rotation)"),
  })
  .meta({ id: "WebhookEndpoint" });
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

const secret = z
  .string()
  .regex(/^whsec_[A-Za-z0-9+/]+={0,2}$/)
  .describe("The signing secret (whsec_ + base64 key): shown only in this response");

export const webhookEndpointWithSecretSchema = webhookEndpointSchema
  .extend({ secret })
  .meta({ id: "WebhookEndpointWithSecret" });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const webhookDeliverySchema = z
  .object({
    id: uuid,
    event_id: z.string(),
    event_type: webhookEventTypeSchema,
    attempt: z.number().int().min(0).describe("Attempts made so far"),
    status: webhookDeliveryStatusSchema,
    response_status: z.number().int().nullable().describe("HTTP status of the last attempt's response"),
    duration_ms: z.number().int().nullable().describe("Duration of the last attempt"),
    next_attempt_at: dateTime.nullable(),
    created_at: dateTime,
    last_attempt_at: dateTime.nullable(),
    error: z.string().nullable().describe("Why the last attempt failed without a response (timeout, refused address…)"),
    response_body_excerpt: z.string().nullable().describe("The first 1 KB of the last response body"),
  })
  .meta({ id: "WebhookDelivery" });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** The body of every event delivered to an endpoint. */
export const webhookEventSchema = z
  .object({
    id: z.string(),
    type: webhookEventTypeSchema,
    created_at: dateTime,
    data: z.record(z.string(), z.unknown()),
  })
  .meta({ id: "WebhookEvent" });
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

export const createWebhookEndpointBody = z
  .strictObject({
    url: webhookUrl,
    event_types: eventTypesInput,
    description: z.string().max(200).nullish(),
    enabled: z.boolean().default(true),
  })
  .meta({ id: "CreateWebhookEndpointBody" });
export type CreateWebhookEndpointBody = z.output<typeof createWebhookEndpointBody>;

export const updateWebhookEndpointBody = z
  .strictObject({
    url: webhookUrl.optional(),
    event_types: eventTypesInput.optional(),
    description: z.string().max(200).nullish(),
    enabled: z.boolean().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, "Give at least one field to change")
  .meta({ id: "UpdateWebhookEndpointBody" });
export type UpdateWebhookEndpointBody = z.output<typeof updateWebhookEndpointBody>;

export const webhookEndpointParams = z.strictObject({ endpoint_id: uuid });
export const webhookDeliveryParams = z.strictObject({ endpoint_id: uuid, delivery_id: uuid });

export { webhookDeliveryOrderFields, webhookEndpointOrderFields };
export const webhookEndpointOrderBy = z.enum(webhookEndpointOrderFields);
export type WebhookEndpointOrderBy = z.infer<typeof webhookEndpointOrderBy>;
export const webhookDeliveryOrderBy = z.enum(webhookDeliveryOrderFields);
export type WebhookDeliveryOrderBy = z.infer<typeof webhookDeliveryOrderBy>;

export const listWebhookEndpointsQuery = z.strictObject({
  order_by: webhookEndpointOrderBy.default("created_at").describe("Ties: the endpoint id, in the same direction"),
  order_dir: orderDir.default("desc"),
  ...optionalPage,
});
export type ListWebhookEndpointsQuery = z.output<typeof listWebhookEndpointsQuery>;
export const listWebhookDeliveriesQuery = z.strictObject({
  statuses: qArray(webhookDeliveryStatusSchema).optional(),
  order_by: webhookDeliveryOrderBy
    .default("created_at")
    .describe(
      "next_attempt_at: a pending delivery's next attempt; deliveries without one last in either direction. Ties: creation order, in the same direction",
    ),
  order_dir: orderDir.default("desc"),
  ...optionalPage,
});
export type ListWebhookDeliveriesQuery = z.output<typeof listWebhookDeliveriesQuery>;

const tag = "Webhooks";
const notFound = [...commonOrgErrors, "webhook_endpoint_not_found"] as const;

export const createWebhookEndpoint = defineEndpoint({
  id: "createWebhookEndpoint",
  method: "POST",
  path: "/webhook-endpoints",
  summary: "Register a webhook endpoint; the response carries its signing secret (shown only here)",
  tag,
  auth: "org",
  scenarios: ["self"],
  body: createWebhookEndpointBody,
  response: webhookEndpointWithSecretSchema,
  successStatus: 201,
  errors: [...commonOrgErrors, "webhook_endpoint_limit_reached", "webhook_url_refused"],
});

export const listWebhookEndpoints = defineEndpoint({
  id: "listWebhookEndpoints",
  method: "GET",
  path: "/webhook-endpoints",
  summary: "The caller's webhook endpoints, newest first",
  tag,
  auth: "org",
  scenarios: ["self"],
  query: listWebhookEndpointsQuery,
  response: listEnvelope(webhookEndpointSchema),
  errors: commonOrgErrors,
});

export const getWebhookEndpoint = defineEndpoint({
  id: "getWebhookEndpoint",
  method: "GET",
  path: "/webhook-endpoints/{endpoint_id}",
  summary: "One webhook endpoint (never its secret)",
  tag,
  auth: "org",
  scenarios: ["self"],
  params: webhookEndpointParams,
  response: webhookEndpointSchema,
  errors: notFound,
});

export const updateWebhookEndpoint = defineEndpoint({
  id: "updateWebhookEndpoint",
  method: "PATCH",
  path: "/webhook-endpoints/{endpoint_id}",
  summary: "Change an endpoint's url, event types, description or enabled flag",
  tag,
  auth: "org",
  scenarios: ["self"],
  params: webhookEndpointParams,
  body: updateWebhookEndpointBody,
  response: webhookEndpointSchema,
  errors: [...notFound, "webhook_url_refused"],
});

export const deleteWebhookEndpoint = defineEndpoint({
  id: "deleteWebhookEndpoint",
  method: "DELETE",
  path: "/webhook-endpoints/{endpoint_id}",
  summary: "Delete an endpoint and its delivery log; pending deliveries are dropped",
  tag,
  auth: "org",
  scenarios: ["self"],
  params: webhookEndpointParams,
  response: z.null(),
  successStatus: 204,
  errors: notFound,
});

export const rotateWebhookSecret = defineEndpoint({
  id: "rotateWebhookSecret",
  method: "POST",
  path: "/webhook-endpoints/{endpoint_id}/secret-rotations",
  summary: `New signing secret (shown only here); the previous one keeps signing alongside for ${SECRET_OVERLAP_HOURS} h`,
  tag,
  auth: "org",
  scenarios: ["self"],
  params: webhookEndpointParams,
  response: webhookEndpointWithSecretSchema,
  successStatus: 201,
  errors: notFound,
});

export const sendWebhookTest = defineEndpoint({
  id: "sendWebhookTest",
  method: "POST",
  path: "/webhook-endpoints/{endpoint_id}/tests",
  summary: "Send a webhook.test event to the endpoint (delivered like any event; follow it in the deliveries)",
  tag,
  auth: "org",
  scenarios: ["self"],
  params: webhookEndpointParams,
  response: webhookDeliverySchema,
  successStatus: 202,
  errors: notFound,
});

export const listWebhookDeliveries = defineEndpoint({
  id: "listWebhookDeliveries",
  method: "GET",
  path: "/webhook-endpoints/{endpoint_id}/deliveries",
  summary: "The endpoint's delivery log, newest first",
  tag,
  auth: "org",
  scenarios: ["self"],
  params: webhookEndpointParams,
  query: listWebhookDeliveriesQuery,
  response: listEnvelope(webhookDeliverySchema),
  errors: notFound,
});

export const retryWebhookDelivery = defineEndpoint({
  id: "retryWebhookDelivery",
  method: "POST",
  path: "/webhook-endpoints/{endpoint_id}/deliveries/{delivery_id}/retries",
  summary: "Deliver again now (a failed or pending delivery; a succeeded one is sent once more)",
  tag,
  auth: "org",
  scenarios: ["self"],
  params: webhookDeliveryParams,
  response: webhookDeliverySchema,
  successStatus: 202,
  errors: [...notFound, "webhook_delivery_not_found"],
});

export const webhookEndpoints = [
  createWebhookEndpoint,
  listWebhookEndpoints,
  getWebhookEndpoint,
  updateWebhookEndpoint,
  deleteWebhookEndpoint,
  rotateWebhookSecret,
  sendWebhookTest,
  listWebhookDeliveries,
  retryWebhookDelivery,
] as const;
