import type { FastifyInstance } from "fastify";
import { obtainToken } from "../../contract/auth";
import { ApiError } from "../http/api-error";
import { databaseUnavailableError, isDatabaseUnavailable } from "../http/db-errors";
import { registerEndpoint } from "../http/register";
import type { Services } from "../services";
import type { TokenRateLimiter } from "./rate-limit";
import { dummySecretHash, verifySecret } from "./secrets";

export function authRoutes(app: FastifyInstance, services: Services, limiter: TokenRateLimiter): void {
  registerEndpoint(app, services, obtainToken, async ({ body, request }) => {
    const attempt = await limiter.admit(body.client_id, request.ip);
    let client:
      | {
          organization_id: string;
          secret_hash: string;
          disabled: boolean;
          deleted_at: Date | null;
          org_deleted: Date | null;
        }
      | undefined;
    try {
      client = await services.db
        .selectFrom("api_clients as c")
        .innerJoin("organizations as o", "o.id", "c.organization_id")
        .select(["c.organization_id", "c.secret_hash", "c.disabled", "c.deleted_at", "o.deleted_at as org_deleted"])
        .where("c.client_id", "=", body.client_id)
        .executeTakeFirst();
    } catch (err) {
      if (isDatabaseUnavailable(err)) {
        await limiter.abandoned(attempt);
        throw databaseUnavailableError(err, "oauth_service_unavailable");
      }
      throw err;
    }
    const ok = await verifySecret(body.client_secret, client?.secret_hash ?? (await dummySecretHash()));
    // Only a wrong secret (or an unknown client) is a failure; the right one counts against the client's budget.
    if (!client || !ok) await limiter.failed(attempt);
    else await limiter.succeeded(attempt);
    if (!client || !ok || client.deleted_at || client.org_deleted) {
      throw new ApiError("oauth_invalid_client_credentials");
    }
    if (client.disabled) throw new ApiError("oauth_unauthorized_client");
    const { token, expiresIn } = await services.tokens.issue(body.client_id, client.organization_id);
    return { access_token: token, expires_in: expiresIn, token_type: "Bearer" as const };
  });
}
