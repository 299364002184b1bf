import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BodyIn } from "../../../../contract/endpoint";
import { createPrivateRecord } from "../../../../contract/records";
import { callApi } from "../../../lib/api-client";
import type { Scope } from "../../../lib/scope";
import { recordKeys } from "./keys";

export type CreateRecordInput = BodyIn<typeof createPrivateRecord>;

/** POST /private-records (Self): 201 with the record. */
export function createRecord(scope: Scope, body: CreateRecordInput) {
  return callApi(createPrivateRecord, { scope, body });
}

export function useCreateRecord(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRecordInput) => createRecord(scope, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys.scoped(scope) }),
  });
}
