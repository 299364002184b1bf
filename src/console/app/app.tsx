import { RouterProvider } from "@tanstack/react-router";
import { useEffect } from "react";
import { Toaster } from "../components/toaster";
import { onScopeChange } from "../lib/scope";
import { onSessionEnded } from "../lib/session";
import { router } from "./router";

/** The app's providers and the reactions to session and scope changes. */
export function App() {
  useEffect(() => {
    // Expired or revoked token: ask to sign in again, back to where we were (the query cache
    // forgets its server state itself, see query-client.ts).
    const offSession = onSessionEnded((reason) => {
      const here = router.state.location.href;
      void router.navigate({
        to: "/sign-in",
        search: { reason, redirect: here.startsWith("/sign-in") ? undefined : here },
      });
    });
    // A new target organization: every loader runs again (queries are keyed by target).
    const offScope = onScopeChange(() => {
      void router.invalidate();
    });
    return () => {
      offSession();
      offScope();
    };
  }, []);

  return (
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>
  );
}
