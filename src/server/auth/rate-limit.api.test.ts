import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestOrg, type TestServer } from "../../../test/support/harness";
import { createClient } from "../admin/service";

/**
 * Token-endpoint rate limits (api-design §3, issue 24): per source address every request counts;
 * per client_id only requests with the right secret count, so a stranger's failures never use the
 * owner's budget; failures count per (client_id, address) pair, backed off exponentially, and per
 * client_id from every address against a higher ceiling. 429 oauth_service_rate_limit with a
 * Retry-After that is the longest wait of every refusing limit, rounded up. In-process by default;
 * on Redis (TEST_REDIS_URL) the counters are shared by two instances. Time is the limiter's clock,
 * which the tests move (`rateLimitClock`), so nothing sleeps and no assertion depends on timing.
 */

const PER_CLIENT = 3;
const PER_ADDRESS = 20;
const FAILURES_PER_CLIENT = 12;
const BACKOFF_AFTER = 3;
const BACKOFF_MAX_SECONDS = 16;

let now = Date.now();
/** Moves the limiter's clock (shared by every server of this file). */
function advance(seconds: number): void {
  now += seconds * 1000;
}

const limits = {
  tokenRatePerClient: PER_CLIENT,
  tokenRatePerAddress: PER_ADDRESS,
  tokenFailuresPerClient: FAILURES_PER_CLIENT,
  tokenBackoffAfterFailures: BACKOFF_AFTER,
  tokenBackoffBaseSeconds: 1,
  tokenBackoffMaxSeconds: BACKOFF_MAX_SECONDS,
  rateLimitClock: () => now,
  trustProxy: true,
};

interface ErrorBody {
  detail: Array<{ loc: unknown[]; msg: string; type: string; code: string }>;
}
type Reply = { status: number; body: ErrorBody; headers: Headers };

let address = 0;
/** A source address nobody used yet in this run (the servers trust X-Forwarded-For). */
function freshAddress(): string {
  address += 1;
  return `10.77.${Math.floor(address / 250)}.${(address % 250) + 1}`;
}

function askToken(server: TestServer, clientId: string, secret: string, from: string): Promise<Reply> {
  return server.request<ErrorBody>("POST", "/oauth2/token", {
    body: { client_id: clientId, client_secret: secret },
    headers: { "x-forwarded-for": from },
  });
}

/** 429 oauth_service_rate_limit; answers its Retry-After. */
function expectRateLimited(r: Reply, retryAfter?: number): number {
  expect(r.status).toBe(429);
  expect(r.body).toEqual({
    detail: [{ loc: [], msg: expect.any(String), type: "oauth", code: "oauth_service_rate_limit" }],
  });
  const seconds = Number(r.headers.get("retry-after"));
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThanOrEqual(1);
  if (retryAfter !== undefined) expect(seconds).toBe(retryAfter);
  return seconds;
}

function expectWrongSecret(r: Reply): void {
  expect(r.status).toBe(401);
  expect(r.body.detail[0]?.code).toBe("oauth_invalid_client_credentials");
}

