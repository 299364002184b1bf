import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QueryIn, ResponseOf } from "../../../../contract/endpoint";
import { listOrganizationFinancialFiles } from "../../../../contract/files";
import { callApi } from "../../../lib/api-client";
import { samePagedList } from "../../../lib/keep-previous-page";
import { type Scope, scopeAllows, useScope } from "../../../lib/scope";
import { fileKeys } from "./keys";
import { pollWhileProcessing } from "./polling";

export type OrganizationFileQuery = QueryIn<typeof listOrganizationFinancialFiles>;
export type OrganizationFileList = ResponseOf<typeof listOrganizationFinancialFiles>;
export type OrganizationFile = OrganizationFileList["items"][number];

/** GET /organizations/{org_id}/financial-files, org_id = Target (Self, or a Host reading its Guest's). */
export function fetchOrganizationFiles(scope: Scope, query: OrganizationFileQuery, signal?: AbortSignal) {
  return callApi(listOrganizationFinancialFiles, { scope, params: { org_id: scope.targetId }, query, signal });
}

export function organizationFilesQueryOptions(scope: Scope, query: OrganizationFileQuery) {
  const queryKey = fileKeys.organization(scope, query);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetchOrganizationFiles(scope, query, signal),
    placeholderData: (previous, previousQuery) =>
      samePagedList(previousQuery?.queryKey, queryKey) ? previous : undefined,
    refetchInterval: (q) => pollWhileProcessing(q.state.data),
    staleTime: 0,
  });
}

export function useOrganizationFiles(query: OrganizationFileQuery) {
  const scope = useScope();
  return useQuery({
    ...organizationFilesQueryOptions(
      scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] },
      query,
    ),
    enabled: scopeAllows(scope, listOrganizationFinancialFiles),
  });
}
