import { useMutation, useQueryClient } from "@tanstack/react-query";
import { rotateApiClientSecret } from "../../../../contract/api-clients";
import { callApi } from "../../../lib/api-client";
import type { Scope } from "../../../lib/scope";
import { apiClientKeys } from "./keys";

/**
 * POST /api-clients/{client_id}/secret: a new secret (shown once); the old one keeps working for the
 * server's grace period (24 h by default). No Idempotency-Key, as for creation (the secret would be stored).
 */
export function rotateApiClientSecretFor(scope: Scope, clientId: string) {
  return callApi(rotateApiClientSecret, { scope, params: { client_id: clientId }, body: {} });
}

export function useRotateApiClientSecret(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) => rotateApiClientSecretFor(scope, clientId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiClientKeys.all }),
  });
}
