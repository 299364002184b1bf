import { z } from "zod";
import { creditApplicationId } from "./applications";
import { dateTime, listEnvelope, optionalPage, orderDir, qArray, uuid } from "./common";
import { defineEndpoint } from "./endpoint";
import { commonOrgErrors } from "./errors";
import { scenarioSchema } from "./scenarios";
import type { Actor, CreditApplicationStatus } from "./transitions";
import { worklistKinds, worklistOrderFields } from "./values";

/**
 * The worklist (issue 25): what waits on the caller's organization now, across its Guests, its
 * private records and its own data, in one read (GET /worklist, Self only). docs/api-conventions.md,
 * "Worklist".
 *
 * - `document_review`: an extracted document with `review_status: needs_review` of the caller's own
 *   files, of a Guest's files, or of one of the caller's (not archived) private records.
 * - `application_action`: a credit application in which the caller is forwarder or shipper and the
 *   status waits on that side (`applicationStatusWaitsOn`).
 * - `request_due`: an open document request (pending, partially) the caller sent to a Guest or
 *   received from a Host, expiring within `WORKLIST_DUE_DAYS` days (or already past its expiry),
 *   and a request the caller sent that expired unanswered within the last `WORKLIST_DUE_DAYS` days
 *   (overdue: ask again).
 * - `signature_expiring`: an open signature process of one of the caller's applications expiring
 *   within `WORKLIST_DUE_DAYS` days.
 * - `invitation_unanswered`: a partner invitation still `invited`: sent by the caller, or addressed
 *   to it.
 */
export { worklistKinds, worklistOrderFields };
export const worklistKindSchema = z.enum(worklistKinds);
export type WorklistKind = z.infer<typeof worklistKindSchema>;

export const worklistKindLabels: Record<WorklistKind, string> = {
  document_review: "Documents to review",
  application_action: "Applications to act on",
  request_due: "Requests due",
  signature_expiring: "Signatures expiring",
  invitation_unanswered: "Invitations unanswered",
};

/** A request or a signature is listed from this many days before its expiry; an expired request sent for as many after. */
export const WORKLIST_DUE_DAYS = 7;

/**
 * Which side a credit application's status waits on (null: final, nothing waits). Read from the
 * transition table's meaning: review and decisions are the forwarder's, answers and signing the
 * shipper's; after an approval the forwarder sends the agreement (or resends it after a failed
 * process); a completed signature waits on the shipper's finalization.
 */
export const applicationStatusWaitsOn: Record<CreditApplicationStatus, Actor | null> = {
  pending: "forwarder",
  internal_review: "forwarder",
  external_review: "forwarder",
  needs_action: "shipper",
  approved: "forwarder",
  finalized: null,
  declined: null,
  rejected: null,
  expired: null,
  sign_document_created: "shipper",
  sign_document_in_progress: "shipper",
  sign_document_completed: "shipper",
  sign_document_expired: "forwarder",
  sign_document_canceled: "forwarder",
  sign_document_declined: "forwarder",
  sign_document_process_failed: "forwarder",
};

export const worklistItemSchema = z
  .object({
    kind: worklistKindSchema,
    id: z
      .string()
      .describe(
        "The subject: the document, application, document request, signature process or invitation (partner) id",
      ),
    reference: z
      .string()
      .nullable()
      .describe("The application's reference (CA-…) for application and signature items; null otherwise"),
    title: z.string().describe("What the work is, in words (document type and period, status, …)"),
    status: z.string().describe("The subject's own status (review_status, application or request status, …)"),
    organization_id: uuid
      .nullable()
      .describe(
        "The organization the work concerns (a Guest, a Host, a counterparty, or the caller); null for a private record",
      ),
    organization_name: z.string().describe("The name of that organization, or of the private record"),
    private_record_id: uuid.nullable().describe("Set for a private record's document"),
    credit_application_id: creditApplicationId.nullable().describe("Set for application and signature items"),
    scenario: scenarioSchema.describe(
      "The scenario in which the caller opens the work: self (Target = the caller), host (Target = organization_id, the caller's Guest) or guest (Target = organization_id, the caller's Host)",
    ),
    direction: z
      .enum(["sent", "received"])
      .nullable()
      .describe("For requests and invitations: whether the caller sent it or received it; null otherwise"),
    at: dateTime.describe("When the subject began waiting (created, last moved, or sent)"),
    due_at: dateTime.nullable().describe("When it expires, if it does"),
    overdue: z.boolean().describe("due_at is in the past"),
  })
  .meta({ id: "WorklistItem" });
export type WorklistItem = z.infer<typeof worklistItemSchema>;

export const worklistCountsSchema = z
  .object(
    Object.fromEntries(worklistKinds.map((k) => [k, z.number().int().min(0)])) as Record<WorklistKind, z.ZodNumber>,
  )
  .meta({ id: "WorklistCounts" });
export type WorklistCounts = z.infer<typeof worklistCountsSchema>;

export const worklistOrderBy = z.enum(worklistOrderFields);
export type WorklistOrderBy = z.infer<typeof worklistOrderBy>;

export const worklistQuery = z.strictObject({
  kinds: qArray(worklistKindSchema).optional().describe("Only items of these kinds"),
  order_by: worklistOrderBy
    .default("urgency")
    .describe(
      "urgency: the earlier of due_at and at (most urgent first ascending); at: waiting since; due_at: the expiry (items without one last in either direction). Ties: kind, then id",
    ),
  order_dir: orderDir.default("asc"),
  ...optionalPage,
});
export type WorklistQuery = z.output<typeof worklistQuery>;

export const worklistResponse = listEnvelope(worklistItemSchema)
  .extend({ counts: worklistCountsSchema.describe("Items per kind, whatever `kinds` says") })
  .meta({ id: "Worklist" });
export type Worklist = z.infer<typeof worklistResponse>;

export const getWorklist = defineEndpoint({
  id: "getWorklist",
  method: "GET",
  path: "/worklist",
  summary:
    "What waits on the caller's organization now (documents to review, applications to act on, requests due, signatures expiring, invitations unanswered), most urgent first (Self only)",
  tag: "Worklist",
  auth: "org",
  scenarios: ["self"],
  query: worklistQuery,
  response: worklistResponse,
  errors: commonOrgErrors,
});

export const worklistEndpoints = [getWorklist] as const;
