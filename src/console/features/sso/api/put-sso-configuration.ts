import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BodyIn } from "../../../../contract/endpoint";
import { putSsoConfiguration } from "../../../../contract/sso";
import { callApi } from "../../../lib/api-client";
import type { Scope } from "../../../lib/scope";
import { ssoKeys } from "./keys";

export type PutSsoConfigurationInput = BodyIn<typeof putSsoConfiguration>;

/** PUT /sso-configuration (Self, admins): sets the configuration whole (the client secret included). */
export function putSsoConfigurationFor(scope: Scope, body: PutSsoConfigurationInput) {
  return callApi(putSsoConfiguration, { scope, body });
}

export function usePutSsoConfiguration(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutSsoConfigurationInput) => putSsoConfigurationFor(scope, body),
    onSuccess: (saved) => queryClient.setQueryData(ssoKeys.configuration(scope), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ssoKeys.all }),
  });
}
