import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { documentTypes, type LineItemKey, pdfSourceOf, taggedSourceOf } from "../../../../contract/chart-of-accounts";
import type { CorrectDocumentBody } from "../../../../contract/documents";
import { SelectField, TextField } from "../../../components/form-fields";
import { useUnsavedChangesGuard } from "../../../components/unsaved-changes";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { formErrorMap } from "../../../lib/form-errors";
import { formatMoney } from "../../../lib/format";
import type { DocumentDetail } from "../api/get-document";
import { accountLabel, documentTypeLabels, isTotal } from "../model/labels";
import {
  correctionOf,
  LOW_CONFIDENCE,
  parseAmount,
  type ReviewFormOutput,
  type ReviewValues,
  reviewFormSchema,
  reviewRows,
  reviewValuesOf,
} from "../model/review";

const typeOptions = documentTypes.map((t) => ({ value: t, label: documentTypeLabels[t] }));

/** What changed on the server under the analyst's typed values (field → the value now saved). */
type ChangedMeanwhile = Record<string, string>;

function changedUnder(prev: ReviewValues, next: ReviewValues, dirty: Set<string>): ChangedMeanwhile {
  const out: ChangedMeanwhile = {};
  if (dirty.has("period") && prev.period !== next.period) out.period = next.period;
  if (dirty.has("document_type") && prev.document_type !== next.document_type) out.document_type = next.document_type;
  for (const key of new Set([...Object.keys(prev.amounts), ...Object.keys(next.amounts)])) {
    if (dirty.has(`amounts.${key}`) && prev.amounts[key] !== next.amounts[key]) out[key] = next.amounts[key] ?? "";
  }
  return out;
}

function dirtyNames(dirty: Partial<Record<string, unknown>>): Set<string> {
  const out = new Set<string>();
  for (const [k, v] of Object.entries(dirty)) {
    if (v === true) out.add(k);
    else if (v && typeof v === "object") for (const [kk, vv] of Object.entries(v)) if (vv) out.add(`${k}.${kk}`);
  }
  return out;
}

function confidenceWords(confidence: number | undefined): { text: string; low: boolean } {
  if (confidence === undefined) return { text: "—", low: false };
  return { text: `${Math.round(confidence * 100)} %`, low: confidence < LOW_CONFIDENCE };
}

/**
 * The extracted figures of one document as a form: each account's amount (empty removes it), the
 * period and the document type, "Save corrections" and "Mark reviewed". Only what the analyst changed
 * is sent, with the version read as If-Match. When the document changed meanwhile (412) it is read
 * again: the values the analyst typed stay, every other field takes the saved value, and each typed
 * field whose saved value moved says so.
 */
