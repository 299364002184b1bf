import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { useCallback } from "react";
import { listInvitations } from "../../../contract/invitations";
import { invitationsQueryOptions } from "../../features/invitations/api/list-invitations";
import { InvitationsScreen, type InvitationsSearch } from "../../features/invitations/components/invitations-screen";
import { invitationListDefaults, validateInvitationListSearch } from "../../features/invitations/model/list-search";
import { listRouteOptions } from "../../lib/list-route";
import { getScope, scopeAllows } from "../../lib/scope";

export const Route = createFileRoute("/_app/invitations")({
  validateSearch: validateInvitationListSearch,
  search: { middlewares: [stripSearchParams(invitationListDefaults)] },
  loaderDeps: ({ search }) => search,
  ...listRouteOptions,
  loader: ({ context, deps }) => {
    const scope = getScope();
    if (!scope || !scopeAllows(scope, listInvitations)) return;
    void context.queryClient
      .ensureQueryData(
        invitationsQueryOptions(scope, {
          invitation_statuses: deps.status ? [deps.status] : undefined,
          order_by: deps.order_by,
          order_dir: deps.order_dir,
          limit: deps.limit,
          offset: deps.offset,
        }),
      )
      .catch(() => {});
  },
  component: InvitationsRoute,
});

function InvitationsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (change: Partial<InvitationsSearch>) => void navigate({ search: (prev) => ({ ...prev, ...change }) }),
    [navigate],
  );
  return <InvitationsScreen search={search} onChange={onChange} />;
}
