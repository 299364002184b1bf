import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BodyIn } from "../../../../contract/endpoint";
import { updatePartner } from "../../../../contract/partners";
import { callApi } from "../../../lib/api-client";
import { useKeyedMutationFn } from "../../../lib/intent-key";
import type { Scope } from "../../../lib/scope";
import { partnerKeys } from "./keys";

export type UpdatePartnerInput = BodyIn<typeof updatePartner>;

/** PATCH /partners/{id} (Self): the changed fields; `etag` (when known) goes in If-Match. */
export function updatePartnerFor(
  scope: Scope,
  partnerId: string,
  body: UpdatePartnerInput,
  etag?: string | null,
  idempotencyKey?: string,
) {
  return callApi(updatePartner, {
    scope,
    params: { partner_id: partnerId },
    body,
    headers: etag ? { "If-Match": etag } : undefined,
    idempotencyKey,
  });
}

export function useUpdatePartner(scope: Scope, partnerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedMutationFn(
      ({ body, etag }: { body: UpdatePartnerInput; etag?: string | null }, key) =>
        updatePartnerFor(scope, partnerId, body, etag, key),
      (input) => [scope, partnerId, input],
    ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}
