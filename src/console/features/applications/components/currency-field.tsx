import type { UseFormRegisterReturn } from "react-hook-form";
import { SelectField } from "../../../components/form-fields";
import { useCurrencies } from "../api/list-currencies";

/** Currency picker fed by GET /resources/currencies. */
export function CurrencyField({
  label = "Currency",
  error,
  registration,
}: {
  label?: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  const currencies = useCurrencies();
  const options = (currencies.data ?? []).map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` }));
  // The form's field is registered once the options exist: a <select> registered before its
  // options shows no choice and would keep it (an application in USD opened with an empty currency).
  if (currencies.isPending) {
    return (
      <SelectField
        label={label}
        placeholder="Loading currencies…"
        options={[]}
        disabled
        name={`${registration.name}-loading`}
      />
    );
  }
  return (
    <SelectField
      label={label}
      placeholder="Choose a currency"
      options={options}
      error={error ?? (currencies.isError ? "Currencies could not be loaded." : undefined)}
      {...registration}
    />
  );
}
