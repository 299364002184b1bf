import { zodResolver } from "@hookform/resolvers/zod";
import { FormProvider, useForm } from "react-hook-form";
import type { z } from "zod";
import { updateTradeFinanceBody } from "../../../../contract/applications";
import { unsavedWork, useUnsavedChangesGuard } from "../../../components/unsaved-changes";
import { formErrorMap } from "../../../lib/form-errors";
import type { TradeFinanceInput } from "../api/update-trade-finance";
import { TradeFinanceFields } from "./trade-finance-fields";

type Values = z.input<typeof updateTradeFinanceBody>;

/** "Edit trade finance": the full replacement body, validated with the contract's schema. */
export function TradeFinanceForm({
  requesterId,
  defaultValues,
  onSubmit,
  onCancel,
  pending,
  serverError,
}: {
  requesterId: string;
  defaultValues: Values;
  onSubmit: (body: TradeFinanceInput) => void;
  onCancel: () => void;
  pending?: boolean;
  serverError?: string | null;
}) {
  const form = useForm<Values, unknown, z.output<typeof updateTradeFinanceBody>>({
    resolver: zodResolver(updateTradeFinanceBody, formErrorMap),
    defaultValues,
  });
  const guard = useUnsavedChangesGuard(unsavedWork(form.formState, serverError));
  return (
    <FormProvider {...form}>
      <form noValidate className="stack" onSubmit={form.handleSubmit(onSubmit)}>
        {guard}
        {serverError ? (
          <p className="form-error" role="alert">
            {serverError}
          </p>
        ) : null}
        <TradeFinanceFields requesterId={requesterId} />
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? "Saving…" : "Save trade finance"}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
