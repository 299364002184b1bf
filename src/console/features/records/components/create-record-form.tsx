import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { createPrivateRecordBody } from "../../../../contract/records";
import { SelectField, TextField } from "../../../components/form-fields";
import { unsavedWork, useUnsavedChangesGuard } from "../../../components/unsaved-changes";
import { asNullableText, formErrorMap } from "../../../lib/form-errors";
import { useCountries, useCurrencies, useOrganizationRoles } from "../../../lib/reference-lists";
import type { CreateRecordInput } from "../api/create-record";

type Values = z.input<typeof createPrivateRecordBody>;

const nullable = { setValueAs: asNullableText };

/**
 * A new private record: name and currency required, every other field optional. Validated with the
 * contract's `createPrivateRecordBody`, so the console refuses exactly what the API would.
 */
export function CreateRecordForm({
  onSubmit,
  onCancel,
  pending,
  serverError,
}: {
  onSubmit: (body: CreateRecordInput) => void;
  onCancel: () => void;
  pending?: boolean;
  serverError?: string | null;
}) {
  const currencies = useCurrencies();
  const countries = useCountries();
  const roles = useOrganizationRoles();
  const form = useForm<Values, unknown, z.output<typeof createPrivateRecordBody>>({
    resolver: zodResolver(createPrivateRecordBody, formErrorMap),
    defaultValues: { name: "", currency_code: "USD" },
  });
  const guard = useUnsavedChangesGuard(unsavedWork(form.formState, serverError));
  const { errors } = form.formState;
  const e = (k: keyof Values) => errors[k]?.message;
  return (
    <form noValidate className="stack" onSubmit={form.handleSubmit((values) => onSubmit(values))}>
      {guard}
      {serverError ? (
        <p className="form-error" role="alert">
          {serverError}
        </p>
      ) : null}
      <div className="form-grid">
        <TextField
          label="Name"
          hint="The organization's full name."
          className="form-grid--wide"
          autoComplete="organization"
          error={e("name")}
          {...form.register("name")}
        />
        <SelectField
          label="Currency"
          hint="The currency of its accounts."
          options={(currencies.data ?? []).map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` }))}
          error={e("currency_code") ?? (currencies.isError ? "Currencies could not be loaded." : undefined)}
          {...form.register("currency_code")}
        />
        <TextField
          label="E-mail"
          type="email"
          hint="Optional."
          error={e("email")}
          {...form.register("email", nullable)}
        />
        <TextField label="Phone" type="tel" hint="Optional." error={e("phone")} {...form.register("phone", nullable)} />
        <TextField
          label="Website"
          type="url"
          hint="Optional, https://…"
          error={e("website")}
          {...form.register("website", nullable)}
        />
        <TextField
          label="Established"
          type="date"
          hint="Optional."
          error={e("established_date")}
          {...form.register("established_date", nullable)}
        />
        <SelectField
          label="Country"
          placeholder="Not known"
          options={(countries.data ?? []).map((c) => ({ value: c.country_code, label: c.country_name }))}
          error={e("country_code")}
          {...form.register("country_code", nullable)}
        />
        <TextField label="City" hint="Optional." error={e("city")} {...form.register("city", nullable)} />
        <TextField
          label="State or province"
          hint="Optional."
          error={e("state")}
          {...form.register("state", nullable)}
        />
        <TextField
          label="Postal code"
          hint="Optional."
          error={e("postal_code")}
          {...form.register("postal_code", nullable)}
        />
        <TextField
          label="Address"
          hint="Optional."
          className="form-grid--wide"
          error={e("address")}
          {...form.register("address", nullable)}
        />
        <TextField
          label="Company registration number"
          hint="Optional."
          error={e("company_registration_number")}
          {...form.register("company_registration_number", nullable)}
        />
        <TextField label="Tax ID" hint="Optional." error={e("tax_id")} {...form.register("tax_id", nullable)} />
        <SelectField
          label="Organization role"
          placeholder="Not known"
          options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
          error={e("role_id")}
          {...form.register("role_id", nullable)}
        />
      </div>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending || undefined}>
          {pending ? "Creating…" : "Create record"}
        </button>
      </div>
    </form>
  );
}
