import { z } from "zod";
import type { ErrorCode } from "./errors";
import { creditApplicationStatuses, creditApplicationTypes } from "./values";

export { creditApplicationStatuses, creditApplicationTypes };

export const creditApplicationTypeSchema = z.enum(creditApplicationTypes);
export type CreditApplicationType = z.infer<typeof creditApplicationTypeSchema>;

export const creditApplicationStatusSchema = z.enum(creditApplicationStatuses);
export type CreditApplicationStatus = z.infer<typeof creditApplicationStatusSchema>;

/** Statuses from which nothing moves any more (expiry does not touch them). */
export const finalStatuses: readonly CreditApplicationStatus[] = ["finalized", "declined", "rejected", "expired"];

/** Who performs an action: F = the forwarder (owner), S = the shipper (guest). */
export type Actor = "forwarder" | "shipper";

export const applicationActions = [
  "update_trade_finance",
  "start_review",
  "external_review",
  "request_changes",
  "confirm_documents_sent",
  "resubmit",
  "approve",
  "decline",
  "reject",
  "finalize",
  "send_for_signature",
  "open_agreement",
  "sign_agreement",
  "decline_agreement",
  "cancel_signature",
] as const;
export const applicationActionSchema = z.enum(applicationActions);
export type ApplicationAction = z.infer<typeof applicationActionSchema>;

export interface Transition {
  action: ApplicationAction;
  /** Button label in the console and summary in the API reference. */
  label: string;
  actor: Actor;
  from: readonly CreditApplicationStatus[];
  /** `null` = the status does not change. */
  to: CreditApplicationStatus | null;
  /** Only for these application types (all when absent). */
  types?: readonly CreditApplicationType[];
  /** Error when the status does not permit the move. */
  invalidStatusError: ErrorCode;
  /** Error when the caller's role is the wrong one. */
  wrongActorError: ErrorCode;
}

const forwarderOnly = "credit_application_shipper_access_denied" as const;
const shipperOnly = "credit_application_forwarder_access_denied" as const;

