import type { CreditApplicationOrderBy } from "../../../../contract/applications";
import type { CreditApplicationStatus, CreditApplicationType } from "../../../../contract/transitions";
import type { BadgeTone } from "../../../components/badge";

/**
 * Console words for contract values that have no label in the contract (status labels and action
 * labels do: `statusLabels`, `transitions[action].label`). Typed against the contract's enums, so
 * a new value fails the type check until it has words.
 */
export const typeLabels: Record<CreditApplicationType, string> = {
  credit_terms: "Credit terms",
  trade_finance: "Trade finance",
  factoring: "Factoring",
};

export const statusTones: Record<CreditApplicationStatus, BadgeTone> = {
  pending: "info",
  internal_review: "accent",
  external_review: "accent",
  needs_action: "warning",
  approved: "success",
  finalized: "success",
  declined: "danger",
  rejected: "danger",
  expired: "neutral",
  sign_document_created: "info",
  sign_document_in_progress: "info",
  sign_document_completed: "success",
  sign_document_expired: "neutral",
  sign_document_canceled: "neutral",
  sign_document_declined: "danger",
  sign_document_process_failed: "danger",
};

export const orderByLabels: Record<CreditApplicationOrderBy, string> = {
  organization_name: "Organization name",
  organization_email: "Organization e-mail",
  organization_id: "Organization ID",
  credit_application_type: "Type",
  created_at: "Created",
  updated_at: "Last updated",
  amount: "Amount",
  payment_terms: "Payment terms",
  status: "Status",
  extra_details_created_at: "Details created",
  extra_details_updated_at: "Details updated",
  expires_at: "Expires",
};

export const financialDocumentLabels: Record<string, string> = {
  year_end_financial: "Year-end financial statements",
  interim_financial: "Interim financial statements",
  bank_statement: "Bank statements",
  financial_package: "Financial package",
};

export const analysisTypeLabels: Record<string, string> = {
  full: "Full analysis",
  partial: "Partial analysis",
  none: "No analysis",
};
