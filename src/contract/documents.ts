import { z } from "zod";
import { documentTypeSchema, lineItemKeySchema, lineItemSchema } from "./chart-of-accounts";
import {
  changeActorSchema,
  dateTime,
  isoDate,
  listEnvelope,
  optionalPage,
  orderDir,
  qArray,
  qBool,
  requiredPage,
  uuid,
} from "./common";
import { defineEndpoint } from "./endpoint";
import { commonOrgErrors } from "./errors";
import { orgIdParams } from "./organizations";
import { documentOrderFields, documentPeriodTypes } from "./values";

export { documentPeriodTypes };

/**
 * Extracted financial documents: one per statement and period found in a financial file
 * (spec: Extracted financial document; api-design §7). The file/extraction domain writes them
 * (table `financial_documents`, migration 0004) and imports these schemas; this module owns
 * their public shape and the two lists.
 */

/**
 * The period a statement covers, in the analytics' words: a financial year or a quarter
 * (`financial_documents.period_type`, migration 0004).
 */
export const documentPeriodTypeSchema = z.enum(documentPeriodTypes);
export type DocumentPeriodType = z.infer<typeof documentPeriodTypeSchema>;

/**
 * Review of a document (api-design §13): `auto_accepted` (every check passed, every value certain),
 * `needs_review`, `reviewed` (an analyst confirmed or corrected it). Metrics and scores use
 * `auto_accepted` and `reviewed` documents only.
 */
export const reviewStatuses = ["auto_accepted", "needs_review", "reviewed"] as const;
export const reviewStatusSchema = z.enum(reviewStatuses);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** One check of a document: its name, whether it passed and what was compared. */
export const documentCheckSchema = z
  .object({ name: z.string(), passed: z.boolean(), detail: z.string() })
  .meta({ id: "DocumentCheck" });
export type DocumentCheck = z.infer<typeof documentCheckSchema>;

/** One change an analyst made to a document (api-design §13); `old`/`new` null = absent. */
export const documentCorrectionSchema = z
  .object({
    organization_id: uuid.describe(
      "The organization whose analyst made the change. A Host reading its Guest's document that another " +
        "Host of that Guest corrected reads the nil UUID 00000000-0000-0000-0000-000000000000 (another organization)",
    ),
    at: dateTime,
    key: z.string().describe("A line-item key, or `period` / `document_type` / `review_status`"),
    old: z.union([z.number(), z.string()]).nullable(),
    new: z.union([z.number(), z.string()]).nullable(),
    actor: changeActorSchema
      .nullable()
      .optional()
      .describe(
        "Additive: the person or API client that made the change, shown only to their own organization; null " +
          "for another organization's changes and for changes recorded before people were named",
      ),
  })
  .meta({ id: "DocumentCorrection" });
export type DocumentCorrection = z.infer<typeof documentCorrectionSchema>;

export const financialDocumentSchema = z
  .object({
    id: uuid,
    file_id: uuid.describe("The financial file it was extracted from"),
    original_filename: z.string(),
    document_type: documentTypeSchema,
    period: isoDate.describe("The statement date: the balance-sheet date or the last day of the period covered"),
    analysis: z.boolean().describe("Analysis status: whether the document is used by the analytics"),
    created_at: dateTime,
    updated_at: dateTime,
    period_type: documentPeriodTypeSchema.describe("Additive: the length of the period covered"),
    currency: z.string().length(3).describe("Additive: ISO 4217 currency of the amounts (from the upload)"),
    review_status: reviewStatusSchema.describe("Additive (api-design §13)"),
    checks: z.array(documentCheckSchema).describe("Additive (api-design §13): the checks the reading went through"),
    version: z.number().int().min(1).describe("Additive: sent back as If-Match with a correction"),
  })
  .meta({ id: "FinancialDocument" });
export type FinancialDocument = z.infer<typeof financialDocumentSchema>;

/** One document with its extracted line items (amounts in units of `currency`). */
export const financialDocumentDetailSchema = financialDocumentSchema
  .extend({ line_items: z.array(lineItemSchema), corrections: z.array(documentCorrectionSchema) })
  .meta({ id: "FinancialDocumentDetail" });
export type FinancialDocumentDetail = z.infer<typeof financialDocumentDetailSchema>;

export const documentOrderBy = z.enum(documentOrderFields);
export type DocumentOrderBy = z.infer<typeof documentOrderBy>;

/**
 * `file_id` is "uuid or null" in the spec: the literal `null` (or an empty value) means no file
 * filter, as if the parameter were absent.
 */
const fileIdFilter = z.union([z.literal(["null", ""]).transform(() => null), uuid]).optional();

const documentFilters = {
  file_id: fileIdFilter,
  document_types: qArray(documentTypeSchema).optional(),
  period_from: isoDate.optional().describe("Inclusive"),
  period_to: isoDate.optional().describe("Inclusive"),
  analysis_status: qBool.optional(),
  review_status: reviewStatusSchema.optional().describe("Additive (api-design §13)"),
  order_by: documentOrderBy.default("created_at"),
  order_dir: orderDir.default("desc"),
};

function periodRangeIsOrdered(q: { period_from?: string; period_to?: string }): boolean {
  return q.period_from === undefined || q.period_to === undefined || q.period_from <= q.period_to;
}
const periodRangeIssue = { message: "period_to must not be before period_from", path: ["period_to"] };

