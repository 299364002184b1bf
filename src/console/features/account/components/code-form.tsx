import { type FormEvent, useState } from "react";
import { TextField } from "../../../components/form-fields";
import { errorMessage, isApiError } from "../../../lib/api-error";

/**
 * One code field and a button, for the steps that need a code of the app (turning on, new recovery
 * codes) or also accept a recovery code (turning off). A wrong code is said at the field.
 */
export function CodeForm({
  label,
  submitLabel,
  hint,
  acceptsRecoveryCode = false,
  pending,
  error,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  hint?: string;
  acceptsRecoveryCode?: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (code: string) => void;
}) {
  const [code, setCode] = useState("");
  const [missing, setMissing] = useState(false);
  const wrong = isApiError(error) && (error.code === "totp_code_invalid" || error.code === "validation_error");
  const fieldError = missing
    ? "Enter the code."
    : wrong
      ? acceptsRecoveryCode
        ? "This code is not correct or was used already."
        : "This code is not correct. Enter the newest code the app shows."
      : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = acceptsRecoveryCode ? code.trim() : code.replace(/\s/g, "");
    setMissing(trimmed === "");
    if (trimmed !== "" && !pending) onSubmit(trimmed);
  };
  return (
    <form className="stack" noValidate onSubmit={submit}>
      {error && !wrong ? (
        <p className="form-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : null}
      <TextField
        label={label}
        hint={hint}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoComplete="one-time-code"
        inputMode={acceptsRecoveryCode ? "text" : "numeric"}
        maxLength={acceptsRecoveryCode ? 40 : 7}
        spellCheck={false}
        error={fieldError}
      />
      <div className="dialog__actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? "Checking…" : submitLabel}
        </button>
      </div>
    </form>
  );
}
