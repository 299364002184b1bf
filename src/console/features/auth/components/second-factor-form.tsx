import { type FormEvent, useState } from "react";
import { TextField } from "../../../components/form-fields";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { type SessionToken, useCompleteSecondFactor } from "../api/complete-second-factor";

/** The codes after which this challenge is of no use: the person starts again with the password. */
const restartCodes: readonly string[] = ["sign_in_challenge_invalid"];

/**
 * The second step of a sign-in with two-step sign-in on (docs/people.md): after the password the
 * API answered `{ second_factor_required, challenge }`; this asks for the authenticator app's
 * 6-digit code, or a recovery code, and hands the session answer to `onSignedIn`. Self-contained:
 * the sign-in form renders it with the challenge and starts the console session in `onSignedIn`.
 * `onRestart` (optional) offers a way back to the password when the challenge is of no use.
 */
export function SecondFactorForm({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (token: SessionToken) => void;
  onRestart?: () => void;
}) {
  const complete = useCompleteSecondFactor();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [missing, setMissing] = useState(false);
  const error = complete.isError ? complete.error : null;
  const mustRestart = isApiError(error) && restartCodes.includes(error.code);
  const fieldError = missing
    ? useRecovery
      ? "Enter one of your recovery codes."
      : "Enter the 6-digit code."
    : isApiError(error) && (error.code === "second_factor_failed" || error.code === "validation_error")
      ? useRecovery
        ? "This recovery code is not correct or was used already."
        : "This code is not correct. Enter the newest code the app shows."
      : undefined;
  const formError = error && !fieldError ? errorMessage(error) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = code.trim();
    setMissing(trimmed === "");
    if (trimmed === "" || complete.isPending) return;
    complete.mutate(
      { challenge, code: useRecovery ? trimmed : trimmed.replace(/\s/g, "") },
      { onSuccess: (token) => onSignedIn(token) },
    );
  };

  return (
    <form className="sign-in__form" noValidate onSubmit={submit} aria-label="Two-step sign-in">
      <p className="notice" role="status">
        {useRecovery
          ? "Enter one of the recovery codes you saved when you set up two-step sign-in. Each works once."
          : "Open your authenticator app and enter the 6-digit code it shows for this service."}
      </p>
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <TextField
        key={useRecovery ? "recovery" : "code"}
        label={useRecovery ? "Recovery code" : "Code from your authenticator app"}
        name="code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoComplete="one-time-code"
        inputMode={useRecovery ? "text" : "numeric"}
        maxLength={useRecovery ? 40 : 7}
        autoFocus
        spellCheck={false}
        error={fieldError}
      />
      <button type="submit" className="button button--primary" disabled={complete.isPending || mustRestart}>
        {complete.isPending ? "Checking…" : "Sign in"}
      </button>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => {
          setUseRecovery((r) => !r);
          setCode("");
          setMissing(false);
          complete.reset();
        }}
      >
        {useRecovery ? "Use a code from the app instead" : "Use a recovery code instead"}
      </button>
      {mustRestart && onRestart ? (
        <button type="button" className="button button--secondary" onClick={onRestart}>
          Sign in again
        </button>
      ) : null}
    </form>
  );
}
