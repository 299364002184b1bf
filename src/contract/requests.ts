import { z } from "zod";
import {
  dateTime,
  futureDateTime,
  isoDate,
  listEnvelope,
  optionalPage,
  orderDir,
  qArray,
  searchText,
  uuid,
} from "./common";
import { defineEndpoint } from "./endpoint";
import { commonOrgErrors } from "./errors";
import { orgIdParams } from "./organizations";
import {
  documentRequestOrderFields,
  documentRequestStatuses,
  hostDocumentRequestOrderFields,
  requestedDocumentTypes,
} from "./values";

export { documentRequestStatuses, requestedDocumentTypes };

/**
 * Document requests: a Host asks one of its Guests for documents (spec: Document request;
 * api-design §7). Lifecycle: pending → partially (an upload linked to the request) →
 * completed (the Guest) | canceled (the Host) | expired (past `expires_at`).
 */

export const documentRequestStatusSchema = z.enum(documentRequestStatuses);
export type DocumentRequestStatus = z.infer<typeof documentRequestStatusSchema>;

/** Statuses a request can still be worked on in (reminder, upload, completion, cancellation). */
export const openDocumentRequestStatuses = ["pending", "partially"] as const satisfies readonly DocumentRequestStatus[];

export const requestedDocumentTypeSchema = z.enum(requestedDocumentTypes);
export const requestPeriodTypes = ["year", "quarter", "month"] as const;
export const requestPeriodTypeSchema = z.enum(requestPeriodTypes);

/** A requested document as returned: `period_quarter` / `period_month` are null where the period type has none. */
export const documentRequestItemSchema = z
  .object({
    document_type: requestedDocumentTypeSchema,
    period_type: requestPeriodTypeSchema,
    period_year: z.number().int(),
    period_quarter: z.number().int().min(1).max(4).nullable(),
    period_month: z.number().int().min(1).max(12).nullable(),
  })
  .meta({ id: "DocumentRequestItem" });
export type DocumentRequestItem = z.infer<typeof documentRequestItemSchema>;

export const documentRequestSchema = z
  .object({
    id: uuid,
    status: documentRequestStatusSchema,
    host_organization_id: uuid,
    guest_organization_id: uuid,
    follow_up: z.boolean().describe("Whether a follow-up reminder was already sent"),
    expires_at: dateTime,
    created_at: dateTime,
    updated_at: dateTime,
    comment: z.string().max(1000).nullable(),
    all_documents: z.boolean(),
    items: z.array(documentRequestItemSchema).min(1).nullable().describe("null when all_documents is true"),
  })
  .meta({ id: "DocumentRequest" });
export type DocumentRequest = z.infer<typeof documentRequestSchema>;

/** Earliest and latest year a request may name. */
export const REQUEST_YEAR_MIN = 1900;
export const REQUEST_YEAR_MAX = 2100;
/** Without `expires_at`, a request expires this many days after its creation. */
export const DEFAULT_REQUEST_LIFETIME_DAYS = 30;
export const MAX_REQUEST_ITEMS = 100;

const requestItemInput = z
  .strictObject({
    document_type: requestedDocumentTypeSchema,
    period_type: requestPeriodTypeSchema,
    period_year: z.number().int().min(REQUEST_YEAR_MIN).max(REQUEST_YEAR_MAX),
    period_quarter: z.number().int().min(1).max(4).nullish(),
    period_month: z.number().int().min(1).max(12).nullish(),
  })
  .superRefine((item, ctx) => {
    const need: Record<typeof item.period_type, ReadonlyArray<"period_quarter" | "period_month">> = {
      year: [],
      quarter: ["period_quarter"],
      month: ["period_month"],
    };
    for (const field of ["period_quarter", "period_month"] as const) {
      const given = item[field] !== undefined && item[field] !== null;
      if (need[item.period_type].includes(field) && !given) {
        ctx.addIssue({ code: "custom", path: [field], message: `Required when period_type is ${item.period_type}` });
      } else if (!need[item.period_type].includes(field) && given) {
        ctx.addIssue({ code: "custom", path: [field], message: `Not allowed when period_type is ${item.period_type}` });
      }
    }
  });

const itemKey = (i: z.output<typeof requestItemInput>) =>
  [i.document_type, i.period_type, i.period_year, i.period_quarter ?? "", i.period_month ?? ""].join("|");

