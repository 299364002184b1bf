import { z } from "zod";
import { dateTime, listEnvelope, optionalPage, qArray, uuid } from "./common";
import { defineEndpoint, type EndpointDef } from "./endpoint";
import { commonAuthErrors, commonOrgErrors } from "./errors";
import { amountsPerCurrencySchema } from "./organization-settings";
import { auditActions, auditActorKinds } from "./values";

/**
 * People of an organization (issue 26, docs/people.md): users invited by an admin, signed in with
 * e-mail and password, holding one role. API clients keep every right; a person is limited by the
 * role's permissions below. This is the one permission table: the server enforces it on every
 * route (http/register.ts) and the console will read it to show what a person may do.
 */
export const userRoles = ["viewer", "analyst", "approver", "admin"] as const;
export const userRoleSchema = z.enum(userRoles);
export type UserRole = z.infer<typeof userRoleSchema>;

/**
 * - `view`: read anything the organization may read (every GET), and manage one's own sessions;
 * - `work`: every change that is not a decision (create, edit, upload, request, review moves, partners);
 * - `decide`: the decisions of a credit application and its agreement (approve, decline, reject an
 *   offer, finalize, sign or decline the agreement);
 * - `administer`: people, audit log, organization settings and webhooks.
 */
export const permissions = ["view", "work", "decide", "administer"] as const;
export type Permission = (typeof permissions)[number];

export const rolePermissions: Record<UserRole, readonly Permission[]> = {
  viewer: ["view"],
  analyst: ["view", "work"],
  approver: ["view", "work", "decide"],
  admin: ["view", "work", "decide", "administer"],
};

/**
 * The permission each endpoint needs, by endpoint id, where it is not the default: a GET needs
 * `view`, any other method `work`. (`people.test.ts` checks that every id named here exists.)
 */
export const endpointPermissions: Readonly<Record<string, Permission>> = {
  approveCreditApplication: "decide",
  declineCreditApplication: "decide",
  rejectCreditApplication: "decide",
  finalizeCreditApplication: "decide",
  signCreditAgreement: "decide",
  declineCreditAgreement: "decide",
  updateOrganizationSettings: "administer",
  createWebhookEndpoint: "administer",
  listWebhookEndpoints: "administer",
  getWebhookEndpoint: "administer",
  updateWebhookEndpoint: "administer",
  deleteWebhookEndpoint: "administer",
  rotateWebhookSecret: "administer",
  sendWebhookTest: "administer",
  listWebhookDeliveries: "administer",
  retryWebhookDelivery: "administer",
  listUsers: "administer",
  inviteUser: "administer",
  updateUser: "administer",
  removeUser: "administer",
  reissueUserInvitation: "administer",
  listAuditEvents: "administer",
  listApiClients: "administer",
  createApiClient: "administer",
  rotateApiClientSecret: "administer",
  revokeApiClient: "administer",
  getSsoConfiguration: "administer",
  putSsoConfiguration: "administer",
  deleteSsoConfiguration: "administer",
  signOutEverywhere: "view",
  getTotpStatus: "view",
  startTotpEnrolment: "view",
  confirmTotpEnrolment: "view",
  disableTotp: "view",
  regenerateRecoveryCodes: "view",
  resetUserTotp: "administer",
};

/** The permission an endpoint needs (the table above, else by method). */
export function endpointPermission(endpoint: Pick<EndpointDef, "id" | "method">): Permission {
  return endpointPermissions[endpoint.id] ?? (endpoint.method === "GET" ? "view" : "work");
}

export function roleAllows(role: UserRole, permission: Permission): boolean {
  return rolePermissions[role].includes(permission);
}

/** Shortest accepted password (docs/people.md); longer ones are refused only by the common list. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

/** The refresh-token cookie (httpOnly, Secure, SameSite=Strict, Path=/: the `__Host-` prefix). */
export const REFRESH_COOKIE = "__Host-cas_refresh";
/** The header every cookie endpoint requires (CSRF: a cross-site form cannot send it). */
export const CSRF_HEADER = "x-cas-csrf";
export const CSRF_HEADER_VALUE = "1";

const email = z.string().trim().toLowerCase().pipe(z.email().max(254));

export const userStatuses = ["invited", "active", "disabled"] as const;

