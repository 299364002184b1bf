import { createFileRoute } from "@tanstack/react-router";
import { listUsers } from "../../../contract/people-admin";
import { usersQueryOptions } from "../../features/people/api/list-users";
import { PeopleScreen } from "../../features/people/components/people-screen";
import { getScope, scopeAllows } from "../../lib/scope";
import { getSession } from "../../lib/session";

export const Route = createFileRoute("/_app/people")({
  loader: ({ context }) => {
    const scope = getScope();
    const session = getSession();
    if (!scope || !scopeAllows(scope, listUsers) || (session?.person && session.person.role !== "admin")) return;
    void context.queryClient.ensureQueryData(usersQueryOptions(scope)).catch(() => {});
  },
  component: PeopleScreen,
});
