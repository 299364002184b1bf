import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import {
  financialAnalysisTypeSchema,
  financialDocumentTypes,
  requestChangesBody,
} from "../../../../contract/applications";
import { CheckboxGroup, SelectField, TextAreaField } from "../../../components/form-fields";
import { unsavedWork, useUnsavedChangesGuard } from "../../../components/unsaved-changes";
import { formErrorMap } from "../../../lib/form-errors";
import type { RequestChangesInput } from "../api/request-changes";
import { analysisTypeLabels, financialDocumentLabels } from "../model/labels";

type Values = z.input<typeof requestChangesBody>;

const documentOptions = financialDocumentTypes.map((d) => ({ value: d, label: financialDocumentLabels[d] ?? d }));
const analysisOptions = financialAnalysisTypeSchema.options.map((a) => ({
  value: a,
  label: analysisTypeLabels[a] ?? a,
}));

/**
 * The request-changes form (forwarder): validated with the contract's `requestChangesBody`, so the
 * console refuses exactly what the API would. `serverError` shows the API's answer in words.
 */
export function RequestChangesForm({
  onSubmit,
  onCancel,
  pending,
  serverError,
}: {
  onSubmit: (body: RequestChangesInput) => void;
  onCancel: () => void;
  pending?: boolean;
  serverError?: string | null;
}) {
  const form = useForm<Values, unknown, z.output<typeof requestChangesBody>>({
    resolver: zodResolver(requestChangesBody, formErrorMap),
    defaultValues: { financial_analysis_type: "full", financial_documents: [], additional_documents: "", message: "" },
  });
  const guard = useUnsavedChangesGuard(unsavedWork(form.formState, serverError));
  const { errors } = form.formState;
  return (
    <form
      noValidate
      className="stack"
      onSubmit={form.handleSubmit((values) =>
        onSubmit({ ...values, message: values.message?.trim() ? values.message : null }),
      )}
    >
      {guard}
      {serverError ? (
        <p className="form-error" role="alert">
          {serverError}
        </p>
      ) : null}
      <SelectField
        label="Financial analysis"
        options={analysisOptions}
        error={errors.financial_analysis_type?.message}
        {...form.register("financial_analysis_type")}
      />
      <Controller
        control={form.control}
        name="financial_documents"
        render={({ field }) => (
          <CheckboxGroup
            legend="Financial documents"
            options={documentOptions}
            value={field.value ?? []}
            onChange={field.onChange}
            error={errors.financial_documents?.message}
          />
        )}
      />
      <TextAreaField
        label="Additional documents"
        hint="The further documents the applicant should send."
        rows={3}
        error={errors.additional_documents?.message}
        {...form.register("additional_documents")}
      />
      <TextAreaField
        label="Message to the applicant"
        hint="Optional, up to 500 characters."
        rows={3}
        error={errors.message?.message}
        {...form.register("message", { setValueAs: (v: string) => (v.trim() === "" ? null : v) })}
      />
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? "Sending…" : "Send request"}
        </button>
      </div>
    </form>
  );
}
