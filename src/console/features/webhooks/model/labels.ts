import type { WebhookDeliveryStatus, WebhookEventType } from "../../../../contract/webhooks";
import type { BadgeTone } from "../../../components/badge";

/** Words for the event types (the picker shows them beside the type a receiver sees). */
export const eventTypeWords: Record<WebhookEventType, string> = {
  "credit_application.created": "Credit application created",
  "credit_application.status_changed": "Credit application status changed",
  "credit_application.documents_confirmed": "Additional documents confirmed",
  "credit_application.approval_proposed": "Approval awaiting a second approver",
  "document_request.created": "Document request created",
  "document_request.reminded": "Document request reminder",
  "document_request.canceled": "Document request canceled",
  "document_request.completed": "Document request completed",
  "document_request.expired": "Document request expired",
  "financial_file.processed": "Financial file processed",
  "financial_file.withdrawn": "Financial file withdrawn",
  "metrics.updated": "Metrics updated",
  "invitation.created": "Invitation created",
  "invitation.accepted": "Invitation accepted",
  "invitation.resent": "Invitation resent",
  "invitation.revoked": "Invitation revoked",
  "webhook.test": "Test event",
};

export const deliveryStatusWords: Record<WebhookDeliveryStatus, string> = {
  pending: "Pending",
  succeeded: "Delivered",
  failed: "Failed",
};

export const deliveryStatusTone: Record<WebhookDeliveryStatus, BadgeTone> = {
  pending: "info",
  succeeded: "success",
  failed: "danger",
};

/** "All events" or "3 event types". */
export function describeEventTypes(types: readonly string[]): string {
  if (types.includes("*")) return "All events";
  return types.length === 1
    ? (eventTypeWords[types[0] as WebhookEventType] ?? types[0] ?? "")
    : `${types.length} event types`;
}
