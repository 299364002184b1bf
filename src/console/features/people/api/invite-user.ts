import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BodyIn } from "../../../../contract/endpoint";
import { inviteUser } from "../../../../contract/people-admin";
import { callApi } from "../../../lib/api-client";
import { useKeyedMutationFn } from "../../../lib/intent-key";
import type { Scope } from "../../../lib/scope";
import { peopleKeys } from "./keys";

export type InviteUserInput = BodyIn<typeof inviteUser>;

/** POST /users: invites a person; the answer carries the invitation link. */
export function inviteUserFor(scope: Scope, body: InviteUserInput, idempotencyKey?: string) {
  return callApi(inviteUser, { scope, body, idempotencyKey });
}

export function useInviteUser(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedMutationFn(
      (body: InviteUserInput, key) => inviteUserFor(scope, body, key),
      (body) => [scope, body],
    ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
  });
}
