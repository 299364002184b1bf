import { z } from "zod";
import {
  changeActorSchema,
  currencyCode,
  dateTime,
  futureDateTime,
  listEnvelope,
  orderDir,
  qArray,
  requiredPage,
  scoreBandSchema,
  searchText,
  uuid,
} from "./common";
import { defineEndpoint, type EndpointDef } from "./endpoint";
import { commonOrgErrors, type ErrorCode } from "./errors";
import type { Scenario } from "./scenarios";
import {
  type ApplicationAction,
  applicationActionSchema,
  creditApplicationStatusSchema,
  creditApplicationTypeSchema,
  type SignatureAction,
  transitions,
} from "./transitions";
import { creditApplicationOrderFields, creditApplicationSearchFields } from "./values";

export { creditApplicationOrderFields };

/**
 * Credit applications (spec: Credit application list item, status summary, needs-action record,
 * States and transitions, Endpoints; api-design §5, §6). The transition table lives in
 * ./transitions.ts; the status endpoints below are declared from it.
 */

const text = (min: number, max: number) => z.string().min(min).max(max);

/**
 * The largest amount the API takes (application `amount`, `approved_amount`): the largest integer a
 * JSON number carries exactly. Shown to people in words, never as the validator's message.
 */
export const amountMaximum = Number.MAX_SAFE_INTEGER;

export const creditApplicationId = z.string().min(10).max(100).describe("Credit application identifier");
export const creditApplicationIdParams = z.strictObject({ credit_application_id: creditApplicationId });

const uniqueUuids = z
  .array(uuid)
  .max(500)
  .refine((a) => new Set(a).size === a.length, "Items must be unique");

export const financialDocumentTypes = [
  "year_end_financial",
  "interim_financial",
  "bank_statement",
  "financial_package",
] as const;
export const financialDocumentTypeSchema = z.enum(financialDocumentTypes);
export const financialAnalysisTypeSchema = z.enum(["full", "partial", "none"]);

export const securityComplianceItemSchema = z
  .strictObject({
    title: text(1, 200),
    other: z.boolean(),
    description: z.string().max(2000),
  })
  .meta({ id: "SecurityComplianceItem" });

export const tradeFinanceDetailsSchema = z
  .strictObject({
    monthly_facility_amount: z.number().positive().max(1e15),
    currency: currencyCode,
    payment_terms: text(1, 20),
    inco_terms: text(1, 50),
    purpose: text(1, 1000),
  })
  .meta({ id: "TradeFinanceDetails" });

const tradeFinanceShape = {
  details: tradeFinanceDetailsSchema,
  customers: uniqueUuids.describe("Ids of the shipper's own partners of type customer"),
  suppliers: uniqueUuids.describe("Ids of the shipper's own partners of type supplier"),
  security_compliance: z.array(securityComplianceItemSchema).max(50),
};

/** PUT /credit-applications/trade-finance/{id}: a full replacement (api-design §6). */
export const updateTradeFinanceBody = z.strictObject(tradeFinanceShape).meta({ id: "UpdateTradeFinanceBody" });

export const createTradeFinanceBody = z
  .strictObject({ ...tradeFinanceShape, expires_at: futureDateTime.nullish() })
  .meta({ id: "CreateTradeFinanceBody" });

const commonCreateShape = {
  amount: z.number().int().positive().max(amountMaximum),
  currency: currencyCode,
  payment_terms: text(1, 20),
  expires_at: futureDateTime.nullish(),
  security_compliance: z.array(securityComplianceItemSchema).max(50).optional(),
};

export const createCreditTermsBody = z
  .strictObject({
    ...commonCreateShape,
    details: z
      .strictObject({
        annual_revenue: z.number().min(0).max(1e15).nullish(),
        freight_spend: z.number().min(0).max(1e15).nullish(),
        purpose: text(1, 1000).nullish(),
      })
      .optional(),
  })
  .meta({ id: "CreateCreditTermsBody" });

export const createFactoringBody = z
  .strictObject({
    ...commonCreateShape,
    details: z
      .strictObject({
        requested_amount: z.number().positive().max(1e15).nullish(),
        purpose: text(1, 1000).nullish(),
        counterparty_id: uuid.nullish().describe("A customer partner of the shipper (the debtor)"),
      })
      .optional(),
  })
  .meta({ id: "CreateFactoringBody" });

/** The counterparty of the caller on an application. */
export const applicationOrganizationSchema = z
  .object({ id: uuid, name: z.string(), email: z.string() })
  .meta({ id: "CreditApplicationOrganization" });

