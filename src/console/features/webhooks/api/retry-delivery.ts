import { useMutation, useQueryClient } from "@tanstack/react-query";
import { retryWebhookDelivery } from "../../../../contract/webhooks";
import { callApi } from "../../../lib/api-client";
import type { Scope } from "../../../lib/scope";
import { webhookKeys } from "./keys";

/** POST /webhook-endpoints/{id}/deliveries/{delivery_id}/retries: deliver again now. */
export function retryWebhookDeliveryFor(scope: Scope, endpointId: string, deliveryId: string) {
  return callApi(retryWebhookDelivery, { scope, params: { endpoint_id: endpointId, delivery_id: deliveryId } });
}

export function useRetryWebhookDelivery(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
      retryWebhookDeliveryFor(scope, endpointId, deliveryId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
