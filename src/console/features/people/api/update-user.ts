import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BodyIn } from "../../../../contract/endpoint";
import { updateUser } from "../../../../contract/people-admin";
import { callApi } from "../../../lib/api-client";
import { useKeyedMutationFn } from "../../../lib/intent-key";
import type { Scope } from "../../../lib/scope";
import { peopleKeys } from "./keys";

export type UpdateUserInput = BodyIn<typeof updateUser>;

/** PATCH /users/{id}: a new role, or disabled true/false. */
export function updateUserFor(scope: Scope, userId: string, body: UpdateUserInput, idempotencyKey?: string) {
  return callApi(updateUser, { scope, params: { user_id: userId }, body, idempotencyKey });
}

export function useUpdateUser(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedMutationFn(
      ({ userId, body }: { userId: string; body: UpdateUserInput }, key) => updateUserFor(scope, userId, body, key),
      (input) => [scope, input],
    ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
  });
}
