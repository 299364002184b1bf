import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendWebhookTest } from "../../../../contract/webhooks";
import { callApi } from "../../../lib/api-client";
import { useKeyedMutationFn } from "../../../lib/intent-key";
import type { Scope } from "../../../lib/scope";
import { webhookKeys } from "./keys";

/** POST /webhook-endpoints/{id}/tests: a webhook.test event, followed in the delivery log. */
export function sendWebhookTestFor(scope: Scope, endpointId: string, idempotencyKey?: string) {
  return callApi(sendWebhookTest, { scope, params: { endpoint_id: endpointId }, idempotencyKey });
}

export function useSendWebhookTest(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedMutationFn(
      (endpointId: string, key) => sendWebhookTestFor(scope, endpointId, key),
      (endpointId) => [scope, endpointId],
    ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
