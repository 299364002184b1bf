import { z } from "zod";
import { dateTime, listEnvelope, optionalPage, orderDir, qArray, uuid } from "./common";
import { defineEndpoint } from "./endpoint";
import { commonOrgErrors } from "./errors";
import { invitationStatusSchema, partnerTypeSchema } from "./partners";
import { invitationOrderFields } from "./values";

/**
 * Invitations (api-design §4): the partners other organizations created with the caller's e-mail,
 * seen from the invited side. The invitation id is the partner's id. Accepting makes the inviting
 * organization the caller's Host. A revoked invitation is not listed; accepting it answers 409
 * invitation_revoked. `invitation_statuses` only matches invited and accepted ones.
 */

export const invitationSchema = z
  .object({
    id: uuid.describe("The invitation (= the inviting organization's partner id)"),
    host_organization_id: uuid.describe("The inviting organization (the Host once accepted)"),
    host_organization_name: z.string(),
    partner_type: partnerTypeSchema.describe("How the inviting organization lists the caller"),
    email: z.string().describe("The e-mail the invitation was sent to"),
    invitation_status: invitationStatusSchema,
    created_at: dateTime,
    sent_at: dateTime.describe("Additive: when the invitation was last sent (created, resent or re-addressed)"),
    accepted_at: dateTime.nullable(),
  })
  .meta({ id: "Invitation" });
export type Invitation = z.infer<typeof invitationSchema>;

export { invitationOrderFields };
export const invitationOrderBy = z.enum(invitationOrderFields);
export type InvitationOrderBy = z.infer<typeof invitationOrderBy>;

export const listInvitationsQuery = z
  .strictObject({
    invitation_statuses: qArray(invitationStatusSchema).optional(),
    order_by: invitationOrderBy.default("created_at").describe("Ties: the invitation id, in the same direction"),
    order_dir: orderDir.default("desc"),
    ...optionalPage,
  })
  .meta({ id: "ListInvitationsQuery" });

export const invitationIdParams = z.strictObject({ invitation_id: uuid });

export const listInvitations = defineEndpoint({
  id: "listInvitations",
  method: "GET",
  path: "/invitations",
  summary: "The caller's incoming invitations, newest first unless `order_by`/`order_dir` say otherwise",
  tag: "Invitations",
  auth: "org",
  scenarios: ["self"],
  query: listInvitationsQuery,
  response: listEnvelope(invitationSchema).meta({ id: "InvitationList" }),
  errors: commonOrgErrors,
});

export const acceptInvitation = defineEndpoint({
  id: "acceptInvitation",
  method: "POST",
  path: "/invitations/{invitation_id}/acceptance",
  summary: "Accept an invitation: the partner becomes accepted and the inviter becomes the caller's Host",
  tag: "Invitations",
  auth: "org",
  scenarios: ["self"],
  params: invitationIdParams,
  response: invitationSchema,
  errors: [...commonOrgErrors, "invitation_not_found", "invitation_already_accepted", "invitation_revoked"],
});

export const invitationEndpoints = [listInvitations, acceptInvitation] as const;
