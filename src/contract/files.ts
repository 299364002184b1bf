import { z } from "zod";
import { unmappedFactSchema } from "./chart-of-accounts";
import { changeActorSchema, dateTime, listEnvelope, optionalPage, orderDir, qArray, qBool, uuid } from "./common";
import { defineEndpoint } from "./endpoint";
import { commonOrgErrors } from "./errors";
import { orgIdParams } from "./organizations";
import { recordIdParams } from "./records";
import { financialFileOrderFields, financialFileStatuses } from "./values";

export { financialFileStatuses };

/**
 * Financial files: PDFs uploaded to an organization or to a private record, and their extraction
 * status (spec: Financial file; api-design §5, §7). Uploads are `multipart/form-data` with the
 * parts `currency` and `file` (and, on the organization upload, an optional `document_request_id`).
 */

/**
 * What an uploaded file is, told from its bytes: a PDF, an Inline XBRL document, an XBRL instance
 * or a report package (docs/api-conventions.md, "Tagged filings").
 */
export const filingKinds = ["pdf", "ixbrl", "xbrl", "report_package"] as const;
export type FilingKind = (typeof filingKinds)[number];

/** The content type a file of each kind is stored with (its mime_type) and sent back with. */
export const fileMediaTypes = {
  pdf: "application/pdf",
  ixbrl: "application/xhtml+xml",
  xbrl: "application/xml",
  report_package: "application/zip",
} as const satisfies Record<FilingKind, string>;

/** The extensions a downloaded file of each kind may end with; the first is added to a name with none of them. */
export const fileExtensions = {
  pdf: [".pdf"],
  ixbrl: [".xhtml", ".html", ".htm"],
  xbrl: [".xml", ".xbrl"],
  report_package: [".zip"],
} as const satisfies Record<FilingKind, readonly string[]>;

/** The kind of a stored file from its media type (mime_type or Content-Type; parameters ignored); PDF when unknown. */
export function fileKindOfMediaType(mediaType: string): FilingKind {
  const bare = mediaType.split(";")[0]?.trim().toLowerCase() ?? "";
  return filingKinds.find((k) => fileMediaTypes[k] === bare) ?? "pdf";
}

/**
 * The name a stored file is downloaded under: the original name, with its kind's extension added
 * when it has none of them (a PDF named "statements" is saved as "statements.pdf", an Inline XBRL
 * report named "accounts" as "accounts.xhtml"), so it opens in the right program.
 */
export function downloadFileName(original: string, mediaType: string): string {
  const name = original.trim() || "file";
  const extensions: readonly string[] = fileExtensions[fileKindOfMediaType(mediaType)];
  const lower = name.toLowerCase();
  return extensions.some((e) => lower.endsWith(e)) ? name : `${name}${extensions[0]}`;
}

/** Largest accepted file, in bytes (spec: Limits). */
export const MAX_FILE_BYTES = 10485760;

export const financialFileStatusSchema = z.enum(financialFileStatuses);
export type FinancialFileStatus = z.infer<typeof financialFileStatusSchema>;

/** Statuses a file ends in; `uploaded` and `processing` move on by themselves. */
export const finalFileStatuses: readonly FinancialFileStatus[] = ["valid", "invalid", "failed"];

/** Codes of the warnings a file carries (additive). */
export const financialFileWarningCodes = ["duplicate_file", "company_name_mismatch"] as const;

/**
 * A warning about an upload (additive): the file is stored and processed all the same.
 * `duplicate_file`: the same bytes (sha256) were uploaded before to the same owner (the same
 * private record, or the same organization's own files); `duplicate_of` is the earliest such file.
 * `company_name_mismatch`: the statement prints another company's name than the private record's
 * (or the organization's, for organization files); its documents need review.
 */
