import { type FormEvent, useState } from "react";
import { PASSWORD_MIN_LENGTH } from "../../../../contract/people";
import { TextField } from "../../../components/form-fields";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { acceptInvitation } from "../api/accept-invitation";
import { signInPerson } from "../api/sign-in-person";

/** The token of an invitation link `…/accept-invitation#token=…` (in the fragment), or null. */
export function invitationToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, "")).get("token");
  return token && token.length <= 128 ? token : null;
}

type State = { status: "idle" } | { status: "pending" } | { status: "error"; error: unknown };

/**
 * Choose a password for an invitation, then sign in with it. The length rule is the contract's;
 * the server's other rules (common passwords, the e-mail…) come back as 422 password_not_allowed,
 * shown on the field.
 */
export function AcceptInvitationForm({ token, onSignedIn }: { token: string; onSignedIn: () => void }) {
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [local, setLocal] = useState<{ password?: string; repeat?: string }>({});
  const [state, setState] = useState<State>({ status: "idle" });
  const error = state.status === "error" ? state.error : null;
  const passwordError =
    local.password ??
    (isApiError(error) && (error.code === "password_not_allowed" || error.code === "validation_error")
      ? (error.fieldErrors("body").password ?? error.message)
      : undefined);
  const formError = error && !passwordError ? errorMessage(error) : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems: { password?: string; repeat?: string } = {};
    if (password.length < PASSWORD_MIN_LENGTH) problems.password = `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
    else if (password !== repeat) problems.repeat = "The two passwords are not the same.";
    setLocal(problems);
    if (problems.password || problems.repeat) return;
    setState({ status: "pending" });
    try {
      const user = await acceptInvitation(token, password);
      await signInPerson({ email: user.email, password });
      setState({ status: "idle" });
      onSignedIn();
    } catch (failure) {
      setState({ status: "error", error: failure });
    }
  };

  return (
    <form className="sign-in__form" noValidate onSubmit={(e) => void submit(e)}>
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <TextField
        label="New password"
        name="new_password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. Not a common password, and not your e-mail.`}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={passwordError}
        required
      />
      <TextField
        label="Repeat the password"
        name="repeat_password"
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={(e) => setRepeat(e.target.value)}
        error={local.repeat}
        required
      />
      <button type="submit" className="button button--primary button--block" disabled={state.status === "pending"}>
        {state.status === "pending" ? "Saving…" : "Choose password and sign in"}
      </button>
    </form>
  );
}
