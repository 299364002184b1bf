import { useMutation, useQueryClient } from "@tanstack/react-query";
import { reissueUserInvitation } from "../../../../contract/people-admin";
import { callApi } from "../../../lib/api-client";
import { useKeyedMutationFn } from "../../../lib/intent-key";
import type { Scope } from "../../../lib/scope";
import { peopleKeys } from "./keys";

/** POST /users/{id}/invitation: a new link (the earlier one stops working). */
export function reissueInvitationFor(scope: Scope, userId: string, idempotencyKey?: string) {
  return callApi(reissueUserInvitation, { scope, params: { user_id: userId }, idempotencyKey });
}

export function useReissueInvitation(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedMutationFn(
      (userId: string, key) => reissueInvitationFor(scope, userId, key),
      (userId) => [scope, userId],
    ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
  });
}
