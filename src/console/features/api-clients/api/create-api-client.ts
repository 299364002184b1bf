import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createApiClient } from "../../../../contract/api-clients";
import type { BodyIn } from "../../../../contract/endpoint";
import { callApi } from "../../../lib/api-client";
import type { Scope } from "../../../lib/scope";
import { apiClientKeys } from "./keys";

export type CreateApiClientInput = BodyIn<typeof createApiClient>;

/**
 * POST /api-clients: the answer carries the secret, shown only once. Sent without an
 * Idempotency-Key on purpose: a replayable answer would keep the secret in the key's store for 24 h
 * (the button is disabled while the request runs, so a double click sends one).
 */
export function createApiClientFor(scope: Scope, body: CreateApiClientInput) {
  return callApi(createApiClient, { scope, body });
}

export function useCreateApiClient(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiClientInput) => createApiClientFor(scope, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiClientKeys.all }),
  });
}
