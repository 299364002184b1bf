import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BodyIn } from "../../../../contract/endpoint";
import { createDocumentRequest } from "../../../../contract/requests";
import { callApi } from "../../../lib/api-client";
import { useKeyedMutationFn } from "../../../lib/intent-key";
import { hostGuestCall } from "../../../lib/org-scope";
import type { Scope } from "../../../lib/scope";
import { requestKeys } from "./keys";

export type CreateRequestBody = BodyIn<typeof createDocumentRequest>;

/** POST /organizations/{guest}/documents/requests: the Host (Self headers) asks its Guest. */
export function createRequest(scope: Scope, guestId: string, body: CreateRequestBody, idempotencyKey?: string) {
  const call = hostGuestCall(scope, guestId);
  return callApi(createDocumentRequest, { scope: call.scope, params: { org_id: call.orgId }, body, idempotencyKey });
}

export function useCreateRequest(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedMutationFn(
      ({ guestId, body }: { guestId: string; body: CreateRequestBody }, key) =>
        createRequest(scope, guestId, body, key),
      (input) => [scope, input],
    ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}
