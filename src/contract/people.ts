import { z } from "zod";
import { dateTime, uuid } from "./common";
import { defineEndpoint, type EndpointDef } from "./endpoint";
import { commonAuthErrors } from "./errors";
import { amountsPerCurrencySchema } from "./organization-settings";

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
  changePassword: "view",
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
/** A person's e-mail as the API takes it (trimmed, lower case); people-admin.ts uses it too. */
export const personEmailSchema = email;

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

/**
 * A signed-in person changes their own password (ASVS 2.1.5/2.1.6, docs/people.md "Password
 * change"): the current one proves it is them; the new one follows the rules of an invitation's
 * acceptance (checked by the server: 422 `password_not_allowed` at `new_password`). The console's
 * form extends this body with the minimum length and a repeat.
 */
export const changePasswordBody = z
  .strictObject({
    current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    new_password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  })
  .meta({ id: "ChangePasswordBody" });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const changePassword = defineEndpoint({
  id: "changePassword",
  method: "POST",
  path: "/auth/password-change",
  summary:
    "Change the signed-in person's password with the current one; every other session of the person ends, this one stays",
  tag: "People",
  auth: "token",
  body: changePasswordBody,
  response: z
    .object({
      ended_sessions: z.number().int().min(0).describe("The person's other sessions that ended"),
    })
    .meta({ id: "PasswordChangeResult" }),
  errors: [
    ...commonAuthErrors,
    "access_denied",
    "current_password_incorrect",
    "password_not_allowed",
    "sign_in_rate_limit",
  ],
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
