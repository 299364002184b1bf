import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  createCreditTermsApplication,
  createFactoringApplication,
  createTradeFinanceApplication,
} from "../../../../contract/applications";
import type { BodyIn } from "../../../../contract/endpoint";
import { callApi } from "../../../lib/api-client";
import { useKeyedMutationFn } from "../../../lib/intent-key";
import type { Scope } from "../../../lib/scope";
import { applicationKeys } from "./keys";

export type CreateApplicationInput =
  | { type: "credit_terms"; body: BodyIn<typeof createCreditTermsApplication> }
  | { type: "trade_finance"; body: BodyIn<typeof createTradeFinanceApplication> }
  | { type: "factoring"; body: BodyIn<typeof createFactoringApplication> };

/** POST /credit-applications/{type}: the shipper applies to the Target (its forwarder). */
export function createApplication(scope: Scope, input: CreateApplicationInput, idempotencyKey?: string) {
  switch (input.type) {
    case "credit_terms":
      return callApi(createCreditTermsApplication, { scope, body: input.body, idempotencyKey });
    case "trade_finance":
      return callApi(createTradeFinanceApplication, { scope, body: input.body, idempotencyKey });
    case "factoring":
      return callApi(createFactoringApplication, { scope, body: input.body, idempotencyKey });
  }
}

export function useCreateApplication(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedMutationFn(
      (input: CreateApplicationInput, key) => createApplication(scope, input, key),
      (input) => [scope, input],
    ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
