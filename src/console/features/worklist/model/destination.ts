import type { Scenario } from "../../../../contract/scenarios";
import type { WorklistKind } from "../../../../contract/worklist";

/** The fields of a worklist row that say where its work is. */
export interface WorklistTarget {
  kind: WorklistKind;
  id: string;
  scenario: Scenario;
  direction: "sent" | "received" | null;
  organization_id: string | null;
  organization_name: string;
  private_record_id: string | null;
  credit_application_id: string | null;
}

/** The organization switcher's Target a row's work needs: the signed-in organization itself, or one other. */
export type DestinationTarget =
  | { kind: "self" }
  | { kind: "other"; targetId: string; targetName: string; scenarios: Scenario[] };

/** Where one click on a row goes: a console path (the router's route and params) and the Target to set first. */
export type Destination = { target: DestinationTarget } & (
  | { to: "/private-records/$recordId/documents/$documentId"; params: { recordId: string; documentId: string } }
  | { to: "/financial-files/documents/$documentId"; params: { documentId: string } }
  | { to: "/credit-applications/$applicationId"; params: { applicationId: string } }
  | { to: "/requests-to-guests" | "/document-requests" | "/partners" | "/invitations"; params?: undefined }
);

/**
 * The screen that holds a row's work (docs/console.md, "Worklist"): a document's review screen,
 * an application's detail (signatures included), the requests to Guests or from a Host, the
 * partners (an invitation sent) or the invitations inbox (one received). The row's `scenario`
 * says which Target to set: Self for the organization's own work, the Guest (Host → Guest) for a
 * Guest's document, the Host (Guest → Host) for the shipper's side of an application or request.
 */
export function destinationOf(row: WorklistTarget): Destination {
  const target: DestinationTarget =
    row.scenario === "self" || row.organization_id === null
      ? { kind: "self" }
      : { kind: "other", targetId: row.organization_id, targetName: row.organization_name, scenarios: [row.scenario] };
  switch (row.kind) {
    case "document_review":
      return row.private_record_id
        ? {
            target,
            to: "/private-records/$recordId/documents/$documentId",
            params: { recordId: row.private_record_id, documentId: row.id },
          }
        : { target, to: "/financial-files/documents/$documentId", params: { documentId: row.id } };
    case "application_action":
    case "signature_expiring":
      return {
        target,
        to: "/credit-applications/$applicationId",
        params: { applicationId: row.credit_application_id ?? row.id },
      };
    case "request_due":
      return { target, to: row.direction === "received" ? "/document-requests" : "/requests-to-guests" };
    case "invitation_unanswered":
      return { target: { kind: "self" }, to: row.direction === "received" ? "/invitations" : "/partners" };
  }
}
