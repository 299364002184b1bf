import { useMutation, useQueryClient } from "@tanstack/react-query";
import { revokePartnerInvitation } from "../../../../contract/partners";
import { callApi } from "../../../lib/api-client";
import { useKeyedMutationFn } from "../../../lib/intent-key";
import type { Scope } from "../../../lib/scope";
import { partnerKeys } from "./keys";

/** POST /partners/{id}/invitation/revocation (Self): a pending invitation becomes revoked. */
export function revokeInvitationFor(scope: Scope, partnerId: string, idempotencyKey?: string) {
  return callApi(revokePartnerInvitation, { scope, params: { partner_id: partnerId }, idempotencyKey });
}

export function useRevokeInvitation(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedMutationFn(
      (partnerId: string, key) => revokeInvitationFor(scope, partnerId, key),
      (partnerId) => [scope, partnerId],
    ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}
