import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiResponse,
  errorCodes,
  onPostgres,
  startTestServer,
  type TestOrg,
  type TestServer,
  toApiResponse,
} from "../../../test/support/harness";
import { type BuiltApp, buildApp } from "../app";
import { type Database, openPostgres } from "../db/database";
import { ACCOUNT_CACHE_MS } from "../http/scenario";

/**
 * The verified-token cache (auth/tokens.ts) and the account-state cache (http/scenario.ts) keep
 * every refusal of the uncached path (docs/performance.md, "Authenticated requests"): a client
 * disabled through one instance is refused by every instance within ACCOUNT_CACHE_MS, although
 * each had its token cached; an expired token is refused although it was cached; a token differing
 * in one byte from a cached one is verified afresh and refused. Two instances share one database:
 * on PostgreSQL the second has its own pool (its own caches, as a second process would); on the
 * embedded database it shares the connection (and so the account cache) but has its own tokens.
 */

const TTL_SECONDS = 5;
let server: TestServer;
let second: { app: BuiltApp; origin: string; database?: Database };
let databaseUrl: string | undefined;
let org: TestOrg;

beforeAll(async () => {
  server = await startTestServer(
    { tokenTtlSeconds: TTL_SECONDS },
    {
      connectVia: (url) => {
        databaseUrl = url;
        return url;
      },
    },
  );
  let database: Database | undefined;
  if (onPostgres && databaseUrl) database = openPostgres(databaseUrl, 4);
  const app = await buildApp(server.config, database ?? server.built.services.database);
  await app.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.app.server.address() as { port: number };
  second = { app, origin: `http://127.0.0.1:${port}`, database };
  org = await server.createOrg();
});

afterAll(async () => {
  await second?.app.close();
  await second?.database?.close();
  await server?.close();
});

const origins = () => [server.origin, second.origin];

async function list(origin: string, token: string): Promise<ApiResponse> {
  return toApiResponse(
    await fetch(`${origin}/v1-beta/connections`, {
      headers: {
        authorization: `Bearer ${token}`,
        "requester-organization-id": org.id,
        "target-organization-id": org.id,
      },
    }),
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("verified-token cache", () => {
  it("a client disabled through one instance is refused by every instance once the account state is re-read", async () => {
    const token = await org.token();
    for (const origin of origins()) {
      // Twice: the second answer comes from the caches.
      expect((await list(origin, token)).status).toBe(200);
      expect((await list(origin, token)).status).toBe(200);
    }
    expect(server.built.services.tokens.cachedTokens).toBeGreaterThan(0);
    expect(second.app.services.tokens.cachedTokens).toBeGreaterThan(0);

    const disabled = await server.adminRequest("PATCH", `/admin/clients/${org.clientId}`, {
      body: { disabled: true },
    });
    try {
      expect(disabled.status).toBe(200);
      // The instance that made the change forgets the account state at once.
      const first = await list(server.origin, token);
      expect(first.status).toBe(401);
      expect(errorCodes(first)).toEqual(["invalid_token"]);
      // Every other instance re-reads it within ACCOUNT_CACHE_MS (one second).
      await sleep(ACCOUNT_CACHE_MS + 100);
      for (const origin of origins()) {
        const r = await list(origin, token);
        expect(r.status, origin).toBe(401);
        expect(errorCodes(r)).toEqual(["invalid_token"]);
      }
    } finally {
      await server.adminRequest("PATCH", `/admin/clients/${org.clientId}`, { body: { disabled: false } });
    }
    await sleep(ACCOUNT_CACHE_MS + 100);
    const again = await org.token();
    for (const origin of origins()) expect((await list(origin, again)).status).toBe(200);
  });

  it("a cached token is refused once it expires (token_expired), on every instance", async () => {
    const token = await org.token();
    for (const origin of origins()) expect((await list(origin, token)).status).toBe(200);
    const exp = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()).exp as number;
    await sleep(Math.max(0, exp * 1000 - Date.now()) + 50);
    for (const origin of origins()) {
      const r = await list(origin, token);
      expect(r.status, origin).toBe(401);
      expect(errorCodes(r)).toEqual(["token_expired"]);
    }
  });

  it("a token one byte away from a cached one is verified afresh and refused", async () => {
    const token = await org.token();
    expect((await list(server.origin, token)).status).toBe(200);
    const [h, p, s] = token.split(".") as [string, string, string];
    const flipped = `${s.slice(0, -2)}${s.at(-2) === "A" ? "B" : "A"}${s.at(-1)}`;
    const claims = JSON.parse(Buffer.from(p, "base64url").toString()) as Record<string, unknown>;
    const otherOrg = Buffer.from(JSON.stringify({ ...claims, org: "00000000-0000-4000-8000-000000000000" })).toString(
      "base64url",
    );
    for (const forged of [`${h}.${p}.${flipped}`, `${h}.${otherOrg}.${s}`, `${token}x`]) {
      const r = await list(server.origin, forged);
      expect(r.status).toBe(401);
      expect(errorCodes(r)).toEqual(["invalid_token"]);
    }
    expect((await list(server.origin, token)).status).toBe(200);
  });

  it("remembers only tokens that verified", async () => {
    const before = server.built.services.tokens.cachedTokens;
    for (let i = 0; i < 5; i++) await list(server.origin, `eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.${i}`);
    expect(server.built.services.tokens.cachedTokens).toBe(before);
  });
});
