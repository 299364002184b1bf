import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BodyIn } from "../../../../contract/endpoint";
import {
  cancelSignature,
  declineAgreement,
  openAgreement,
  sendForSignature,
  signAgreement,
} from "../../../../contract/signatures";
import { callApi } from "../../../lib/api-client";
import type { Scope } from "../../../lib/scope";
import { applicationKeys } from "./keys";

export type SendForSignatureInput = BodyIn<typeof sendForSignature>;
export type SignAgreementInput = BodyIn<typeof signAgreement>;
export type DeclineAgreementInput = BodyIn<typeof declineAgreement>;

/** The signature moves (api-design §10), each through its contract endpoint. */
export const signatureCalls = {
  send: (scope: Scope, id: string, body: SendForSignatureInput) =>
    callApi(sendForSignature, { scope, params: { credit_application_id: id }, body }),
  open: (scope: Scope, id: string) => callApi(openAgreement, { scope, params: { credit_application_id: id } }),
  sign: (scope: Scope, id: string, body: SignAgreementInput) =>
    callApi(signAgreement, { scope, params: { credit_application_id: id }, body }),
  decline: (scope: Scope, id: string, body: DeclineAgreementInput) =>
    callApi(declineAgreement, { scope, params: { credit_application_id: id }, body }),
  cancel: (scope: Scope, id: string) => callApi(cancelSignature, { scope, params: { credit_application_id: id } }),
};

function useRefreshing<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // Success or refusal (someone else moved it first): show the application and its process as they are.
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}

export function useSendForSignature(scope: Scope, id: string) {
  return useRefreshing((body: SendForSignatureInput) => signatureCalls.send(scope, id, body));
}
export function useOpenAgreement(scope: Scope, id: string) {
  return useRefreshing(() => signatureCalls.open(scope, id));
}
export function useSignAgreement(scope: Scope, id: string) {
  return useRefreshing((body: SignAgreementInput) => signatureCalls.sign(scope, id, body));
}
export function useDeclineAgreement(scope: Scope, id: string) {
  return useRefreshing((body: DeclineAgreementInput) => signatureCalls.decline(scope, id, body));
}
export function useCancelSignature(scope: Scope, id: string) {
  return useRefreshing(() => signatureCalls.cancel(scope, id));
}