const detailsTimestamps = { created_at: dateTime, updated_at: dateTime };

export const creditTermsExtraDetailsSchema = z
  .object({
    ...detailsTimestamps,
    annual_revenue: z.number().nullable(),
    freight_spend: z.number().nullable(),
    purpose: z.string().nullable(),
  })
  .meta({ id: "CreditTermsExtraDetails" });

/** A partner of the shipper an application names (trade-finance customers and suppliers, the factoring debtor). */
export const applicationPartnerRefSchema = z
  .object({
    id: uuid,
    name: z.string().nullable().describe("The partner's company name; null when the partner no longer exists"),
  })
  .meta({ id: "CreditApplicationPartnerRef" });

export const factoringExtraDetailsSchema = z
  .object({
    ...detailsTimestamps,
    requested_amount: z
      .number()
      .nullable()
      .describe(
        "The face value of the invoices the shipper intends to factor (not the facility: that is `amount`); see `amounts.invoices_to_be_factored`",
      ),
    purpose: z.string().nullable(),
    counterparty_id: uuid.nullable(),
    counterparty: applicationPartnerRefSchema
      .nullable()
      .describe("Additive: the counterparty (debtor) with its name, resolved by the service; null without one"),
  })
  .meta({ id: "FactoringExtraDetails" });

export const tradeFinanceExtraDetailsSchema = z
  .object({
    ...detailsTimestamps,
    monthly_facility_amount: z.number(),
    currency: z.string(),
    payment_terms: z.string(),
    inco_terms: z.string(),
    purpose: z.string(),
    customers: z.array(uuid),
    suppliers: z.array(uuid),
    customer_partners: z
      .array(applicationPartnerRefSchema)
      .describe("Additive: `customers` with their names, in the same order"),
    supplier_partners: z
      .array(applicationPartnerRefSchema)
      .describe("Additive: `suppliers` with their names, in the same order"),
    security_compliance: z.array(securityComplianceItemSchema),
  })
  .meta({ id: "TradeFinanceExtraDetails" });

export const extraDetailsSchema = z
  .union([tradeFinanceExtraDetailsSchema, factoringExtraDetailsSchema, creditTermsExtraDetailsSchema])
  .describe("{created_at, updated_at} of the type-specific details, plus those details");

/**
 * How an amount is meant (api-design §6, issue 23): `total` = one amount (a credit limit, a facility
 * limit, a face value of invoices); `per_month` = a monthly facility (trade finance). Two amounts are
 * compared only on the same basis.
 */
export const amountBasisSchema = z.enum(["total", "per_month"]);
export type AmountBasis = z.infer<typeof amountBasisSchema>;

export const applicationAmountSchema = z
  .object({ amount: z.number(), currency: z.string().length(3), basis: amountBasisSchema })
  .meta({ id: "CreditApplicationAmount" });
export type ApplicationAmount = z.infer<typeof applicationAmountSchema>;

/**
 * Additive (issue 23): one amount model for every screen. `requested` is what the shipper applies
 * for, by type: credit terms the credit limit (`amount`), factoring the facility limit (`amount`),
 * trade finance the monthly facility (`details.monthly_facility_amount`, unrounded, `per_month`).
 * `approved` is what the latest approval granted, on the same basis (its `approved_amount`, or the
 * requested amount of that moment when it approved as requested); null until approved.
 * `invoices_to_be_factored` is factoring's `details.requested_amount` (the face value of the invoices
 * to be sold), null otherwise: never compared with the facility.
 */
export const applicationAmountsSchema = z
  .object({
    requested: applicationAmountSchema,
    approved: applicationAmountSchema.nullable(),
    invoices_to_be_factored: applicationAmountSchema.nullable(),
  })
  .meta({ id: "CreditApplicationAmounts" });
export type ApplicationAmounts = z.infer<typeof applicationAmountsSchema>;

/** The basis of an application type's requested and approved amounts. */
export const amountBasisOfType: Record<z.infer<typeof creditApplicationTypeSchema>, AmountBasis> = {
  credit_terms: "total",
  factoring: "total",
  trade_finance: "per_month",
};

