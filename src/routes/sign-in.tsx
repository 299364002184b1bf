import { createFileRoute, redirect, useNavigate } from "@tanstack/react-router";
import { SignInForm } from "../features/auth/components/sign-in-form";
import { useDocumentTitle } from "../lib/document-title";
import { safeRedirect } from "../lib/redirect";
import { optionalOneOf, optionalString, type RawSearch } from "../lib/search-params";
import { getSession, type SignInReason } from "../lib/session";

const reasons: readonly SignInReason[] = ["expired", "invalid", "signed-out"];

export const Route = createFileRoute("/sign-in")({
  validateSearch: (raw: RawSearch): { redirect?: string; reason?: SignInReason } => ({
    redirect: optionalString(raw.redirect, 2000),
    reason: optionalOneOf(raw.reason, reasons),
  }),
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
        <p className="sign-in__lead">Use your organization's API client credentials.</p>
        <SignInForm reason={search.reason} onSignedIn={() => void navigate({ href: safeRedirect(search.redirect) })} />
      </div>
    </main>
  );
}
