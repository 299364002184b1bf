import { useMutation, useQueryClient } from "@tanstack/react-query";
import { resendPartnerInvitation } from "../../../../contract/partners";
import { callApi } from "../../../lib/api-client";
import { useKeyedMutationFn } from "../../../lib/intent-key";
import type { Scope } from "../../../lib/scope";
import { partnerKeys } from "./keys";

/** POST /partners/{id}/invitation/resend (Self): once per 24 h; a revoked invitation is invited again. */
export function resendInvitationFor(scope: Scope, partnerId: string, idempotencyKey?: string) {
  return callApi(resendPartnerInvitation, { scope, params: { partner_id: partnerId }, idempotencyKey });
}

export function useResendInvitation(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedMutationFn(
      (partnerId: string, key) => resendInvitationFor(scope, partnerId, key),
      (partnerId) => [scope, partnerId],
    ),
    // Also after a 429: the list then shows when a resend is available again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}
