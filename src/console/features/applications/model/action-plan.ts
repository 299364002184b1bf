import { applicationActionEndpoints } from "../../../../contract/applications";
import type { Scenario } from "../../../../contract/scenarios";
import {
  type Actor,
  type ApplicationAction,
  allowedActions,
  applicationActions,
  type CreditApplicationStatus,
  type CreditApplicationType,
  isSignatureAction,
  type SignatureAction,
  signatureActions,
  transitions,
} from "../../../../contract/transitions";
import { endpointScenarios, type Scope, scopeAllows } from "../../../lib/scope";

/** How the console performs an action: a confirm dialog, or one of the two forms. */
export type ActionKind = "confirm" | "request-changes" | "trade-finance";

export interface ActionButton {
  action: ApplicationAction;
  /** The contract's label: the button's accessible name ("Start review", "Approve", …). */
  label: string;
  kind: ActionKind;
  tone: "primary" | "secondary" | "danger";
}

export interface ActionPlan {
  role: Actor | null;
  /** Buttons to show: permitted to the caller now and in the current scenario. */
  buttons: ActionButton[];
  /** Permitted to the caller, but through another scenario (the switcher can change it). */
  elsewhere: Array<{ action: ApplicationAction; label: string; scenarios: readonly Scenario[] }>;
}

interface ApplicationState {
  allowed_actions: readonly ApplicationAction[];
  /** The moves the signed-in person's role lacks (shown disabled with the reason); absent = none. */
  actions_withheld_by_role?: readonly ApplicationAction[];
  credit_application_type: CreditApplicationType;
  status: CreditApplicationStatus;
  forwarder_id: string;
  shipper_id: string;
}

const kinds: Partial<Record<ApplicationAction, ActionKind>> = {
  request_changes: "request-changes",
  update_trade_finance: "trade-finance",
};
const danger: readonly ApplicationAction[] = ["decline", "reject"];
const secondary: readonly ApplicationAction[] = ["update_trade_finance", "external_review"];

export function roleOf(
  app: Pick<ApplicationState, "forwarder_id" | "shipper_id">,
  organizationId: string,
): Actor | null {
  if (app.forwarder_id === organizationId) return "forwarder";
  if (app.shipper_id === organizationId) return "shipper";
  return null;
}

/**
 * The moves the server offers the caller's organization now: `allowed_actions` and those the
 * person's role lacks (`actions_withheld_by_role`), which the console shows disabled with the reason
 * (the role check itself is `useCanCheck`, from the same permission table).
 */
export function offeredActions(
  app: Pick<ApplicationState, "allowed_actions" | "actions_withheld_by_role">,
): ApplicationAction[] {
  const withheld = app.actions_withheld_by_role ?? [];
  return applicationActions.filter((a) => app.allowed_actions.includes(a) || withheld.includes(a));
}

/**
 * The action buttons for the caller: the server's offered moves (`offeredActions`) checked against
 * the contract's transition table for the caller's side, in the table's order; each shown only when
 * the current scenario is one its endpoint permits (otherwise listed in `elsewhere`).
 */
export function planActions(app: ApplicationState, scope: Scope): ActionPlan {
  const role = roleOf(app, scope.requesterId);
  if (!role) return { role, buttons: [], elsewhere: [] };
  const byTable = allowedActions(role, app.credit_application_type, app.status);
  const offered = offeredActions(app);
  const permitted = applicationActions.filter((a) => offered.includes(a) && byTable.includes(a));
  const plan: ActionPlan = { role, buttons: [], elsewhere: [] };
  for (const action of permitted) {
    // The signature process has its own panel (features/signatures) with its forms.
    if (isSignatureAction(action)) continue;
    const endpoint = applicationActionEndpoints[action];
    const label = transitions[action].label;
    if (scopeAllows(scope, endpoint)) {
      plan.buttons.push({
        action,
        label,
        kind: kinds[action] ?? "confirm",
        tone: danger.includes(action) ? "danger" : secondary.includes(action) ? "secondary" : "primary",
      });
    } else {
      plan.elsewhere.push({ action, label, scenarios: endpointScenarios(endpoint) });
    }
  }
  return plan;
}

/** What an application page needs to decide its panels: the status, `allowed_actions` and the history. */
export interface PanelState extends ApplicationState {
  needs_action: unknown | null;
  history: ReadonlyArray<{ action: string }>;
}

export interface PanelPlan {
  actions: ActionPlan;
  /** The signature moves open to the caller now (the Signature panel's buttons). */
  signatureActions: SignatureAction[];
  /** The needs-action record as an open request: only while the status is needs_action. */
  needsAction: boolean;
  /** The Signature panel: a process is or was under way, or the caller may start one. */
  signature: boolean;
  /** "No actions are open to you": only when nothing at all is offered, signature moves included. */
  nothingOpen: boolean;
  /** Only signature moves are open: the Actions panel points to the Signature panel. */
  onlySignature: boolean;
}

/**
 * Which panels the application page shows, from the status, `allowed_actions` (checked against the
 * contract's table for the caller's role) and the history only, so that no panel contradicts the
 * status: the needs-action request only in needs_action (past requests stay in the history), the
 * signature panel only when there is or was a process or one may be sent, and "No actions are open to
 * you" never beside an offered move.
 */
export function planPanels(app: PanelState, scope: Scope): PanelPlan {
  const actions = planActions(app, scope);
  const role = actions.role;
  const byTable = role ? allowedActions(role, app.credit_application_type, app.status) : [];
  const onOffer = offeredActions(app);
  const signature = signatureActions.filter((a) => onOffer.includes(a) && byTable.includes(a));
  const offered = actions.buttons.length + actions.elsewhere.length + signature.length;
  const everSent = app.history.some((h) => h.action === "send_for_signature");
  return {
    actions,
    signatureActions: signature,
    needsAction: app.status === "needs_action" && app.needs_action !== null,
    signature: role !== null && (app.status.startsWith("sign_document_") || signature.length > 0 || everSent),
    nothingOpen: offered === 0,
    onlySignature: signature.length > 0 && actions.buttons.length + actions.elsewhere.length === 0,
  };
}
