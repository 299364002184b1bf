import { useState } from "react";
import { actionEndpoints } from "../../../../contract/action-permissions";
import { type ApplicationAction, statusLabels, transitions } from "../../../../contract/transitions";
import { ConfirmDialog, Dialog } from "../../../components/dialog";
import { toast } from "../../../components/toaster";
import { errorMessage } from "../../../lib/api-error";
import { formatDateTime, formatMoney } from "../../../lib/format";
import { type Can, useCanCheck } from "../../../lib/permissions";
import { resetTarget, type Scope, setTarget } from "../../../lib/scope";
import { isDecisionAction, useDecide } from "../api/decide";
import type { ApplicationDetail } from "../api/get-application";
import { type SimpleAction, usePerformAction } from "../api/perform-action";
import { useRequestChanges } from "../api/request-changes";
import { useUpdateTradeFinance } from "../api/update-trade-finance";
import { type ActionButton, planPanels } from "../model/action-plan";
import { amountKind } from "../model/amounts";
import { DecisionForm } from "./decision-form";
import { RequestChangesForm } from "./request-changes-form";
import { TradeFinanceForm } from "./trade-finance-form";

/** What a move does, for its confirmation dialog. */
export function describeAction(action: ApplicationAction, app: Pick<ApplicationDetail, "status">): string {
  const t = transitions[action];
  if (action === "confirm_documents_sent") {
    return "This tells the forwarder that the additional documents they asked for were sent. It can be done once.";
  }
  if (!t.to) return `${t.label}.`;
  const end = action === "decline" || action === "reject" || action === "finalize" ? " This cannot be undone." : "";
  return `This moves the application from ${statusLabels[app.status]} to ${statusLabels[t.to]}.${end}`;
}

/**
 * Why a move was refused, in words that say what happened: when the application changed while the
 * dialog was open (another tab, a colleague), its status now; else the API's own message.
 */
export function refusalMessage(
  error: unknown,
  openedFrom: ApplicationDetail["status"],
  now: ApplicationDetail["status"],
): string {
  if (openedFrom !== now) {
    return `This application is already ${statusLabels[now]}: it was moved while this dialog was open. The page now shows it as it is.`;
  }
  return `${errorMessage(error)} The page now shows the application as it is.`;
}

/** The toast after a successful move. */
export function doneMessage(action: ApplicationAction): string {
  if (action === "confirm_documents_sent") return "Additional documents confirmed as sent.";
  if (action === "update_trade_finance") return "Trade finance details saved.";
  if (action === "request_changes") return "Changes requested: the application needs action from the applicant.";
  const to = transitions[action].to;
  return to ? `Application moved to ${statusLabels[to]}.` : `${transitions[action].label}: done.`;
}

function tradeFinanceDefaults(app: ApplicationDetail) {
  const d = app.extra_details;
  if (!("monthly_facility_amount" in d)) return null;
  return {
    details: {
      monthly_facility_amount: d.monthly_facility_amount,
      currency: d.currency,
      payment_terms: d.payment_terms,
      inco_terms: d.inco_terms,
      purpose: d.purpose,
    },
    customers: d.customers,
    suppliers: d.suppliers,
    security_compliance: d.security_compliance,
  };
}

type PendingApproval = NonNullable<ApplicationDetail["pending_approval"]>;

/** Who proposed an approval, in words: the person's name and e-mail, or the API client. */
export function proposerWords(p: PendingApproval): string {
  return p.proposed_by.kind === "person"
    ? `${p.proposed_by.name} (${p.proposed_by.email ?? p.proposed_by.id})`
    : `the API client ${p.proposed_by.name}`;
}

/** The line the detail shows while an approval waits for a second approver. */
export function pendingApprovalWords(p: PendingApproval): string {
  return `Awaiting second approval by an approver — proposed by ${proposerWords(p)} at ${formatDateTime(p.proposed_at)}: approve ${formatMoney(p.amount, p.currency)}.`;
}

/** Where a move permitted to the caller is done, in words (never a scenario's name). */
export function elsewhereWords(label: string, scenarios: readonly string[], counterpart: string): string {
  if (scenarios.includes("self")) return `To “${label}”, switch back to your organization:`;
  if (scenarios.includes("guest")) return `To “${label}”, switch to ${counterpart}:`;
  return `“${label}” is done with the shipper chosen in “Target organization” above.`;
}

/**
 * The action buttons: exactly the caller's permitted transitions in the current scenario (see
 * planActions), each with its dialog. Moves permitted only in another scenario are offered as a
 * switch of the target organization.
 */
