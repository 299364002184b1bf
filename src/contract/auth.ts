import { z } from "zod";
import { defineEndpoint } from "./endpoint";

export const tokenRequestSchema = z
  .strictObject({
    client_id: z.string().min(1).max(128),
    client_secret: z.string().min(1).max(64),
    grant_type: z.literal("client_credentials").optional(),
  })
  .meta({ id: "TokenRequest" });

export const tokenResponseSchema = z
  .object({
    access_token: z.string(),
    expires_in: z.number().int().describe("Lifetime of the token in seconds"),
    token_type: z.literal("Bearer"),
  })
  .meta({ id: "TokenResponse" });

export const obtainToken = defineEndpoint({
  id: "obtainToken",
  method: "POST",
  path: "/oauth2/token",
  summary: "Obtain an access token with client credentials (JSON or form body)",
  tag: "Authentication",
  auth: "none",
  body: tokenRequestSchema,
  response: tokenResponseSchema,
  errors: [
    "oauth_invalid_client_credentials",
    "oauth_unauthorized_client",
    "request_too_large",
    "validation_error",
    "oauth_service_rate_limit",
    "internal_conflict_error",
    "oauth_service_unavailable",
    "service_under_maintenance",
  ],
});

export const authEndpoints = [obtainToken] as const;
