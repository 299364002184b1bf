import { registerScenario } from "../registry";

/** Foundation: the token endpoint (scrypt-verified client secret) and an authenticated reference list. */

registerScenario({
  name: "token endpoint",
  section: "Foundation",
  description: "POST /v1-beta/oauth2/token, JSON client credentials (scrypt N=16384 per request)",
  prepare: async (ctx) => ({
    method: "POST",
    path: "/v1-beta/oauth2/token",
    headers: { "content-type": "application/json" },
    body: { client_id: ctx.org.clientId, client_secret: ctx.org.clientSecret },
  }),
});

registerScenario({
  name: "currencies (authenticated)",
  section: "Foundation",
  description:
    "GET /v1-beta/resources/currencies with a bearer token: ES256 verified once, then from the verified-token cache until exp; account state (re-read at most once a second); security headers, request log; the constant list serialized once",
  prepare: async (ctx) => ({
    method: "GET",
    path: "/v1-beta/resources/currencies",
    headers: { authorization: `Bearer ${await ctx.token()}` },
  }),
});

registerScenario({
  name: "connections (authenticated, database)",
  section: "Foundation",
  description:
    "GET /v1-beta/connections (Self) with a bearer token and the organization headers: cached token and account state, header validation, scenario, one database query and JSON serialization per request",
  prepare: async (ctx) => ({
    method: "GET",
    path: "/v1-beta/connections",
    headers: ctx.orgHeaders(await ctx.token()),
  }),
});