export function ApplicationActions({ app, scope }: { app: ApplicationDetail; scope: Scope }) {
  // The same plan decides the page's panels: "nothing open" never beside a signature move.
  const panels = planPanels(app, scope);
  const plan = panels.actions;
  // The open dialog keeps its button: a refresh after a refused move must not close it mid-error.
  const [current, setOpen] = useState<ActionButton | null>(null);
  // The status the dialog was opened on: its text keeps describing that move after a refresh.
  const [openedFrom, setOpenedFrom] = useState(app.status);
  const stillOffered = current !== null && plan.buttons.some((b) => b.action === current.action);
  const perform = usePerformAction(scope, app.id);
  const changes = useRequestChanges(scope, app.id);
  const tradeFinance = useUpdateTradeFinance(scope, app.id);
  const decision = useDecide(scope, app.id);
  // The person's role (contract/people.ts): a move it does not allow is shown disabled, with why.
  const canCheck = useCanCheck();
  const canDo = (b: ActionButton): Can =>
    canCheck(actionEndpoints[b.action], b.action === "approve" ? "approve" : undefined);
  const refused = plan.buttons.map(canDo).filter((c) => !c.allowed);

  const close = () => {
    setOpen(null);
    decision.reset();
    perform.reset();
    changes.reset();
    tradeFinance.reset();
  };
  const succeeded = (action: ApplicationAction) => {
    toast.success(doneMessage(action));
    setOpen(null);
  };

  const switchFor = (scenarios: readonly string[]) => {
    if (scenarios.includes("self")) return { label: "Switch back to your organization", run: () => resetTarget() };
    if (scenarios.includes("guest") && plan.role === "shipper") {
      return {
        label: `Switch to ${app.organization.name}`,
        run: () => setTarget({ targetId: app.forwarder_id, targetName: app.organization.name, scenarios: ["guest"] }),
      };
    }
    return null;
  };

  return (
    <div className="stack">
      {panels.nothingOpen ? <p className="muted">No actions are open to you on this application now.</p> : null}
      {panels.onlySignature ? (
        <p className="muted" data-testid="signature-pointer">
          Your next step is in the Signature panel below.
        </p>
      ) : null}
      {app.pending_approval ? (
        <p className="notice" data-testid="pending-approval">
          {pendingApprovalWords(app.pending_approval)}
        </p>
      ) : null}
      {plan.buttons.length > 0 ? (
        <div className="actions-bar">
          {plan.buttons.map((b) => {
            const can = canDo(b);
            const pending = app.pending_approval;
            return b.action === "approve" && pending && can.allowed ? (
              <SecondApprovalButton
                key={b.action}
                pending={pending}
                onClick={() => {
                  setOpenedFrom(app.status);
                  setOpen({ ...b, label: "Approve (second approval)" });
                }}
              />
            ) : (
              <button
                key={b.action}
                type="button"
                className={`button button--${b.tone}`}
                disabled={!can.allowed}
                title={can.reason ?? undefined}
                aria-describedby={can.allowed ? undefined : `permission-${can.permission}-${app.id}`}
                onClick={() => {
                  setOpenedFrom(app.status);
                  setOpen(b);
                }}
              >
                {b.label}
              </button>
            );
          })}
        </div>
      ) : null}
      {refused.length > 0
        ? refused
            .filter((c, i) => refused.findIndex((o) => o.permission === c.permission) === i)
            .map((c) => (
              <p key={c.permission} id={`permission-${c.permission}-${app.id}`} className="permission-note">
                {c.reason}
              </p>
            ))
        : null}
      {plan.elsewhere.map((e) => {
        const sw = switchFor(e.scenarios);
        return (
          <p key={e.action} className="notice">
            {elsewhereWords(e.label, e.scenarios, app.organization.name)}{" "}
            {sw ? (
              <button type="button" className="button button--secondary" onClick={sw.run}>
                {sw.label}
              </button>
            ) : null}
          </p>
        );
      })}
      {current?.kind === "confirm" && current.action === "approve" && app.pending_approval ? (
        <ConfirmDialog
          open
          title="Approve (second approval)?"
          description={`You confirm the approval proposed by ${proposerWords(app.pending_approval)}: ${formatMoney(app.pending_approval.amount, app.pending_approval.currency)}${app.pending_approval.decision.conditions ? `, on the condition: ${app.pending_approval.decision.conditions}` : ""}. ${describeAction("approve", { status: openedFrom })}`}
          confirmLabel="Approve (second approval)"
          pending={decision.isPending}
          error={decision.isError ? refusalMessage(decision.error, openedFrom, app.status) : null}
          confirmHidden={decision.isError && (!stillOffered || app.status !== openedFrom)}
          onClose={close}
          onConfirm={() => decision.mutate({ action: "approve", body: {} }, { onSuccess: () => succeeded("approve") })}
        />
      ) : null}
      {current?.kind === "confirm" &&
      isDecisionAction(current.action) &&
      !(current.action === "approve" && app.pending_approval) ? (
        <Dialog
          open
          title={`${current.label}?`}
          description={`${describeAction(current.action, { status: openedFrom })} The decision and its reasons are kept in the history and shown to both parties.`}
          onClose={close}
        >
          <DecisionForm
            action={current.action}
            requested={app.amounts.requested}
            requestedKind={amountKind(app.credit_application_type)}
            submitLabel={current.label}
            onCancel={close}
            pending={decision.isPending}
            serverError={decision.isError ? refusalMessage(decision.error, openedFrom, app.status) : null}
            submitHidden={decision.isError && (!stillOffered || app.status !== openedFrom)}
            onSubmit={(d) =>
              decision.mutate(d, {
                onSuccess: (result) => {
                  if (result && "pending_approval" in result && result.pending_approval) {
                    toast.success("Approval proposed: it now waits for a second approver.");
                    setOpen(null);
                  } else succeeded(d.action);
                },
              })
            }
          />
        </Dialog>
      ) : null}
      {current?.kind === "confirm" && !isDecisionAction(current.action) ? (
        <ConfirmDialog
          open
          title={`${current.label}?`}
          description={describeAction(current.action, { status: openedFrom })}
          confirmLabel={current.label}
          tone={current.tone === "danger" ? "danger" : "primary"}
          pending={perform.isPending}
          error={perform.isError ? refusalMessage(perform.error, openedFrom, app.status) : null}
          confirmHidden={perform.isError && (!stillOffered || app.status !== openedFrom)}
          onClose={close}
          onConfirm={() =>
            perform.mutate(current.action as SimpleAction, { onSuccess: () => succeeded(current.action) })
          }
        />
      ) : null}
      {current?.kind === "request-changes" ? (
        <Dialog
          open
          size="large"
          title="Request changes"
          description="The applicant is asked for these documents; the application moves to Needs action."
          onClose={close}
        >
          <RequestChangesForm
            onCancel={close}
            pending={changes.isPending}
            serverError={changes.isError ? errorMessage(changes.error) : null}
            onSubmit={(body) => changes.mutate(body, { onSuccess: () => succeeded("request_changes") })}
          />
        </Dialog>
      ) : null}
      {current?.kind === "trade-finance" ? (
        <TradeFinanceDialog
          app={app}
          scope={scope}
          button={current}
          onClose={close}
          mutation={tradeFinance}
          onDone={succeeded}
        />
      ) : null}
    </div>
  );
}

