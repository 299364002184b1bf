import { describe, expect, it } from "vitest";
import {
  type ApplicationAction,
  allowedActions,
  type CreditApplicationStatus,
  type CreditApplicationType,
  creditApplicationStatuses,
  creditApplicationTypes,
  isSignatureAction,
} from "../../../../contract/transitions";
import type { Scope } from "../../../lib/scope";
import { planActions, planPanels } from "./action-plan";

const forwarderId = "00000000-0000-4000-8000-00000000000f";
const shipperId = "00000000-0000-4000-8000-000000000005";

const self = (org: string): Scope => ({ requesterId: org, targetId: org, targetName: null, scenarios: ["self"] });
const guest: Scope = { requesterId: shipperId, targetId: forwarderId, targetName: "Atlas", scenarios: ["guest"] };

function app(status: CreditApplicationStatus, allowed: ApplicationAction[], type: CreditApplicationType = "factoring") {
  return {
    status,
    allowed_actions: allowed,
    credit_application_type: type,
    forwarder_id: forwarderId,
    shipper_id: shipperId,
  };
}

const labels = (plan: ReturnType<typeof planActions>) => plan.buttons.map((b) => b.label);

describe("planActions", () => {
  it("shows the forwarder's moves on a pending application, in the table's order", () => {
    const plan = planActions(app("pending", ["decline", "request_changes", "start_review"]), self(forwarderId));
    expect(plan.role).toBe("forwarder");
    expect(labels(plan)).toEqual(["Start review", "Request changes", "Decline"]);
    expect(plan.buttons.find((b) => b.action === "decline")?.tone).toBe("danger");
    expect(plan.buttons.find((b) => b.action === "request_changes")?.kind).toBe("request-changes");
  });

  it("never shows an action the server did not allow, nor one the table does not give the role", () => {
    // The server says approve (it is wrong for pending): the contract's table does not list it.
    const plan = planActions(app("pending", ["approve", "start_review"]), self(forwarderId));
    expect(labels(plan)).toEqual(["Start review"]);
    // A shipper never gets forwarder moves, whatever the server sends.
    const shipper = planActions(app("pending", ["start_review"]), guest);
    expect(shipper.buttons).toEqual([]);
  });

  it("moves of another scenario are offered as a switch, not as a button", () => {
    // Confirmation and finalize are Guest → Host endpoints: in Self the shipper is told where.
    const needsAction = planActions(
      app("needs_action", ["update_trade_finance", "confirm_documents_sent", "resubmit"], "trade_finance"),
      self(shipperId),
    );
    expect(labels(needsAction)).toEqual(["Edit trade finance", "Resubmit"]);
    expect(needsAction.elsewhere.map((e) => [e.label, e.scenarios])).toEqual([["Confirm documents sent", ["guest"]]]);

    const inGuest = planActions(
      app("needs_action", ["update_trade_finance", "confirm_documents_sent", "resubmit"], "trade_finance"),
      guest,
    );
    expect(labels(inGuest)).toEqual(["Edit trade finance", "Confirm documents sent", "Resubmit"]);
    expect(inGuest.elsewhere).toEqual([]);
  });

  it("request changes (a Self endpoint) is not offered to a forwarder acting in another scenario", () => {
    const hostScope: Scope = { requesterId: forwarderId, targetId: shipperId, targetName: "B", scenarios: ["guest"] };
    const plan = planActions(app("internal_review", ["request_changes", "approve"]), hostScope);
    expect(labels(plan)).toEqual(["Approve"]);
    expect(plan.elsewhere.map((e) => e.label)).toEqual(["Request changes"]);
  });

  it("finalize is offered only for types that have it, and nothing to a stranger", () => {
    expect(labels(planActions(app("approved", ["reject", "finalize"]), guest))).toEqual(["Reject", "Finalize"]);
    expect(labels(planActions(app("approved", ["reject", "finalize"], "credit_terms"), guest))).toEqual(["Reject"]);
    const stranger = planActions(app("pending", ["start_review"]), self("00000000-0000-4000-8000-0000000000aa"));
    expect(stranger).toEqual({ role: null, buttons: [], elsewhere: [] });
  });
});

describe("planPanels: no panel contradicts the status, for every status × role × type", () => {
  const record = { additional_documents_sent: false };
  const forwarderScope = self(forwarderId);
  for (const status of creditApplicationStatuses) {
    for (const role of ["forwarder", "shipper"] as const) {
      for (const type of creditApplicationTypes) {
        it(`${status} · ${role} · ${type}`, () => {
          // What the server answers: the table for the role (a needs-action record always exists here,
          // as on an application that went through needs_action earlier).
          const allowed = allowedActions(role, type, status);
          const state = {
            ...app(status, allowed, type),
            needs_action: record,
            history: [{ action: "create" }, { action: "request_changes" }],
          };
          for (const scope of role === "forwarder" ? [forwarderScope] : [guest, self(shipperId)]) {
            const plan = planPanels(state, scope);
            expect(plan.needsAction).toBe(status === "needs_action");
            const offered = [
              ...plan.actions.buttons.map((b) => b.action),
              ...plan.actions.elsewhere.map((e) => e.action),
              ...plan.signatureActions,
            ];
            // Exactly allowed_actions, each once, whatever the scenario.
            expect([...offered].sort()).toEqual([...allowed].sort());
            expect(plan.nothingOpen).toBe(allowed.length === 0);
            expect(plan.onlySignature).toBe(allowed.length > 0 && allowed.every((a) => isSignatureAction(a)));
            if (status.startsWith("sign_document_") || plan.signatureActions.length > 0) {
              expect(plan.signature).toBe(true);
            }
            if (!status.startsWith("sign_document_") && plan.signatureActions.length === 0) {
              // No process was ever sent in this history: no signature panel.
              expect(plan.signature).toBe(false);
            }
          }
        });
      }
    }
  }

  it("a finalized application whose agreement was signed keeps its signature panel", () => {
    const state = {
      ...app("finalized", []),
      needs_action: null,
      history: [{ action: "send_for_signature" }, { action: "sign_agreement" }, { action: "finalize" }],
    };
    const plan = planPanels(state, guest);
    expect(plan).toMatchObject({ signature: true, needsAction: false, nothingOpen: true });
  });

  it("a stranger sees no panel and no actions", () => {
    const state = { ...app("needs_action", ["resubmit"]), needs_action: record, history: [] };
    const plan = planPanels(state, self("00000000-0000-4000-8000-0000000000aa"));
    expect(plan).toMatchObject({ signature: false, signatureActions: [] });
  });
});
