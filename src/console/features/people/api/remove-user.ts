import { useMutation, useQueryClient } from "@tanstack/react-query";
import { removeUser } from "../../../../contract/people-admin";
import { callApi } from "../../../lib/api-client";
import type { Scope } from "../../../lib/scope";
import { peopleKeys } from "./keys";

/** DELETE /users/{id}: removes a person (their sessions end at once). */
export function removeUserFor(scope: Scope, userId: string) {
  return callApi(removeUser, { scope, params: { user_id: userId } });
}

export function useRemoveUser(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeUserFor(scope, userId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
  });
}
