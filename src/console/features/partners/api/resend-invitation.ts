import { useMutation, useQueryClient } from "@tanstack/react-query";
import { resendPartnerInvitation } from "../../../../contract/partners";
import { callApi } from "../../../lib/api-client";
import type { Scope } from "../../../lib/scope";
import { partnerKeys } from "./keys";

/** POST /partners/{id}/invitation/resend (Self): once per 24 h; a revoked invitation is invited again. */
export function resendInvitationFor(scope: Scope, partnerId: string) {
  return callApi(resendPartnerInvitation, { scope, params: { partner_id: partnerId } });
}

export function useResendInvitation(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (partnerId: string) => resendInvitationFor(scope, partnerId),
    // Also after a 429: the list then shows when a resend is available again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}
