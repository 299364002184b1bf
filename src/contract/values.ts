/**
 * Enum values of the contract as plain constants, without zod. The contract's zod
 * schemas are built from these (each value is defined here once and re-exported by its contract
 * module under the same name), so code that must not load the contract and zod can still use the
 * contract's own values: the console's route search validation, which runs in its entry chunk.
 *
 * Only add a value here by moving its definition from a contract module (never restate one). Use
 * these in route search schemas (`lib/search-schema.ts`), e.g.
 * `searchEnum(privateRecordSearchFields, "name")`, `searchEnumList(financialFileStatuses)`.
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
  "expires_at",
] as const;

export const creditApplicationSearchFields = ["organization_name", "reference"] as const;

// Partners and invitations (partners.ts)
export const partnerTypes = ["customer", "supplier"] as const;

/** `revoked` is additive (issue 16): the inviting organization withdrew a pending invitation. */
export const invitationStatuses = ["invited", "accepted", "revoked"] as const;

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

// Private records (records.ts)
export const privateRecordOrderFields = [
  "name",
  "email",
  "total_score",
  "score_updated_at",
  "created_at",
  "updated_at",
  "archived_at",
] as const;

export const privateRecordSearchFields = ["name", "email"] as const;

// Financial files (files.ts)
export const financialFileStatuses = ["uploaded", "processing", "valid", "invalid", "failed"] as const;

export const financialFileOrderFields = ["created_at", "updated_at", "uploaded_at", "original_filename"] as const;

// Financial documents (documents.ts, chart-of-accounts.ts)
export const documentTypes = ["balance_sheet", "income_statement", "cashflow_statement"] as const;

export const documentPeriodTypes = ["yearly", "quarterly"] as const;

export const documentOrderFields = ["created_at", "updated_at", "period"] as const;

// Document requests (requests.ts)
export const documentRequestStatuses = ["pending", "partially", "completed", "expired", "canceled"] as const;

export const requestedDocumentTypes = [
  "year_end_financial",
  "interim_financial",
  "bank_statement",
  "financial_package",
] as const;

export const documentRequestOrderFields = ["status", "comment", "created_at", "updated_at", "expires_at"] as const;

/** GET /documents/requests: a Host's requests across all its Guests. */
export const hostDocumentRequestOrderFields = [
  "created_at",
  "expires_at",
  "status",
  "guest_organization_name",
] as const;

// Analytics (analytics.ts)
export const metricSectionTypes = [
  "brief_cash_flows_profile",
  "cash_strength",
  "debt_repayment_capacity_cushion",
  "fixed_assets_efficiency",
  "profitability",
  "production_offtake_indicator",
  "riskiness_of_net_operating_cash_flows",
  "short_term_liquidity_and_working_capital",
  "solvency",
  "sustenance_of_the_business_growth_thriving",
  "working_capital_operating_efficiency",
] as const;

export const metricTypes = [
  "approximate_repayment_period",
  "average_balance",
  "average_inventory_holding_days",
  "average_trade_payable_days",
  "average_trade_receivables_days",
  "cap_exp",
  "cash_flow_efficiency_1",
  "cash_flow_efficiency_2",
  "cash_flows_from_financing_activities",
  "cash_flows_from_investing_activities",
  "cash_flows_from_operating_activities",
  "cop",
  "cpltd_fcf_coverage",
  "current_ratio",
  "dscr",
  "ebit_margin",
  "ebitda_margin",
  "ending_balance",
  "financial_leverage",
  "fixed_assets_productivity_ratio",
  "fixed_assets_turnover_ratio",
  "free_cash_flow",
  "gross_profit_margin",
  "higher_financial_leverage_and_higher_operating_leverage",
  "inventory_turnover_ratio",
  "iscr",
  "margin_money_contribution_to_ace",
  "margin_money_contribution_to_nwc",
  "margin_money_contribution_to_tangible_fixed_assets",
  "margin_money_contribution_to_total_assets",
  "margin_money_in_nwc",
  "net_profit_margin",
  "net_working_capital_cycle",
  "operating_leverage",
  "quick_ratio",
  "roace",
  "short_term_debt_cpltd_to_free_cash_flow",
  "total_balance_sheet_leverage",
] as const;

export const periodTypes = ["quarterly", "yearly"] as const;

// Worklist (worklist.ts)
export const worklistKinds = [
  "document_review",
  "application_action",
  "request_due",
  "signature_expiring",
  "invitation_unanswered",
] as const;

/**
 * GET /worklist `order_by` (issue 25: every date column sortable): `urgency` (the default, the
 * earlier of due and waiting-since), `at` (waiting since), `due_at` (undated rows last either way).
 */
export const worklistOrderFields = ["urgency", "at", "due_at"] as const;

// Invitations and webhooks: their lists' `order_by` (issue 25: every date column sortable).
export const invitationOrderFields = ["created_at", "sent_at"] as const;
export const webhookEndpointOrderFields = ["created_at", "url"] as const;
export const webhookDeliveryOrderFields = ["created_at", "next_attempt_at"] as const;

// Analytics (analytics.ts): the score bands of `total_score` (docs/metrics.md).
export const scoreBands = ["excellent", "good", "marginal", "weak"] as const;

// Portfolio (portfolio.ts)
export const portfolioKinds = ["guest", "private_record"] as const;

export const portfolioOrderFields = [
  "name",
  "total_score",
  "score_change",
  "newest_statement",
  "documents_awaiting_review",
  "open_applications",
] as const;

// Webhooks (webhooks.ts)
export const webhookDeliveryStatuses = ["pending", "succeeded", "failed"] as const;

// People: the audit log (people.ts)
export const auditActions = [
  "sign_in",
  "sign_in_failed",
  "user_invited",
  "invitation_accepted",
  "role_changed",
  "user_disabled",
  "user_enabled",
  "user_removed",
  "session_reuse_detected",
  "signed_out_everywhere",
  "password_changed",
  "password_change_failed",
  "sso_sign_in",
  "sso_sign_in_failed",
  "user_created_by_sso",
  "sso_configured",
  "sso_removed",
  "totp_enabled",
  "totp_disabled",
  "totp_reset",
  "recovery_code_used",
  "recovery_codes_regenerated",
  "api_client_created",
  "api_client_secret_rotated",
  "api_client_revoked",
  "approval_limits_changed",
  // Changes named by person (docs/people.md "Audit by person"), each written in the change's transaction.
  "application_status_changed",
  "document_corrected",
  "file_uploaded",
  "file_withdrawn",
  "document_request_created",
  "document_request_fulfilled",
  "document_request_cancelled",
  "signature_step",
  "partner_changed",
  "settings_changed",
  "webhook_endpoint_changed",
] as const;

export const auditActorKinds = ["person", "api_client", "anonymous"] as const;
