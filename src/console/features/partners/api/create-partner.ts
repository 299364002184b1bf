import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BodyIn } from "../../../../contract/endpoint";
import { createPartner } from "../../../../contract/partners";
import { callApi } from "../../../lib/api-client";
import { useKeyedMutationFn } from "../../../lib/intent-key";
import type { Scope } from "../../../lib/scope";
import { partnerKeys } from "./keys";

export type CreatePartnerInput = BodyIn<typeof createPartner>;

/** POST /partners (Self): adds a customer or supplier and invites the organization with that e-mail. */
export function createPartnerFor(scope: Scope, body: CreatePartnerInput, idempotencyKey?: string) {
  return callApi(createPartner, { scope, body, idempotencyKey });
}

export function useCreatePartner(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedMutationFn(
      (body: CreatePartnerInput, key) => createPartnerFor(scope, body, key),
      (body) => [scope, body],
    ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}
