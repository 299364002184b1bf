import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteWebhookEndpoint } from "../../../../contract/webhooks";
import { callApi } from "../../../lib/api-client";
import type { Scope } from "../../../lib/scope";
import { webhookKeys } from "./keys";

/** DELETE /webhook-endpoints/{id}: the endpoint and its delivery log. */
export function deleteWebhookEndpointFor(scope: Scope, endpointId: string) {
  return callApi(deleteWebhookEndpoint, { scope, params: { endpoint_id: endpointId } });
}

export function useDeleteWebhookEndpoint(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpointId: string) => deleteWebhookEndpointFor(scope, endpointId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