export const financialFileWarningSchema = z
  .object({
    code: z.enum(financialFileWarningCodes),
    message: z.string().min(1).max(1000).describe("For people, in English"),
    duplicate_of: z
      .object({ id: uuid, original_filename: z.string().min(1).max(255), uploaded_at: dateTime })
      .optional()
      .describe("duplicate_file only: the earlier file with the same bytes"),
    statement_company_name: z
      .string()
      .max(255)
      .optional()
      .describe("company_name_mismatch only: the company the statement names"),
    expected_company_name: z
      .string()
      .max(255)
      .optional()
      .describe("company_name_mismatch only: the record's (or organization's) name it was compared with"),
  })
  .meta({ id: "FinancialFileWarning" });
export type FinancialFileWarning = z.infer<typeof financialFileWarningSchema>;

/** An organization named by a file: `{id, name}`. */
export const organizationRefSchema = z
  .object({ id: uuid, name: z.string().min(1).max(255) })
  .meta({ id: "FinancialFileOrganization" });

export const financialFileSchema = z
  .object({
    id: uuid,
    original_filename: z.string().min(1).max(255),
    mime_type: z
      .string()
      .min(1)
      .max(100)
      .describe(
        "What the bytes are (checked, never as declared): application/pdf, application/xhtml+xml (Inline XBRL), application/xml (XBRL instance) or application/zip (report package)",
      ),
    size_bytes: z.number().int().min(0),
    sha256: z.string().length(64).describe("Hex SHA-256 of the bytes"),
    currency: z.string().length(3).describe("ISO 4217, as given at upload"),
    status: financialFileStatusSchema,
    uploaded_at: dateTime,
    created_at: dateTime,
    updated_at: dateTime,
    file_message: z
      .string()
      .max(1000)
      .nullable()
      .describe("Why a file ended invalid or failed, or what extraction found; null when there is nothing to say"),
    duplicate_of_file_id: uuid
      .nullable()
      .describe("Additive: the earlier file of the same owner with the same bytes (sha256), if any"),
    statement_company_name: z
      .string()
      .max(255)
      .nullable()
      .describe("Additive: the company name the statement prints, as extraction found it; null when none was found"),
    warnings: z
      .array(financialFileWarningSchema)
      .describe("Additive: duplicate_file, company_name_mismatch; empty when there is nothing to warn about"),
    shared_at: dateTime
      .nullable()
      .describe(
        "Additive: when the file reached its readers other than the uploader (the owner and its Hosts). An upload into another organization's files is shared once extraction finds no other company's name in it; null while it is checked or held",
      ),
    held_for_uploader_review: z
      .boolean()
      .describe(
        "Additive: true when the statement names another company than the organization it was uploaded into: only the uploader sees it until it shares it (POST …/confirmation) or withdraws it",
      ),
    withdrawn_at: dateTime.nullable().describe("Additive: when the uploader withdrew the file; null unless withdrawn"),
    withdrawn_by_organization: organizationRefSchema
      .nullable()
      .describe("Additive: the organization that withdrew the file (its uploader); null unless withdrawn"),
    withdrawal_reason: z
      .string()
      .max(1000)
      .nullable()
      .describe("Additive: why the uploader withdrew it (only the uploader reads files it withdrew)"),
    uploaded_by: changeActorSchema
      .nullable()
      .optional()
      .describe(
        "Additive: the person or API client that uploaded the file, shown only to the uploading organization; " +
          "null for other readers and for files uploaded before people were named",
      ),
    withdrawn_by: changeActorSchema
      .nullable()
      .optional()
      .describe("Additive: the person or API client that withdrew the file (the uploading organization only)"),
    unmapped_facts: z
      .array(unmappedFactSchema)
      .nullable()
      .describe(
        "Additive (issue 28): for a tagged filing, the facts of the contexts read whose concept the chart of accounts does not map (kept and shown, never dropped); null for a PDF or a file not yet read",
      ),
  })
  .meta({ id: "FinancialFile" });
export type FinancialFile = z.infer<typeof financialFileSchema>;

