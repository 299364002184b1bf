import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type PrivateRecord, updatePrivateRecord } from "../../../../contract/records";
import { callApi } from "../../../lib/api-client";
import { useKeyedMutationFn } from "../../../lib/intent-key";
import type { Scope } from "../../../lib/scope";
import { recordKeys } from "./keys";

/** PATCH /private-records/{id} with `{archived}`: the only field that may change. */
export function setArchived(scope: Scope, id: string, archived: boolean, idempotencyKey?: string) {
  return callApi(updatePrivateRecord, { scope, params: { record_id: id }, body: { archived }, idempotencyKey });
}

export function useSetArchived(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedMutationFn(
      ({ id, archived }: { id: string; archived: boolean }, key) => setArchived(scope, id, archived, key),
      (input) => [scope, input],
    ),
    onSuccess: (record: PrivateRecord) => {
      queryClient.setQueryData(recordKeys.detail(scope, record.id), record);
      return queryClient.invalidateQueries({ queryKey: recordKeys.scoped(scope) });
    },
  });
}
