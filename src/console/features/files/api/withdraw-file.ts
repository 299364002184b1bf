import { useMutation, useQueryClient } from "@tanstack/react-query";
import { withdrawOrganizationFinancialFile, withdrawPrivateRecordFinancialFile } from "../../../../contract/files";
import { callApi } from "../../../lib/api-client";
import type { Scope } from "../../../lib/scope";
import type { FileSource } from "./get-file-content";
import { dependentKeyRoots, fileKeys } from "./keys";

/**
 * POST …/financial-files/{file_id}/withdrawal: the uploader withdraws a file (organization files:
 * org_id = Target; a private record's: Self). Its documents leave metrics and scores at once.
 */
export function withdrawFile(scope: Scope, source: FileSource, fileId: string, reason: string) {
  if (source.kind === "record") {
    return callApi(withdrawPrivateRecordFinancialFile, {
      scope,
      params: { record_id: source.recordId, file_id: fileId },
      body: { reason },
    });
  }
  return callApi(withdrawOrganizationFinancialFile, {
    scope,
    params: { org_id: scope.targetId, file_id: fileId },
    body: { reason },
  });
}

export function useWithdrawFile(scope: Scope, source: FileSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileId, reason }: { fileId: string; reason: string }) => withdrawFile(scope, source, fileId, reason),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: fileKeys.scoped(scope) }),
        ...dependentKeyRoots.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
    },
  });
}
