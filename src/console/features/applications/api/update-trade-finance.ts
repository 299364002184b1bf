import { useMutation, useQueryClient } from "@tanstack/react-query";
import { updateTradeFinanceApplication } from "../../../../contract/applications";
import type { BodyIn } from "../../../../contract/endpoint";
import { callApi } from "../../../lib/api-client";
import { useKeyedMutationFn } from "../../../lib/intent-key";
import type { Scope } from "../../../lib/scope";
import { applicationKeys } from "./keys";

export type TradeFinanceInput = BodyIn<typeof updateTradeFinanceApplication>;

/** PUT /credit-applications/trade-finance/{id}: a full replacement (shipper). */
export function updateTradeFinance(scope: Scope, id: string, body: TradeFinanceInput, idempotencyKey?: string) {
  return callApi(updateTradeFinanceApplication, { scope, params: { credit_application_id: id }, body, idempotencyKey });
}

export function useUpdateTradeFinance(scope: Scope, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedMutationFn(
      (body: TradeFinanceInput, key) => updateTradeFinance(scope, id, body, key),
      (body) => [scope, id, body],
    ),
    // Success or refusal (e.g. someone else moved it first): show the application as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
