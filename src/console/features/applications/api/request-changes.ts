import { useMutation, useQueryClient } from "@tanstack/react-query";
import { requestChanges } from "../../../../contract/applications";
import type { BodyIn } from "../../../../contract/endpoint";
import { callApi } from "../../../lib/api-client";
import { useKeyedMutationFn } from "../../../lib/intent-key";
import type { Scope } from "../../../lib/scope";
import { applicationKeys } from "./keys";

export type RequestChangesInput = BodyIn<typeof requestChanges>;

/** POST /credit-applications/{id}/statuses/request-changes (forwarder, Self). */
export function requestApplicationChanges(
  scope: Scope,
  id: string,
  body: RequestChangesInput,
  idempotencyKey?: string,
) {
  return callApi(requestChanges, { scope, params: { credit_application_id: id }, body, idempotencyKey });
}

export function useRequestChanges(scope: Scope, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedMutationFn(
      (body: RequestChangesInput, key) => requestApplicationChanges(scope, id, body, key),
      (body) => [scope, id, body],
    ),
    // Success or refusal (e.g. someone else moved it first): show the application as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
