import { z } from "zod";
import { creditApplicationIdParams, statusSummarySchema } from "./applications";
import { dateTime, listEnvelope, qBool, uuid } from "./common";
import { defineEndpoint, type EndpointDef } from "./endpoint";
import { commonOrgErrors, type ErrorCode } from "./errors";
import type { Scenario } from "./scenarios";
import { creditApplicationStatusSchema, type SignatureAction, transitions } from "./transitions";

/**
 * The signature process of a credit application (api-design §10): the forwarder sends the credit
 * agreement to the shipper for electronic signature; the shipper opens, signs or declines it; the
 * forwarder may cancel it; the service expires it and seals the signed PDF. The moves are rows of
 * the transition table (./transitions.ts); the endpoints below are declared from them.
 */

const trimmed = (min: number, max: number) => z.string().trim().min(min).max(max);

export const sendForSignatureBody = z
  .strictObject({
    signer_name: trimmed(1, 100).describe("Who signs for the shipper; the signature must repeat it"),
    signer_email: z.email().max(254),
    expires_in_days: z.number().int().min(1).max(90).default(14).describe("Days the shipper has to sign"),
    message: z.string().trim().max(1000).nullish().describe("Shown to the signer and printed on the agreement"),
  })
  .meta({ id: "SendForSignatureBody" });
export type SendForSignatureBody = z.output<typeof sendForSignatureBody>;

export const signAgreementBody = z
  .strictObject({
    signer_name: trimmed(1, 100).describe("Must equal the invited signer's name (trimmed, case-insensitive)"),
    consent: z.literal(true).describe("The signer agrees to sign electronically"),
  })
  .meta({ id: "SignAgreementBody" });
export type SignAgreementBody = z.output<typeof signAgreementBody>;

export const declineAgreementBody = z.strictObject({ reason: trimmed(1, 1000) }).meta({ id: "DeclineAgreementBody" });
export type DeclineAgreementBody = z.output<typeof declineAgreementBody>;

export const signatureEventTypes = [
  "created",
  "viewed",
  "signed",
  "sealed",
  "declined",
  "canceled",
  "expired",
  "failed",
] as const;
export const signatureEventTypeSchema = z.enum(signatureEventTypes);
export type SignatureEventType = z.infer<typeof signatureEventTypeSchema>;

export const signatureEventSchema = z
  .object({
    type: signatureEventTypeSchema,
    at: dateTime,
    organization_id: uuid.nullable().describe("Who acted; null for the service's own steps (sealed, expired, failed)"),
    detail: z.string().nullable(),
  })
  .meta({ id: "SignatureEvent" });
export type SignatureEvent = z.infer<typeof signatureEventSchema>;

export const agreementSummarySchema = z
  .object({
    reference: z.string().describe("The application's reference (CA-YYYY-NNNNNN), the agreement's main identifier"),
    approved_amount: z.number().describe("The amount granted by the latest approve decision, as printed"),
    currency: z.string().length(3),
    as_requested: z.boolean().describe("The approval granted the requested amount (printed as such)"),
    requested_amount: z.number().describe("The amount applied for when the decision was made"),
    conditions: z
      .array(z.string())
      .describe("Every condition of the approval as printed: one per line of the decision's `conditions`"),
    payment_terms: z.string(),
    decided_at: dateTime.describe("When the approve decision was made"),
    decision_reason_included: z
      .boolean()
      .describe("The analyst's reason is printed (the forwarder's agreement_includes_decision_reasons setting)"),
  })
  .meta({ id: "CreditAgreementSummary" });
export type AgreementSummary = z.infer<typeof agreementSummarySchema>;

export const signatureProcessSchema = z
  .object({
    id: uuid.describe("Additive: the process id"),
    credit_application_id: z.string(),
    status: creditApplicationStatusSchema.describe("One of the sign_document_* statuses"),
    signer_name: z.string(),
    signer_email: z.string(),
    message: z.string().nullable(),
    created_at: dateTime,
    expires_at: dateTime,
    completed_at: dateTime.nullable().describe("When the process ended (sealed, declined, canceled, expired, failed)"),
    original_sha256: z.string().regex(/^[0-9a-f]{64}$/),
    signed_sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .nullable()
      .describe("null until sealed"),
    events: z.array(signatureEventSchema).describe("Oldest first"),
    agreement: agreementSummarySchema
      .nullable()
      .describe(
        "Additive: what the agreement PDF states, to check against the decision; null for processes sent before it was recorded",
      ),
  })
  .meta({ id: "SignatureProcess" });
