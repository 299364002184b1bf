import { Link } from "@tanstack/react-router";
import { useEffect, useId, useRef, useState } from "react";
import type { UserRole } from "../../../../contract/people";
import { toast } from "../../../components/toaster";
import { errorMessage } from "../../../lib/api-error";
import { useCurrentPrincipal } from "../../../lib/permissions";
import type { Session } from "../../../lib/session";
import { signOutOfEverySession, signOutThisBrowser } from "../api/sign-out";

export const roleLabels: Record<UserRole, string> = {
  viewer: "Viewer",
  analyst: "Analyst",
  approver: "Approver",
  admin: "Admin",
};

/**
 * Who is signed in and the way out. A person: a menu button with their name, opening their e-mail,
 * role (GET /auth/me, so a role change shows), "Change password" (the form on "Your account") and
 * "Sign out everywhere"; an API client: its id.
 * "Sign out" (this browser) stays beside it for both.
 */
export function UserMenu({ session, onSignedOut }: { session: Session; onSignedOut: () => void }) {
  const me = useCurrentPrincipal();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const person = me.data?.kind === "person" && me.data.user ? { ...me.data.user, role: me.data.role } : session.person;

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === "Escape" : !root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

  const signOut = async () => {
    setPending(true);
    // Ends this browser's session on the server (and the cookie); signed out here whatever it answers.
    if (session.person) await signOutThisBrowser().catch(() => {});
    setPending(false);
    onSignedOut();
  };

  const signOutEverywhere = async () => {
    setPending(true);
    try {
      await signOutOfEverySession();
      onSignedOut();
    } catch (error) {
      toast.error(`Could not sign out everywhere: ${errorMessage(error)}`);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      {person ? (
        <div className="user-menu" ref={root}>
          <button
            type="button"
            className="button button--ghost shell__client"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
          >
            {person.name} <span className="muted">({roleLabels[person.role]})</span>
          </button>
          {open ? (
            <div id={panelId} className="user-menu__panel">
              <p className="user-menu__who">
                <strong>{person.name}</strong>
                <br />
                {person.email}
                <br />
                Role: {roleLabels[person.role]}
              </p>
              <Link
                to="/account"
                hash="panel-change-password"
                className="button button--secondary"
                onClick={() => setOpen(false)}
              >
                Change password
              </Link>
              <button type="button" className="button button--secondary" disabled={pending} onClick={signOutEverywhere}>
                Sign out everywhere
              </button>
              <p className="muted">Ends your sessions in every browser and on every device.</p>
            </div>
          ) : null}
        </div>
      ) : (
        <span className="shell__client" title="Signed-in API client">
          {session.clientId}
        </span>
      )}
      <button type="button" className="button button--secondary" disabled={pending} onClick={() => void signOut()}>
        Sign out
      </button>
    </>
  );
}
