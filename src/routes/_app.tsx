import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { AppShell } from "../app/app-shell";
import { getSession } from "../lib/session";

/** Everything behind sign-in: the guard and the shell. */
export const Route = createFileRoute("/_app")({
  beforeLoad: ({ location }) => {
    if (!getSession()) throw redirect({ to: "/sign-in", search: { redirect: location.href } });
  },
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
});