/** In the organization file list (and the organization upload's response) the uploader is named. */
export const organizationFinancialFileSchema = financialFileSchema
  .extend({
    uploaded_by_organization_id: uuid.describe(
      "The organization that uploaded it: the owner itself, or its Host uploading on its behalf. A Host " +
        "reading its Guest's file that another Host of that Guest uploaded reads the nil UUID " +
        "00000000-0000-0000-0000-000000000000 (another organization)",
    ),
    document_request_id: uuid
      .nullable()
      .describe(
        "Additive: the document request the upload answered (part document_request_id), if any. Null for a " +
          "Host reading its Guest's file that answered another Host's request",
      ),
  })
  .meta({ id: "OrganizationFinancialFile" });
export type OrganizationFinancialFile = z.infer<typeof organizationFinancialFileSchema>;

/**
 * A withdrawn file as everyone who could read it sees it (GET …/financial-files/withdrawals): who
 * withdrew it and when, never its name, bytes or reason.
 */
export const withdrawnFinancialFileSchema = z
  .object({
    id: uuid,
    uploaded_at: dateTime,
    uploaded_by_organization_id: uuid,
    withdrawn_at: dateTime,
    withdrawn_by_organization: organizationRefSchema,
    withdrawn_by: changeActorSchema
      .nullable()
      .optional()
      .describe(
        "Additive: the person or API client that withdrew the file, shown only to the withdrawing organization; " +
          "null for other readers and for files withdrawn before people were named",
      ),
  })
  .meta({ id: "WithdrawnFinancialFile" });
export type WithdrawnFinancialFile = z.infer<typeof withdrawnFinancialFileSchema>;

export const financialFileOrderBy = z.enum(financialFileOrderFields);
export type FinancialFileOrderBy = z.infer<typeof financialFileOrderBy>;

/**
 * Query of both file lists (api-design §7: `statuses`, `order_by`, `order_dir`, optional
 * pagination; additive `sha256`).
 */
export const financialFileListQuery = z.strictObject({
  statuses: qArray(financialFileStatusSchema).optional(),
  sha256: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, "64 hexadecimal digits")
    .transform((v) => v.toLowerCase())
    .optional()
    .describe("Additive: only files with these bytes (hex SHA-256), e.g. to check for a duplicate before uploading"),
  include_withdrawn: qBool
    .optional()
    .describe(
      "Additive: also list the withdrawn files the caller uploaded (default false); the others' withdrawn files are at GET …/financial-files/withdrawals",
    ),
  order_by: financialFileOrderBy.default("uploaded_at"),
  order_dir: orderDir.default("desc"),
  ...optionalPage,
});
export type FinancialFileListQuery = z.output<typeof financialFileListQuery>;

/** The non-file parts of an upload. `currency` must be a code of /resources/currencies (else 400 invalid_currency). */
const currencyPart = z.string().min(1).max(100).describe("ISO 4217 code of the amounts in the file");

export const uploadErrors = [
  ...commonOrgErrors,
  "invalid_currency",
  "invalid_file_name",
  "not_allowed_file_type",
  "invalid_file_size",
  "no_subscription",
] as const;

export const listOrganizationFinancialFiles = defineEndpoint({
  id: "listOrganizationFinancialFiles",
  method: "GET",
  path: "/organizations/{org_id}/financial-files",
  summary: "List an organization's financial files (org_id = Target; Self and Host)",
  tag: "Financial files",
  auth: "org",
  scenarios: ["self", "host"],
  orgIdRule: "target",
  params: orgIdParams,
  query: financialFileListQuery,
  response: listEnvelope(organizationFinancialFileSchema),
  errors: commonOrgErrors,
});

export const uploadOrganizationFinancialFile = defineEndpoint({
  id: "uploadOrganizationFinancialFile",
  method: "POST",
  path: "/organizations/{org_id}/financial-files",
  summary: "Upload a PDF financial file to an organization (org_id = Target; Self, or a Host for its Guest)",
  tag: "Financial files",
  auth: "org",
  scenarios: ["self", "host"],
  orgIdRule: "target",
  params: orgIdParams,
  multipart: {
    fields: {
      currency: currencyPart,
      document_request_id: uuid
        .optional()
        .describe(
          "A pending or partially answered document request of this organization (as Guest); moves it to partially",
        ),
    },
    fileField: "file",
  },
  response: organizationFinancialFileSchema,
  errors: [...uploadErrors, "document_request_not_found", "unable_to_operate_on_document_request_with_current_status"],
});

