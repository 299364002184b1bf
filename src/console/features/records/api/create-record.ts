import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BodyIn } from "../../../../contract/endpoint";
import { createPrivateRecord } from "../../../../contract/records";
import { callApi } from "../../../lib/api-client";
import { useKeyedMutationFn } from "../../../lib/intent-key";
import type { Scope } from "../../../lib/scope";
import { recordKeys } from "./keys";

export type CreateRecordInput = BodyIn<typeof createPrivateRecord>;

/** POST /private-records (Self): 201 with the record. */
export function createRecord(scope: Scope, body: CreateRecordInput, idempotencyKey?: string) {
  return callApi(createPrivateRecord, { scope, body, idempotencyKey });
}

export function useCreateRecord(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedMutationFn(
      (body: CreateRecordInput, key) => createRecord(scope, body, key),
      (body) => [scope, body],
    ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys.scoped(scope) }),
  });
}
