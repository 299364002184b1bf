import { useMutation } from "@tanstack/react-query";
import { type ChangePasswordBody, changePassword } from "../../../../contract/people";
import { callApi } from "../../../lib/api-client";

/** POST /auth/password-change: a new password for the current one; the person's other sessions end. */
export function changeOwnPassword(body: ChangePasswordBody) {
  return callApi(changePassword, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changeOwnPassword });
}
