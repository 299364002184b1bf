import { z } from "zod";
import { dateTime } from "./common";
import { defineEndpoint } from "./endpoint";
import { commonAuthErrors, commonOrgErrors } from "./errors";
import { sessionTokenSchema } from "./people";
import { userIdParams } from "./people-admin";

/**
 * Two-step sign-in with TOTP (issue 26, docs/people.md "Two-step sign-in (TOTP)"): RFC 6238 codes
 * of an authenticator app, single-use recovery codes, and an organization setting that requires it.
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

/** Six digits of an authenticator app (spaces around are dropped). */
export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, "Give the 6-digit code of your authenticator app");

/**
 * The second factor at sign-in and to turn TOTP off: the 6-digit code, or a recovery code
 * (`xxxx-xxxx-xxxx-xxxx`, any case, dashes and spaces optional).
 */
export const secondFactorCodeSchema = z
  .string()
  .trim()
  .max(40)
  .regex(/^(\d{6}|[A-Za-z0-9][A-Za-z0-9 -]{14,38})$/, "Give the 6-digit code or one of your recovery codes");

export const totpStatusSchema = z
  .object({
    enabled: z.boolean(),
    enabled_at: dateTime.nullable(),
    recovery_codes_left: z.number().int().min(0),
    required_by_organization: z
      .boolean()
      .describe("The organization requires two-step sign-in: without it a session can only enrol"),
  })
  .meta({ id: "TotpStatus" });

export const getTotpStatus = defineEndpoint({
  id: "getTotpStatus",
  method: "GET",
  path: "/auth/totp",
  summary: "Whether the signed-in person has two-step sign-in (TOTP), and how many recovery codes are left",
  tag: "People",
  auth: "token",
  response: totpStatusSchema,
  errors: [...commonAuthErrors, "second_factor_enrolment_required", "access_denied"],
});

export const totpEnrolmentSchema = z
  .object({
    secret: z.string().describe("Base32; shown now only: after the confirmation it is never returned"),
    otpauth_uri: z.string().describe("The otpauth://totp/… URI an authenticator app reads"),
    qr_code: z.string().describe("The URI as a QR code: an SVG image as a data: URL"),
  })
  .meta({ id: "TotpEnrolment" });

export const startTotpEnrolment = defineEndpoint({
  id: "startTotpEnrolment",
  method: "POST",
  path: "/auth/totp/enrolment",
  summary: "Start two-step sign-in: a new secret for the authenticator app (replaces an unconfirmed one)",
  tag: "People",
  auth: "token",
  response: totpEnrolmentSchema,
  successStatus: 201,
  errors: [...commonAuthErrors, "access_denied", "totp_already_enabled"],
});

export const recoveryCodesSchema = z
  .object({
    recovery_codes: z
      .array(z.string())
      .describe("Shown once: each signs in once instead of a code; only their hashes are kept"),
  })
  .meta({ id: "RecoveryCodes" });

export const confirmTotpEnrolment = defineEndpoint({
  id: "confirmTotpEnrolment",
  method: "POST",
  path: "/auth/totp/enrolment/confirmation",
  summary: "Confirm two-step sign-in with a code of the app; the answer carries the recovery codes, once",
  tag: "People",
  auth: "token",
  body: z.strictObject({ code: totpCodeSchema }).meta({ id: "ConfirmTotpEnrolmentBody" }),
  response: recoveryCodesSchema,
  errors: [
    ...commonAuthErrors,
    "access_denied",
    "totp_already_enabled",
    "totp_enrolment_not_started",
    "totp_code_invalid",
  ],
});

export const disableTotp = defineEndpoint({
  id: "disableTotp",
  method: "POST",
  path: "/auth/totp/deactivation",
  summary: "Turn two-step sign-in off with a current code or a recovery code",
  tag: "People",
  auth: "token",
  body: z.strictObject({ code: secondFactorCodeSchema }).meta({ id: "DisableTotpBody" }),
  response: z.null(),
  successStatus: 204,
  errors: [
    ...commonAuthErrors,
    "access_denied",
    "totp_not_enabled",
    "totp_code_invalid",
    "totp_required_by_organization",
  ],
});

export const regenerateRecoveryCodes = defineEndpoint({
  id: "regenerateRecoveryCodes",
  method: "POST",
  path: "/auth/totp/recovery-codes",
  summary: "New recovery codes (the earlier ones stop working) for a current code of the app",
  tag: "People",
  auth: "token",
  body: z.strictObject({ code: totpCodeSchema }).meta({ id: "RegenerateRecoveryCodesBody" }),
  response: recoveryCodesSchema,
  successStatus: 201,
  errors: [...commonAuthErrors, "access_denied", "totp_not_enabled", "totp_code_invalid"],
});

export const resetUserTotp = defineEndpoint({
  id: "resetUserTotp",
  method: "DELETE",
  path: "/users/{user_id}/totp",
  summary: "Turn a person's two-step sign-in off (a lost phone); their sessions end, they enrol again",
  tag: "People",
  auth: "org",
  scenarios: ["self"],
  params: userIdParams,
  response: z.null(),
  successStatus: 204,
  errors: [...commonOrgErrors, "user_not_found", "totp_not_enabled"],
});

export const signInSecondFactor = defineEndpoint({
  id: "signInSecondFactor",
  method: "POST",
  path: "/auth/sign-in/second-factor",
  summary:
    "The second step of a sign-in: the challenge and a code of the app (or a recovery code); answers as a sign-in does",
  tag: "People",
  auth: "none",
  body: z
    .strictObject({ challenge: z.string().min(1).max(128), code: secondFactorCodeSchema })
    .meta({ id: "SecondFactorBody" }),
  response: sessionTokenSchema,
  errors: [
    "csrf_check_failed",
    "request_too_large",
    "validation_error",
    "internal_conflict_error",
    "sign_in_challenge_invalid",
    "second_factor_failed",
    "sign_in_rate_limit",
    "service_under_maintenance",
  ],
});

/**
 * What a session may still do while its organization requires TOTP and the person has none: find
 * out who it is, enrol, and end sessions. Every other endpoint answers 403
 * `second_factor_enrolment_required`.
 */
export const enrolmentOnlyEndpointIds: ReadonlySet<string> = new Set([
  "getCurrentPrincipal",
  "getTotpStatus",
  "startTotpEnrolment",
  "confirmTotpEnrolment",
  "signOutEverywhere",
]);

export const totpEndpoints = [
  getTotpStatus,
  startTotpEnrolment,
  confirmTotpEnrolment,
  disableTotp,
  regenerateRecoveryCodes,
  resetUserTotp,
  signInSecondFactor,
] as const;
