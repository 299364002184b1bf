import { useMutation, useQueryClient } from "@tanstack/react-query";
import { disableTotp } from "../../../../contract/totp";
import { callApi } from "../../../lib/api-client";
import { accountKeys } from "./keys";

/** POST /auth/totp/deactivation with a current code or a recovery code. */
export function disableTwoStep(code: string) {
  return callApi(disableTotp, { body: { code } });
}

export function useDisableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoStep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
