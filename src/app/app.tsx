import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { useEffect } from "react";
import { Toaster } from "../components/toaster";
import { onScopeChange } from "../lib/scope";
import { onSessionEnded } from "../lib/session";
import { queryClient } from "./query-client";
import { router } from "./router";

/** The app's providers and the reactions to session and scope changes. */
export function App() {
  useEffect(() => {
    // Expired or revoked token: forget server state and ask to sign in again, back to where we were.
    const offSession = onSessionEnded((reason) => {
      queryClient.clear();
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
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
