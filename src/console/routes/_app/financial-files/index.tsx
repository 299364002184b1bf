import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { useCallback } from "react";
import { listOrganizationFinancialFiles } from "../../../../contract/files";
import { organizationFilesQueryOptions } from "../../../features/files/api/list-organization-files";
import {
  type FileSearchChange,
  OrganizationFilesScreen,
} from "../../../features/files/components/organization-files-screen";
import { toFileQuery } from "../../../features/files/model/list-query";
import { fileListDefaults, validateFileListSearch } from "../../../features/files/model/list-search";
import { listRouteOptions } from "../../../lib/list-route";
import { getScope, scopeAllows } from "../../../lib/scope";

export const Route = createFileRoute("/_app/financial-files/")({
  validateSearch: validateFileListSearch,
  search: { middlewares: [stripSearchParams(fileListDefaults)] },
  loaderDeps: ({ search }) => search,
  ...listRouteOptions,
  loader: ({ context, deps }) => {
    const scope = getScope();
    if (!scope || !scopeAllows(scope, listOrganizationFinancialFiles)) return;
    void context.queryClient.ensureQueryData(organizationFilesQueryOptions(scope, toFileQuery(deps))).catch(() => {});
  },
  component: FinancialFilesRoute,
});

function FinancialFilesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (change: FileSearchChange) => void navigate({ search: (prev) => ({ ...prev, ...change }) }),
    [navigate],
  );
  return <OrganizationFilesScreen search={search} onChange={onChange} />;
}
