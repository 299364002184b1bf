import { acceptUserInvitation } from "../../../../contract/people-admin";
import { callApi } from "../../../lib/api-client";

/** POST /auth/invitation-acceptance: the invitation link's token and the chosen password. */
export function acceptInvitation(token: string, password: string) {
  return callApi(acceptUserInvitation, { body: { token, password } });
}
