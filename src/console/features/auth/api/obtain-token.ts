import { obtainToken, tokenRequestSchema } from "../../../../contract/auth";
import type { BodyIn } from "../../../../contract/endpoint";
import { callApi } from "../../../lib/api-client";
import { apiError } from "../../../lib/error-words";
import { formErrorMap } from "../../../lib/form-errors";
import { type Session, sessionFromToken, startSession } from "../../../lib/session";

export type Credentials = Pick<BodyIn<typeof obtainToken>, "client_id" | "client_secret">;

const credentialsSchema = tokenRequestSchema.pick({ client_id: true, client_secret: true });

/**
 * POST /oauth2/token with client credentials, checked first with the contract's own schema (its
 * problems come back as a validation_error with `loc` ["body", field], like the API's); starts the
 * session on success.
 */
export async function signIn(credentials: Credentials): Promise<Session> {
  const checked = credentialsSchema.safeParse(credentials, formErrorMap);
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
  const token = await callApi(obtainToken, { body: { ...checked.data, grant_type: "client_credentials" } });
  const session = sessionFromToken(checked.data.client_id, token.access_token, token.expires_in);
  if (!session) throw apiError(0, "invalid_response");
  startSession(session);
  return session;
}
