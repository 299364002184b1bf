import { QueryClientProvider } from "@tanstack/react-query";
import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { AppShell } from "../app/app-shell";
import { queryClient } from "../app/query-client";
import { personSignedInHere, sessionFromOtherTabs } from "../lib/session";

/**
 * Everything behind sign-in: the guard and the shell. TanStack Query comes with the shell's chunk
 * (the sign-in page does without it).
 */
export const Route = createFileRoute("/_app")({
  beforeLoad: async ({ location }) => {
    // A new tab (or a reload) has no session of its own yet: another open tab may hand it over, and
    // a person's refresh cookie gives a fresh token (the refresh module loads only then).
    let session = await sessionFromOtherTabs();
    if (!session && personSignedInHere()) {
      const { restorePersonSession } = await import("../features/auth/api/refresh-session");
      session = await restorePersonSession();
    }
    if (!session) throw redirect({ to: "/sign-in", search: { redirect: location.href } });
  },
  component: () => (
    <QueryClientProvider client={queryClient}>
      <AppShell>
        <Outlet />
      </AppShell>
    </QueryClientProvider>
  ),
});
