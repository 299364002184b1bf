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
  return (
    <SelectField
      label={label}
      placeholder={currencies.isPending ? "Loading currencies…" : "Choose a currency"}
      options={options}
      error={error ?? (currencies.isError ? "Currencies could not be loaded." : undefined)}
      {...registration}
    />
  );
}
