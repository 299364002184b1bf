import { CSRF_HEADER, CSRF_HEADER_VALUE, signOut, signOutEverywhere } from "../../../../contract/people";
import { callApi } from "../../../lib/api-client";

/** POST /auth/sign-out: ends this browser's session and clears the refresh cookie. */
export function signOutThisBrowser() {
  return callApi(signOut, { headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE }, credentials: "include" });
}

/** POST /auth/sign-out-everywhere: ends every session of the signed-in person. */
export function signOutOfEverySession() {
  return callApi(signOutEverywhere, {});
}