export const userSchema = z
  .object({
    id: uuid,
    organization_id: uuid,
    email: z.string(),
    name: z.string(),
    role: userRoleSchema,
    status: z.enum(userStatuses),
    last_sign_in_at: dateTime.nullable(),
    approval_limits: amountsPerCurrencySchema
      .nullable()
      .describe(
        "Additive (four-eyes): per currency, the amount up to which this person's approval completes alone; above it, or in a currency without an entry, the approval only proposes. null = no personal limit (the organization's second-approval thresholds still apply)",
      ),
    created_at: dateTime,
    updated_at: dateTime,
  })
  .meta({ id: "User" });
export type User = z.infer<typeof userSchema>;

export const sessionTokenSchema = z
  .object({
    access_token: z.string(),
    expires_in: z.number().int().describe("Lifetime of the access token in seconds"),
    token_type: z.literal("Bearer"),
    session_id: uuid.describe("The session the refresh cookie belongs to; new at every sign-in"),
    user: userSchema,
  })
  .meta({ id: "SessionToken" });

/** The answer of POST /auth/sign-in for a person with TOTP: no session yet, a challenge for the second step. */
export const secondFactorChallengeSchema = z
  .object({
    second_factor_required: z.literal(true),
    challenge: z.string().describe("Send it with the code to POST /auth/sign-in/second-factor"),
    expires_in: z.number().int().describe("Seconds the challenge stays valid"),
  })
  .meta({ id: "SecondFactorChallenge" });

const cookieErrors = ["csrf_check_failed", "request_too_large", "validation_error", "internal_conflict_error"] as const;

export const signIn = defineEndpoint({
  id: "signIn",
  method: "POST",
  path: "/auth/sign-in",
  summary: `Sign a person in with e-mail and password; the refresh token comes as the ${REFRESH_COOKIE} cookie (send ${CSRF_HEADER}: ${CSRF_HEADER_VALUE})`,
  tag: "People",
  auth: "none",
  body: z.strictObject({ email, password: z.string().min(1).max(PASSWORD_MAX_LENGTH) }).meta({ id: "SignInBody" }),
  response: z
    .union([sessionTokenSchema, secondFactorChallengeSchema])
    .describe("A session, or (a person with two-step sign-in) a challenge for POST /auth/sign-in/second-factor"),
  errors: [...cookieErrors, "sign_in_failed", "sign_in_rate_limit", "service_under_maintenance"],
});

export const refreshSession = defineEndpoint({
  id: "refreshSession",
  method: "POST",
  path: "/auth/refresh",
  summary: "A new access token for the session of the refresh cookie; the cookie is replaced (rotation)",
  tag: "People",
  auth: "none",
  response: sessionTokenSchema,
  errors: [...cookieErrors, "session_ended", "service_under_maintenance"],
});

export const signOut = defineEndpoint({
  id: "signOut",
  method: "POST",
  path: "/auth/sign-out",
  summary: "End the session of the refresh cookie and clear the cookie",
  tag: "People",
  auth: "none",
  response: z.null(),
  successStatus: 204,
  errors: [...cookieErrors, "service_under_maintenance"],
});

export const signOutEverywhere = defineEndpoint({
  id: "signOutEverywhere",
  method: "POST",
  path: "/auth/sign-out-everywhere",
  summary: "End every session of the signed-in person (a person's access token only)",
  tag: "People",
  auth: "token",
  response: z.object({ ended_sessions: z.number().int().min(0) }).meta({ id: "SignOutEverywhereResult" }),
  errors: [...commonAuthErrors, "access_denied"],
});

export const principalSchema = z
  .object({
    kind: z.enum(["person", "api_client"]),
    organization_id: uuid,
    role: userRoleSchema.describe("An API client has every right (admin)"),
    permissions: z.array(z.enum(permissions)),
    user: userSchema.nullable(),
    session_id: uuid.nullable(),
    client_id: z.string().nullable(),
    second_factor_enrolment_required: z
      .boolean()
      .describe(
        "Additive (TOTP): the organization requires two-step sign-in and this person has none; until set up, only enrolment answers",
      ),
  })
  .meta({ id: "Principal" });

export const getCurrentPrincipal = defineEndpoint({
  id: "getCurrentPrincipal",
  method: "GET",
  path: "/auth/me",
  summary: "Who the access token speaks for: a person (with role and permissions) or an API client",
  tag: "People",
  auth: "token",
  response: principalSchema,
  errors: commonAuthErrors,
});

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
  getCurrentPrincipal,
  acceptUserInvitation,
  listUsers,
  inviteUser,
  reissueUserInvitation,
  updateUser,
  removeUser,
  listAuditEvents,
] as const;
