import { useMutation, useQueryClient } from "@tanstack/react-query";
import { confirmOrganizationFinancialFile } from "../../../../contract/files";
import { callApi } from "../../../lib/api-client";
import type { Scope } from "../../../lib/scope";
import { dependentKeyRoots, fileKeys } from "./keys";

/**
 * POST /organizations/{org_id}/financial-files/{file_id}/confirmation: the uploader shares a file
 * held for its review (the statement names another company) with the organization and its Hosts.
 */
export function shareHeldFile(scope: Scope, fileId: string) {
  return callApi(confirmOrganizationFinancialFile, { scope, params: { org_id: scope.targetId, file_id: fileId } });
}

export function useShareHeldFile(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => shareHeldFile(scope, fileId),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: fileKeys.scoped(scope) }),
        ...dependentKeyRoots.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
    },
  });
}
