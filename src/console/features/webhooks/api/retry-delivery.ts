import { useMutation, useQueryClient } from "@tanstack/react-query";
import { retryWebhookDelivery } from "../../../../contract/webhooks";
import { callApi } from "../../../lib/api-client";
import { useKeyedMutationFn } from "../../../lib/intent-key";
import type { Scope } from "../../../lib/scope";
import { webhookKeys } from "./keys";

/** POST /webhook-endpoints/{id}/deliveries/{delivery_id}/retries: deliver again now. */
export function retryWebhookDeliveryFor(scope: Scope, endpointId: string, deliveryId: string, idempotencyKey?: string) {
  return callApi(retryWebhookDelivery, {
    scope,
    params: { endpoint_id: endpointId, delivery_id: deliveryId },
    idempotencyKey,
  });
}

export function useRetryWebhookDelivery(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedMutationFn(
      ({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }, key) =>
        retryWebhookDeliveryFor(scope, endpointId, deliveryId, key),
      (input) => [scope, input],
    ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
