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
import { useKeyedMutationFn } from "../../../lib/intent-key";
import type { Scope } from "../../../lib/scope";
import { applicationKeys } from "./keys";

export type SendForSignatureInput = BodyIn<typeof sendForSignature>;
export type SignAgreementInput = BodyIn<typeof signAgreement>;
export type DeclineAgreementInput = BodyIn<typeof declineAgreement>;

/** The signature moves (api-design §10), each through its contract endpoint. */
export const signatureCalls = {
  send: (scope: Scope, id: string, body: SendForSignatureInput, idempotencyKey?: string) =>
    callApi(sendForSignature, { scope, params: { credit_application_id: id }, body, idempotencyKey }),
  open: (scope: Scope, id: string, idempotencyKey?: string) =>
    callApi(openAgreement, { scope, params: { credit_application_id: id }, idempotencyKey }),
  sign: (scope: Scope, id: string, body: SignAgreementInput, idempotencyKey?: string) =>
    callApi(signAgreement, { scope, params: { credit_application_id: id }, body, idempotencyKey }),
  decline: (scope: Scope, id: string, body: DeclineAgreementInput, idempotencyKey?: string) =>
    callApi(declineAgreement, { scope, params: { credit_application_id: id }, body, idempotencyKey }),
  cancel: (scope: Scope, id: string, idempotencyKey?: string) =>
    callApi(cancelSignature, { scope, params: { credit_application_id: id }, idempotencyKey }),
};

/** A signature move with one idempotency key per intent (the application, the move and what it sends). */
function useRefreshing<T, R>(move: string, scope: Scope, id: string, fn: (input: T, key: string) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedMutationFn(fn, (input: T) => [scope, id, move, input ?? null]),
    // Success or refusal (someone else moved it first): show the application and its process as they are.
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}

export function useSendForSignature(scope: Scope, id: string) {
  return useRefreshing("send", scope, id, (body: SendForSignatureInput, key) =>
    signatureCalls.send(scope, id, body, key),
  );
}
export function useOpenAgreement(scope: Scope, id: string) {
  return useRefreshing("open", scope, id, (_: undefined, key) => signatureCalls.open(scope, id, key));
}
export function useSignAgreement(scope: Scope, id: string) {
  return useRefreshing("sign", scope, id, (body: SignAgreementInput, key) => signatureCalls.sign(scope, id, body, key));
}
export function useDeclineAgreement(scope: Scope, id: string) {
  return useRefreshing("decline", scope, id, (body: DeclineAgreementInput, key) =>
    signatureCalls.decline(scope, id, body, key),
  );
}
export function useCancelSignature(scope: Scope, id: string) {
  return useRefreshing("cancel", scope, id, (_: undefined, key) => signatureCalls.cancel(scope, id, key));
}