export const creditApplicationListItemSchema = z
  .object({
    id: creditApplicationId,
    reference: z
      .string()
      .describe("Additive: short human reference CA-<year of creation>-<sequence>, unique; searchable"),
    organization: applicationOrganizationSchema.describe("The counterparty: the shipper for the forwarder, and back"),
    credit_application_type: creditApplicationTypeSchema,
    status: creditApplicationStatusSchema,
    created_at: dateTime,
    updated_at: dateTime,
    expires_at: dateTime.nullable(),
    amount: z.number().int(),
    currency: z.string().length(3),
    payment_terms: z.string().max(20),
    security_compliance: z.string().describe("The titles of the security and compliance items, joined by ', '"),
    extra_details: extraDetailsSchema,
    forwarder_id: uuid.describe("Additive: the owner organization"),
    shipper_id: uuid.describe("Additive: the applicant (guest) organization"),
    amounts: applicationAmountsSchema.describe(
      "Additive: the requested, approved and (factoring) invoice amounts, each with its currency and basis",
    ),
  })
  .meta({ id: "CreditApplicationListItem" });
export type CreditApplicationListItem = z.infer<typeof creditApplicationListItemSchema>;

export const needsActionSchema = z
  .object({
    financial_analysis_type: financialAnalysisTypeSchema,
    created_at: dateTime,
    updated_at: dateTime,
    financial_documents: z.array(financialDocumentTypeSchema),
    additional_documents: z.string(),
    message: z.string().min(1).max(500).nullable(),
    additional_documents_sent: z.boolean(),
  })
  .meta({ id: "NeedsActionRecord" });
export type NeedsAction = z.infer<typeof needsActionSchema>;

export const historyActionSchema = z.enum(["create", ...applicationActionSchema.options, "expire"]);
export type HistoryAction = z.infer<typeof historyActionSchema>;

export const decisionScoreSchema = z
  .object({
    total_score: z.number(),
    band: scoreBandSchema,
    date: z.string().describe("The scoring date of that score"),
  })
  .meta({ id: "CreditDecisionScore" });

export const historyDetailSchema = z
  .object({
    requested_amount: z.number().nullable().describe("The application's amount when the move was made"),
    approved_amount: z.number().nullable().describe("approve: the amount granted (null = as requested)"),
    currency: z.string().nullable(),
    basis: amountBasisSchema.describe(
      "Additive: the basis of requested_amount and approved_amount (per_month for trade finance)",
    ),
    conditions: z.string().nullable().describe("approve: conditions attached to the approval"),
    reason: z.string().nullable().describe("approve, decline, reject: the rationale"),
    message: z.string().nullable().describe("request_changes: the message to the applicant"),
    score: decisionScoreSchema
      .nullable()
      .describe(
        "The shipper's current score when the decision was made; null when it had none or the caller may not read it",
      ),
  })
  .meta({ id: "CreditApplicationHistoryDetail" });
export type HistoryDetail = z.infer<typeof historyDetailSchema>;

export const historyItemSchema = z
  .object({
    action: historyActionSchema,
    from: creditApplicationStatusSchema.nullable().describe("null for the creation"),
    to: creditApplicationStatusSchema,
    actor_organization: z
      .object({ id: uuid, name: z.string() })
      .nullable()
      .describe("Who made the move; null for moves the service makes (expiry)"),
    actor: changeActorSchema
      .nullable()
      .optional()
      .describe(
        "Additive: the person or API client that made the move, shown only to their own organization; null for " +
          "the other party, for the service's own moves and for moves recorded before people were named",
      ),
    at: dateTime,
    detail: historyDetailSchema
      .nullable()
      .describe("Additive: what a decision or request for changes carried; null for other moves"),
  })
  .meta({ id: "CreditApplicationHistoryItem" });
export type HistoryItem = z.infer<typeof historyItemSchema>;

/**
 * Four-eyes approval (issue 26, docs/credit-applications.md "Four-eyes approval"): an approval that
 * waits for a second approver, inside the application's current status. Shown to the forwarder only.
 */
export const pendingApprovalSchema = z
  .object({
    proposed_by: z
      .object({
        kind: z.enum(["person", "api_client"]),
        id: z.string().describe("The person's user id, or the API client's client_id"),
        name: z.string().describe("The person's name, or the client_id"),
        email: z.string().nullable().describe("The person's e-mail; null for an API client"),
      })
      .meta({ id: "ApprovalProposer" }),
    proposed_at: dateTime,
    decision: z
      .object({
        approved_amount: z.number().nullable().describe("null = as requested"),
        conditions: z.string().nullable(),
        reason: z.string().nullable(),
      })
      .describe("The approve body the second approval confirms")
      .meta({ id: "ProposedApprovalDecision" }),
    amount: z.number().describe("The amount the approval grants (the proposed amount, or the requested one)"),
    currency: z.string().length(3),
    proposed_by_caller: z.boolean().describe("The caller made the proposal, so it cannot give the second approval"),
  })
  .meta({ id: "PendingApproval" });