export const createDocumentRequestBody = z
  .strictObject({
    items: z
      .array(requestItemInput)
      .min(1)
      .max(MAX_REQUEST_ITEMS)
      .refine((a) => new Set(a.map(itemKey)).size === a.length, "Items must be unique")
      .optional(),
    all_documents: z.boolean().default(false),
    comment: z.string().max(1000).nullish(),
    expires_at: futureDateTime.optional().describe(`Default: ${DEFAULT_REQUEST_LIFETIME_DAYS} days after creation`),
  })
  .superRefine((b, ctx) => {
    if (b.all_documents && b.items !== undefined) {
      ctx.addIssue({ code: "custom", path: ["items"], message: "Give either items or all_documents: true, not both" });
    } else if (!b.all_documents && b.items === undefined) {
      ctx.addIssue({ code: "custom", path: ["items"], message: "Give items or all_documents: true" });
    }
  });
export type CreateDocumentRequestBody = z.output<typeof createDocumentRequestBody>;

export const documentRequestOrderBy = z.enum(documentRequestOrderFields);
export type DocumentRequestOrderBy = z.infer<typeof documentRequestOrderBy>;

export const documentRequestListQuery = z.strictObject({
  search_field: z.enum(["comment"]).default("comment"),
  search_text: searchText.optional().describe("Case-insensitive substring of the comment"),
  statuses: qArray(documentRequestStatusSchema).optional(),
  order_by: documentRequestOrderBy.default("created_at"),
  order_dir: orderDir.default("desc"),
  ...optionalPage,
});
export type DocumentRequestListQuery = z.output<typeof documentRequestListQuery>;

const requestParams = z.strictObject({ org_id: uuid, request_id: uuid });

const requestErrors = [...commonOrgErrors, "document_request_not_found"] as const;

export const createDocumentRequest = defineEndpoint({
  id: "createDocumentRequest",
  method: "POST",
  path: "/organizations/{org_id}/documents/requests",
  summary: "Ask a Guest for documents (the caller is the Host, org_id = its Guest)",
  tag: "Document requests",
  auth: "org",
  scenarios: ["self"],
  orgIdRule: "host-guest",
  params: orgIdParams,
  body: createDocumentRequestBody,
  response: documentRequestSchema,
  successStatus: 201,
  errors: commonOrgErrors,
});

export const listDocumentRequests = defineEndpoint({
  id: "listDocumentRequests",
  method: "GET",
  path: "/organizations/{org_id}/documents/requests",
  summary: "List document requests to an organization (Self: to me or to my Guest; Guest: my Host's to me)",
  tag: "Document requests",
  auth: "org",
  scenarios: ["self", "guest"],
  orgIdRule: "host-owned",
  params: orgIdParams,
  query: documentRequestListQuery,
  response: listEnvelope(documentRequestSchema),
  errors: commonOrgErrors,
});

export const sendDocumentRequestReminder = defineEndpoint({
  id: "sendDocumentRequestReminder",
  method: "POST",
  path: "/organizations/{org_id}/documents/requests/{request_id}/reminder",
  summary: "Send the one follow-up reminder of a pending or partially fulfilled request",
  tag: "Document requests",
  auth: "org",
  scenarios: ["self"],
  orgIdRule: "host-guest",
  params: requestParams,
  response: documentRequestSchema,
  errors: [
    ...requestErrors,
    "document_request_follow_up_already_exist",
    "unable_to_operate_on_document_request_with_current_status",
  ],
});

export const cancelDocumentRequest = defineEndpoint({
  id: "cancelDocumentRequest",
  method: "POST",
  path: "/organizations/{org_id}/documents/requests/{request_id}/cancellations",
  summary: "Cancel a pending or partially fulfilled request",
  tag: "Document requests",
  auth: "org",
  scenarios: ["self"],
  orgIdRule: "host-guest",
  params: requestParams,
  response: documentRequestSchema,
  errors: [...requestErrors, "unable_to_operate_on_document_request_with_current_status"],
});

export const completeDocumentRequest = defineEndpoint({
  id: "completeDocumentRequest",
  method: "POST",
  path: "/organizations/{org_id}/documents/requests/{request_id}/completion",
  summary: "The Guest reports a request as fulfilled (org_id = the Guest's own id, Target = its Host)",
  tag: "Document requests",
  auth: "org",
  scenarios: ["guest"],
  orgIdRule: "host-owned",
  params: requestParams,
  response: documentRequestSchema,
  errors: [...requestErrors, "unable_to_operate_on_document_request_with_current_status"],
});

