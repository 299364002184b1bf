import { z } from "zod";
import { dateTime, uuid } from "./common";
import { defineEndpoint } from "./endpoint";
import { commonOrgErrors } from "./errors";
import { userRoleSchema } from "./people";

/**
 * Single sign-on with OpenID Connect (issue 26, docs/people.md "Single sign-on"): an organization
 * names its identity provider; people whose e-mail is in one of its domains sign in there
 * (authorization code + PKCE) and come back with the same session a password sign-in gives.
 */

/** The codes `/sign-in?sso_error=` carries after a failed single sign-on (plain, no details). */
export const ssoErrorCodes = [
  "sso_not_configured",
  "sso_provider_unavailable",
  "sso_state_invalid",
  "sso_provider_error",
  "sso_token_invalid",
  "sso_email_not_verified",
  "sso_email_domain_not_allowed",
  "sso_email_in_other_organization",
  "sso_user_not_allowed",
  "sso_user_not_found",
] as const;
export type SsoErrorCode = (typeof ssoErrorCodes)[number];

/** A lowercase DNS name (no scheme, no "@"), e.g. `example.com`. */
export const ssoDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/,
    "Not a domain name",
  );

export const ssoConfigurationSchema = z
  .object({
    organization_id: uuid,
    issuer: z.string().describe("The OpenID provider's issuer URL (its discovery document is under it)"),
    client_id: z.string(),
    client_secret_set: z.literal(true).describe("The client secret is stored; it is never returned"),
    allowed_email_domains: z.array(z.string()).describe("People with an e-mail in these domains sign in here"),
    jit_enabled: z.boolean().describe("A verified e-mail of an allowed domain without an account gets one"),
    default_role: userRoleSchema.describe("The role of a person created at their first single sign-on"),
    redirect_uri: z.string().describe("Register this redirect URI with the provider"),
    created_at: dateTime,
    updated_at: dateTime,
  })
  .meta({ id: "SsoConfiguration" });
export type SsoConfiguration = z.infer<typeof ssoConfigurationSchema>;

export const putSsoConfigurationBody = z
  .strictObject({
    issuer: z.url({ protocol: /^https?$/ }).max(500),
    client_id: z.string().trim().min(1).max(255),
    client_secret: z
      .string()
      .min(1)
      .max(500)
      .optional()
      .describe("Write-only. Required when no configuration exists; omitted on a change, the stored secret is kept"),
    allowed_email_domains: z.array(ssoDomainSchema).min(1).max(20),
    jit_enabled: z.boolean(),
    default_role: userRoleSchema,
  })
  .meta({ id: "PutSsoConfigurationBody" });
export type PutSsoConfigurationBody = z.infer<typeof putSsoConfigurationBody>;

export const getSsoConfiguration = defineEndpoint({
  id: "getSsoConfiguration",
  method: "GET",
  path: "/sso-configuration",
  summary: "The organization's single sign-on (OpenID Connect) configuration; the client secret is never returned",
  tag: "People",
  auth: "org",
  scenarios: ["self"],
  response: ssoConfigurationSchema,
  errors: [...commonOrgErrors, "sso_configuration_not_found"],
});

export const putSsoConfiguration = defineEndpoint({
  id: "putSsoConfiguration",
  method: "PUT",
  path: "/sso-configuration",
  summary:
    "Set the organization's single sign-on configuration (replaces it whole, except that a change without client_secret keeps the stored one; the issuer must be https)",
  tag: "People",
  auth: "org",
  scenarios: ["self"],
  body: putSsoConfigurationBody,
  response: ssoConfigurationSchema,
  errors: [...commonOrgErrors, "sso_issuer_not_allowed", "sso_domain_taken"],
});

export const deleteSsoConfiguration = defineEndpoint({
  id: "deleteSsoConfiguration",
  method: "DELETE",
  path: "/sso-configuration",
  summary: "Turn single sign-on off for the organization (people created by it keep their accounts)",
  tag: "People",
  auth: "org",
  scenarios: ["self"],
  response: z.null(),
  successStatus: 204,
  errors: [...commonOrgErrors, "sso_configuration_not_found"],
});

/** A same-origin path to return to after sign-in: starts with one "/", never "//" or "/\". */
export const ssoReturnPath = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\\]*$/, "A path on this site");

export const startSsoSignIn = defineEndpoint({
  id: "startSsoSignIn",
  method: "GET",
  path: "/auth/sso/start",
  summary:
    "Start single sign-on: redirects (302) to the identity provider of the e-mail's domain (or of the organization); a failure redirects to /sign-in?sso_error=<code>",
  tag: "People",
  auth: "none",
  query: z
    .strictObject({
      email: z.string().trim().toLowerCase().pipe(z.email().max(254)).optional(),
      organization: uuid.optional(),
      return_to: ssoReturnPath.optional(),
    })
    .refine((q) => (q.email === undefined) !== (q.organization === undefined), "Give email or organization")
    .meta({ id: "StartSsoSignInQuery" }),
  response: z.null(),
  successStatus: 302,
  errors: ["validation_error", "service_under_maintenance"],
});

const callbackParam = z.string().max(4096).optional();

export const finishSsoSignIn = defineEndpoint({
  id: "finishSsoSignIn",
  method: "GET",
  path: "/auth/sso/callback",
  summary:
    "The identity provider's redirect back: sets the refresh cookie and redirects (302) to the console, or to /sign-in?sso_error=<code>",
  tag: "People",
  auth: "none",
  // Every parameter a provider sends back by the standards (OAuth 2.0, RFC 9207 `iss`, OpenID
  // Connect Session Management `session_state`); like every query, unknown ones answer 422.
  query: z
    .strictObject({
      code: callbackParam,
      state: callbackParam,
      error: callbackParam,
      error_description: callbackParam,
      error_uri: callbackParam,
      iss: callbackParam,
      session_state: callbackParam,
    })
    .meta({ id: "FinishSsoSignInQuery" }),
  response: z.null(),
  successStatus: 302,
  errors: ["validation_error", "service_under_maintenance"],
});

export const ssoEndpoints = [
  getSsoConfiguration,
  putSsoConfiguration,
  deleteSsoConfiguration,
  startSsoSignIn,
  finishSsoSignIn,
] as const;
