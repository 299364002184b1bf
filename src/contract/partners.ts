import { z } from "zod";
import { countryCode, dateTime, listEnvelope, optionalPage, orderDir, qArray, searchText, uuid } from "./common";
import { defineEndpoint } from "./endpoint";
import { commonOrgErrors } from "./errors";
import { invitationStatuses, partnerOrderFields, partnerSearchFields, partnerTypes } from "./values";

export { invitationStatuses, partnerOrderFields, partnerTypes };

/**
 * Partners: an organization's customers and suppliers (spec: Partner; api-design §4, §5, §7).
 * Creating a partner also invites the organization whose e-mail matches (case-insensitively);
 * that organization sees it in GET /invitations and accepting it creates the Host→Guest connection.
 */

const text = (min: number, max: number) => z.string().min(min).max(max);

export const partnerTypeSchema = z.enum(partnerTypes);
export type PartnerType = z.infer<typeof partnerTypeSchema>;

export const invitationStatusSchema = z.enum(invitationStatuses);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

export const partnerSchema = z
  .object({
    id: uuid,
    company_name: z.string(),
    sales_amount: z.number().int().nullable(),
    partner_type: partnerTypeSchema,
    email: z.string(),
    frequency: z.string().nullable(),
    payment_terms: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    postal_code: z.number().nullable().describe("Numeric, as in the reference"),
    country_code: z.string().nullable().describe("ISO 3166-1 alpha-2"),
    company_registration_number: z.string().nullable(),
    created_at: dateTime,
    updated_at: dateTime,
    invitation_status: invitationStatusSchema,
    guest_organization_id: uuid.nullable().describe("The organization that accepted the invitation; null until then"),
    invitation_sent_at: dateTime.describe(
      "Additive: when the invitation was last sent (creation, a resend, or a change of e-mail while invited)",
    ),
    invitation_send_count: z.number().int().min(1).describe("Additive: how many times the invitation was sent"),
    invitation_resend_available_at: dateTime
      .nullable()
      .describe(
        "Additive: from when POST …/invitation/resend is allowed (24 h after the last send); null once accepted",
      ),
    invitation_revoked_at: dateTime
      .nullable()
      .describe("Additive: when the pending invitation was revoked; null unless invitation_status is revoked"),
  })
  .meta({ id: "Partner" });
export type Partner = z.infer<typeof partnerSchema>;

/** Create body: company_name, partner_type and email are required; every other field is optional. */
export const createPartnerBody = z
  .strictObject({
    company_name: text(1, 300),
    partner_type: partnerTypeSchema,
    email: z.email().max(100),
    sales_amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullish(),
    frequency: text(1, 100).nullish(),
    payment_terms: text(1, 100).nullish(),
    address: text(1, 500).nullish(),
    city: text(1, 100).nullish(),
    state: text(1, 100).nullish(),
    postal_code: z.number().int().min(0).max(9_999_999_999).nullish(),
    country_code: countryCode.nullish(),
    company_registration_number: text(1, 255).nullish(),
  })
  .meta({ id: "CreatePartnerBody" });
export type CreatePartnerBody = z.infer<typeof createPartnerBody>;

/**
 * PATCH body: the create body's fields, each optional, with the same bounds; at least one. Optional
 * fields may be null to clear them; company_name, partner_type and email cannot be null.
 */
export const updatePartnerBody = createPartnerBody
  .partial()
  .refine((b) => Object.keys(b).length > 0, "Give at least one field to change")
  .meta({ id: "UpdatePartnerBody" });
export type UpdatePartnerBody = z.infer<typeof updatePartnerBody>;

/** An invitation may be sent (created, re-addressed or resent) at most once per this many hours. */
export const INVITATION_RESEND_INTERVAL_HOURS = 24;

export const partnerOrderBySchema = z.enum(partnerOrderFields);
export type PartnerOrderBy = z.infer<typeof partnerOrderBySchema>;

