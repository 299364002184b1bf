import { useCallback, useState } from "react";
import type { ResponseOf } from "../../../../contract/endpoint";
import { signInSecondFactor } from "../../../../contract/totp";
import { callApi } from "../../../lib/api-client";
import { cookieRequest } from "./sign-in-person";

export type SessionToken = ResponseOf<typeof signInSecondFactor>;

/**
 * POST /auth/sign-in/second-factor: the challenge of the password step and a 6-digit code or a
 * recovery code. A cookie endpoint: it sends the CSRF header, the browser adds Origin and keeps the
 * refresh cookie of the answer.
 */
export function completeSecondFactor(input: { challenge: string; code: string }): Promise<SessionToken> {
  return callApi(signInSecondFactor, { body: input, ...cookieRequest });
}

type State = { status: "idle" } | { status: "pending" } | { status: "error"; error: unknown };

/**
 * The second step as a small state machine, like the sign-in itself: it runs on the sign-in page,
 * which has no TanStack Query (that loads with the signed-in shell).
 */
export function useCompleteSecondFactor() {
  const [state, setState] = useState<State>({ status: "idle" });
  const mutate = useCallback(
    (input: { challenge: string; code: string }, options: { onSuccess?: (token: SessionToken) => void } = {}) => {
      setState({ status: "pending" });
      completeSecondFactor(input).then(
        (token) => {
          setState({ status: "idle" });
          options.onSuccess?.(token);
        },
        (error: unknown) => setState({ status: "error", error }),
      );
    },
    [],
  );
  const reset = useCallback(() => setState({ status: "idle" }), []);
  return {
    mutate,
    reset,
    isPending: state.status === "pending",
    isError: state.status === "error",
    error: state.status === "error" ? state.error : null,
  };
}
