import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BodyIn } from "../../../../contract/endpoint";
import { updateWebhookEndpoint } from "../../../../contract/webhooks";
import { callApi } from "../../../lib/api-client";
import type { Scope } from "../../../lib/scope";
import { webhookKeys } from "./keys";

export type UpdateWebhookEndpointInput = BodyIn<typeof updateWebhookEndpoint>;

/** PATCH /webhook-endpoints/{id}: url, event types, description, enabled. */
export function updateWebhookEndpointFor(scope: Scope, endpointId: string, body: UpdateWebhookEndpointInput) {
  return callApi(updateWebhookEndpoint, { scope, params: { endpoint_id: endpointId }, body });
}

export function useUpdateWebhookEndpoint(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ endpointId, body }: { endpointId: string; body: UpdateWebhookEndpointInput }) =>
      updateWebhookEndpointFor(scope, endpointId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