export const listPartnersQuery = z
  .strictObject({
    partner_types: qArray(partnerTypeSchema).optional(),
    partner_ids: qArray(uuid)
      .optional()
      .describe(
        "Only these partners; an id that is not a partner of the Target answers 404 organization_partner_not_found",
      ),
    search_field: z.enum(partnerSearchFields).default("company_name"),
    search_text: searchText.optional().describe("Case-insensitive substring of search_field"),
    invitation_statuses: qArray(invitationStatusSchema).optional(),
    order_by: partnerOrderBySchema.optional().describe("Absent: newest first (created_at desc)"),
    order_dir: orderDir.optional().describe("Default asc with order_by, desc without"),
    ...optionalPage,
  })
  .meta({ id: "ListPartnersQuery" });

export const partnerIdParams = z.strictObject({ partner_id: uuid });

export const createPartner = defineEndpoint({
  id: "createPartner",
  method: "POST",
  path: "/partners",
  summary: "Add a partner (customer or supplier); invites the organization with that e-mail",
  tag: "Partners",
  auth: "org",
  scenarios: ["self"],
  body: createPartnerBody,
  response: partnerSchema,
  successStatus: 201,
  errors: commonOrgErrors,
});

export const listPartners = defineEndpoint({
  id: "listPartners",
  method: "GET",
  path: "/partners",
  summary: "List the Target's partners with filters, search, ordering and pagination",
  tag: "Partners",
  auth: "org",
  scenarios: ["self", "host"],
  query: listPartnersQuery,
  response: listEnvelope(partnerSchema).meta({ id: "PartnerList" }),
  errors: [...commonOrgErrors, "organization_partner_not_found"],
});

export const getPartner = defineEndpoint({
  id: "getPartner",
  method: "GET",
  path: "/partners/{partner_id}",
  summary: "Read one partner of the Target",
  tag: "Partners",
  auth: "org",
  scenarios: ["self", "host"],
  params: partnerIdParams,
  response: partnerSchema,
  errors: [...commonOrgErrors, "organization_partner_not_found"],
});

export const updatePartner = defineEndpoint({
  id: "updatePartner",
  method: "PATCH",
  path: "/partners/{partner_id}",
  summary: "Change a partner's fields (If-Match: its ETag, optional); a new e-mail re-addresses a pending invitation",
  tag: "Partners",
  auth: "org",
  scenarios: ["self"],
  params: partnerIdParams,
  body: updatePartnerBody,
  response: partnerSchema,
  errors: [
    ...commonOrgErrors,
    "organization_partner_not_found",
    "partner_invitation_already_accepted",
    "partner_version_mismatch",
  ],
});

export const resendPartnerInvitation = defineEndpoint({
  id: "resendPartnerInvitation",
  method: "POST",
  path: "/partners/{partner_id}/invitation/resend",
  summary: "Send the invitation again (once per 24 h); a revoked invitation becomes invited again",
  tag: "Partners",
  auth: "org",
  scenarios: ["self"],
  params: partnerIdParams,
  response: partnerSchema,
  errors: [
    ...commonOrgErrors,
    "organization_partner_not_found",
    "partner_invitation_already_accepted",
    "partner_invitation_resend_too_soon",
  ],
});

export const revokePartnerInvitation = defineEndpoint({
  id: "revokePartnerInvitation",
  method: "POST",
  path: "/partners/{partner_id}/invitation/revocation",
  summary: "Revoke a pending invitation: the invitee no longer sees it and cannot accept it; the partner stays",
  tag: "Partners",
  auth: "org",
  scenarios: ["self"],
  params: partnerIdParams,
  response: partnerSchema,
  errors: [
    ...commonOrgErrors,
    "organization_partner_not_found",
    "partner_invitation_already_accepted",
    "partner_invitation_already_revoked",
  ],
});

export const partnerEndpoints = [
  createPartner,
  listPartners,
  getPartner,
  updatePartner,
  resendPartnerInvitation,
  revokePartnerInvitation,
] as const;
