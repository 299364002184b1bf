import type { BodyIn } from "../../../../contract/endpoint";
import { CSRF_HEADER, CSRF_HEADER_VALUE, signIn as signInEndpoint } from "../../../../contract/people";
import { callApi } from "../../../lib/api-client";
import { apiError } from "../../../lib/error-words";
import { formErrorMap } from "../../../lib/form-errors";
import {
  type PersonTokenAnswer,
  type Session,
  sessionFromPersonToken,
  setRefresher,
  startSession,
} from "../../../lib/session";
import { fetchRefreshedSession } from "./refresh-session";

export type PersonCredentials = BodyIn<typeof signInEndpoint>;

/** The cookie endpoints' request options: the CSRF header and the refresh cookie. */
export const cookieRequest = { headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE }, credentials: "include" } as const;

/**
 * POST /auth/sign-in with e-mail and password (checked first with the contract's schema, problems
 * as a validation_error like the API's). The access token is kept in memory only; the refresh token
 * arrives as the httpOnly cookie. Starts the session, or answers the challenge of the second step
 * when the person has two-step sign-in on.
 */
export async function signInPerson(credentials: PersonCredentials): Promise<Session | { challenge: string }> {
  const schema = signInEndpoint.body;
  if (!schema) throw apiError(0, "invalid_response");
  const checked = schema.safeParse(credentials, formErrorMap);
  if (!checked.success) {
    throw apiError(
      0,
      "validation_error",
      checked.error.issues.map((i) => ({
        loc: ["body", ...i.path.map((p) => (typeof p === "number" ? p : String(p)))],
        msg: i.message,
        type: i.code,
        code: "validation_error",
      })),
    );
  }
  const answer = await callApi(signInEndpoint, { body: checked.data, ...cookieRequest });
  // Two-step sign-in on: no session yet, the second step (a code) completes it.
  if ("second_factor_required" in answer) return { challenge: answer.challenge };
  return finishPersonSignIn(answer);
}

/** Starts the console session of a person from a session answer (sign-in or its second step). */
export function finishPersonSignIn(answer: PersonTokenAnswer): Session {
  const session = sessionFromPersonToken(answer);
  setRefresher(fetchRefreshedSession);
  startSession(session);
  return session;
}
