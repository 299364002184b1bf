import { useRouter } from "@tanstack/react-router";
import { type FormEvent, useRef, useState } from "react";
import { TextField } from "../../../components/form-fields";
import { errorMessage, isApiError } from "../../../lib/api-error";
import type { SignInReason } from "../../../lib/session";
import { useSignIn } from "../api/use-sign-in";

const reasonWords: Record<SignInReason, string> = {
  expired: "Your session has expired. Sign in again to continue.",
  invalid: "Your session is no longer valid. Sign in again to continue.",
  "signed-out": "You have signed out.",
};

/**
 * Client-credentials sign-in: fields "Client ID" and "Client secret", button "Sign in". A plain form
 * (no form library) to keep the first page light; the contract's schema checks it on submit.
 */
export function SignInForm({ reason, onSignedIn }: { reason?: SignInReason; onSignedIn: () => void }) {
  const signIn = useSignIn();
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  const warmed = useRef(false);
  const [clientId, setClientId] = useState("");
  const [clientSecret, setClientSecret] = useState("");
  const fieldErrors = isApiError(signIn.error) ? signIn.error.fieldErrors("body") : {};
  const formError = signIn.isError && Object.keys(fieldErrors).length === 0 ? errorMessage(signIn.error) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    signIn.mutate({ client_id: clientId.trim(), client_secret: clientSecret }, { onSuccess: onSignedIn });
  };

  // While the user types, fetch what comes next: the token request module (contract, zod, API
  // client), the signed-in shell and the landing page's chunks (the worklist, issue 25), and the
  // credit applications list. Nothing of it is on the page's first load.
  const warmUp = () => {
    if (warmed.current) return;
    warmed.current = true;
    void import("../api/obtain-token");
    for (const id of ["/_app", "/_app/worklist", "/_app/credit-applications/"] as const) {
      const route = router?.routesById[id];
      if (route) void router?.loadRouteChunk(route)?.catch(() => {});
    }
  };

  return (
    <form className="sign-in__form" noValidate onSubmit={submit} onFocus={warmUp}>
      {reason && !signIn.isError ? (
        <p className={reason === "signed-out" ? "notice" : "notice notice--warning"} role="status">
          {reasonWords[reason]}
        </p>
      ) : null}
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <TextField
        label="Client ID"
        name="client_id"
        autoComplete="username"
        spellCheck={false}
        value={clientId}
        onChange={(e) => setClientId(e.target.value)}
        error={fieldErrors.client_id}
        required
      />
      <TextField
        label="Client secret"
        name="client_secret"
        type="password"
        autoComplete="current-password"
        value={clientSecret}
        onChange={(e) => setClientSecret(e.target.value)}
        error={fieldErrors.client_secret}
        required
      />
      <button type="submit" className="button button--primary button--block" disabled={signIn.isPending}>
        {signIn.isPending ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