/** The transition table of api-design §6: one definition, read by the server and the console. */
export const transitions: Record<ApplicationAction, Transition> = {
  update_trade_finance: {
    action: "update_trade_finance",
    label: "Edit trade finance",
    actor: "shipper",
    from: ["pending", "needs_action"],
    to: null,
    types: ["trade_finance"],
    invalidStatusError: "credit_application_invalid_status_for_update",
    wrongActorError: shipperOnly,
  },
  start_review: {
    action: "start_review",
    label: "Start review",
    actor: "forwarder",
    from: ["pending", "external_review", "needs_action"],
    to: "internal_review",
    invalidStatusError: "invalid_application_status_transition",
    wrongActorError: forwarderOnly,
  },
  external_review: {
    action: "external_review",
    label: "External review",
    actor: "forwarder",
    from: ["internal_review"],
    to: "external_review",
    invalidStatusError: "invalid_application_status_transition",
    wrongActorError: forwarderOnly,
  },
  request_changes: {
    action: "request_changes",
    label: "Request changes",
    actor: "forwarder",
    from: ["pending", "internal_review", "external_review"],
    to: "needs_action",
    invalidStatusError: "credit_application_request_changes_invalid_status_transition",
    wrongActorError: forwarderOnly,
  },
  confirm_documents_sent: {
    action: "confirm_documents_sent",
    label: "Confirm documents sent",
    actor: "shipper",
    from: ["needs_action"],
    to: null,
    invalidStatusError: "credit_application_confirm_additional_documents_sending_access_denied",
    wrongActorError: shipperOnly,
  },
  resubmit: {
    action: "resubmit",
    label: "Resubmit",
    actor: "shipper",
    from: ["needs_action"],
    to: "pending",
    invalidStatusError: "invalid_application_status_transition",
    wrongActorError: shipperOnly,
  },
  approve: {
    action: "approve",
    label: "Approve",
    actor: "forwarder",
    from: ["internal_review", "external_review"],
    to: "approved",
    invalidStatusError: "invalid_application_status_transition",
    wrongActorError: forwarderOnly,
  },
  decline: {
    action: "decline",
    label: "Decline",
    actor: "forwarder",
    from: ["pending", "internal_review", "external_review", "needs_action"],
    to: "declined",
    invalidStatusError: "invalid_application_status_transition",
    wrongActorError: forwarderOnly,
  },
  reject: {
    action: "reject",
    label: "Reject",
    actor: "shipper",
    from: ["approved"],
    to: "rejected",
    invalidStatusError: "invalid_application_status_transition",
    wrongActorError: shipperOnly,
  },
  finalize: {
    action: "finalize",
    label: "Finalize",
    actor: "shipper",
    from: ["approved", "sign_document_completed"],
    to: "finalized",
    types: ["trade_finance", "factoring"],
    invalidStatusError: "credit_application_finalize_invalid_status_transition",
    wrongActorError: shipperOnly,
  },
  // The signature process (api-design §10): the agreement is sent, opened, signed or declined by the
  // shipper, or canceled by the forwarder; expiry of the process is the service's own move.
  send_for_signature: {
    action: "send_for_signature",
    label: "Send for signature",
    actor: "forwarder",
    from: [
      "approved",
      "sign_document_canceled",
      "sign_document_declined",
      "sign_document_expired",
      "sign_document_process_failed",
    ],
    to: "sign_document_created",
    invalidStatusError: "invalid_application_status_transition",
    wrongActorError: forwarderOnly,
  },
  open_agreement: {
    action: "open_agreement",
    label: "Open agreement",
    actor: "shipper",
    from: ["sign_document_created", "sign_document_in_progress"],
    to: "sign_document_in_progress",
    invalidStatusError: "invalid_application_status_transition",
    wrongActorError: shipperOnly,
  },
  sign_agreement: {
    action: "sign_agreement",
    label: "Sign agreement",
    actor: "shipper",
    from: ["sign_document_created", "sign_document_in_progress"],
    to: "sign_document_completed",
    invalidStatusError: "invalid_application_status_transition",
    wrongActorError: shipperOnly,
  },
  decline_agreement: {
    action: "decline_agreement",
    label: "Decline agreement",
    actor: "shipper",
    from: ["sign_document_created", "sign_document_in_progress"],
    to: "sign_document_declined",
    invalidStatusError: "invalid_application_status_transition",
    wrongActorError: shipperOnly,
  },
  cancel_signature: {
    action: "cancel_signature",
    label: "Cancel signature",
    actor: "forwarder",
    from: ["sign_document_created", "sign_document_in_progress"],
    to: "sign_document_canceled",
    invalidStatusError: "invalid_application_status_transition",
    wrongActorError: forwarderOnly,
  },
};

/** The actions of the signature process (api-design §10): performed with their own forms in the console. */
export const signatureActions = [
  "send_for_signature",
  "open_agreement",
  "sign_agreement",
  "decline_agreement",
  "cancel_signature",
] as const satisfies readonly ApplicationAction[];
export type SignatureAction = (typeof signatureActions)[number];
export function isSignatureAction(a: ApplicationAction): a is SignatureAction {
  return (signatureActions as readonly string[]).includes(a);
}

/** Statuses of an open signature process (the shipper may still sign, decline; the forwarder cancel). */
export const openSignatureStatuses: readonly CreditApplicationStatus[] = [
  "sign_document_created",
  "sign_document_in_progress",
];

/** The actions a caller in `role` may take on an application of `type` in `status`. */
export function allowedActions(
  role: Actor,
  type: CreditApplicationType,
  status: CreditApplicationStatus,
): ApplicationAction[] {
  return applicationActions.filter((a) => {
    const t = transitions[a];
    return t.actor === role && t.from.includes(status) && (!t.types || t.types.includes(type));
  });
}

export const statusLabels: Record<CreditApplicationStatus, string> = {
  pending: "Pending",
  internal_review: "Internal review",
  external_review: "External review",
  needs_action: "Needs action",
  approved: "Approved",
  finalized: "Finalized",
  declined: "Declined",
  rejected: "Rejected",
  expired: "Expired",
  sign_document_created: "Sign document created",
  sign_document_in_progress: "Sign document in progress",
  sign_document_completed: "Sign document completed",
  sign_document_expired: "Sign document expired",
  sign_document_canceled: "Sign document canceled",
  sign_document_declined: "Sign document declined",
  sign_document_process_failed: "Sign document process failed",
};
