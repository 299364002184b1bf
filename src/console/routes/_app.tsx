import { QueryClientProvider } from "@tanstack/react-query";
import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { AppShell } from "../app/app-shell";
import { queryClient } from "../app/query-client";
import { getSession } from "../lib/session";

/**
 * Everything behind sign-in: the guard and the shell. TanStack Query comes with the shell's chunk
 * (the sign-in page does without it).
 */
export const Route = createFileRoute("/_app")({
  beforeLoad: ({ location }) => {
    if (!getSession()) throw redirect({ to: "/sign-in", search: { redirect: location.href } });
  },
  component: () => (
    <QueryClientProvider client={queryClient}>
      <AppShell>
        <Outlet />
      </AppShell>
    </QueryClientProvider>
  ),
});