export type SignatureProcess = z.infer<typeof signatureProcessSchema>;

export const signatureProcessList = listEnvelope(signatureProcessSchema).meta({ id: "SignatureProcessList" });
export type SignatureProcessList = z.infer<typeof signatureProcessList>;

export const getSignatureProcessQuery = z
  .strictObject({
    all: qBool.optional().describe("true: every process of the application, newest first, as a list"),
  })
  .meta({ id: "GetSignatureProcessQuery" });

export const signatureDocumentQuery = z
  .strictObject({
    version: z
      .enum(["current", "original"])
      .default("current")
      .describe("current: the signed PDF once sealed, else the agreement as sent; original: always the unsigned one"),
  })
  .meta({ id: "SignatureDocumentQuery" });

const notFound = "credit_application_not_found" as const;
const processNotFound = "signature_process_not_found" as const;
const selfOrGuest = ["self", "guest"] as const satisfies readonly Scenario[];

function signatureEndpoint<B extends z.ZodType | undefined>(
  action: SignatureAction,
  segment: string,
  id: string,
  body: B,
  extra: { successStatus?: number; errors?: ErrorCode[] } = {},
) {
  const t = transitions[action];
  const errors: ErrorCode[] = [...commonOrgErrors, notFound, t.wrongActorError, t.invalidStatusError];
  if (action !== "send_for_signature") errors.push(processNotFound);
  return defineEndpoint({
    id,
    method: "POST",
    path: `/credit-applications/{credit_application_id}/signature-process${segment}`,
    summary: t.label,
    tag: "Signature process",
    auth: "org",
    scenarios: selfOrGuest,
    params: creditApplicationIdParams,
    body,
    response: statusSummarySchema,
    successStatus: extra.successStatus,
    errors: [...errors, ...(extra.errors ?? [])],
  });
}

export const sendForSignature = signatureEndpoint(
  "send_for_signature",
  "",
  "sendCreditApplicationForSignature",
  sendForSignatureBody,
  { successStatus: 201 },
);
export const openAgreement = signatureEndpoint("open_agreement", "/views", "openCreditAgreement", undefined);
export const signAgreement = signatureEndpoint(
  "sign_agreement",
  "/signatures",
  "signCreditAgreement",
  signAgreementBody,
);
export const declineAgreement = signatureEndpoint(
  "decline_agreement",
  "/declinations",
  "declineCreditAgreement",
  declineAgreementBody,
);
export const cancelSignature = signatureEndpoint(
  "cancel_signature",
  "/cancellations",
  "cancelCreditAgreementSignature",
  undefined,
);

export const getSignatureProcess = defineEndpoint({
  id: "getSignatureProcess",
  method: "GET",
  path: "/credit-applications/{credit_application_id}/signature-process",
  summary: "Read the signature process (the latest; ?all=true: every one, newest first)",
  tag: "Signature process",
  auth: "org",
  scenarios: selfOrGuest,
  params: creditApplicationIdParams,
  query: getSignatureProcessQuery,
  response: z.union([signatureProcessSchema, signatureProcessList]),
  errors: [...commonOrgErrors, notFound, processNotFound],
});

export const getSignatureDocument = defineEndpoint({
  id: "getSignatureDocument",
  method: "GET",
  path: "/credit-applications/{credit_application_id}/signature-process/document",
  summary: "Download the agreement PDF (signed once sealed; ?version=original: as sent)",
  tag: "Signature process",
  auth: "org",
  scenarios: selfOrGuest,
  params: creditApplicationIdParams,
  query: signatureDocumentQuery,
  binaryResponse: {
    mediaTypes: ["application/pdf"],
    description: "The agreement PDF, as an attachment with a safe file name",
    headers: { ETag: "The sha256 of the bytes, quoted", "Content-Disposition": "attachment; filename=…" },
  },
  response: z.unknown(),
  errors: [...commonOrgErrors, notFound, processNotFound],
});

/** The endpoint of each signature action (the console's signature panel calls these). */
export const signatureActionEndpoints: Record<SignatureAction, EndpointDef> = {
  send_for_signature: sendForSignature,
  open_agreement: openAgreement,
  sign_agreement: signAgreement,
  decline_agreement: declineAgreement,
  cancel_signature: cancelSignature,
};

export const signatureEndpoints = [
  sendForSignature,
  getSignatureProcess,
  getSignatureDocument,
  openAgreement,
  signAgreement,
  declineAgreement,
  cancelSignature,
] as const;
