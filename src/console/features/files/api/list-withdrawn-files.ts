import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "../../../../contract/endpoint";
import { listOrganizationFinancialFileWithdrawals } from "../../../../contract/files";
import { callApi } from "../../../lib/api-client";
import { type Scope, scopeAllows, useScope } from "../../../lib/scope";
import { fileKeys } from "./keys";

export type WithdrawnFileList = ResponseOf<typeof listOrganizationFinancialFileWithdrawals>;

/** GET /organizations/{org_id}/financial-files/withdrawals: tombstones of withdrawn files, newest first. */
export function withdrawnFilesQueryOptions(scope: Scope) {
  return queryOptions({
    queryKey: fileKeys.withdrawn(scope),
    queryFn: ({ signal }) =>
      callApi(listOrganizationFinancialFileWithdrawals, {
        scope,
        params: { org_id: scope.targetId },
        query: { limit: 20, offset: 0 },
        signal,
      }),
    staleTime: 0,
  });
}

export function useWithdrawnFiles() {
  const scope = useScope();
  return useQuery({
    ...withdrawnFilesQueryOptions(scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] }),
    enabled: scopeAllows(scope, listOrganizationFinancialFileWithdrawals),
  });
}
