import { useMutation, useQueryClient } from "@tanstack/react-query";
import { applicationActionEndpoints } from "../../../../contract/applications";
import type { ApplicationAction, SignatureAction } from "../../../../contract/transitions";
import { callApi } from "../../../lib/api-client";
import { useKeyedMutationFn } from "../../../lib/intent-key";
import type { Scope } from "../../../lib/scope";
import { applicationKeys } from "./keys";

/** Actions without a body: POST …/statuses/{move} and the additional-documents confirmation. */
export type SimpleAction = Exclude<ApplicationAction, "request_changes" | "update_trade_finance" | SignatureAction>;

/** Performs one move of the transition table through the endpoint the contract maps it to. */
export function performAction(
  scope: Scope,
  id: string,
  action: SimpleAction,
  idempotencyKey?: string,
): Promise<unknown> {
  return callApi(applicationActionEndpoints[action], { scope, params: { credit_application_id: id }, idempotencyKey });
}

/** The mutation behind the confirm dialogs; refreshes every list and detail of the scope. */
export function usePerformAction(scope: Scope, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedMutationFn(
      (action: SimpleAction, key) => performAction(scope, id, action, key),
      (action) => [scope, id, action],
    ),
    // Success or refusal (e.g. someone else moved it first): show the application as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
