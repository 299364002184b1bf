import { z } from "zod";

/**
 * The error-code catalogue: every code the service can answer with, its HTTP status,
 * its `type` and a default message. The server maps thrown codes through this table and
 * the console decodes error bodies with it. Codes and types are the spec's words
 * (including the spec's spelling `maintanance`).
 */
export const errorCatalogue = {
  // 400
  unsupported_crud_operation: { status: 400, type: "request", msg: "HTTP method not valid for this endpoint" },
  /** Not in the spec: an HTTP message the server cannot parse (answered before any route). */
  bad_request: { status: 400, type: "request", msg: "The HTTP request is malformed" },
  credit_application_invalid_currency: { status: 400, type: "request", msg: "Invalid currency code" },
  invalid_currency: { status: 400, type: "request", msg: "Invalid currency code" },
  invalid_file_name: { status: 400, type: "request", msg: "File name missing or invalid" },
  not_allowed_file_type: {
    status: 400,
    type: "request",
    msg: "Only PDF files and tagged filings (Inline XBRL, XBRL instance, report package) are allowed",
  },
  invalid_file_size: { status: 400, type: "request", msg: "File is larger than 10485760 bytes" },
  credit_application_request_changes_invalid_status_transition: {
    status: 400,
    type: "request",
    msg: "The application's status cannot move to needs_action",
  },
  credit_application_finalize_invalid_status_transition: {
    status: 400,
    type: "request",
    msg: "The application's status cannot move to finalized",
  },
  // 401
  token_required: { status: 401, type: "token", msg: "An access token is required" },
  token_expired: { status: 401, type: "token", msg: "The access token has expired" },
  invalid_token: { status: 401, type: "token", msg: "The access token is invalid" },
  oauth_invalid_client_credentials: { status: 401, type: "oauth", msg: "Client authentication failed" },
  /** Issue 26: the same answer for an unknown e-mail, a wrong password and a user who may not sign in. */
  sign_in_failed: { status: 401, type: "request", msg: "E-mail or password is not correct" },
  /** Issue 26: the refresh cookie is missing, expired, reused or its session ended (sign in again). */
  session_ended: { status: 401, type: "token", msg: "The session has ended; sign in again" },
  /** Issue 26 (TOTP): the sign-in challenge is unknown, expired, used or out of attempts (sign in again). */
  sign_in_challenge_invalid: {
    status: 401,
    type: "request",
    msg: "This sign-in has expired; sign in again with e-mail and password",
  },
  /** Issue 26 (TOTP): the second step's code is wrong, already used, or not a recovery code of the person. */
  second_factor_failed: { status: 401, type: "request", msg: "The code is not correct" },
  // 403
  access_denied: { status: 403, type: "request", msg: "Access denied" },
  /** Issue 26: a person's role lacks the permission the endpoint needs (contract/people.ts). */
  user_role_access_denied: {
    status: 403,
    type: "request",
    msg: "Your role in the organization does not allow this action",
  },
  /** Issue 26 (TOTP): the organization requires two-step sign-in and this person has not set it up. */
  second_factor_enrolment_required: {
    status: 403,
    type: "request",
    msg: "Your organization requires two-step sign-in: set it up under Your account first",
  },
  /** Issue 26 four-eyes: a second approval needs an approver whose personal limit covers the amount. */
  approval_limit_exceeded: {
    status: 403,
    type: "request",
    msg: "Your approval limit does not cover this amount: an approver whose limit covers it must give the second approval",
  },
  /** Issue 26 four-eyes: an API client may propose, but the second approval is a person's. */
  second_approval_requires_person: {
    status: 403,
    type: "request",
    msg: "The second approval must be given by a person signed in, not by an API client",
  },
  /** Issue 26: a cookie endpoint without the CSRF header, or from a foreign Origin. */
  csrf_check_failed: {
    status: 403,
    type: "request",
    msg: "Cross-site request refused: send the X-CAS-CSRF header from the service's own origin",
  },
  credit_application_forwarder_access_denied: {
    status: 403,
    type: "request",
    msg: "The forwarder may not perform this action on the application",
  },
  credit_application_shipper_access_denied: {
    status: 403,
    type: "request",
    msg: "The shipper may not perform this action on the application",
  },
  credit_application_action_not_allowed_for_application_type: {
    status: 403,
    type: "request",
    msg: "This action is not allowed for this application type",
  },
  no_subscription: { status: 403, type: "subscription", msg: "This function requires a subscription" },
  oauth_unauthorized_client: { status: 403, type: "oauth", msg: "The client is not authorized" },
  /** Issue 23: only the organization that uploaded a financial file may withdraw or share it. */
  financial_file_uploader_only: {
    status: 403,
    type: "request",
    msg: "Only the organization that uploaded this file may withdraw or share it",
  },
  // 404
  not_found: { status: 404, type: "request", msg: "No such endpoint" },
  account_not_found: { status: 404, type: "request", msg: "Account not found" },
  organization_not_found: { status: 404, type: "request", msg: "Organization not found" },
  credit_application_not_found: { status: 404, type: "request", msg: "Credit application not found" },
  credit_application_supplier_not_found: { status: 404, type: "request", msg: "Supplier not found" },
  credit_application_customer_not_found: { status: 404, type: "request", msg: "Customer not found" },
  signature_process_not_found: {
    status: 404,
    type: "request",
    msg: "This credit application has no signature process",
  },
  private_record_not_found: { status: 404, type: "request", msg: "Private record not found" },
  organization_partner_not_found: { status: 404, type: "request", msg: "Partner not found" },
  document_request_not_found: { status: 404, type: "request", msg: "Document request not found" },
  invitation_not_found: { status: 404, type: "request", msg: "Invitation not found" },
  financial_file_not_found: { status: 404, type: "request", msg: "Financial file not found" },
  financial_document_not_found: { status: 404, type: "request", msg: "Financial document not found" },
  webhook_endpoint_not_found: { status: 404, type: "request", msg: "Webhook endpoint not found" },
  webhook_delivery_not_found: { status: 404, type: "request", msg: "Webhook delivery not found" },
  user_not_found: { status: 404, type: "request", msg: "User not found" },
  api_client_not_found: { status: 404, type: "request", msg: "API client not found" },
  /** Issue 26: the organization has no single sign-on configuration. */
  sso_configuration_not_found: {
    status: 404,
    type: "request",
    msg: "Single sign-on is not configured for the organization",
  },
  user_invitation_not_found: {
    status: 404,
    type: "request",
    msg: "This invitation link is not valid (it was used, replaced or never existed)",
  },
  // 408 (not in the spec): the request did not arrive within the request or headers time-out.
  request_timeout: { status: 408, type: "request", msg: "The request took too long to arrive" },
  // 412 / 428 (api-design §13): corrections name the version they were made on (If-Match).
  financial_document_version_mismatch: {
    status: 412,
    type: "request",
    msg: "The document changed since this version was read: read it again and repeat the correction",
  },
  partner_version_mismatch: {
    status: 412,
    type: "request",
    msg: "The partner changed since it was read (If-Match): read it again and repeat the change",
  },
  financial_document_version_required: {
    status: 428,
    type: "request",
    msg: "Send the document's version in the If-Match header",
  },
  // 409
  /** Issue 26 (TOTP). */
  totp_already_enabled: { status: 409, type: "request", msg: "Two-step sign-in is already on" },
  totp_not_enabled: { status: 409, type: "request", msg: "Two-step sign-in is not on" },
  totp_enrolment_not_started: {
    status: 409,
    type: "request",
    msg: "Start setting up two-step sign-in first (a new secret)",
  },
  totp_required_by_organization: {
    status: 409,
    type: "request",
    msg: "Your organization requires two-step sign-in: it cannot be turned off (an admin can reset it)",
  },
  account_being_deleted: {
    status: 409,
    type: "request",
    msg: "The account is being deleted; removal takes up to 24 hours",
  },
  organization_being_deleted: {
    status: 409,
    type: "request",
    msg: "The organization is being deleted; removal takes up to 24 hours",
  },
  credit_application_invalid_status_for_update: {
    status: 409,
    type: "request",
    msg: "The application's status does not allow an update",
  },
  credit_application_confirm_additional_documents_sending_access_denied: {
    status: 409,
    type: "request",
    msg: "The application's status does not allow confirming additional documents",
  },
  credit_application_additional_documents_already_sent: {
    status: 409,
    type: "request",
    msg: "The additional documents were already confirmed as sent",
  },
  invalid_application_status_transition: {
    status: 409,
    type: "request",
    msg: "The application's status does not allow this move",
  },
  document_request_follow_up_already_exist: {
    status: 409,
    type: "request",
    msg: "A follow-up reminder was already sent",
  },
  unable_to_operate_on_document_request_with_current_status: {
    status: 409,
    type: "request",
    msg: "The document request's status does not allow this operation",
  },
  invitation_already_accepted: { status: 409, type: "request", msg: "The invitation was already accepted" },
  user_invitation_already_accepted: { status: 409, type: "request", msg: "The person already accepted the invitation" },
  api_client_revoked: { status: 409, type: "request", msg: "This API client is revoked" },
  api_client_revoke_self: {
    status: 409,
    type: "request",
    msg: "An API client cannot revoke itself: revoke it with another client or as a person",
  },
  /** Issue 26 four-eyes: the one who proposed an approval cannot also give the second approval. */
  second_approval_same_person: {
    status: 409,
    type: "request",
    msg: "You proposed this approval: the second approval must come from another approver",
  },
  /** Issue 26 four-eyes: the second approval confirms the proposal as it is (send no fields, or the same). */
  second_approval_decision_differs: {
    status: 409,
    type: "request",
    msg: "The second approval confirms the proposed decision as it is: send the same amount, conditions and reason, or none",
  },
  user_email_taken: { status: 409, type: "request", msg: "A person with this e-mail already has an account" },
  /** Issue 26: an e-mail domain of the SSO configuration belongs to another organization's SSO. */
  sso_domain_taken: {
    status: 409,
    type: "request",
    msg: "An e-mail domain is already used by another organization's single sign-on",
  },
  user_last_admin: {
    status: 409,
    type: "request",
    msg: "An organization keeps at least one active admin: make someone else admin first",
  },
  invitation_revoked: { status: 409, type: "request", msg: "The inviting organization revoked this invitation" },
  partner_invitation_already_accepted: {
    status: 409,
    type: "request",
    msg: "The partner accepted the invitation: its e-mail and invitation can no longer change",
  },
  partner_invitation_already_revoked: { status: 409, type: "request", msg: "The invitation was already revoked" },
  /** Idempotency (docs/api-conventions.md, "Idempotency"): the first request with this key still runs. */
  idempotency_key_in_use: {
    status: 409,
    type: "request",
    msg: "A request with this Idempotency-Key is still being processed; retry after the time in Retry-After",
  },
  financial_file_already_withdrawn: { status: 409, type: "request", msg: "The file was already withdrawn" },
  financial_file_not_held: {
    status: 409,
    type: "request",
    msg: "The file is not held for its uploader's review: there is nothing to share",
  },
  webhook_endpoint_limit_reached: {
    status: 409,
    type: "request",
    msg: "An organization may have at most 20 webhook endpoints",
  },
  // 410 (issue 23): a file its uploader withdrew; the message names who and when.
  financial_file_withdrawn: { status: 410, type: "request", msg: "The file was withdrawn by its uploader" },
  user_invitation_expired: {
    status: 410,
    type: "request",
    msg: "This invitation link has expired: ask an admin of the organization for a new one",
  },
  // 413
  request_too_large: { status: 413, type: "request", msg: "The request exceeds the size limit" },
  // 422
  validation_error: { status: 422, type: "value_error", msg: "Request validation failed" },
  /** api-design §11: not https, or the host resolves to a private, loopback, link-local or metadata address. */
  webhook_url_refused: {
    status: 422,
    type: "value_error",
    msg: "The URL must be https:// and must not resolve to a private, loopback, link-local or metadata address",
  },
  /** Idempotency: the key was already used, within 24 hours, for a different request. */
  idempotency_key_reused: {
    status: 422,
    type: "value_error",
    msg: "This Idempotency-Key was already used for a different request; use a new key for a new request",
  },
  /** Issue 26: too short, or on the list of common and breached passwords (the message says which). */
  password_not_allowed: { status: 422, type: "value_error", msg: "This password is not allowed" },
  /**
   * Issue 26 (password change): the current password given is wrong (counts in the sign-in back-off).
   * A 422 at `current_password`, not a 401: the access token is fine, only the field is wrong.
   */
  current_password_incorrect: { status: 422, type: "value_error", msg: "The current password is not correct" },
  /** Issue 26 (TOTP): a wrong or already used code while signed in (enrolment, turning off, new recovery codes). */
  totp_code_invalid: { status: 422, type: "value_error", msg: "The code is not correct" },
  /** Issue 26: an SSO issuer must be https (SSO_ALLOW_HTTP_ISSUER=1 lets tests and development use http). */
  sso_issuer_not_allowed: { status: 422, type: "value_error", msg: "The issuer must be an https URL" },
  // 429
  oauth_service_rate_limit: { status: 429, type: "oauth", msg: "Too many token requests; retry later" },
  /** Issue 26: repeated failed sign-ins; the same answer whichever limit (account or address) refuses. */
  sign_in_rate_limit: {
    status: 429,
    type: "request",
    msg: "Too many failed sign-ins; retry after the time in Retry-After",
  },
  partner_invitation_resend_too_soon: {
    status: 429,
    type: "request",
    msg: "An invitation can be sent once every 24 hours; retry after the time in Retry-After",
  },
  // 500
  internal_conflict_error: { status: 500, type: "try_later", msg: "Internal failure, retry later" },
  // 503
  // /readyz (not a contract operation, but answered in the contract's shape): the database does not answer.
  service_not_ready: {
    status: 503,
    type: "try_later",
    msg: "The database does not answer: this instance cannot serve requests now",
  },
  /**
   * Not in the spec (its 503 is maintenance only): the database is unreachable or did not answer in
   * time. Any endpoint may answer it, always with Retry-After; retrying later is the right move,
   * unlike 500 internal_conflict_error, which is a failure of the service itself.
   */
  service_unavailable: {
    status: 503,
    type: "try_later",
    msg: "The service cannot reach its database right now; retry after the time in Retry-After",
  },
  service_under_maintenance: {
    status: 503,
    type: "maintanance",
    msg: "The service is under maintenance, retry later",
  },
  oauth_service_unavailable: { status: 503, type: "oauth", msg: "The token service is unavailable" },
} as const satisfies Record<string, { status: number; type: string; msg: string }>;

