import { useRouter } from "@tanstack/react-router";
import { type FormEvent, lazy, Suspense, useRef, useState } from "react";
import { TextField } from "../../../components/form-fields";
import { apiBase } from "../../../lib/api-base";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { expectPersonSession, type SignInReason } from "../../../lib/session";
import { type SignInRequest, useSignIn } from "../api/use-sign-in";

// Only for a single sign-on that came back without a session: fetched when there is one.
const SsoErrorNotice = lazy(() => import("./sso-error-notice").then((m) => ({ default: m.SsoErrorNotice })));
// The second step (a code) is only for people with two-step sign-in: fetched when asked for.
const SecondFactorStep = lazy(() => import("./second-factor-step").then((m) => ({ default: m.SecondFactorStep })));

const reasonWords: Record<SignInReason, string> = {
  expired: "Your session has expired. Sign in again to continue.",
  invalid: "Your session is no longer valid. Sign in again to continue.",
  "signed-out": "You have signed out.",
};

export type SignInMode = "person" | "client";

/** "1 minute", "5 minutes", "30 seconds". */
export function waitWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/**
 * The words for a refused sign-in. One message for every sign_in_failed (an unknown e-mail, a wrong
 * password, a disabled person: the API answers them alike, so does the screen).
 */
export function signInErrorWords(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === "sign_in_failed") return "The e-mail or the password is not correct.";
    if (error.code === "sign_in_rate_limit") {
      const wait = error.retryAfter ? ` Try again in ${waitWords(error.retryAfter)}.` : " Try again later.";
      return `Too many failed sign-ins with this e-mail or from this network.${wait}`;
    }
  }
  return errorMessage(error);
}

/**
 * Sign-in: e-mail and password (people, the default) or, for integrators, "API client" (fields
 * "Client ID" and "Client secret"). A plain form (no form library) to keep the first page light;
 * the contract's schemas check it on submit. Every attempt goes through `submit` → `requestOf`:
 * a second step (a one-time code) is added there.
 */
export function SignInForm({
  reason,
  ssoError,
  returnTo = "/",
  onSignedIn,
}: {
  reason?: SignInReason;
  ssoError?: string;
  returnTo?: string;
  onSignedIn: () => void;
}) {
  const signIn = useSignIn();
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  const warmed = useRef(false);
  const [mode, setMode] = useState<SignInMode>("person");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [clientId, setClientId] = useState("");
  const [clientSecret, setClientSecret] = useState("");
  const fieldErrors = isApiError(signIn.error) ? signIn.error.fieldErrors("body") : {};
  const formError = signIn.isError && Object.keys(fieldErrors).length === 0 ? signInErrorWords(signIn.error) : null;

  const requestOf = (): SignInRequest =>
    mode === "person"
      ? { kind: "person", email: email.trim(), password }
      : { kind: "client", client_id: clientId.trim(), client_secret: clientSecret };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    signIn.mutate(requestOf(), { onSuccess: onSignedIn });
  };

  // Single sign-on: the service sends the browser to the organization's identity provider and, on
  // the way back, sets the refresh cookie; the console then loads the person's session from it.
  const [ssoWithoutEmail, setSsoWithoutEmail] = useState(false);
  const startSso = () => {
    setSsoWithoutEmail(!email.trim());
    if (!email.trim()) return;
    expectPersonSession();
    globalThis.location.assign(
      `${apiBase}/auth/sso/start?${new URLSearchParams({ email: email.trim(), return_to: returnTo })}`,
    );
  };

  const choose = (next: SignInMode) => {
    setMode(next);
    signIn.reset();
  };

  // While the user types, fetch what comes next: the request modules (contract, zod, API client),
  // the signed-in shell and the landing page's chunks (the worklist, issue 25), and the credit
  // applications list. Nothing of it is on the page's first load.
  const warmUp = () => {
    if (warmed.current) return;
    warmed.current = true;
    void import("../api/sign-in-person");
    void import("../api/obtain-token");
    for (const id of ["/_app", "/_app/worklist", "/_app/credit-applications/"] as const) {
      const route = router?.routesById[id];
      if (route) void router?.loadRouteChunk(route)?.catch(() => {});
    }
  };

  if (signIn.challenge) {
    return (
      <Suspense fallback={<p className="muted">Loading…</p>}>
        <SecondFactorStep challenge={signIn.challenge} onSignedIn={onSignedIn} onRestart={signIn.reset} />
      </Suspense>
    );
  }

  return (
    <form className="sign-in__form" noValidate onSubmit={submit} onFocus={warmUp}>
      {ssoError && !signIn.isError ? (
        <Suspense fallback={null}>
          <SsoErrorNotice code={ssoError} />
        </Suspense>
      ) : null}
      {reason && !signIn.isError ? (
        <p className={reason === "signed-out" ? "notice" : "notice notice--warning"} role="status">
          {reasonWords[reason]}
        </p>
      ) : null}
      <fieldset className="sign-in__modes">
        <legend className="visually-hidden">Sign in with</legend>
        <label className="sign-in__mode">
          <input
            type="radio"
            name="sign_in_mode"
            value="person"
            checked={mode === "person"}
            onChange={() => choose("person")}
          />{" "}
          E-mail and password
        </label>

        <label className="sign-in__mode">
          <input
            type="radio"
            name="sign_in_mode"
            value="client"
            checked={mode === "client"}
            onChange={() => choose("client")}
          />{" "}
          API client
        </label>
      </fieldset>
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      {mode === "person" ? (
        <>
          <TextField
            key="email"
            label="E-mail"
            name="email"
            type="email"
            autoComplete="username"
            spellCheck={false}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={fieldErrors.email ?? (ssoWithoutEmail ? "Enter your work e-mail for single sign-on." : undefined)}
            required
          />
          <TextField
            key="password"
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={fieldErrors.password}
            required
          />
        </>
      ) : (
        <>
          <p className="muted">For integrators: your organization's API client credentials.</p>
          <TextField
            key="client_id"
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
            key="client_secret"
            label="Client secret"
            name="client_secret"
            type="password"
            autoComplete="current-password"
            value={clientSecret}
            onChange={(e) => setClientSecret(e.target.value)}
            error={fieldErrors.client_secret}
            required
          />
        </>
      )}
      <button type="submit" className="button button--primary button--block" disabled={signIn.isPending}>
        {signIn.isPending ? "Signing in…" : "Sign in"}
      </button>
      {mode === "person" ? (
        <button type="button" className="button button--secondary button--block" onClick={startSso}>
          Use single sign-on
        </button>
      ) : null}
    </form>
  );
}