export const listPrivateRecordFinancialFiles = defineEndpoint({
  id: "listPrivateRecordFinancialFiles",
  method: "GET",
  path: "/private-records/{record_id}/financial-files",
  summary: "List the financial files of one of the caller's private records",
  tag: "Financial files",
  auth: "org",
  scenarios: ["self"],
  params: recordIdParams,
  query: financialFileListQuery,
  response: listEnvelope(financialFileSchema),
  errors: [...commonOrgErrors, "private_record_not_found"],
});

export const uploadPrivateRecordFinancialFile = defineEndpoint({
  id: "uploadPrivateRecordFinancialFile",
  method: "POST",
  path: "/private-records/{record_id}/financial-files",
  summary: "Upload a PDF financial file to one of the caller's private records",
  tag: "Financial files",
  auth: "org",
  scenarios: ["self"],
  params: recordIdParams,
  multipart: { fields: { currency: currencyPart }, fileField: "file" },
  response: financialFileSchema,
  errors: [...uploadErrors, "private_record_not_found"],
});

const orgFileParams = z.strictObject({ org_id: uuid, file_id: uuid });
const recordFileParams = z.strictObject({ record_id: uuid, file_id: uuid });

export const getOrganizationFinancialFile = defineEndpoint({
  id: "getOrganizationFinancialFile",
  method: "GET",
  path: "/organizations/{org_id}/financial-files/{file_id}",
  summary: "Read one of an organization's financial files, e.g. to follow its extraction status (Self and Host)",
  tag: "Financial files",
  auth: "org",
  scenarios: ["self", "host"],
  orgIdRule: "target",
  params: orgFileParams,
  response: organizationFinancialFileSchema,
  errors: [...commonOrgErrors, "financial_file_not_found", "financial_file_withdrawn"],
});

export const getPrivateRecordFinancialFile = defineEndpoint({
  id: "getPrivateRecordFinancialFile",
  method: "GET",
  path: "/private-records/{record_id}/financial-files/{file_id}",
  summary: "Read one financial file of one of the caller's private records",
  tag: "Financial files",
  auth: "org",
  scenarios: ["self"],
  params: recordFileParams,
  response: financialFileSchema,
  errors: [...commonOrgErrors, "private_record_not_found", "financial_file_not_found"],
});

/** What a content endpoint answers with besides the bytes (api-design §12). */
const contentHeaders = {
  "Content-Disposition": "attachment; filename=\"<ASCII fallback>\"; filename*=UTF-8''<the original file name>",
  ETag: "The file's SHA-256 in quotes; send it back as If-None-Match to get 304 when it is unchanged",
  "X-Content-Type-Options": "nosniff",
  "Content-Length": "size_bytes",
};
const contentResponse = {
  mediaTypes: filingKinds.map((k) => fileMediaTypes[k]),
  description:
    "The stored bytes of the file, streamed, with its mime_type as Content-Type (application/pdf, or application/xhtml+xml, application/xml, application/zip for a tagged filing)",
  headers: contentHeaders,
};

export const getOrganizationFinancialFileContent = defineEndpoint({
  id: "getOrganizationFinancialFileContent",
  method: "GET",
  path: "/organizations/{org_id}/financial-files/{file_id}/content",
  summary: "Download the PDF of one of an organization's financial files (whoever may list it: Self and Host)",
  tag: "Financial files",
  auth: "org",
  scenarios: ["self", "host"],
  orgIdRule: "target",
  params: orgFileParams,
  response: z.unknown(),
  binaryResponse: contentResponse,
  errors: [...commonOrgErrors, "financial_file_not_found", "financial_file_withdrawn"],
});

