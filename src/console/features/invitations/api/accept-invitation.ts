import { useMutation, useQueryClient } from "@tanstack/react-query";
import { acceptInvitation } from "../../../../contract/invitations";
import { callApi } from "../../../lib/api-client";
import { useKeyedMutationFn } from "../../../lib/intent-key";
import type { Scope } from "../../../lib/scope";

/** POST /invitations/{id}/acceptance: the inviter becomes the caller's Host. */
export function acceptInvitationFor(scope: Scope, invitationId: string, idempotencyKey?: string) {
  return callApi(acceptInvitation, { scope, params: { invitation_id: invitationId }, idempotencyKey });
}

export function useAcceptInvitation(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedMutationFn(
      (invitationId: string, key) => acceptInvitationFor(scope, invitationId, key),
      (invitationId) => [scope, invitationId],
    ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ["invitations"] });
      // A new connection: the organization switcher (key ["connections", requester]) must list it.
      await queryClient.invalidateQueries({ queryKey: ["connections"] });
    },
  });
}