/** Private-record documents: `limit` and `offset` required (spec). */
export const recordDocumentsQuery = z
  .strictObject({ ...documentFilters, ...requiredPage })
  .refine(periodRangeIsOrdered, periodRangeIssue);
export type RecordDocumentsQuery = z.output<typeof recordDocumentsQuery>;

/** Organization documents: same filter names; pagination optional (limit 100, offset 0). */
export const organizationDocumentsQuery = z
  .strictObject({ ...documentFilters, ...optionalPage })
  .refine(periodRangeIsOrdered, periodRangeIssue);
export type OrganizationDocumentsQuery = z.output<typeof organizationDocumentsQuery>;

export type DocumentListQuery = RecordDocumentsQuery | OrganizationDocumentsQuery;

const recordParams = z.strictObject({ record_id: uuid });
const recordDocumentParams = z.strictObject({ record_id: uuid, document_id: uuid });
const orgDocumentParams = z.strictObject({ org_id: uuid, document_id: uuid });

export const listPrivateRecordDocuments = defineEndpoint({
  id: "listPrivateRecordDocuments",
  method: "GET",
  path: "/private-records/{record_id}/documents",
  summary: "List extracted documents of a private record",
  tag: "Private records",
  auth: "org",
  scenarios: ["self"],
  params: recordParams,
  query: recordDocumentsQuery,
  response: listEnvelope(financialDocumentSchema),
  errors: [...commonOrgErrors, "private_record_not_found"],
});

export const getPrivateRecordDocument = defineEndpoint({
  id: "getPrivateRecordDocument",
  method: "GET",
  path: "/private-records/{record_id}/documents/{document_id}",
  summary: "Read one extracted document of a private record with its line items",
  tag: "Private records",
  auth: "org",
  scenarios: ["self"],
  params: recordDocumentParams,
  response: financialDocumentDetailSchema,
  errors: [...commonOrgErrors, "private_record_not_found", "financial_document_not_found"],
});

export const listOrganizationDocuments = defineEndpoint({
  id: "listOrganizationDocuments",
  method: "GET",
  path: "/organizations/{org_id}/documents",
  summary: "List extracted documents of an organization (Self: own or a Guest's; Guest: own)",
  tag: "Documents",
  auth: "org",
  scenarios: ["self", "guest"],
  orgIdRule: "host-owned",
  params: orgIdParams,
  query: organizationDocumentsQuery,
  response: listEnvelope(financialDocumentSchema),
  errors: commonOrgErrors,
});

export const getOrganizationDocument = defineEndpoint({
  id: "getOrganizationDocument",
  method: "GET",
  path: "/organizations/{org_id}/documents/{document_id}",
  summary: "Read one extracted document of an organization with its line items",
  tag: "Documents",
  auth: "org",
  scenarios: ["self", "guest"],
  orgIdRule: "host-owned",
  params: orgDocumentParams,
  response: financialDocumentDetailSchema,
  errors: [...commonOrgErrors, "financial_document_not_found"],
});

/**
 * A correction (api-design §13): line items to set (`amount: null` removes the item), optionally
 * the period and document type, and `review_status: "reviewed"` to confirm the document. The
 * document's `version` goes in `If-Match`.
 */
export const correctDocumentBody = z
  .strictObject({
    line_items: z
      .array(z.strictObject({ key: lineItemKeySchema, amount: z.number().finite().nullable() }))
      .max(200)
      .refine((items) => new Set(items.map((i) => i.key)).size === items.length, "Each key at most once")
      .optional(),
    period: isoDate.optional(),
    document_type: documentTypeSchema.optional(),
    review_status: z.literal("reviewed").optional(),
  })
  .refine((b) => Object.keys(b).length > 0, "Nothing to correct")
  .meta({ id: "DocumentCorrectionBody" });
export type CorrectDocumentBody = z.output<typeof correctDocumentBody>;

const correctionErrors = [
  "financial_document_not_found",
  "financial_document_version_mismatch",
  "financial_document_version_required",
] as const;

export const correctPrivateRecordDocument = defineEndpoint({
  id: "correctPrivateRecordDocument",
  method: "PATCH",
  path: "/private-records/{record_id}/documents/{document_id}",
  summary: "Correct or confirm an extracted document of a private record (If-Match: its version)",
  tag: "Private records",
  auth: "org",
  scenarios: ["self"],
  params: recordDocumentParams,
  body: correctDocumentBody,
  response: financialDocumentDetailSchema,
  errors: [...commonOrgErrors, "private_record_not_found", ...correctionErrors],
});

export const correctOrganizationDocument = defineEndpoint({
  id: "correctOrganizationDocument",
  method: "PATCH",
  path: "/organizations/{org_id}/documents/{document_id}",
  summary:
    "Correct or confirm an extracted document of an organization (Self: own or a Guest's; If-Match: its version)",
  tag: "Documents",
  auth: "org",
  scenarios: ["self"],
  orgIdRule: "host-owned",
  params: orgDocumentParams,
  body: correctDocumentBody,
  response: financialDocumentDetailSchema,
  errors: [...commonOrgErrors, ...correctionErrors],
});

export const documentEndpoints = [
  listPrivateRecordDocuments,
  getPrivateRecordDocument,
  listOrganizationDocuments,
  getOrganizationDocument,
  correctPrivateRecordDocument,
  correctOrganizationDocument,
] as const;
