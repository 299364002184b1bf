import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BodyIn } from "../../../../contract/endpoint";
import { updateWebhookEndpoint } from "../../../../contract/webhooks";
import { callApi } from "../../../lib/api-client";
import { useKeyedMutationFn } from "../../../lib/intent-key";
import type { Scope } from "../../../lib/scope";
import { webhookKeys } from "./keys";

export type UpdateWebhookEndpointInput = BodyIn<typeof updateWebhookEndpoint>;

/** PATCH /webhook-endpoints/{id}: url, event types, description, enabled. */
export function updateWebhookEndpointFor(
  scope: Scope,
  endpointId: string,
  body: UpdateWebhookEndpointInput,
  idempotencyKey?: string,
) {
  return callApi(updateWebhookEndpoint, { scope, params: { endpoint_id: endpointId }, body, idempotencyKey });
}

export function useUpdateWebhookEndpoint(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedMutationFn(
      ({ endpointId, body }: { endpointId: string; body: UpdateWebhookEndpointInput }, key) =>
        updateWebhookEndpointFor(scope, endpointId, body, key),
      (input) => [scope, input],
    ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
