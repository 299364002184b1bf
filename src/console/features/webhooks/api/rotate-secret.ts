import { useMutation, useQueryClient } from "@tanstack/react-query";
import { rotateWebhookSecret } from "../../../../contract/webhooks";
import { callApi } from "../../../lib/api-client";
import { useKeyedMutationFn } from "../../../lib/intent-key";
import type { Scope } from "../../../lib/scope";
import { webhookKeys } from "./keys";

/** POST /webhook-endpoints/{id}/secret-rotations: a new secret (shown once); the old one signs alongside for 24 h. */
export function rotateWebhookSecretFor(scope: Scope, endpointId: string, idempotencyKey?: string) {
  return callApi(rotateWebhookSecret, { scope, params: { endpoint_id: endpointId }, idempotencyKey });
}

export function useRotateWebhookSecret(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedMutationFn(
      (endpointId: string, key) => rotateWebhookSecretFor(scope, endpointId, key),
      (endpointId) => [scope, endpointId],
    ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
