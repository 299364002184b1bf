import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { createPartnerBody, partnerTypes } from "../../../../contract/partners";
import { SelectField, TextField } from "../../../components/form-fields";
import { unsavedWork, useUnsavedChangesGuard } from "../../../components/unsaved-changes";
import { asNullableNumber, asNullableText, formErrorMap } from "../../../lib/form-errors";
import type { CreatePartnerInput } from "../api/create-partner";
import { useCountries } from "../api/list-countries";
import { partnerTypeLabels } from "../model/labels";

type Values = z.input<typeof createPartnerBody>;

/**
 * The partner form, validated with the contract's create body (the PATCH body is its partial, so
 * the same bounds hold). "Add partner" starts empty; "Edit" starts from `initial` and its caller
 * sends only what changed.
 */
export function PartnerForm({
  onSubmit,
  onCancel,
  pending,
  serverError,
  initial,
  submitLabel = "Add partner",
  pendingLabel = "Adding…",
  emailHint = "The organization with this e-mail is invited.",
}: {
  onSubmit: (body: CreatePartnerInput) => void;
  onCancel: () => void;
  pending?: boolean;
  serverError?: string | null;
  initial?: Values;
  submitLabel?: string;
  pendingLabel?: string;
  emailHint?: string;
}) {
  const countries = useCountries();
  const form = useForm<Values, unknown, z.output<typeof createPartnerBody>>({
    resolver: zodResolver(createPartnerBody, formErrorMap),
    defaultValues: initial ?? { company_name: "", email: "", partner_type: "customer" },
  });
  const guard = useUnsavedChangesGuard(unsavedWork(form.formState, serverError));
  const e = form.formState.errors;
  const text = { setValueAs: asNullableText };
  return (
    <form noValidate className="stack" onSubmit={form.handleSubmit(onSubmit)}>
      {guard}
      {serverError ? (
        <p className="form-error" role="alert">
          {serverError}
        </p>
      ) : null}
      <div className="form-grid">
        <TextField label="Company name" error={e.company_name?.message} {...form.register("company_name")} />
        <SelectField
          label="Partner type"
          options={partnerTypes.map((t) => ({ value: t, label: partnerTypeLabels[t] }))}
          error={e.partner_type?.message}
          {...form.register("partner_type")}
        />
        <TextField label="E-mail" type="email" hint={emailHint} error={e.email?.message} {...form.register("email")} />
        <TextField
          label="Sales amount"
          inputMode="numeric"
          hint="Optional."
          error={e.sales_amount?.message}
          {...form.register("sales_amount", { setValueAs: asNullableNumber })}
        />
        <TextField
          label="Frequency"
          hint="Optional."
          error={e.frequency?.message}
          {...form.register("frequency", text)}
        />
        <TextField
          label="Payment terms"
          hint="Optional."
          error={e.payment_terms?.message}
          {...form.register("payment_terms", text)}
        />
        <TextField label="Address" hint="Optional." error={e.address?.message} {...form.register("address", text)} />
        <TextField label="City" hint="Optional." error={e.city?.message} {...form.register("city", text)} />
        <TextField
          label="State or province"
          hint="Optional."
          error={e.state?.message}
          {...form.register("state", text)}
        />
        <TextField
          label="Postal code"
          inputMode="numeric"
          hint="Optional, digits only: the service keeps partner postal codes as numbers. Write a code with letters (RG1 3EU) in the address."
          error={e.postal_code?.message}
          {...form.register("postal_code", { setValueAs: asNullableNumber })}
        />
        <SelectField
          label="Country"
          placeholder="None"
          options={(countries.data ?? []).map((c) => ({ value: c.country_code, label: c.country_name }))}
          error={e.country_code?.message}
          {...form.register("country_code", text)}
        />
        <TextField
          label="Registration number"
          hint="Optional."
          error={e.company_registration_number?.message}
          {...form.register("company_registration_number", text)}
        />
      </div>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