function rateLimitSuite(name: string, start: () => Promise<TestServer[]>) {
  describe(name, () => {
    let servers: TestServer[] = [];
    let first: TestServer;
    /** The instances in turn (one in-process; two on Redis, where they must count together). */
    let turn = 0;
    const next = () => servers[turn++ % servers.length] as TestServer;

    beforeAll(async () => {
      servers = await start();
      first = servers[0] as TestServer;
    });
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.close()));
    });

    const owner = (org: TestOrg, from: string) => askToken(first, org.clientId, org.clientSecret, from);
    const stranger = (org: TestOrg, from: string) => askToken(next(), org.clientId, "a-wrong-guess", from);

    it(`allows ${PER_CLIENT} token requests a minute per client_id from any address, then 429 whose Retry-After is exact`, async () => {
      const org = await first.createOrg();
      const other = await first.createOrg();
      for (let i = 0; i < PER_CLIENT; i += 1) expect((await owner(org, freshAddress())).status).toBe(200);
      const wait = expectRateLimited(await owner(org, freshAddress()), 60);
      // Another client is not affected.
      expect((await owner(other, freshAddress())).status).toBe(200);
      advance(wait - 1);
      expectRateLimited(await owner(org, freshAddress()), 1);
      advance(1);
      expect((await owner(org, freshAddress())).status).toBe(200);
    });

    it(`allows ${PER_ADDRESS} token requests a minute per address, whatever the client_id (failed ones count)`, async () => {
      const from = freshAddress();
      for (let i = 0; i < PER_ADDRESS; i += 1) {
        expectWrongSecret(await askToken(next(), `cli_guess_${randomUUID()}`, "guess", from));
      }
      const fresh = await first.createOrg();
      expectRateLimited(await owner(fresh, from), 60);
      expect((await owner(fresh, freshAddress())).status).toBe(200);
    });

    it("fifty wrong secrets from one address do not lock the owner out: the owner at another address gets every token of the budget", async () => {
      const org = await first.createOrg();
      const attacker = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 50; i += 1) statuses.push((await stranger(org, attacker)).status);
      // The pair is backed off after BACKOFF_AFTER failures; the attempts after it verify nothing.
      expect(statuses.slice(0, BACKOFF_AFTER)).toEqual(Array(BACKOFF_AFTER).fill(401));
      expect(statuses.slice(BACKOFF_AFTER)).toEqual(Array(50 - BACKOFF_AFTER).fill(429));
      const home = freshAddress();
      for (let i = 0; i < PER_CLIENT; i += 1) expect((await owner(org, home)).status).toBe(200);
      // Strangers at a few addresses, below the pair back-off and the ceiling, change nothing either.
      const spread = await first.createOrg();
      for (let i = 0; i < 4; i += 1) {
        const from = freshAddress();
        for (let j = 0; j < BACKOFF_AFTER - 1; j += 1) expectWrongSecret(await stranger(spread, from));
      }
      for (let i = 0; i < PER_CLIENT; i += 1) expect((await owner(spread, freshAddress())).status).toBe(200);
    });

    it("backs the failing (client_id, address) pair off exponentially, up to the maximum; a success from the pair forgets its failures", async () => {
      const org = await first.createOrg();
      const attacker = freshAddress();
      for (let i = 0; i < BACKOFF_AFTER - 1; i += 1) expectWrongSecret(await stranger(org, attacker));
      const waits: number[] = [];
      for (let step = 0; step < 6; step += 1) {
        expectWrongSecret(await stranger(org, attacker));
        const wait = expectRateLimited(await stranger(org, attacker));
        waits.push(wait);
        if (wait > 1) {
          advance(wait - 1);
          expectRateLimited(await stranger(org, attacker), 1);
          advance(1);
        } else {
          advance(wait);
        }
      }
      expect(waits).toEqual([1, 2, 4, 8, 16, 16]);
      // Meanwhile the owner elsewhere is served, and counted only in the owner's own budget.
      expect((await owner(org, freshAddress())).status).toBe(200);
      // The owner behind the attacker's address (a shared NAT) is served once the back-off ran out,
      // and that success forgets the pair's failures: the next wrong secret is a plain 401 again.
      advance(60); // (a new minute for the address, which the attacker has nearly used up)
      expect((await owner(org, attacker)).status).toBe(200);
      for (let i = 0; i < BACKOFF_AFTER - 1; i += 1) expectWrongSecret(await stranger(org, attacker));
      expectWrongSecret(await stranger(org, attacker));
      expectRateLimited(await stranger(org, attacker), 1);
    });

    it(`a distributed attack is bounded: ${FAILURES_PER_CLIENT} failures a minute per client_id from all addresses, then 429 everywhere until the minute ends`, async () => {
      const org = await first.createOrg();
      for (let i = 0; i < FAILURES_PER_CLIENT / 2; i += 1) {
        const from = freshAddress();
        expectWrongSecret(await stranger(org, from));
        expectWrongSecret(await stranger(org, from));
      }
      advance(10);
      const wait = expectRateLimited(await stranger(org, freshAddress()), 50);
      expectRateLimited(await owner(org, freshAddress()), 50);
      advance(wait - 1);
      expectRateLimited(await owner(org, freshAddress()), 1);
      advance(1);
      // The strangers never used the owner's budget.
      for (let i = 0; i < PER_CLIENT; i += 1) expect((await owner(org, freshAddress())).status).toBe(200);
    });

    it("when several limits refuse, Retry-After is the longest wait (the client's budget here), and waiting exactly that long is enough", async () => {
      const org = await first.createOrg();
      const from = freshAddress();
      for (let i = 0; i < PER_ADDRESS - PER_CLIENT; i += 1) {
        expectWrongSecret(await askToken(next(), `cli_guess_${randomUUID()}`, "guess", from));
      }
      advance(20);
      for (let i = 0; i < PER_CLIENT; i += 1) expect((await owner(org, from)).status).toBe(200);
      // The address is full for 40 s more, the client's budget for 60 s.
      const wait = expectRateLimited(await owner(org, from), 60);
      advance(wait - 1);
      expectRateLimited(await owner(org, from), 1);
      advance(1);
      expect((await owner(org, from)).status).toBe(200);
    });

    it("when several limits refuse, Retry-After is the longest wait (the address here)", async () => {
      const org = await first.createOrg();
      for (let i = 0; i < PER_CLIENT; i += 1) expect((await owner(org, freshAddress())).status).toBe(200);
      advance(20);
      const from = freshAddress();
      for (let i = 0; i < PER_ADDRESS; i += 1) {
        expectWrongSecret(await askToken(next(), `cli_guess_${randomUUID()}`, "guess", from));
      }
      // The client's budget is full for 40 s more, the address for 60 s.
      const wait = expectRateLimited(await owner(org, from), 60);
      advance(wait - 1);
      expectRateLimited(await owner(org, from), 1);
      advance(1);
      expect((await owner(org, from)).status).toBe(200);
    });

    it.runIf(name.includes("Redis"))("two instances on one Redis count one client's tokens together", async () => {
      const [a, b] = servers as [TestServer, TestServer];
      const org = await a.createOrg();
      // The same client on b's database (each test server has a database of its own).
      const twin = await b.createOrg();
      await createClient(b.built.services.db, twin.id, { clientId: org.clientId, clientSecret: org.clientSecret });
      for (let i = 0; i < PER_CLIENT; i += 1) {
        const via = i % 2 === 0 ? b : a;
        expect((await askToken(via, org.clientId, org.clientSecret, freshAddress())).status).toBe(200);
      }
      expectRateLimited(await askToken(a, org.clientId, org.clientSecret, freshAddress()), 60);
      expectRateLimited(await askToken(b, org.clientId, org.clientSecret, freshAddress()), 60);
    });
  });
}

