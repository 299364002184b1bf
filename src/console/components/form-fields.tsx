import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";

/**
 * Form fields with a visible label, an optional hint and an error linked by aria-describedby.
 * They spread react-hook-form's `register(...)` result: `<TextField label="Amount" {...register("amount")} />`.
 */
interface FieldChrome {
  label: string;
  hint?: ReactNode;
  error?: string;
}

function describedBy(hintId: string, errorId: string, hint?: ReactNode, error?: string) {
  return [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
}

function FieldMessages({
  hintId,
  errorId,
  hint,
  error,
}: { hintId: string; errorId: string } & Omit<FieldChrome, "label">) {
  return (
    <>
      {hint ? (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="field__error">
          {error}
        </span>
      ) : null}
    </>
  );
}

export function TextField({
  label,
  hint,
  error,
  className,
  ...input
}: FieldChrome & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className={`field ${className ?? ""}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, `${id}-error`, hint, error)}
        {...input}
      />
      <FieldMessages hintId={`${id}-hint`} errorId={`${id}-error`} hint={hint} error={error} />
    </div>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  className,
  ...input
}: FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div className={`field ${className ?? ""}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <textarea
        id={id}
        className="input textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, `${id}-error`, hint, error)}
        {...input}
      />
      <FieldMessages hintId={`${id}-hint`} errorId={`${id}-error`} hint={hint} error={error} />
    </div>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField({
  label,
  hint,
  error,
  options,
  placeholder,
  className,
  ...select
}: FieldChrome & { options: readonly Option[]; placeholder?: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className={`field ${className ?? ""}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        className="input select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, `${id}-error`, hint, error)}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessages hintId={`${id}-hint`} errorId={`${id}-error`} hint={hint} error={error} />
    </div>
  );
}

/**
 * A group of checkboxes for a set-valued field (filters, enum arrays), as a fieldset with a legend.
 * Controlled: `value` is the checked values, `onChange` gets the next set in option order.
 */
/** Checkboxes of `options`; `onChange` gets the checked values in the options' order, typed as theirs. */
export function CheckboxGroup<T extends string = string>({
  legend,
  options,
  value,
  onChange,
  error,
  hint,
  className,
}: {
  legend: string;
  options: readonly (Option & { value: T })[];
  value: readonly string[];
  onChange: (next: T[]) => void;
  error?: string;
  hint?: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <fieldset
      className={`field fieldset ${className ?? ""}`}
      aria-describedby={describedBy(`${id}-hint`, `${id}-error`, hint, error)}
    >
      <legend className="field__label">{legend}</legend>
      <div className="checkbox-group">
        {options.map((o) => (
          <label key={o.value} className="checkbox">
            <input
              type="checkbox"
              checked={value.includes(o.value)}
              onChange={(e) => {
                const set = new Set(value);
                if (e.target.checked) set.add(o.value);
                else set.delete(o.value);
                onChange(options.map((x) => x.value).filter((v) => set.has(v)));
              }}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      <FieldMessages hintId={`${id}-hint`} errorId={`${id}-error`} hint={hint} error={error} />
    </fieldset>
  );
}

/**
 * A value shown once to be copied (a secret, a client ID): read-only, monospaced, selected whole
 * when focused.
 */
export function CopyableValueField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        className="input mono"
        readOnly
        value={value}
        onFocus={(e) => e.currentTarget.select()}
        spellCheck={false}
      />
    </div>
  );
}