export type PendingApproval = z.infer<typeof pendingApprovalSchema>;

export const creditApplicationDetailSchema = creditApplicationListItemSchema
  .extend({
    pending_approval: pendingApprovalSchema
      .nullable()
      .describe(
        "Additive (four-eyes): an approval proposed and awaiting a second approver; null when none, and always null for the shipper",
      ),
    needs_action: needsActionSchema.nullable().describe("The latest needs-action record, or null"),
    allowed_actions: z
      .array(applicationActionSchema)
      .describe(
        "What the caller may do now (transition table); for a person, only the moves their role permits (docs/people.md)",
      ),
    actions_withheld_by_role: z
      .array(applicationActionSchema)
      .describe(
        "Additive (people): moves open to the caller's organization now that the signed-in person's role does not permit (each answers 403 user_role_access_denied); always empty for an API client",
      ),
    history: z.array(historyItemSchema).describe("Every move, oldest first"),
    shipper_analytics_readable: z
      .boolean()
      .describe(
        "Additive: whether the caller may read the shipper's documents, scores and metrics (the shipper itself, or its Host in the Self scenario)",
      ),
  })
  .meta({ id: "CreditApplicationDetail" });
export type CreditApplicationDetail = z.infer<typeof creditApplicationDetailSchema>;

export const statusSummarySchema = z
  .object({
    id: creditApplicationId,
    credit_application_type: creditApplicationTypeSchema,
    forwarder_id: uuid,
    shipper_id: uuid,
    status: creditApplicationStatusSchema,
    created_at: dateTime,
    updated_at: dateTime,
  })
  .meta({ id: "CreditApplicationStatusSummary" });
export type StatusSummary = z.infer<typeof statusSummarySchema>;

/** The answer of approve: the status summary and, when the approval only proposed, the proposal. */
export const approveResultSchema = statusSummarySchema
  .extend({
    pending_approval: pendingApprovalSchema
      .nullable()
      .describe(
        "Four-eyes: set when this approval only proposed (the status is unchanged); null when the application is approved",
      ),
  })
  .meta({ id: "CreditApplicationApproveResult" });
export type ApproveResult = z.infer<typeof approveResultSchema>;

export const creditApplicationOrderBySchema = z.enum(creditApplicationOrderFields);
export type CreditApplicationOrderBy = z.infer<typeof creditApplicationOrderBySchema>;

export const listCreditApplicationsQuery = z
  .strictObject({
    shipper_id: uuid.optional().describe("Filter by guest organization"),
    forwarder_id: uuid.optional().describe("Filter by owner organization"),
    credit_application_types: qArray(creditApplicationTypeSchema).optional(),
    credit_application_statuses: qArray(creditApplicationStatusSchema).optional(),
    search_field: z.enum(creditApplicationSearchFields).default("organization_name"),
    search_text: searchText
      .optional()
      .describe("Case-insensitive substring of the counterparty's name, or of the reference (search_field=reference)"),
    order_by: creditApplicationOrderBySchema.default("organization_name"),
    order_dir: orderDir.default("asc"),
    ...requiredPage,
  })
  .meta({ id: "ListCreditApplicationsQuery" });
export type ListCreditApplicationsQuery = z.output<typeof listCreditApplicationsQuery>;

export const requestChangesBody = z
  .strictObject({
    financial_analysis_type: financialAnalysisTypeSchema,
    financial_documents: z
      .array(financialDocumentTypeSchema)
      .refine((a) => new Set(a).size === a.length, "Items must be unique")
      .default([]),
    additional_documents: text(1, 2000),
    message: text(1, 500).nullish(),
  })
  .meta({ id: "RequestChangesBody" });
export type RequestChangesBody = z.infer<typeof requestChangesBody>;

const rationale = z.string().trim().min(1).max(2000);

/** POST …/statuses/approve: every field optional, so an empty body approves as requested. */
export const approveBody = z
  .strictObject({
    approved_amount: z
      .number()
      .int()
      .positive()
      .max(amountMaximum)
      .optional()
      .describe(
        "The amount granted, in the application's currency and on the basis of its requested amount (trade finance: per month); may differ from the requested amount either way",
      ),
    conditions: rationale.optional().describe("Conditions attached to the approval"),
    reason: rationale.optional().describe("Why the application is approved"),
  })
  .meta({ id: "ApproveCreditApplicationBody" });
