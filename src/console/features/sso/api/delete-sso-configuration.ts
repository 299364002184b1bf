import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteSsoConfiguration } from "../../../../contract/sso";
import { callApi } from "../../../lib/api-client";
import type { Scope } from "../../../lib/scope";
import { ssoKeys } from "./keys";

/** DELETE /sso-configuration (Self, admins): turns single sign-on off; people it created keep their accounts. */
export function deleteSsoConfigurationFor(scope: Scope) {
  return callApi(deleteSsoConfiguration, { scope });
}

export function useDeleteSsoConfiguration(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteSsoConfigurationFor(scope),
    onSuccess: () => queryClient.setQueryData(ssoKeys.configuration(scope), null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ssoKeys.all }),
  });
}
