import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BodyIn } from "../../../../contract/endpoint";
import { createWebhookEndpoint } from "../../../../contract/webhooks";
import { callApi } from "../../../lib/api-client";
import type { Scope } from "../../../lib/scope";
import { webhookKeys } from "./keys";

export type CreateWebhookEndpointInput = BodyIn<typeof createWebhookEndpoint>;

/** POST /webhook-endpoints: the answer carries the signing secret, shown only once. */
export function createWebhookEndpointFor(scope: Scope, body: CreateWebhookEndpointInput) {
  return callApi(createWebhookEndpoint, { scope, body });
}

export function useCreateWebhookEndpoint(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookEndpointInput) => createWebhookEndpointFor(scope, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