function TradeFinanceDialog({
  app,
  scope,
  button,
  onClose,
  mutation,
  onDone,
}: {
  app: ApplicationDetail;
  scope: Scope;
  button: ActionButton;
  onClose: () => void;
  mutation: ReturnType<typeof useUpdateTradeFinance>;
  onDone: (action: ApplicationAction) => void;
}) {
  const defaults = tradeFinanceDefaults(app);
  return (
    <Dialog open size="large" title={button.label} description="Replaces the trade-finance details." onClose={onClose}>
      {defaults ? (
        <TradeFinanceForm
          requesterId={scope.requesterId}
          defaultValues={defaults}
          onCancel={onClose}
          pending={mutation.isPending}
          serverError={mutation.isError ? errorMessage(mutation.error) : null}
          onSubmit={(body) => mutation.mutate(body, { onSuccess: () => onDone("update_trade_finance") })}
        />
      ) : (
        <p>This application has no trade-finance details.</p>
      )}
    </Dialog>
  );
}

/**
 * Approve while an approval waits for a second approver: the one who proposed it sees the button
 * disabled with the reason; anyone else confirms it.
 */
function SecondApprovalButton({ pending, onClick }: { pending: PendingApproval; onClick: () => void }) {
  if (pending.proposed_by_caller) {
    return (
      <span className="stack">
        <button type="button" className="button button--primary" disabled aria-describedby="second-approval-reason">
          Approve (second approval)
        </button>
        <span className="field__hint" id="second-approval-reason">
          You proposed this approval: another approver must give the second approval.
        </span>
      </span>
    );
  }
  return (
    <button type="button" className="button button--primary" onClick={onClick}>
      Approve (second approval)
    </button>
  );
}