export const getPrivateRecordFinancialFileContent = defineEndpoint({
  id: "getPrivateRecordFinancialFileContent",
  method: "GET",
  path: "/private-records/{record_id}/financial-files/{file_id}/content",
  summary: "Download the PDF of one financial file of one of the caller's private records",
  tag: "Financial files",
  auth: "org",
  scenarios: ["self"],
  params: recordFileParams,
  response: z.unknown(),
  binaryResponse: contentResponse,
  errors: [...commonOrgErrors, "private_record_not_found", "financial_file_not_found", "financial_file_withdrawn"],
});

export const withdrawnFinancialFileListQuery = z.strictObject({ ...optionalPage });

export const listOrganizationFinancialFileWithdrawals = defineEndpoint({
  id: "listOrganizationFinancialFileWithdrawals",
  method: "GET",
  path: "/organizations/{org_id}/financial-files/withdrawals",
  summary:
    "The organization's withdrawn files that had been shared, as tombstones: who withdrew each and when (Self and Host; newest first)",
  tag: "Financial files",
  auth: "org",
  scenarios: ["self", "host"],
  orgIdRule: "target",
  params: orgIdParams,
  query: withdrawnFinancialFileListQuery,
  response: listEnvelope(withdrawnFinancialFileSchema),
  errors: commonOrgErrors,
});

/** Body of a withdrawal. */
export const withdrawalBody = z.strictObject({
  reason: z.string().min(1).max(1000).describe("Why the file is withdrawn; read only by the uploader"),
});
export type WithdrawalBody = z.infer<typeof withdrawalBody>;

const withdrawalErrors = [
  ...commonOrgErrors,
  "financial_file_not_found",
  "financial_file_uploader_only",
  "financial_file_already_withdrawn",
] as const;

export const withdrawOrganizationFinancialFile = defineEndpoint({
  id: "withdrawOrganizationFinancialFile",
  method: "POST",
  path: "/organizations/{org_id}/financial-files/{file_id}/withdrawal",
  summary:
    "Withdraw a financial file the caller uploaded (Self, or a Host for its Guest): it leaves every list, its documents leave metrics and scores, its bytes are deleted after the retention period",
  tag: "Financial files",
  auth: "org",
  scenarios: ["self", "host"],
  orgIdRule: "target",
  params: orgFileParams,
  body: withdrawalBody,
  response: organizationFinancialFileSchema,
  errors: withdrawalErrors,
});

export const withdrawPrivateRecordFinancialFile = defineEndpoint({
  id: "withdrawPrivateRecordFinancialFile",
  method: "POST",
  path: "/private-records/{record_id}/financial-files/{file_id}/withdrawal",
  summary: "Withdraw a financial file of one of the caller's private records",
  tag: "Financial files",
  auth: "org",
  scenarios: ["self"],
  params: recordFileParams,
  body: withdrawalBody,
  response: financialFileSchema,
  errors: [...withdrawalErrors, "private_record_not_found"],
});

export const confirmOrganizationFinancialFile = defineEndpoint({
  id: "confirmOrganizationFinancialFile",
  method: "POST",
  path: "/organizations/{org_id}/financial-files/{file_id}/confirmation",
  summary:
    "Share a file held for the uploader's review (its statement names another company) with the organization and its Hosts",
  tag: "Financial files",
  auth: "org",
  scenarios: ["self", "host"],
  orgIdRule: "target",
  params: orgFileParams,
  response: organizationFinancialFileSchema,
  errors: [...withdrawalErrors, "financial_file_not_held"],
});

export const fileEndpoints = [
  listOrganizationFinancialFiles,
  uploadOrganizationFinancialFile,
  getOrganizationFinancialFile,
  listPrivateRecordFinancialFiles,
  uploadPrivateRecordFinancialFile,
  getPrivateRecordFinancialFile,
  getOrganizationFinancialFileContent,
  getPrivateRecordFinancialFileContent,
  listOrganizationFinancialFileWithdrawals,
  withdrawOrganizationFinancialFile,
  withdrawPrivateRecordFinancialFile,
  confirmOrganizationFinancialFile,
] as const;
