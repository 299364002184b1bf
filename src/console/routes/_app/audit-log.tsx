import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { useCallback } from "react";
import { listAuditEvents } from "../../../contract/people-admin";
import { auditEventsQueryOptions } from "../../features/audit/api/list-audit-events";
import { AuditLogScreen, type AuditSearch } from "../../features/audit/components/audit-log-screen";
import { auditQueryOf } from "../../features/audit/model/audit-query";
import { auditSearchDefaults, validateAuditSearch } from "../../features/audit/model/list-search";
import { currentTimeZone } from "../../lib/format";
import { listRouteOptions } from "../../lib/list-route";
import { getScope, scopeAllows } from "../../lib/scope";

export const Route = createFileRoute("/_app/audit-log")({
  validateSearch: validateAuditSearch,
  search: { middlewares: [stripSearchParams(auditSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  ...listRouteOptions,
  loader: ({ context, deps }) => {
    const scope = getScope();
    if (!scope || !scopeAllows(scope, listAuditEvents)) return;
    void context.queryClient
      .ensureQueryData(auditEventsQueryOptions(scope, auditQueryOf(deps, currentTimeZone())))
      .catch(() => {});
  },
  component: AuditLogRoute,
});

function AuditLogRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (change: Partial<AuditSearch>) => void navigate({ search: (prev) => ({ ...prev, ...change }) }),
    [navigate],
  );
  return <AuditLogScreen search={search} onChange={onChange} />;
}