export type ErrorCode = keyof typeof errorCatalogue;
export const errorCodes = Object.keys(errorCatalogue) as [ErrorCode, ...ErrorCode[]];
export const errorCodeSchema = z.enum(errorCodes);

export const errorItemSchema = z
  .object({
    loc: z.array(z.union([z.string(), z.number()])),
    msg: z.string(),
    type: z.string(),
    code: z.string(),
  })
  .meta({ id: "ErrorItem" });

export const errorBodySchema = z.object({ detail: z.array(errorItemSchema) }).meta({ id: "ErrorBody" });
export type ErrorItem = z.infer<typeof errorItemSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;

export function errorStatus(code: ErrorCode): number {
  return errorCatalogue[code].status;
}

/** Codes every organization-scoped endpoint may answer with (spec: Common rules). */
export const commonOrgErrors = [
  "unsupported_crud_operation",
  "token_required",
  "token_expired",
  "invalid_token",
  "access_denied",
  "user_role_access_denied",
  "second_factor_enrolment_required",
  "account_not_found",
  "organization_not_found",
  "account_being_deleted",
  "organization_being_deleted",
  "request_too_large",
  "validation_error",
  "internal_conflict_error",
  "service_under_maintenance",
] as const satisfies readonly ErrorCode[];

/** Codes every endpoint that only needs a token may answer with (reference lists). */
export const commonAuthErrors = [
  "token_required",
  "token_expired",
  "invalid_token",
  "user_role_access_denied",
  "second_factor_enrolment_required",
  "account_not_found",
  "account_being_deleted",
  "request_too_large",
  "validation_error",
  "internal_conflict_error",
  "service_under_maintenance",
] as const satisfies readonly ErrorCode[];
