import { type FieldErrors, type Resolver, useFieldArray, useForm } from "react-hook-form";
import {
  type CreateDocumentRequestBody,
  MAX_REQUEST_ITEMS,
  REQUEST_YEAR_MAX,
  REQUEST_YEAR_MIN,
  requestedDocumentTypes,
  requestPeriodTypes,
} from "../../../../contract/requests";
import { SelectField, TextAreaField, TextField } from "../../../components/form-fields";
import { unsavedWork, useUnsavedChangesGuard } from "../../../components/unsaved-changes";
import { currentTimeZone } from "../../../lib/format";
import { monthName, requestedDocumentLabels, requestPeriodLabels } from "../model/labels";
import {
  defaultLifetimeWords,
  defaultRequestValues,
  emptyItem,
  type RequestFormValues,
  validateRequestForm,
} from "../model/request-form";

const documentOptions = requestedDocumentTypes.map((d) => ({ value: d, label: requestedDocumentLabels[d] }));
const periodOptions = requestPeriodTypes.map((p) => ({ value: p, label: requestPeriodLabels[p] }));
const quarterOptions = [1, 2, 3, 4].map((q) => ({ value: String(q), label: `Q${q}` }));
const monthOptions = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: monthName(i + 1) }));

/** Puts `message` at a dotted path of react-hook-form's nested error object. */
function setError(target: Record<string, unknown>, path: string, message: string) {
  const parts = path.split(".");
  let node = target;
  for (const part of parts.slice(0, -1)) {
    node[part] ??= {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1] as string] = { type: "validate", message };
}

function resolverFor(needGuest: boolean): Resolver<RequestFormValues> {
  return async (values) => {
    const result = validateRequestForm(values, needGuest);
    if (!result.errors) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const [path, message] of Object.entries(result.errors)) setError(errors, path, message);
    return { values: {}, errors: errors as FieldErrors<RequestFormValues> };
  };
}

/**
 * Ask a Guest for documents: specific items (document type and period) or all documents, a
 * comment and an expiry. Checked with the contract's `createDocumentRequestBody` before sending.
 */
export function CreateRequestForm({
  guests,
  fixedGuest,
  onSubmit,
  onCancel,
  pending,
  serverError,
}: {
  /** Guests to choose from (Self); ignored when `fixedGuest` is given. */
  guests: ReadonlyArray<{ id: string; name: string }>;
  /** The switcher's Target in Host → Guest. */
  fixedGuest?: { id: string; name: string };
  onSubmit: (guestId: string, body: CreateDocumentRequestBody) => void;
  onCancel: () => void;
  pending?: boolean;
  serverError?: string | null;
}) {
  const needGuest = !fixedGuest;
  const form = useForm<RequestFormValues>({
    resolver: resolverFor(needGuest),
    defaultValues: defaultRequestValues(fixedGuest?.id ?? (guests.length === 1 ? (guests[0]?.id ?? "") : "")),
  });
  const guard = useUnsavedChangesGuard(unsavedWork(form.formState, serverError));
  const items = useFieldArray({ control: form.control, name: "items" });
  const mode = form.watch("mode");
  const watched = form.watch("items");
  const { errors } = form.formState;
  const itemsRootError =
    (errors.items as { message?: string } | undefined)?.message ??
    (errors.items as { root?: { message?: string } } | undefined)?.root?.message;

  return (
    <form
      noValidate
      className="stack"
      onSubmit={form.handleSubmit((values) => {
        const result = validateRequestForm(values, needGuest);
        if (result.body) onSubmit(fixedGuest?.id ?? values.guest_id, result.body);
      })}
    >
      {guard}
      {serverError ? (
        <p className="form-error" role="alert">
          {serverError}
        </p>
      ) : null}
      {fixedGuest ? (
        <p className="muted">
          To <strong>{fixedGuest.name}</strong>
        </p>
      ) : (
        <SelectField
          label="Guest organization"
          placeholder="Choose a Guest"
          options={guests.map((g) => ({ value: g.id, label: g.name }))}
          error={errors.guest_id?.message}
          {...form.register("guest_id")}
        />
      )}
      <fieldset className="fieldset field">
        <legend className="field__label">What to ask for</legend>
        <div className="checkbox-group">
          <label className="checkbox">
            <input type="radio" value="items" {...form.register("mode")} />
            <span>Specific documents</span>
          </label>
          <label className="checkbox">
            <input type="radio" value="all" {...form.register("mode")} />
            <span>All documents</span>
          </label>
        </div>
      </fieldset>
      {mode === "items" ? (
        <div className="stack">
          {items.fields.map((field, index) => {
            const periodType = watched?.[index]?.period_type;
            const itemErrors = errors.items?.[index];
            return (
              <fieldset key={field.id} className="request-item">
                <legend className="visually-hidden">Document {index + 1}</legend>
                <SelectField
                  label="Document"
                  placeholder="Choose a document"
                  options={documentOptions}
                  error={itemErrors?.document_type?.message}
                  {...form.register(`items.${index}.document_type`)}
                />
                <SelectField
                  label="Period"
                  options={periodOptions}
                  error={itemErrors?.period_type?.message}
                  {...form.register(`items.${index}.period_type`)}
                />
                <TextField
                  label="Year"
                  type="number"
                  inputMode="numeric"
                  min={REQUEST_YEAR_MIN}
                  max={REQUEST_YEAR_MAX}
                  error={itemErrors?.period_year?.message}
                  {...form.register(`items.${index}.period_year`)}
                />
                {periodType === "quarter" ? (
                  <SelectField
                    label="Quarter"
                    options={quarterOptions}
                    error={itemErrors?.period_quarter?.message}
                    {...form.register(`items.${index}.period_quarter`)}
                  />
                ) : null}
                {periodType === "month" ? (
                  <SelectField
                    label="Month"
                    options={monthOptions}
                    error={itemErrors?.period_month?.message}
                    {...form.register(`items.${index}.period_month`)}
                  />
                ) : null}
                <button
                  type="button"
                  className="icon-button request-item__remove"
                  aria-label={`Remove document ${index + 1}`}
                  title="Remove"
                  disabled={items.fields.length === 1}
                  onClick={() => items.remove(index)}
                >
                  ×
                </button>
              </fieldset>
            );
          })}
          {itemsRootError ? (
            <p className="field__error" role="alert">
              {itemsRootError}
            </p>
          ) : null}
          <div>
            <button
              type="button"
              className="button button--secondary"
              disabled={items.fields.length >= MAX_REQUEST_ITEMS}
              onClick={() => items.append(emptyItem())}
            >
              Add a document
            </button>
          </div>
        </div>
      ) : null}
      <TextAreaField
        label="Comment"
        hint="Optional, up to 1000 characters."
        rows={3}
        error={errors.comment?.message}
        {...form.register("comment")}
      />
      <TextField
        label="Expires on"
        className="field--narrow"
        type="date"
        hint={`Optional: the request ends at the end of that day, ${currentTimeZone()} time. ${defaultLifetimeWords}`}
        error={errors.expires_on?.message}
        {...form.register("expires_on")}
      />
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending || undefined}>
          {pending ? "Sending…" : "Send request"}
        </button>
      </div>
    </form>
  );
}
