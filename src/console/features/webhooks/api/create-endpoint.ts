import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BodyIn } from "../../../../contract/endpoint";
import { createWebhookEndpoint } from "../../../../contract/webhooks";
import { callApi } from "../../../lib/api-client";
import { useKeyedMutationFn } from "../../../lib/intent-key";
import type { Scope } from "../../../lib/scope";
import { webhookKeys } from "./keys";

export type CreateWebhookEndpointInput = BodyIn<typeof createWebhookEndpoint>;

/** POST /webhook-endpoints: the answer carries the signing secret, shown only once. */
export function createWebhookEndpointFor(scope: Scope, body: CreateWebhookEndpointInput, idempotencyKey?: string) {
  return callApi(createWebhookEndpoint, { scope, body, idempotencyKey });
}

export function useCreateWebhookEndpoint(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedMutationFn(
      (body: CreateWebhookEndpointInput, key) => createWebhookEndpointFor(scope, body, key),
      (body) => [scope, body],
    ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
