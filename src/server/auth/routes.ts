import type { FastifyInstance } from "fastify";
import { createApiClient, listApiClients, revokeApiClient, rotateApiClientSecret } from "../../contract/api-clients";
import { obtainToken } from "../../contract/auth";
import { ApiError } from "../http/api-error";
import { databaseUnavailableError, isDatabaseUnavailable } from "../http/db-errors";
import { registerEndpoint } from "../http/register";
import type { Services } from "../services";
import * as clients from "./api-clients";
import type { TokenRateLimiter } from "./rate-limit";
import { dummySecretHash, verifySecret } from "./secrets";

export function authRoutes(app: FastifyInstance, services: Services, limiter: TokenRateLimiter): void {
  registerEndpoint(app, services, obtainToken, async ({ body, request }) => {
    const attempt = await limiter.admit(body.client_id, request.ip);
    let client: clients.ClientCredentialsRow | undefined;
    try {
      client = await clients.findClientCredentials(services.db, body.client_id);
    } catch (err) {
      if (isDatabaseUnavailable(err)) {
        await limiter.abandoned(attempt);
        throw databaseUnavailableError(err, "oauth_service_unavailable");
      }
      throw err;
    }
    // The current secret, or the previous one during a rotation's grace period (docs/people.md, "API clients").
    const ok = client
      ? await clients.verifyClientSecret(body.client_secret, client)
      : await verifySecret(body.client_secret, await dummySecretHash());
    // Only a wrong secret (or an unknown client) is a failure; the right one counts against the client's budget.
    if (!client || !ok) await limiter.failed(attempt);
    else await limiter.succeeded(attempt);
    if (!client || !ok || client.deleted_at || client.revoked_at || client.org_deleted) {
      throw new ApiError("oauth_invalid_client_credentials");
    }
    if (client.disabled) throw new ApiError("oauth_unauthorized_client");
    const { token, expiresIn } = await services.tokens.issue(body.client_id, client.organization_id);
    try {
      await clients.markClientUsed(services.db, body.client_id);
    } catch (err) {
      // The token is issued; a missed "last used" stamp is not worth refusing it.
      request.log.warn({ err, client_id: body.client_id }, "could not record the API client's last use");
    }
    return { access_token: token, expires_in: expiresIn, token_type: "Bearer" as const };
  });

  // API clients managed by admins (issue 26 part 5; the permission table names `administer`).
  registerEndpoint(app, services, listApiClients, async ({ query, ctx }) =>
    clients.listApiClients(services.db, ctx.requesterId, query),
  );

  registerEndpoint(app, services, createApiClient, async ({ body, ctx, request }) =>
    clients.createApiClient(services, request, ctx, body.name),
  );

  registerEndpoint(app, services, rotateApiClientSecret, async ({ params, body, ctx, request }) =>
    clients.rotateApiClientSecret(
      services,
      request,
      ctx,
      params.client_id,
      body.grace_seconds ?? services.config.people.clientRotationGraceSeconds,
    ),
  );

  registerEndpoint(app, services, revokeApiClient, async ({ params, ctx, request }) =>
    clients.revokeApiClient(services, request, ctx, params.client_id),
  );
}
