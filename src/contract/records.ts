import { z } from "zod";
import { currencyCode, dateTime, isoDate, listEnvelope, optionalPage, orderDir, qBool, uuid } from "./common";
import { defineEndpoint } from "./endpoint";
import { commonOrgErrors } from "./errors";
import { privateRecordOrderFields, privateRecordSearchFields } from "./values";

/**
 * Private records: an organization's own records of companies it assesses, visible only to it
 * (spec: Private record; api-design §5, §7). Self scenario only; the owner is the caller.
 */

const text = (min: number, max: number) => z.string().min(min).max(max);

export const privateRecordSchema = z
  .object({
    id: uuid,
    name: text(1, 300).describe("Full organization name"),
    currency_code: z.string().describe("ISO 4217"),
    archived: z.boolean(),
    archived_at: dateTime.nullable().describe("When it was archived; null while not archived"),
    created_at: dateTime,
    updated_at: dateTime,
    email: text(1, 100).nullable(),
    phone: z.string().nullable(),
    established_date: isoDate.nullable(),
    size_id: z.string().nullable(),
    role_id: uuid.nullable().describe("An organization role (GET /resources/organization-roles)"),
    naics_code_id: z.string().nullable(),
    address: text(1, 500).nullable(),
    city: text(1, 100).nullable(),
    state: text(1, 100).nullable(),
    postal_code: text(1, 30).nullable(),
    country_code: z.string().nullable().describe("ISO 3166-1 alpha-2"),
    website: text(1, 255).nullable(),
    company_registration_number: text(1, 255).nullable(),
    tax_id: text(1, 255).nullable(),
    corporation_type_id: text(10, 100).nullable(),
    total_score: z.number().nullable().describe("Additive: current total score (0-100); null until scored"),
    score_updated_at: dateTime.nullable().describe("Additive: when total_score was last computed"),
  })
  .meta({ id: "PrivateRecord" });
export type PrivateRecord = z.infer<typeof privateRecordSchema>;

/** Create body: `name` and `currency_code` are required, every other field optional (null = not known). */
export const createPrivateRecordBody = z
  .strictObject({
    name: text(1, 300),
    currency_code: currencyCode,
    email: z.email().max(100).nullish(),
    phone: z
      .string()
      .min(1)
      .max(50)
      .regex(/^\+?[0-9 ()./-]+$/, "Expected a phone number")
      .nullish(),
    established_date: isoDate
      .refine((d) => d <= new Date().toISOString().slice(0, 10), "Must not be in the future")
      .nullish(),
    size_id: text(1, 100).nullish(),
    role_id: uuid.nullish(),
    naics_code_id: text(1, 100).nullish(),
    address: text(1, 500).nullish(),
    city: text(1, 100).nullish(),
    state: text(1, 100).nullish(),
    postal_code: text(1, 30).nullish(),
    country_code: z
      .string()
      .length(2)
      .regex(/^[A-Z]{2}$/, "Expected an ISO 3166-1 alpha-2 code")
      .nullish(),
    website: z
      .url({ protocol: /^https?$/ })
      .max(255)
      .nullish(),
    company_registration_number: text(1, 255).nullish(),
    tax_id: text(1, 255).nullish(),
    corporation_type_id: text(10, 100).nullish(),
  })
  .meta({ id: "PrivateRecordCreate" });
export type CreatePrivateRecordBody = z.output<typeof createPrivateRecordBody>;

/** Only `archived` may change; any other field is a 422. */
export const updatePrivateRecordBody = z.strictObject({ archived: z.boolean() }).meta({ id: "PrivateRecordUpdate" });

export const privateRecordOrderBy = z.enum(privateRecordOrderFields);
export type PrivateRecordOrderBy = z.infer<typeof privateRecordOrderBy>;

export const privateRecordListQuery = z.strictObject({
  search_field: z.enum(privateRecordSearchFields).default("name"),
  search_text: z.string().min(3).max(255).optional().describe("Case-insensitive substring of search_field"),
  archived: qBool.optional().describe("Absent: archived and active records"),
  order_by: privateRecordOrderBy.default("name"),
  order_dir: orderDir.default("asc"),
  ...optionalPage,
});
export type PrivateRecordListQuery = z.output<typeof privateRecordListQuery>;

export const recordIdParams = z.strictObject({ record_id: uuid });

const recordErrors = [...commonOrgErrors, "private_record_not_found"] as const;

export const createPrivateRecord = defineEndpoint({
  id: "createPrivateRecord",
  method: "POST",
  path: "/private-records",
  summary: "Create a private record",
  tag: "Private records",
  auth: "org",
  scenarios: ["self"],
  body: createPrivateRecordBody,
  response: privateRecordSchema,
  successStatus: 201,
  errors: commonOrgErrors,
});

export const listPrivateRecords = defineEndpoint({
  id: "listPrivateRecords",
  method: "GET",
  path: "/private-records",
  summary: "List the caller's private records",
  tag: "Private records",
  auth: "org",
  scenarios: ["self"],
  query: privateRecordListQuery,
  response: listEnvelope(privateRecordSchema),
  errors: commonOrgErrors,
});

export const getPrivateRecord = defineEndpoint({
  id: "getPrivateRecord",
  method: "GET",
  path: "/private-records/{record_id}",
  summary: "Read a private record",
  tag: "Private records",
  auth: "org",
  scenarios: ["self"],
  params: recordIdParams,
  response: privateRecordSchema,
  errors: recordErrors,
});

export const updatePrivateRecord = defineEndpoint({
  id: "updatePrivateRecord",
  method: "PATCH",
  path: "/private-records/{record_id}",
  summary: "Archive or unarchive a private record (only `archived` may change)",
  tag: "Private records",
  auth: "org",
  scenarios: ["self"],
  params: recordIdParams,
  body: updatePrivateRecordBody,
  response: privateRecordSchema,
  errors: recordErrors,
});

export const privateRecordEndpoints = [
  createPrivateRecord,
  listPrivateRecords,
  getPrivateRecord,
  updatePrivateRecord,
] as const;
