import { useFormContext } from "react-hook-form";
import { TextAreaField, TextField } from "../../../components/form-fields";
import { asNumber } from "../../../lib/form-errors";
import type { TradeFinanceInput } from "../api/update-trade-finance";
import { CurrencyField } from "./currency-field";
import { PartnerPicker } from "./partner-picker";
import { SecurityComplianceFields } from "./security-compliance-fields";

/**
 * The trade-finance body's fields (details, customers, suppliers, security and compliance), shared
 * by the create form and the "Edit trade finance" dialog. Render inside a react-hook-form
 * FormProvider whose values contain the trade-finance body.
 */
export function TradeFinanceFields({ requesterId }: { requesterId: string }) {
  const form = useFormContext<TradeFinanceInput>();
  const e = form.formState.errors.details;
  return (
    <>
      <div className="form-grid">
        <TextField
          label="Monthly facility amount"
          inputMode="decimal"
          error={e?.monthly_facility_amount?.message}
          {...form.register("details.monthly_facility_amount", { setValueAs: asNumber })}
        />
        <CurrencyField error={e?.currency?.message} registration={form.register("details.currency")} />
        <TextField
          label="Payment terms"
          error={e?.payment_terms?.message}
          {...form.register("details.payment_terms")}
        />
        <TextField label="Incoterms" error={e?.inco_terms?.message} {...form.register("details.inco_terms")} />
        <TextAreaField
          label="Purpose"
          className="form-grid--wide"
          rows={2}
          error={e?.purpose?.message}
          {...form.register("details.purpose")}
        />
      </div>
      <div className="form-grid">
        <PartnerPicker requesterId={requesterId} type="customer" name="customers" legend="Customers" />
        <PartnerPicker requesterId={requesterId} type="supplier" name="suppliers" legend="Suppliers" />
      </div>
      <SecurityComplianceFields />
    </>
  );
}
