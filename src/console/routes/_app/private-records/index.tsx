import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { useCallback } from "react";
import { listPrivateRecords } from "../../../../contract/records";
import { recordsQueryOptions } from "../../../features/records/api/list-records";
import type { RecordSearchChange } from "../../../features/records/components/record-filters";
import { RecordsScreen } from "../../../features/records/components/records-screen";
import { toRecordQuery } from "../../../features/records/model/list-query";
import { recordListDefaults, validateRecordListSearch } from "../../../features/records/model/list-search";
import { listRouteOptions } from "../../../lib/list-route";
import { getScope, scopeAllows } from "../../../lib/scope";

export const Route = createFileRoute("/_app/private-records/")({
  validateSearch: validateRecordListSearch,
  search: { middlewares: [stripSearchParams(recordListDefaults)] },
  loaderDeps: ({ search }) => search,
  ...listRouteOptions,
  loader: ({ context, deps }) => {
    const scope = getScope();
    if (!scope || !scopeAllows(scope, listPrivateRecords)) return;
    void context.queryClient.ensureQueryData(recordsQueryOptions(scope, toRecordQuery(deps))).catch(() => {});
  },
  component: PrivateRecordsRoute,
});

function PrivateRecordsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (change: RecordSearchChange) => void navigate({ search: (prev) => ({ ...prev, ...change }) }),
    [navigate],
  );
  return <RecordsScreen search={search} onChange={onChange} />;
}
