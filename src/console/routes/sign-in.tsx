import { createFileRoute, redirect, useNavigate } from "@tanstack/react-router";
import { SignInForm } from "../features/auth/components/sign-in-form";
import { useDocumentTitle } from "../lib/document-title";
import { safeRedirect } from "../lib/redirect";
import { searchObject, searchOptionalEnum, searchText, searchValidator } from "../lib/search-schema";
import { getSession, signInReasons } from "../lib/session";

/** Where to go after signing in (a path of this app, checked again by `safeRedirect`) and why we ask. */
const validateSignInSearch = searchValidator(
  searchObject({
    redirect: searchText(2000),
    reason: searchOptionalEnum(signInReasons),
    // Set by the service when a single sign-on did not succeed (contract/sso.ts `ssoErrorCodes`).
    sso_error: searchText(64),
  }),
);

export const Route = createFileRoute("/sign-in")({
  validateSearch: validateSignInSearch,
  beforeLoad: ({ search }) => {
    if (getSession()) throw redirect({ href: safeRedirect(search.redirect) });
  },
  component: SignInPage,
});

function SignInPage() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  useDocumentTitle("Sign in");
  return (
    <main className="sign-in" id="main">
      <div className="sign-in__card">
        <img src="/favicon.svg" alt="" width="40" height="40" />
        <h1 className="sign-in__title">Sign in to Credit Applications</h1>
        <p className="sign-in__lead">Sign in with your e-mail and password.</p>
        <SignInForm
          reason={search.reason}
          ssoError={search.sso_error}
          returnTo={safeRedirect(search.redirect)}
          onSignedIn={() => void navigate({ href: safeRedirect(search.redirect) })}
        />
      </div>
    </main>
  );
}