export type ApproveBody = z.infer<typeof approveBody>;

/** POST …/statuses/decline and …/reject: the reason is optional (older clients send no body). */
export const decisionReasonBody = z
  .strictObject({ reason: rationale.optional().describe("Why the application is declined or rejected") })
  .meta({ id: "CreditDecisionReasonBody" });
export type DecisionReasonBody = z.infer<typeof decisionReasonBody>;

/**
 * decline/reject with the reason required: what the API asks of an organization whose setting
 * `decision_reasons_required` is on (422 at ["body","reason"] otherwise), and what the console always asks.
 */
export const requiredDecisionReasonBody = decisionReasonBody.required();

const notFound = "credit_application_not_found" as const;

export const listCreditApplications = defineEndpoint({
  id: "listCreditApplications",
  method: "GET",
  path: "/credit-applications",
  summary: "List credit applications (Self: as forwarder or shipper; Guest: with the Target as forwarder)",
  tag: "Credit applications",
  auth: "org",
  scenarios: ["self", "guest"],
  query: listCreditApplicationsQuery,
  response: listEnvelope(creditApplicationListItemSchema).meta({ id: "CreditApplicationList" }),
  errors: commonOrgErrors,
});

export const getCreditApplication = defineEndpoint({
  id: "getCreditApplication",
  method: "GET",
  path: "/credit-applications/{credit_application_id}",
  summary: "Read a credit application with the caller's allowed actions and its history",
  tag: "Credit applications",
  auth: "org",
  scenarios: ["self", "guest"],
  params: creditApplicationIdParams,
  response: creditApplicationDetailSchema,
  errors: [...commonOrgErrors, notFound],
});

export const createCreditTermsApplication = defineEndpoint({
  id: "createCreditTermsApplication",
  method: "POST",
  path: "/credit-applications/credit-terms",
  summary: "Apply for credit terms (the caller is the shipper, the Target the forwarder)",
  tag: "Credit applications",
  auth: "org",
  scenarios: ["guest"],
  body: createCreditTermsBody,
  response: creditApplicationDetailSchema,
  successStatus: 201,
  errors: [...commonOrgErrors, "credit_application_invalid_currency"],
});

export const createTradeFinanceApplication = defineEndpoint({
  id: "createTradeFinanceApplication",
  method: "POST",
  path: "/credit-applications/trade-finance",
  summary: "Apply for trade finance (the caller is the shipper, the Target the forwarder)",
  tag: "Credit applications",
  auth: "org",
  scenarios: ["guest"],
  body: createTradeFinanceBody,
  response: creditApplicationDetailSchema,
  successStatus: 201,
  errors: [
    ...commonOrgErrors,
    "credit_application_invalid_currency",
    "credit_application_customer_not_found",
    "credit_application_supplier_not_found",
  ],
});

export const createFactoringApplication = defineEndpoint({
  id: "createFactoringApplication",
  method: "POST",
  path: "/credit-applications/factoring",
  summary: "Apply for factoring (the caller is the shipper, the Target the forwarder)",
  tag: "Credit applications",
  auth: "org",
  scenarios: ["guest"],
  body: createFactoringBody,
  response: creditApplicationDetailSchema,
  successStatus: 201,
  errors: [...commonOrgErrors, "credit_application_invalid_currency", "credit_application_customer_not_found"],
});

export const updateTradeFinanceApplication = defineEndpoint({
  id: "updateTradeFinanceApplication",
  method: "PUT",
  path: "/credit-applications/trade-finance/{credit_application_id}",
  summary: transitions.update_trade_finance.label,
  tag: "Credit applications",
  auth: "org",
  scenarios: ["self", "guest"],
  params: creditApplicationIdParams,
  body: updateTradeFinanceBody,
  response: statusSummarySchema,
  errors: [
    ...commonOrgErrors,
    "credit_application_invalid_currency",
    "credit_application_forwarder_access_denied",
    notFound,
    "credit_application_supplier_not_found",
    "credit_application_customer_not_found",
    "credit_application_invalid_status_for_update",
  ],
});

export const requestChanges = defineEndpoint({
  id: "requestCreditApplicationChanges",
  method: "POST",
  path: "/credit-applications/{credit_application_id}/statuses/request-changes",
  summary: transitions.request_changes.label,
  tag: "Credit applications",
  auth: "org",
  scenarios: ["self"],
  params: creditApplicationIdParams,
  body: requestChangesBody,
  response: statusSummarySchema,
  errors: [
    ...commonOrgErrors,
    "credit_application_request_changes_invalid_status_transition",
    "credit_application_shipper_access_denied",
    notFound,
  ],
});

