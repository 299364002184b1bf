import { useMutation, useQueryClient } from "@tanstack/react-query";
import { revokeApiClient } from "../../../../contract/api-clients";
import { callApi } from "../../../lib/api-client";
import { useKeyedMutationFn } from "../../../lib/intent-key";
import type { Scope } from "../../../lib/scope";
import { apiClientKeys } from "./keys";

/** POST /api-clients/{client_id}/revocation: the client's secrets and tokens stop working. */
export function revokeApiClientFor(scope: Scope, clientId: string, idempotencyKey?: string) {
  return callApi(revokeApiClient, { scope, params: { client_id: clientId }, idempotencyKey });
}

export function useRevokeApiClient(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedMutationFn(
      (clientId: string, key) => revokeApiClientFor(scope, clientId, key),
      (clientId) => [scope, clientId],
    ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiClientKeys.all }),
  });
}
