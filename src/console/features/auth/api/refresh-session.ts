import { CSRF_HEADER, CSRF_HEADER_VALUE, refreshSession } from "../../../../contract/people";
import { callApi } from "../../../lib/api-client";
import { restoreSession, type Session, sessionFromPersonToken, setRefresher } from "../../../lib/session";

/** POST /auth/refresh: a new access token (and, in the cookie, a new refresh token) for the session. */
export async function fetchRefreshedSession(): Promise<Session> {
  const answer = await callApi(refreshSession, {
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    credentials: "include",
  });
  return sessionFromPersonToken(answer);
}

/**
 * For the auth guard of a tab that starts without a session: another tab's session, else a fresh
 * token from the refresh cookie (one tab at a time, lib/session.ts). Null: ask to sign in.
 */
export function restorePersonSession(): Promise<Session | null> {
  setRefresher(fetchRefreshedSession);
  return restoreSession();
}
