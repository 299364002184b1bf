/**
 * Enum values of the contract as plain constants, without zod. The contract's zod
 * schemas are built from these (each value is defined here once and re-exported by its contract
 * module under the same name), so code that must not load the contract and zod can still use the
 * contract's own values: the console's route search validation, which runs in its entry chunk.
 *
 * Only add a value here by moving its definition from a contract module (never restate one).
 */

/** `order_dir` of every list. */
export const orderDirections = ["asc", "desc"] as const;

// Credit applications (transitions.ts, applications.ts)
export const creditApplicationTypes = ["credit_terms", "trade_finance", "factoring"] as const;

export const creditApplicationStatuses = [
  "pending",
  "internal_review",
  "external_review",
  "needs_action",
  "approved",
  "finalized",
  "declined",
  "rejected",
  "expired",
  "sign_document_created",
  "sign_document_in_progress",
  "sign_document_completed",
  "sign_document_expired",
  "sign_document_canceled",
  "sign_document_declined",
  "sign_document_process_failed",
] as const;

export const creditApplicationOrderFields = [
  "organization_id",
  "organization_name",
  "organization_email",
  "credit_application_type",
  "created_at",
  "updated_at",
  "amount",
  "payment_terms",
  "status",
  "extra_details_updated_at",
  "extra_details_created_at",
] as const;

export const creditApplicationSearchFields = ["organization_name"] as const;

// Partners and invitations (partners.ts)
export const partnerTypes = ["customer", "supplier"] as const;

export const invitationStatuses = ["invited", "accepted"] as const;

export const partnerOrderFields = [
  "company_name",
  "sales_amount",
  "partner_type",
  "email",
  "frequency",
  "payment_terms",
  "address",
  "city",
  "state",
  "postal_code",
  "country_code",
  "company_registration_number",
] as const;

export const partnerSearchFields = ["company_name", "email"] as const;