export function ReviewForm({
  doc,
  canCorrect,
  selectedKey,
  onSelect,
  onSave,
  onReload,
}: {
  doc: DocumentDetail;
  canCorrect: boolean;
  selectedKey: LineItemKey | undefined;
  onSelect: (key: LineItemKey) => void;
  onSave: (body: CorrectDocumentBody, version: number) => Promise<DocumentDetail>;
  /** Reads the document again (after a refusal because it changed meanwhile). */
  onReload: () => Promise<DocumentDetail | undefined>;
}) {
  const form = useForm<ReviewValues, unknown, ReviewFormOutput>({
    resolver: zodResolver(reviewFormSchema, formErrorMap),
    defaultValues: reviewValuesOf(doc),
  });
  // Typed corrections survive tab switches, route changes, reloads: a save resets the values, so the guard stops.
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const base = useRef(doc);
  const saving = useRef(false);
  const [pending, setPending] = useState<null | "save" | "review">(null);
  const [conflict, setConflict] = useState(false);
  const [changed, setChanged] = useState<ChangedMeanwhile>({});
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  /** A newer version of the document: typed values stay, the others follow the saved ones. */
  const adopt = useCallback(
    (next: DocumentDetail) => {
      const prev = base.current;
      if (next.version === prev.version) return;
      const dirty = dirtyNames(form.formState.dirtyFields as Record<string, unknown>);
      const moved = changedUnder(reviewValuesOf(prev), reviewValuesOf(next), dirty);
      base.current = next;
      form.reset(reviewValuesOf(next), { keepDirtyValues: true });
      setChanged((c) => ({ ...c, ...moved }));
    },
    [form],
  );

  useEffect(() => {
    if (!saving.current) adopt(doc);
  }, [doc, adopt]);

  const submit = (reviewed: boolean) =>
    form.handleSubmit(async (values) => {
      setError(null);
      setSaved(null);
      const body = correctionOf(reviewValuesOf(base.current), values, reviewed);
      if (!body) {
        setSaved("Nothing changed: there is nothing to save.");
        return;
      }
      saving.current = true;
      setPending(reviewed ? "review" : "save");
      try {
        const next = await onSave(body, base.current.version);
        base.current = next;
        form.reset(reviewValuesOf(next));
        setConflict(false);
        setChanged({});
        setSaved(
          reviewed
            ? "Marked reviewed: its figures now count in the metrics and the score."
            : "Corrections saved; the checks ran again.",
        );
      } catch (e) {
        if (isApiError(e) && e.code === "financial_document_version_mismatch") {
          setConflict(true);
          const fresh = await onReload().catch(() => undefined);
          if (fresh) adopt(fresh);
        } else {
          setError(errorMessage(e));
        }
      } finally {
        saving.current = false;
        setPending(null);
      }
    });

  const rows = useMemo(() => reviewRows(doc.line_items), [doc.line_items]);
  const errors = form.formState.errors;
  const reviewedAlready = doc.review_status === "reviewed";

  return (
    <form noValidate className="stack review-form" onSubmit={(e) => void submit(false)(e)}>
      {guard}
      {conflict ? (
        <p className="notice notice--warning" role="alert">
          <strong>This document changed meanwhile; reloaded.</strong> Your typed values are kept; where the saved value
          moved under one, it is shown below the field. Check them and save again.
        </p>
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {form.formState.submitCount > 0 && Object.keys(form.formState.errors).length > 0 ? (
        <p className="form-error" role="alert">
          Some values cannot be saved: check the fields marked below.
        </p>
      ) : null}
      {saved ? (
        <p className="notice" role="status">
          {saved}
        </p>
      ) : null}
      <div className="form-grid">
        <TextField
          label="Period (statement date)"
          type="date"
          readOnly={!canCorrect}
          error={errors.period?.message}
          hint={changed.period ? `Saved meanwhile: ${changed.period}` : undefined}
          {...form.register("period")}
        />
        <SelectField
          label="Document type"
          options={typeOptions}
          disabled={!canCorrect}
          error={errors.document_type?.message}
          hint={
            changed.document_type
              ? `Saved meanwhile: ${changed.document_type}`
              : "Accounts of another type are removed when the type changes."
          }
          {...form.register("document_type")}
        />
      </div>
      {rows.length === 0 ? (
        <p className="muted">No line items were extracted from this statement.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <section className="table-wrap review-items" tabIndex={0} aria-label="Extracted items">
          <table className="table">
            <caption className="visually-hidden">Extracted items; select one to see where it was read</caption>
            <thead>
              <tr>
                <th scope="col">Line as printed</th>
                <th scope="col" className="num">
                  Amount ({doc.currency})
                </th>
                <th scope="col" className="num">
                  Confidence
                </th>
                <th scope="col">
                  <span className="visually-hidden">Source</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const field = `amounts.${row.key}` as const;
                const conf = confidenceWords(row.confidence);
                const fieldError = errors.amounts?.[row.key]?.message;
                const now = changed[row.key];
                const selected = row.key === selectedKey;
                const typed = form.watch(field);
                const parsed = typed === undefined ? undefined : parseAmount(typed);
                return (
                  <tr
                    key={row.key}
                    className={[
                      isTotal(row.key) ? "line-items__total" : "",
                      selected ? "review-items__row--selected" : "",
                    ].join(" ")}
                    onClick={() => onSelect(row.key)}
                  >
                    <th scope="row">
                      <span className="review-items__label">{row.labels.join(" + ")}</span>
                      {row.labels.join(" + ").toLowerCase() === accountLabel(row.key).toLowerCase() ? null : (
                        <span className="muted small review-items__key">{accountLabel(row.key)}</span>
                      )}
                    </th>
                    <td className="num">
                      <label className="visually-hidden" htmlFor={`amount-${row.key}`}>
                        {`${accountLabel(row.key)} (${doc.currency})`}
                      </label>
                      <input
                        id={`amount-${row.key}`}
                        className="input review-items__input"
                        inputMode="decimal"
                        autoComplete="off"
                        readOnly={!canCorrect}
                        aria-invalid={fieldError ? true : undefined}
                        aria-describedby={fieldError || now !== undefined ? `amount-${row.key}-note` : undefined}
                        onFocus={() => onSelect(row.key)}
                        {...form.register(field)}
                      />
                      <span className="muted small review-items__money">
                        {typeof parsed === "number"
                          ? formatMoney(parsed, doc.currency)
                          : parsed === null
                            ? "removed"
                            : ""}
                      </span>
                      {fieldError || now !== undefined ? (
                        <span id={`amount-${row.key}-note`} className={fieldError ? "field__error" : "field__hint"}>
                          {fieldError ??
                            `Saved meanwhile: ${now === "" ? "removed" : formatMoney(Number(now), doc.currency)}`}
                        </span>
                      ) : null}
                    </td>
                    <td className={`num ${conf.low ? "review-items__low" : ""}`}>
                      {conf.text}
                      {conf.low ? <span className="visually-hidden"> (uncertain)</span> : null}
                    </td>
                    <td>
                      {pdfSourceOf(row.source) ? (
                        <button
                          type="button"
                          className="button button--secondary button--small"
                          aria-pressed={selected}
                          onClick={(e) => {
                            e.stopPropagation();
                            onSelect(row.key);
                          }}
                        >
                          Page {pdfSourceOf(row.source)?.page}
                          <span className="visually-hidden">: show where {accountLabel(row.key)} was read</span>
                        </button>
                      ) : taggedSourceOf(row.source) ? (
                        <button
                          type="button"
                          className="button button--secondary button--small"
                          aria-pressed={selected}
                          onClick={(e) => {
                            e.stopPropagation();
                            onSelect(row.key);
                          }}
                        >
                          {taggedSourceOf(row.source)?.concept}
                          <span className="visually-hidden">: show the tagged fact of {accountLabel(row.key)}</span>
                        </button>
                      ) : (
                        <span className="muted small">No source</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
      {canCorrect ? (
        <div className="review-form__actions">
          <button
            type="submit"
            className="button button--secondary"
            disabled={pending !== null || !form.formState.isDirty}
            aria-busy={pending === "save" || undefined}
          >
            {pending === "save" ? "Saving…" : "Save corrections"}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={pending !== null || (reviewedAlready && !form.formState.isDirty)}
            aria-busy={pending === "review" || undefined}
            onClick={(e) => void submit(true)(e)}
          >
            {pending === "review"
              ? "Saving…"
              : reviewedAlready && !form.formState.isDirty
                ? "Reviewed"
                : "Mark reviewed"}
          </button>
        </div>
      ) : (
        <p className="muted" role="note">
          Read-only in this view: corrections are made with your own organization chosen as the target (Self), or by
          your Host.
        </p>
      )}
    </form>
  );
}
