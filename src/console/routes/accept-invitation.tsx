import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { AcceptInvitationForm, invitationToken } from "../features/auth/components/accept-invitation-form";
import { useDocumentTitle } from "../lib/document-title";

export const Route = createFileRoute("/accept-invitation")({
  component: AcceptInvitationPage,
});

function AcceptInvitationPage() {
  const navigate = useNavigate();
  useDocumentTitle("Accept invitation");
  // The token is in the fragment (never sent to a server); read once, when the page opens.
  const [token] = useState(() => invitationToken(globalThis.location?.hash ?? ""));
  return (
    <main className="sign-in" id="main">
      <div className="sign-in__card">
        <img src="/favicon.svg" alt="" width="40" height="40" />
        <h1 className="sign-in__title">Welcome to Credit Applications</h1>
        {token ? (
          <>
            <p className="sign-in__lead">Choose the password you will sign in with.</p>
            <AcceptInvitationForm token={token} onSignedIn={() => void navigate({ to: "/" })} />
          </>
        ) : (
          <p className="notice notice--warning" role="status">
            This invitation link is not complete. Open the whole link from the invitation, or ask an admin of your
            organization for a new one. <Link to="/sign-in">Sign in</Link>
          </p>
        )}
      </div>
    </main>
  );
}
