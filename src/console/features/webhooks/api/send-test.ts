import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendWebhookTest } from "../../../../contract/webhooks";
import { callApi } from "../../../lib/api-client";
import type { Scope } from "../../../lib/scope";
import { webhookKeys } from "./keys";

/** POST /webhook-endpoints/{id}/tests: a webhook.test event, followed in the delivery log. */
export function sendWebhookTestFor(scope: Scope, endpointId: string) {
  return callApi(sendWebhookTest, { scope, params: { endpoint_id: endpointId } });
}

export function useSendWebhookTest(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpointId: string) => sendWebhookTestFor(scope, endpointId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
