import { useMutation, useQueryClient } from "@tanstack/react-query";
import { approveApplication, declineApplication, rejectApplication } from "../../../../contract/applications";
import type { BodyIn } from "../../../../contract/endpoint";
import { callApi } from "../../../lib/api-client";
import { useKeyedMutationFn } from "../../../lib/intent-key";
import type { Scope } from "../../../lib/scope";
import { applicationKeys } from "./keys";

export type DecisionAction = "approve" | "decline" | "reject";
export type ApproveInput = BodyIn<typeof approveApplication>;
export type DecisionReasonInput = BodyIn<typeof declineApplication>;
export type Decision =
  | { action: "approve"; body: ApproveInput }
  | { action: "decline" | "reject"; body: DecisionReasonInput };

export function isDecisionAction(action: string): action is DecisionAction {
  return action === "approve" || action === "decline" || action === "reject";
}

/** POST …/statuses/approve | decline | reject with the decision's amount, conditions and reason. */
export function decide(scope: Scope, id: string, decision: Decision, idempotencyKey?: string) {
  const params = { credit_application_id: id };
  if (decision.action === "approve") {
    return callApi(approveApplication, { scope, params, body: decision.body, idempotencyKey });
  }
  const endpoint = decision.action === "decline" ? declineApplication : rejectApplication;
  return callApi(endpoint, { scope, params, body: decision.body, idempotencyKey });
}

export function useDecide(scope: Scope, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedMutationFn(
      (decision: Decision, key) => decide(scope, id, decision, key),
      (decision) => [scope, id, decision],
    ),
    // Success or refusal (e.g. someone else moved it first): show the application as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
