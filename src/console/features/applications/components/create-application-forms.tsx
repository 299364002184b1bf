import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldErrors, FormProvider, useForm, useFormContext } from "react-hook-form";
import type { z } from "zod";
import { createCreditTermsBody, createFactoringBody, createTradeFinanceBody } from "../../../../contract/applications";
import { SelectField, TextAreaField, TextField } from "../../../components/form-fields";
import { unsavedWork, useUnsavedChangesGuard } from "../../../components/unsaved-changes";
import { asNullableNumber, asNullableText, asNumber, formErrorMap } from "../../../lib/form-errors";
import { currentTimeZone, zonedTimeToIso } from "../../../lib/format";
import type { CreateApplicationInput } from "../api/create-application";
import { useOwnPartners } from "../api/list-partner-options";
import { CurrencyField } from "./currency-field";
import { SecurityComplianceFields } from "./security-compliance-fields";
import { TradeFinanceFields } from "./trade-finance-fields";

/**
 * `<input type="datetime-local">` value, read in the user's time zone (the console's setting) →
 * ISO date-time (empty → null; nonsense stays for zod to refuse).
 */
export const asDateTime = (v: unknown) => {
  if (typeof v !== "string" || v === "") return null;
  return zonedTimeToIso(v.slice(0, 10), v.slice(11)) ?? v;
};

interface FormProps {
  requesterId: string;
  onSubmit: (input: CreateApplicationInput) => void;
  pending?: boolean;
  serverError?: string | null;
}

function ServerError({ message }: { message?: string | null }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}

function SubmitBar({ pending }: { pending?: boolean }) {
  return (
    <div className="form-actions">
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? "Submitting…" : "Submit application"}
      </button>
    </div>
  );
}

interface CommonValues {
  amount?: number;
  currency?: string;
  payment_terms?: string;
  expires_at?: string | null;
}

/** Amount, currency, payment terms, expiry: the fields credit terms and factoring share. */
function CommonFields() {
  const form = useFormContext<CommonValues>();
  const e = form.formState.errors as FieldErrors<CommonValues>;
  return (
    <div className="form-grid">
      <TextField
        label="Amount"
        inputMode="numeric"
        error={e.amount?.message}
        {...form.register("amount", { setValueAs: asNumber })}
      />
      <CurrencyField error={e.currency?.message} registration={form.register("currency")} />
      <TextField
        label="Payment terms"
        hint="Up to 20 characters, e.g. Net 30."
        error={e.payment_terms?.message}
        {...form.register("payment_terms")}
      />
      <TextField
        label="Expires"
        type="datetime-local"
        hint={`Optional. In your time zone, ${currentTimeZone()}.`}
        error={e.expires_at?.message}
        {...form.register("expires_at", { setValueAs: asDateTime })}
      />
    </div>
  );
}

type CreditTermsValues = z.input<typeof createCreditTermsBody>;

export function CreditTermsForm({ onSubmit, pending, serverError }: FormProps) {
  const form = useForm<CreditTermsValues, unknown, z.output<typeof createCreditTermsBody>>({
    resolver: zodResolver(createCreditTermsBody, formErrorMap),
    defaultValues: { payment_terms: "", currency: "", security_compliance: [] },
  });
  const guard = useUnsavedChangesGuard(unsavedWork(form.formState, serverError));
  const e = form.formState.errors.details;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="stack"
        onSubmit={form.handleSubmit((body) => onSubmit({ type: "credit_terms", body }))}
      >
        {guard}
        <ServerError message={serverError} />
        <CommonFields />
        <div className="form-grid">
          <TextField
            label="Annual revenue"
            inputMode="decimal"
            hint="Optional."
            error={e?.annual_revenue?.message}
            {...form.register("details.annual_revenue", { setValueAs: asNullableNumber })}
          />
          <TextField
            label="Freight spend"
            inputMode="decimal"
            hint="Optional."
            error={e?.freight_spend?.message}
            {...form.register("details.freight_spend", { setValueAs: asNullableNumber })}
          />
          <TextAreaField
            label="Purpose"
            className="form-grid--wide"
            hint="Optional."
            rows={2}
            error={e?.purpose?.message}
            {...form.register("details.purpose", { setValueAs: asNullableText })}
          />
        </div>
        <SecurityComplianceFields />
        <SubmitBar pending={pending} />
      </form>
    </FormProvider>
  );
}

type FactoringValues = z.input<typeof createFactoringBody>;

export function FactoringForm({ requesterId, onSubmit, pending, serverError }: FormProps) {
  const form = useForm<FactoringValues, unknown, z.output<typeof createFactoringBody>>({
    resolver: zodResolver(createFactoringBody, formErrorMap),
    defaultValues: { payment_terms: "", currency: "", security_compliance: [] },
  });
  const guard = useUnsavedChangesGuard(unsavedWork(form.formState, serverError));
  const customers = useOwnPartners(requesterId, "customer");
  const e = form.formState.errors.details;
  return (
    <FormProvider {...form}>
      <form noValidate className="stack" onSubmit={form.handleSubmit((body) => onSubmit({ type: "factoring", body }))}>
        {guard}
        <ServerError message={serverError} />
        <CommonFields />
        <div className="form-grid">
          <TextField
            label="Requested amount"
            inputMode="decimal"
            hint="Optional."
            error={e?.requested_amount?.message}
            {...form.register("details.requested_amount", { setValueAs: asNullableNumber })}
          />
          <SelectField
            label="Counterparty (debtor)"
            hint="Optional: one of your customer partners."
            placeholder={customers.isPending ? "Loading customers…" : "None"}
            options={(customers.data?.items ?? []).map((p) => ({ value: p.id, label: p.company_name }))}
            error={e?.counterparty_id?.message}
            {...form.register("details.counterparty_id", { setValueAs: asNullableText })}
          />
          <TextAreaField
            label="Purpose"
            className="form-grid--wide"
            hint="Optional."
            rows={2}
            error={e?.purpose?.message}
            {...form.register("details.purpose", { setValueAs: asNullableText })}
          />
        </div>
        <SecurityComplianceFields />
        <SubmitBar pending={pending} />
      </form>
    </FormProvider>
  );
}

type TradeFinanceCreateValues = z.input<typeof createTradeFinanceBody>;

export function TradeFinanceCreateForm({ requesterId, onSubmit, pending, serverError }: FormProps) {
  const form = useForm<TradeFinanceCreateValues, unknown, z.output<typeof createTradeFinanceBody>>({
    resolver: zodResolver(createTradeFinanceBody, formErrorMap),
    defaultValues: {
      details: { currency: "", payment_terms: "", inco_terms: "", purpose: "" },
      customers: [],
      suppliers: [],
      security_compliance: [],
    },
  });
  const guard = useUnsavedChangesGuard(unsavedWork(form.formState, serverError));
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="stack"
        onSubmit={form.handleSubmit((body) => onSubmit({ type: "trade_finance", body }))}
      >
        {guard}
        <ServerError message={serverError} />
        <TradeFinanceFields requesterId={requesterId} />
        <div className="form-grid">
          <TextField
            label="Expires"
            type="datetime-local"
            hint={`Optional. In your time zone, ${currentTimeZone()}.`}
            error={form.formState.errors.expires_at?.message}
            {...form.register("expires_at", { setValueAs: asDateTime })}
          />
        </div>
        <SubmitBar pending={pending} />
      </form>
    </FormProvider>
  );
}