export const confirmAdditionalDocuments = defineEndpoint({
  id: "confirmAdditionalDocumentsSent",
  method: "POST",
  path: "/credit-applications/{credit_application_id}/additional-documents/confirmation",
  summary: transitions.confirm_documents_sent.label,
  tag: "Credit applications",
  auth: "org",
  scenarios: ["guest"],
  params: creditApplicationIdParams,
  response: needsActionSchema,
  errors: [
    ...commonOrgErrors,
    "credit_application_forwarder_access_denied",
    notFound,
    "credit_application_confirm_additional_documents_sending_access_denied",
    "credit_application_additional_documents_already_sent",
  ],
});

/** Status moves without a body: POST /credit-applications/{id}/statuses/{segment}. */
type SimpleStatusAction =
  | "start_review"
  | "external_review"
  | "resubmit"
  | "approve"
  | "decline"
  | "reject"
  | "finalize";

function statusEndpoint<B extends z.ZodType | undefined = undefined, R extends z.ZodType = typeof statusSummarySchema>(
  action: SimpleStatusAction,
  segment: string,
  id: string,
  scenarios: readonly Scenario[],
  body?: B,
  extra?: { response: R; errors: readonly ErrorCode[] },
) {
  const t = transitions[action];
  const errors: ErrorCode[] = [
    ...commonOrgErrors,
    notFound,
    t.wrongActorError,
    t.invalidStatusError,
    ...(extra?.errors ?? []),
  ];
  if (t.types) errors.push("credit_application_action_not_allowed_for_application_type");
  return defineEndpoint({
    id,
    method: "POST",
    path: `/credit-applications/{credit_application_id}/statuses/${segment}`,
    summary: t.label,
    tag: "Credit applications",
    auth: "org",
    scenarios,
    params: creditApplicationIdParams,
    body: body as B,
    response: (extra?.response ?? statusSummarySchema) as R,
    errors,
  });
}

const selfOrGuest = ["self", "guest"] as const;
export const startInternalReview = statusEndpoint(
  "start_review",
  "internal-review",
  "startCreditApplicationReview",
  selfOrGuest,
);
export const startExternalReview = statusEndpoint(
  "external_review",
  "external-review",
  "startCreditApplicationExternalReview",
  selfOrGuest,
);
export const resubmitApplication = statusEndpoint("resubmit", "resubmit", "resubmitCreditApplication", selfOrGuest);
export const approveApplication = statusEndpoint(
  "approve",
  "approve",
  "approveCreditApplication",
  selfOrGuest,
  approveBody,
  {
    response: approveResultSchema,
    errors: [
      "second_approval_same_person",
      "second_approval_decision_differs",
      "approval_limit_exceeded",
      "second_approval_requires_person",
    ],
  },
);
export const declineApplication = statusEndpoint(
  "decline",
  "decline",
  "declineCreditApplication",
  selfOrGuest,
  decisionReasonBody,
);
export const rejectApplication = statusEndpoint(
  "reject",
  "reject",
  "rejectCreditApplication",
  selfOrGuest,
  decisionReasonBody,
);
/** Spec: finalize is a Guest-scenario endpoint. */
export const finalizeApplication = statusEndpoint("finalize", "finalize", "finalizeCreditApplication", ["guest"]);

/**
 * The endpoint that performs each action of the transition table (the console's buttons call these);
 * the signature actions are in ./signatures.ts (`signatureActionEndpoints`).
 */
export const applicationActionEndpoints: Record<Exclude<ApplicationAction, SignatureAction>, EndpointDef> = {
  update_trade_finance: updateTradeFinanceApplication,
  start_review: startInternalReview,
  external_review: startExternalReview,
  request_changes: requestChanges,
  confirm_documents_sent: confirmAdditionalDocuments,
  resubmit: resubmitApplication,
  approve: approveApplication,
  decline: declineApplication,
  reject: rejectApplication,
  finalize: finalizeApplication,
};

export const creditApplicationEndpoints = [
  listCreditApplications,
  getCreditApplication,
  createCreditTermsApplication,
  createTradeFinanceApplication,
  createFactoringApplication,
  updateTradeFinanceApplication,
  startInternalReview,
  startExternalReview,
  requestChanges,
  confirmAdditionalDocuments,
  resubmitApplication,
  approveApplication,
  declineApplication,
  rejectApplication,
  finalizeApplication,
] as const;
