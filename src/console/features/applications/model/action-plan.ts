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
 * The action buttons for the caller: the server's `allowed_actions` checked against the contract's
 * transition table for the caller's role, in the table's order; each shown only when the current
 * scenario is one its endpoint permits (otherwise listed in `elsewhere`).
 */
export function planActions(app: ApplicationState, scope: Scope): ActionPlan {
  const role = roleOf(app, scope.requesterId);
  if (!role) return { role, buttons: [], elsewhere: [] };
  const byTable = allowedActions(role, app.credit_application_type, app.status);
  const permitted = applicationActions.filter((a) => app.allowed_actions.includes(a) && byTable.includes(a));
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