rateLimitSuite("in-process limits", async () => [await startTestServer(limits)]);

describe("a back-off longer than the minute", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...limits, tokenBackoffBaseSeconds: 90, tokenBackoffMaxSeconds: 600 });
  });
  afterAll(async () => server?.close());

  it("is part of Retry-After when it is the longest wait of several refusing limits", async () => {
    const org = await server.createOrg();
    const from = freshAddress();
    for (let i = 0; i < PER_ADDRESS - BACKOFF_AFTER; i += 1) {
      expectWrongSecret(await askToken(server, `cli_guess_${randomUUID()}`, "guess", from));
    }
    advance(20);
    for (let i = 0; i < BACKOFF_AFTER; i += 1) {
      expectWrongSecret(await askToken(server, org.clientId, "a-wrong-guess", from));
    }
    // The address is full for 40 s more, the pair backed off for 90 s.
    const wait = expectRateLimited(await askToken(server, org.clientId, org.clientSecret, from), 90);
    advance(wait - 1);
    expectRateLimited(await askToken(server, org.clientId, org.clientSecret, from), 1);
    advance(1);
    expect((await askToken(server, org.clientId, org.clientSecret, from)).status).toBe(200);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  rateLimitSuite("limits shared through Redis (TEST_REDIS_URL), two instances", async () => {
    const shared = { ...limits, redisUrl, rateLimitNamespace: `cas-test-${randomUUID()}` };
    // One after the other: two servers starting at once on a loaded machine may time out.
    const a = await startTestServer(shared);
    return [a, await startTestServer(shared)];
  });
} else {
  describe.skip("limits shared through Redis (set TEST_REDIS_URL)", () => {
    it("needs Redis", () => {});
  });
}
