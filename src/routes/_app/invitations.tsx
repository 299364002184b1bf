import { createFileRoute, type SearchSchemaInput, stripSearchParams } from "@tanstack/react-router";
import { useCallback } from "react";
import { listInvitations } from "../../contract/invitations";
import { invitationStatusSchema } from "../../contract/partners";
import { invitationsQueryOptions } from "../../features/invitations/api/list-invitations";
import { InvitationsScreen, type InvitationsSearch } from "../../features/invitations/components/invitations-screen";
import { getScope, scopeAllows } from "../../lib/scope";
import { integer, optionalString } from "../../lib/search-params";

const defaults = { limit: 20, offset: 0 } as const;

export const Route = createFileRoute("/_app/invitations")({
  validateSearch: (raw: Partial<InvitationsSearch> & SearchSchemaInput): InvitationsSearch => ({
    status: optionalString(raw.status, 20),
    limit: integer(raw.limit, defaults.limit, { min: 1, max: 100 }),
    offset: integer(raw.offset, defaults.offset, { min: 0 }),
  }),
  search: { middlewares: [stripSearchParams(defaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const scope = getScope();
    if (!scope || !scopeAllows(scope, listInvitations)) return;
    const parsed = invitationStatusSchema.safeParse(deps.status);
    const status = parsed.success ? [parsed.data] : undefined;
    void context.queryClient
      .ensureQueryData(
        invitationsQueryOptions(scope, { invitation_statuses: status, limit: deps.limit, offset: deps.offset }),
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