/**
 * A Host's requests across all its Guests (GET /documents/requests): the request as the per-Guest
 * list returns it, plus the Guest's name.
 */
export const hostDocumentRequestSchema = documentRequestSchema
  .extend({ guest_organization_name: z.string().describe("Name of the Guest the request was sent to") })
  .meta({ id: "HostDocumentRequest" });
export type HostDocumentRequest = z.infer<typeof hostDocumentRequestSchema>;

export const hostDocumentRequestOrderBy = z.enum(hostDocumentRequestOrderFields);
export type HostDocumentRequestOrderBy = z.infer<typeof hostDocumentRequestOrderBy>;

/** A calendar day (YYYY-MM-DD, UTC) or an instant (date-time with offset). */
const dayOrInstant = z.union([isoDate, dateTime]);

/**
 * The instant a `dayOrInstant` filter value stands for. A day stands for its first instant (UTC),
 * or with `edge: "end"` for the first instant of the next day (an exclusive upper bound: the whole
 * day is included). An instant stands for itself (with `edge: "end"`, the millisecond after it:
 * an inclusive instant as an exclusive bound).
 */
export function dayOrInstantBound(value: string, edge: "start" | "end" = "start"): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    return edge === "end" ? new Date(day.getTime() + 86_400_000) : day;
  }
  const instant = new Date(value);
  return edge === "end" ? new Date(instant.getTime() + 1) : instant;
}

export const hostDocumentRequestListQuery = z
  .strictObject({
    search_text: searchText
      .optional()
      .describe("Case-insensitive substring of the comment or of the Guest organization's name"),
    statuses: qArray(documentRequestStatusSchema).optional(),
    guest_organization_ids: qArray(uuid)
      .optional()
      .describe("Only requests to these Guests; an id that is not a Guest of the caller: 404 organization_not_found"),
    expires_before: dayOrInstant
      .optional()
      .describe("expires_at before this instant (a day: before that day starts, UTC)"),
    created_from: dayOrInstant.optional().describe("created_at at or after this instant (a day: from its start, UTC)"),
    created_to: dayOrInstant
      .optional()
      .describe("created_at at or before this instant (a day: up to its end, UTC); not before created_from"),
    order_by: hostDocumentRequestOrderBy.default("created_at"),
    order_dir: orderDir.default("desc"),
    ...optionalPage,
  })
  .refine(
    (q) =>
      q.created_from === undefined ||
      q.created_to === undefined ||
      dayOrInstantBound(q.created_from).getTime() <= dayOrInstantBound(q.created_to, "end").getTime() - 1,
    { message: "created_to must not be before created_from", path: ["created_to"] },
  );
export type HostDocumentRequestListQuery = z.output<typeof hostDocumentRequestListQuery>;

/** Requests per status under the list's other filters (every status, 0 where none). */
export const documentRequestStatusCountsSchema = z
  .object(
    Object.fromEntries(documentRequestStatuses.map((s) => [s, z.number().int().min(0)])) as Record<
      DocumentRequestStatus,
      z.ZodNumber
    >,
  )
  .meta({ id: "DocumentRequestStatusCounts" });
export type DocumentRequestStatusCounts = z.infer<typeof documentRequestStatusCountsSchema>;

export const hostDocumentRequestList = listEnvelope(hostDocumentRequestSchema).extend({
  status_counts: documentRequestStatusCountsSchema.describe(
    "Additive: how many requests each status has under every filter of the call but `statuses`",
  ),
});
export type HostDocumentRequestList = z.infer<typeof hostDocumentRequestList>;

export const listHostDocumentRequests = defineEndpoint({
  id: "listHostDocumentRequests",
  method: "GET",
  path: "/documents/requests",
  summary: "List the caller's document requests across all its Guests (the caller is the Host, Self only)",
  tag: "Document requests",
  auth: "org",
  scenarios: ["self"],
  query: hostDocumentRequestListQuery,
  response: hostDocumentRequestList,
  errors: commonOrgErrors,
});

export const documentRequestEndpoints = [
  createDocumentRequest,
  listDocumentRequests,
  listHostDocumentRequests,
  sendDocumentRequestReminder,
  cancelDocumentRequest,
  completeDocumentRequest,
] as const;
