import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import {
  type AmountBasis,
  amountMaximum,
  approveBody,
  requiredDecisionReasonBody,
} from "../../../../contract/applications";
import { TextAreaField, TextField } from "../../../components/form-fields";
import { unsavedWork, useUnsavedChangesGuard } from "../../../components/unsaved-changes";
import { asNumber, formErrorMap } from "../../../lib/form-errors";
import { formatMoney } from "../../../lib/format";
import type { Decision, DecisionAction } from "../api/decide";
import { amountDifference as differenceOf, formatAmount } from "../model/amounts";

const asOptionalText = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** The difference between the approved and the requested total, in words ("" when equal or unknown). */
export function amountDifference(requested: number, approved: number | null | undefined, currency: string): string {
  if (approved === null || approved === undefined) return "";
  return differenceOf({ amount: requested, currency, basis: "total" }, { amount: approved, currency, basis: "total" });
}

interface Props {
  action: DecisionAction;
  /** The requested amount of the application's amount model (`amounts.requested`); basis total when absent. */
  requested: { amount: number; currency: string; basis?: AmountBasis };
  /** What the requested amount is ("credit limit", "monthly facility"), for the words of the comparison. */
  requestedKind?: string;
  submitLabel: string;
  onSubmit: (decision: Decision) => void;
  onCancel: () => void;
  pending?: boolean;
  serverError?: string | null;
  /** After a refusal that made the move moot (the application moved meanwhile): only "Done" remains. */
  submitHidden?: boolean;
}

/**
 * A credit decision (approve, decline, reject) with its rationale, validated with the contract's
 * `approveBody` / `decisionReasonBody`, so the console refuses exactly what the API would.
 */
export function DecisionForm(props: Props) {
  return props.action === "approve" ? <ApproveForm {...props} /> : <ReasonForm {...props} />;
}

function ErrorLine({ error }: { error?: string | null }) {
  return error ? (
    <p className="form-error" role="alert">
      {error}
    </p>
  ) : null;
}

function Buttons({
  onCancel,
  pending,
  label,
  danger,
  hidden,
}: {
  onCancel: () => void;
  pending?: boolean;
  label: string;
  danger?: boolean;
  hidden?: boolean;
}) {
  return (
    <div className="dialog__actions">
      <button type="button" className="button button--secondary" onClick={onCancel}>
        {hidden ? "Done" : "Cancel"}
      </button>
      {hidden ? null : (
        <button type="submit" className={`button button--${danger ? "danger" : "primary"}`} disabled={pending}>
          {pending ? "Sending…" : label}
        </button>
      )}
    </div>
  );
}

function ApproveForm({
  requested: given,
  requestedKind = "amount",
  submitLabel,
  onSubmit,
  onCancel,
  pending,
  serverError,
  submitHidden,
}: Props) {
  // The approved amount is on the requested amount's basis (a monthly facility is approved per month).
  const requested = { ...given, basis: given.basis ?? "total" };
  const perMonth = requested.basis === "per_month" ? " per month" : "";
  const form = useForm<z.input<typeof approveBody>, unknown, z.output<typeof approveBody>>({
    resolver: zodResolver(approveBody, formErrorMap),
    defaultValues: {},
  });
  const guard = useUnsavedChangesGuard(unsavedWork(form.formState, serverError));
  const { errors } = form.formState;
  const approved = form.watch("approved_amount");
  const difference =
    approved === undefined ? "" : differenceOf(requested, { ...requested, amount: approved }, requestedKind);
  return (
    <form noValidate className="stack" onSubmit={form.handleSubmit((body) => onSubmit({ action: "approve", body }))}>
      {guard}
      <ErrorLine error={serverError} />
      <TextField
        label={`Approved amount (${requested.currency}${perMonth})`}
        type="number"
        inputMode="numeric"
        hint={`Requested ${requestedKind}: ${formatAmount(requested)}. A whole amount${perMonth}, up to ${formatMoney(amountMaximum)}. Leave empty to approve as requested.`}
        error={errors.approved_amount?.message}
        {...form.register("approved_amount", { setValueAs: asNumber })}
      />
      {difference ? (
        <p className="notice" data-testid="amount-difference">
          {difference}.
        </p>
      ) : null}
      <TextAreaField
        label="Conditions"
        hint="Optional, up to 2000 characters: guarantees, covenants, review dates."
        rows={3}
        error={errors.conditions?.message}
        {...form.register("conditions", { setValueAs: asOptionalText })}
      />
      <TextAreaField
        label="Reason"
        hint="Optional, up to 2000 characters: why the application is approved."
        rows={3}
        error={errors.reason?.message}
        {...form.register("reason", { setValueAs: asOptionalText })}
      />
      <Buttons onCancel={onCancel} pending={pending} label={submitLabel} hidden={submitHidden} />
    </form>
  );
}

/** Who reads a decline's or a reject's reason: the other party. */
export function reasonAudience(action: DecisionAction): "shipper" | "forwarder" {
  return action === "reject" ? "forwarder" : "shipper";
}

/**
 * Decline (forwarder) and reject (shipper) always ask for the reason: the other party reads it in
 * the application's history, word for word, so the dialog shows what they will read.
 */
function ReasonForm({ action, submitLabel, onSubmit, onCancel, pending, serverError, submitHidden }: Props) {
  const form = useForm<
    z.input<typeof requiredDecisionReasonBody>,
    unknown,
    z.output<typeof requiredDecisionReasonBody>
  >({
    resolver: zodResolver(requiredDecisionReasonBody, formErrorMap),
    defaultValues: {},
  });
  const guard = useUnsavedChangesGuard(unsavedWork(form.formState, serverError));
  const { errors } = form.formState;
  const audience = reasonAudience(action);
  const missing = errors.reason?.type === "invalid_type" || errors.reason?.type === "too_small";
  const reasonError = missing
    ? `Give a reason: the ${audience} reads it in the application's history.`
    : errors.reason?.message;
  const typed = form.watch("reason");
  const shown = typeof typed === "string" ? typed.trim() : "";
  return (
    <form
      noValidate
      className="stack"
      onSubmit={form.handleSubmit((body) => onSubmit({ action: action === "reject" ? "reject" : "decline", body }))}
    >
      {guard}
      <ErrorLine error={serverError} />
      <TextAreaField
        label="Reason"
        hint={`Required, up to 2000 characters. The ${audience} sees this text, as you write it, in the application's history.`}
        rows={4}
        required
        aria-required="true"
        error={reasonError}
        {...form.register("reason", { setValueAs: asOptionalText })}
      />
      <p className="notice" data-testid="reason-preview">
        The {audience} will read: “Reason: {shown || "…"}”
      </p>
      <Buttons onCancel={onCancel} pending={pending} label={submitLabel} danger hidden={submitHidden} />
    </form>
  );
}
