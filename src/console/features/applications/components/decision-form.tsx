import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { approveBody, requiredDecisionReasonBody } from "../../../../contract/applications";
import { TextAreaField, TextField } from "../../../components/form-fields";
import { asNumber, formErrorMap } from "../../../lib/form-errors";
import { formatMoney } from "../../../lib/format";
import type { Decision, DecisionAction } from "../api/decide";

const asOptionalText = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** The difference between the approved and the requested amount, in words ("" when equal or unknown). */
export function amountDifference(requested: number, approved: number | null | undefined, currency: string): string {
  if (approved === null || approved === undefined || !Number.isFinite(approved) || approved === requested) return "";
  const diff = approved - requested;
  const pct = requested > 0 ? ` (${Math.round((Math.abs(diff) / requested) * 1000) / 10} %)` : "";
  return `${formatMoney(Math.abs(diff), currency)}${pct} ${diff < 0 ? "below" : "above"} the requested amount`;
}

interface Props {
  action: DecisionAction;
  requested: { amount: number; currency: string };
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

function ApproveForm({ requested, submitLabel, onSubmit, onCancel, pending, serverError, submitHidden }: Props) {
  const form = useForm<z.input<typeof approveBody>, unknown, z.output<typeof approveBody>>({
    resolver: zodResolver(approveBody, formErrorMap),
    defaultValues: {},
  });
  const { errors } = form.formState;
  const approved = form.watch("approved_amount");
  const difference = amountDifference(requested.amount, approved, requested.currency);
  return (
    <form noValidate className="stack" onSubmit={form.handleSubmit((body) => onSubmit({ action: "approve", body }))}>
      <ErrorLine error={serverError} />
      <TextField
        label={`Approved amount (${requested.currency})`}
        type="number"
        inputMode="numeric"
        hint={`Requested: ${formatMoney(requested.amount, requested.currency)}. Leave empty to approve as requested.`}
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
