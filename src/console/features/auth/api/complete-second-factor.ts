import { useMutation } from "@tanstack/react-query";
import type { ResponseOf } from "../../../../contract/endpoint";
import { CSRF_HEADER, CSRF_HEADER_VALUE } from "../../../../contract/people";
import { signInSecondFactor } from "../../../../contract/totp";
import { callApi } from "../../../lib/api-client";

export type SessionToken = ResponseOf<typeof signInSecondFactor>;

/**
 * POST /auth/sign-in/second-factor: the challenge of the password step and a 6-digit code or a
 * recovery code. A cookie endpoint: it sends the CSRF header, the browser adds Origin and keeps the
 * refresh cookie of the answer.
 */
export function completeSecondFactor(input: { challenge: string; code: string }): Promise<SessionToken> {
  return callApi(signInSecondFactor, { body: input, headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE } });
}

export function useCompleteSecondFactor() {
  return useMutation({ mutationFn: completeSecondFactor });
}
