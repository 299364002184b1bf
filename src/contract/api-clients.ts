import { z } from "zod";
import { dateTime, listEnvelope, optionalPage } from "./common";
import { defineEndpoint } from "./endpoint";
import { commonOrgErrors } from "./errors";

/**
 * API clients of an organization managed by its admins (issue 26 part 5, docs/people.md "API
 * clients"): the client-credentials clients of `POST /oauth2/token`. A secret is returned only by
 * create and rotate, never again; rotating keeps the old secret working for a grace period.
 */
const tag = "API clients";

/** Longest grace period a rotation may ask for (7 days); the server's default is API_CLIENT_ROTATION_GRACE_SECONDS. */
export const API_CLIENT_MAX_GRACE_SECONDS = 604_800;

/** `active`: obtains tokens; `disabled`: stopped by the operator; `revoked`: stopped for good by an admin. */
export const apiClientStatuses = ["active", "disabled", "revoked"] as const;
export const apiClientStatusSchema = z.enum(apiClientStatuses);
export type ApiClientStatus = z.infer<typeof apiClientStatusSchema>;

export const apiClientSchema = z
  .object({
    client_id: z.string(),
    name: z.string().nullable().describe("Null for clients made before names existed (the operator's, the demo's)"),
    status: apiClientStatusSchema,
    created_at: dateTime,
    created_by: z
      .object({
        kind: z.enum(["person", "api_client"]),
        id: z.string().describe("The person's user id or the API client's client_id"),
        label: z.string().describe("The person's e-mail or the client_id"),
      })
      .nullable()
      .describe("Null for clients made by the operator"),
    last_used_at: dateTime.nullable().describe("When it last obtained a token (updated at most once a minute)"),
    revoked_at: dateTime.nullable(),
    secret_rotated_at: dateTime.nullable(),
    previous_secret_expires_at: dateTime
      .nullable()
      .describe("While the previous secret still works after a rotation: when it stops; else null"),
  })
  .meta({ id: "ApiClient" });
export type ApiClient = z.infer<typeof apiClientSchema>;

export const apiClientWithSecretSchema = apiClientSchema
  .extend({ client_secret: z.string().describe("Shown only in this answer: store it now") })
  .meta({ id: "ApiClientWithSecret" });
export type ApiClientWithSecret = z.infer<typeof apiClientWithSecretSchema>;

export const apiClientNameSchema = z.string().trim().min(1).max(100);

export const createApiClientBody = z.strictObject({ name: apiClientNameSchema }).meta({ id: "CreateApiClientBody" });

export const rotateApiClientSecretBody = z
  .strictObject({
    grace_seconds: z
      .number()
      .int()
      .min(0)
      .max(API_CLIENT_MAX_GRACE_SECONDS)
      .optional()
      .describe(
        "How long the old secret keeps working; default API_CLIENT_ROTATION_GRACE_SECONDS (24 h); 0 = stops now",
      ),
  })
  .meta({ id: "RotateApiClientSecretBody" });

export const apiClientParams = z.strictObject({ client_id: z.string().min(1).max(128) });

export const listApiClientsQuery = z.strictObject({ ...optionalPage }).meta({ id: "ListApiClientsQuery" });

export const listApiClients = defineEndpoint({
  id: "listApiClients",
  method: "GET",
  path: "/api-clients",
  summary: "The organization's API clients, newest first (revoked ones included; secrets never)",
  tag,
  auth: "org",
  scenarios: ["self"],
  query: listApiClientsQuery,
  response: listEnvelope(apiClientSchema).meta({ id: "ApiClientList" }),
  errors: commonOrgErrors,
});

export const createApiClient = defineEndpoint({
  id: "createApiClient",
  method: "POST",
  path: "/api-clients",
  summary: "Create an API client; the answer carries its secret, shown only here",
  tag,
  auth: "org",
  scenarios: ["self"],
  body: createApiClientBody,
  response: apiClientWithSecretSchema,
  successStatus: 201,
  errors: commonOrgErrors,
});

export const rotateApiClientSecret = defineEndpoint({
  id: "rotateApiClientSecret",
  method: "POST",
  path: "/api-clients/{client_id}/secret",
  summary: "A new secret, shown only here; the old one keeps working for the grace period, then stops",
  tag,
  auth: "org",
  scenarios: ["self"],
  params: apiClientParams,
  body: rotateApiClientSecretBody,
  response: apiClientWithSecretSchema,
  errors: [...commonOrgErrors, "api_client_not_found", "api_client_revoked"],
});

export const revokeApiClient = defineEndpoint({
  id: "revokeApiClient",
  method: "POST",
  path: "/api-clients/{client_id}/revocation",
  summary: "Revoke an API client for good: its secrets and its tokens stop working",
  tag,
  auth: "org",
  scenarios: ["self"],
  params: apiClientParams,
  response: apiClientSchema,
  errors: [...commonOrgErrors, "api_client_not_found", "api_client_revoked", "api_client_revoke_self"],
});

export const apiClientEndpoints = [listApiClients, createApiClient, rotateApiClientSecret, revokeApiClient] as const;
