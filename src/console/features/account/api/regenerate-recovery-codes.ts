import { useMutation, useQueryClient } from "@tanstack/react-query";
import { regenerateRecoveryCodes } from "../../../../contract/totp";
import { callApi } from "../../../lib/api-client";
import { accountKeys } from "./keys";

/** POST /auth/totp/recovery-codes: new recovery codes for a current code (the earlier ones stop working). */
export function newRecoveryCodes(code: string) {
  return callApi(regenerateRecoveryCodes, { body: { code } });
}

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: newRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.totp() }),
  });
}
