import type { ResponseOf } from "../../../../contract/endpoint";
import { signInSecondFactor } from "../../../../contract/totp";
import { callApi } from "../../../lib/api-client";
import { useRequest } from "../hooks/use-request";
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

/** The second step runs on the sign-in page too: no TanStack Query there (hooks/use-request.ts). */
export function useCompleteSecondFactor() {
  return useRequest(completeSecondFactor);
}
