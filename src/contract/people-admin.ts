import { z } from "zod";
import { dateTime, listEnvelope, optionalPage, qArray, uuid } from "./common";
import { defineEndpoint } from "./endpoint";
import { commonOrgErrors } from "./errors";
import { amountsPerCurrencySchema } from "./organization-settings";
import {
  changePassword,
  getCurrentPrincipal,
  PASSWORD_MAX_LENGTH,
  personEmailSchema,
  refreshSession,
  signIn,
  signOut,
  signOutEverywhere,
  userRoleSchema,
  userSchema,
} from "./people";
import { auditActions, auditActorKinds } from "./values";

const email = personEmailSchema;

/**
 * The people an admin manages and the audit log (issue 26, docs/people.md): invitations, users,
 * their roles and limits, and the audit events. Apart from `people.ts` (roles, the permission table,
 * sessions and `GET /auth/me`), which the console's signed-in shell needs on every screen; these
 * load with the admin's screens only.
 */
export const acceptUserInvitation = defineEndpoint({
  id: "acceptUserInvitation",
  method: "POST",
  path: "/auth/invitation-acceptance",
  summary: "Accept an invitation to an organization by choosing a password; then sign in",
  tag: "People",
  auth: "none",
  body: z
    .strictObject({ token: z.string().min(1).max(128), password: z.string().min(1).max(PASSWORD_MAX_LENGTH) })
    .meta({ id: "AcceptUserInvitationBody" }),
  response: userSchema,
  errors: [
    "user_invitation_not_found",
    "user_invitation_expired",
    "password_not_allowed",
    "request_too_large",
    "validation_error",
    "internal_conflict_error",
    "service_under_maintenance",
  ],
});

export const userIdParams = z.strictObject({ user_id: uuid });

export const listUsers = defineEndpoint({
  id: "listUsers",
  method: "GET",
  path: "/users",
  summary: "The people of the Requester's organization",
  tag: "People",
  auth: "org",
  scenarios: ["self"],
  response: listEnvelope(userSchema).meta({ id: "UserList" }),
  errors: [...commonOrgErrors],
});

export const invitationResultSchema = z
  .object({
    user: userSchema,
    invitation_url: z
      .string()
      .describe("The link the person opens to choose a password (also sent by e-mail when set up)"),
    invitation_expires_at: dateTime,
    email_sent: z
      .boolean()
      .describe(
        "Whether the invitation e-mail left for the person (SMTP set up and the send succeeded); when false, pass the link on yourself",
      ),
  })
  .meta({ id: "UserInvitation" });

export const inviteUser = defineEndpoint({
  id: "inviteUser",
  method: "POST",
  path: "/users",
  summary: "Invite a person to the organization with a role; the answer carries the invitation link",
  tag: "People",
  auth: "org",
  scenarios: ["self"],
  body: z
    .strictObject({ email, name: z.string().trim().min(1).max(100), role: userRoleSchema })
    .meta({ id: "InviteUserBody" }),
  response: invitationResultSchema,
  successStatus: 201,
  errors: [...commonOrgErrors, "user_email_taken"],
});

export const reissueUserInvitation = defineEndpoint({
  id: "reissueUserInvitation",
  method: "POST",
  path: "/users/{user_id}/invitation",
  summary: "A new invitation link for a person who has not accepted yet (the earlier link stops working)",
  tag: "People",
  auth: "org",
  scenarios: ["self"],
  params: userIdParams,
  response: invitationResultSchema,
  successStatus: 201,
  errors: [...commonOrgErrors, "user_not_found", "user_invitation_already_accepted"],
});

export const updateUser = defineEndpoint({
  id: "updateUser",
  method: "PATCH",
  path: "/users/{user_id}",
  summary:
    "Change a person's role or approval limits, or disable / re-enable them (disabling ends their sessions at once)",
  tag: "People",
  auth: "org",
  scenarios: ["self"],
  params: userIdParams,
  body: z
    .strictObject({
      role: userRoleSchema.optional(),
      disabled: z.boolean().optional(),
      approval_limits: amountsPerCurrencySchema
        .nullable()
        .optional()
        .describe("Four-eyes: the person's approval limits per currency; null removes the limit"),
    })
    .refine(
      (b) => b.role !== undefined || b.disabled !== undefined || b.approval_limits !== undefined,
      "Give role, disabled or approval_limits",
    )
    .meta({ id: "UpdateUserBody" }),
  response: userSchema,
  errors: [...commonOrgErrors, "user_not_found", "user_last_admin"],
});

export const removeUser = defineEndpoint({
  id: "removeUser",
  method: "DELETE",
  path: "/users/{user_id}",
  summary: "Remove a person from the organization (their sessions end at once)",
  tag: "People",
  auth: "org",
  scenarios: ["self"],
  params: userIdParams,
  response: z.null(),
  successStatus: 204,
  errors: [...commonOrgErrors, "user_not_found", "user_last_admin"],
});

export { auditActions };
export const auditActionSchema = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditActionSchema>;
export { auditActorKinds };

export const auditEventSchema = z
  .object({
    id: z.string(),
    at: dateTime,
    action: auditActionSchema,
    actor: z
      .object({
        kind: z.enum(auditActorKinds),
        id: z.string().nullable().describe("The person's user id or the API client's client_id"),
        label: z.string().describe("The person's e-mail or the client_id"),
      })
      .meta({ id: "AuditActor" }),
    address: z.string().nullable().describe("The source address of the request"),
    subject_user_id: uuid.nullable(),
    subject_id: z
      .string()
      .nullable()
      .describe("What the event is about: a user id, an API client's client_id, … (the `subject` filter)"),
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: "AuditEvent" });

/**
 * Filters of the audit log (docs/people.md, "Audit log"), all optional and combined with AND:
 * `action` (repeat for several), `actor_kind`, `actor_id` (a user id or client_id), `subject` (a
 * user id, client_id, …), `from` (inclusive) and `to` (exclusive) instants; `limit`/`offset` pages.
 */
export const listAuditEventsQuery = z
  .strictObject({
    action: qArray(auditActionSchema).optional(),
    actor_kind: z.enum(auditActorKinds).optional(),
    actor_id: z.string().min(1).max(200).optional(),
    subject: z.string().min(1).max(200).optional(),
    from: dateTime.optional(),
    to: dateTime.optional(),
    ...optionalPage,
  })
  .refine((q) => q.from === undefined || q.to === undefined || Date.parse(q.from) < Date.parse(q.to), {
    message: "`from` must be before `to`",
    path: ["to"],
  })
  .meta({ id: "ListAuditEventsQuery" });
export type ListAuditEventsQuery = z.output<typeof listAuditEventsQuery>;

export const listAuditEvents = defineEndpoint({
  id: "listAuditEvents",
  method: "GET",
  path: "/audit-events",
  summary: "The organization's audit log, newest first, filtered (sign-ins, people and API client changes, …)",
  tag: "People",
  auth: "org",
  scenarios: ["self"],
  query: listAuditEventsQuery,
  response: listEnvelope(auditEventSchema).meta({ id: "AuditEventList" }),
  errors: [...commonOrgErrors],
});

export const peopleEndpoints = [
  signIn,
  refreshSession,
  signOut,
  signOutEverywhere,
  changePassword,
  getCurrentPrincipal,
  acceptUserInvitation,
  listUsers,
  inviteUser,
  reissueUserInvitation,
  updateUser,
  removeUser,
  listAuditEvents,
] as const;
