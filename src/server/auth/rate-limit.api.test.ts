import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestOrg, type TestServer } from "../../../test/support/harness";

/**
 * Token-endpoint rate limits (api-design §3): per client_id and per source address, 429
 * oauth_service_rate_limit with Retry-After. In-process by default; on Redis (TEST_REDIS_URL)
 * the counters are shared, so two instances count together. Each run uses its own key namespace.
 */

const PER_CLIENT = 3;
const PER_ADDRESS = 5;
const limits = { tokenRatePerClient: PER_CLIENT, tokenRatePerAddress: PER_ADDRESS, trustProxy: true };

interface ErrorBody {
  detail: Array<{ loc: unknown[]; msg: string; type: string; code: string }>;
}

let address = 0;
/** A source address nobody used yet in this run (the servers trust X-Forwarded-For). */
function freshAddress(): string {
  address += 1;
  return `10.77.${Math.floor(address / 250)}.${(address % 250) + 1}`;
}

function askToken(server: TestServer, clientId: string, secret: string, from: string) {
  return server.request<ErrorBody>("POST", "/oauth2/token", {
    body: { client_id: clientId, client_secret: secret },
    headers: { "x-forwarded-for": from },
  });
}

function expectRateLimited(r: { status: number; body: ErrorBody; headers: Headers }) {
  expect(r.status).toBe(429);
  expect(r.body).toEqual({
    detail: [{ loc: [], msg: expect.any(String), type: "oauth", code: "oauth_service_rate_limit" }],
  });
  const retryAfter = Number(r.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

function rateLimitSuite(name: string, start: () => Promise<TestServer[]>) {
  describe(name, () => {
    let servers: TestServer[] = [];
    let org: TestOrg;
    let other: TestOrg;

    beforeAll(async () => {
      servers = await start();
      const first = servers[0] as TestServer;
      org = await first.createOrg();
      other = await first.createOrg();
    });
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.close()));
    });

    it(`allows ${PER_CLIENT} token requests a minute per client_id, from any address, then 429 with Retry-After`, async () => {
      const server = servers[0] as TestServer;
      for (let i = 0; i < PER_CLIENT; i += 1) {
        expect((await askToken(server, org.clientId, org.clientSecret, freshAddress())).status).toBe(200);
      }
      expectRateLimited(await askToken(server, org.clientId, org.clientSecret, freshAddress()));
      // Another client is not affected.
      expect((await askToken(server, other.clientId, other.clientSecret, freshAddress())).status).toBe(200);
    });

    it(`allows ${PER_ADDRESS} token requests a minute per address, whatever the client_id (failed ones count)`, async () => {
      const server = servers[0] as TestServer;
      const from = freshAddress();
      for (let i = 0; i < PER_ADDRESS; i += 1) {
        const r = await askToken(server, `cli_guess_${randomUUID()}`, "guess", from);
        expect(r.status).toBe(401);
      }
      const fresh = await server.createOrg();
      expectRateLimited(await askToken(server, fresh.clientId, fresh.clientSecret, from));
      expect((await askToken(server, fresh.clientId, fresh.clientSecret, freshAddress())).status).toBe(200);
    });

    it.runIf(name.includes("Redis"))("two instances on one Redis count one client's requests together", async () => {
      const [a, b] = servers as [TestServer, TestServer];
      const shared = await a.createOrg();
      // The client exists only in a's database; b refuses it (401) but still counts the attempts.
      for (let i = 0; i < PER_CLIENT; i += 1) {
        await askToken(i % 2 === 0 ? b : a, shared.clientId, shared.clientSecret, freshAddress());
      }
      expectRateLimited(await askToken(a, shared.clientId, shared.clientSecret, freshAddress()));
    });
  });
}

rateLimitSuite("in-process limits", async () => [await startTestServer(limits)]);

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  rateLimitSuite("limits shared through Redis (TEST_REDIS_URL), two instances", async () => {
    const shared = { ...limits, redisUrl, rateLimitNamespace: `cas-test-${randomUUID()}` };
    return Promise.all([startTestServer(shared), startTestServer(shared)]);
  });
} else {
  describe.skip("limits shared through Redis (set TEST_REDIS_URL)", () => {
    it("needs Redis", () => {});
  });
}
