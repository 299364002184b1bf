import { useMutation, useQueryClient } from "@tanstack/react-query";
import { confirmTotpEnrolment } from "../../../../contract/totp";
import { callApi } from "../../../lib/api-client";
import { accountKeys } from "./keys";

/** POST /auth/totp/enrolment/confirmation: the first code turns two-step sign-in on; the answer has the recovery codes. */
export function confirmEnrolment(code: string) {
  return callApi(confirmTotpEnrolment, { body: { code } });
}

export function useConfirmTotpEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEnrolment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
