import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiResponse,
  type ErrorBody,
  onPostgres,
  startTestServer,
  type TestOrg,
  type TestServer,
} from "../../../test/support/harness";
import { startServerBehindPostgresProxy, TcpProxy } from "../../../test/support/tcp-proxy";

/**
 * Faults of the services the server depends on (docs/api-conventions.md, "Faults"), each through
 * a TCP proxy the test cuts and restores, so the shared PostgreSQL and Redis are never touched:
 * - PostgreSQL going away under load: no crash, only 503 "retry later" answers with Retry-After
 *   meanwhile (never 500), and requests succeed again within 2 s of its return, every one after that;
 * - Redis going away: the token endpoint stays open on the in-process limiter (fail-open to a
 *   per-instance limit, never 5xx), and counts in Redis again once it is back.
 * They run when the services answer: PostgreSQL with TEST_DB=postgres, Redis with TEST_REDIS_URL.
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function expectContractError(r: ApiResponse): void {
  const body = r.body as ErrorBody;
  expect(Array.isArray(body?.detail), JSON.stringify(r.body)).toBe(true);
  for (const item of body.detail) {
    expect(typeof item.code).toBe("string");
    expect(Array.isArray(item.loc)).toBe(true);
  }
}

describe.runIf(onPostgres)("PostgreSQL going away under load (through a TCP proxy)", () => {
  let server: TestServer;
  let proxy: TcpProxy;
  let close: (() => Promise<void>) | undefined;
  let org: TestOrg;

  beforeAll(async () => {
    ({ server, proxy, close } = await startServerBehindPostgresProxy());
    org = await server.createOrg();
  });
  afterAll(async () => {
    await close?.();
  });

  it("answers contract errors during the outage and recovers within 2 s of the database's return", async () => {
    const token = await org.token();
    const as = { requester: org.id, target: org.id };
    const results: Array<{ at: number; status: number; r: ApiResponse }> = [];
    let running = true;
    let created = 0;
    const loops = Array.from({ length: 4 }, (_, n) =>
      (async () => {
        for (let i = 0; running; i++) {
          const r =
            n % 2 === 0
              ? await server.request("GET", "/connections", { token, as })
              : await server.request("POST", "/private-records", {
                  token,
                  as,
                  body: { name: `Load ${n}-${i} ${randomUUID().slice(0, 8)}`, currency_code: "EUR" },
                });
          if (r.status === 201) created += 1;
          results.push({ at: Date.now(), status: r.status, r });
        }
      })(),
    );

    await sleep(500);
    await proxy.stop();
    const cutAt = Date.now();
    await sleep(1500);
    await proxy.start();
    const restoredAt = Date.now();
    await sleep(3000);
    running = false;
    await Promise.all(loops);

    // The process stayed up and answered throughout; failures carry the contract's body.
    expect((await server.request("GET", "/healthz")).status).toBe(200);
    const during = results.filter((x) => x.at > cutAt + 100 && x.at < restoredAt);
    expect(during.length).toBeGreaterThan(0);
    // Failures are "retry later" (503 with Retry-After), never 500 internal_conflict_error (a bug).
    for (const x of results) {
      expect([200, 201, 503], JSON.stringify(x.r.body)).toContain(x.status);
      if (x.status >= 400) {
        expectContractError(x.r);
        expect(Number(x.r.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    }
    expect(during.some((x) => x.status >= 500)).toBe(true);

    // Recovery: the first success after the return within 2 s, and every answer after that a success.
    const firstSuccess = results.find((x) => x.at >= restoredAt && x.status < 300);
    expect(firstSuccess, "a success after the database's return").toBeDefined();
    expect((firstSuccess?.at ?? Number.POSITIVE_INFINITY) - restoredAt).toBeLessThan(2000);
    const late = results.filter((x) => x.at > restoredAt + 2000);
    expect(late.length).toBeGreaterThan(0);
    expect(late.filter((x) => x.status >= 300).map((x) => x.status)).toEqual([]);

    // Nothing half-written: every record whose creation was answered 201 is there, and no more
    // than those whose answer was lost to the outage.
    const list = await server.request<{ total_items: number }>("GET", "/private-records", {
      token,
      as,
      query: { limit: 1, offset: 0 },
    });
    expect(list.status).toBe(200);
    const failedWrites = results.filter((x) => x.status >= 500).length;
    expect(list.body.total_items).toBeGreaterThanOrEqual(created);
    expect(list.body.total_items).toBeLessThanOrEqual(created + failedWrites);
  }, 60_000);
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(Boolean(redisUrl))("Redis going away (through a TCP proxy)", () => {
  const PER_CLIENT = 4;
  let server: TestServer;
  let proxy: TcpProxy;

  beforeAll(async () => {
    const target = new URL(redisUrl ?? "redis://127.0.0.1:6379");
    proxy = new TcpProxy(target.hostname, Number(target.port || 6379));
    await proxy.start();
    server = await startTestServer({
      redisUrl: `redis://127.0.0.1:${proxy.port}`,
      rateLimitNamespace: `cas-test-faults-${randomUUID()}`,
      tokenRatePerClient: PER_CLIENT,
      tokenRatePerAddress: 1000,
    });
  });
  afterAll(async () => {
    await proxy?.start();
    await server?.close();
    await proxy?.stop();
  });

  const tokenRequest = (org: TestOrg) =>
    server.request<ErrorBody>("POST", "/oauth2/token", {
      body: { client_id: org.clientId, client_secret: org.clientSecret },
    });

  it("keeps the token endpoint open on the per-instance limit while Redis is away, then counts in Redis again", async () => {
    const before = await server.createOrg();
    expect((await tokenRequest(before)).status).toBe(200);

    await proxy.stop();
    const during = await server.createOrg();
    const statuses: number[] = [];
    for (let i = 0; i < PER_CLIENT + 2; i++) {
      const r = await tokenRequest(during);
      statuses.push(r.status);
      if (r.status !== 200) {
        expect(r.body.detail[0]?.code).toBe("oauth_service_rate_limit");
        expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    }
    // Fail-open, but not unlimited: the in-process limiter holds the same limit per instance.
    expect(statuses.slice(0, PER_CLIENT)).toEqual(Array(PER_CLIENT).fill(200));
    expect(statuses.slice(PER_CLIENT)).toEqual([429, 429]);
    // Other requests do not depend on Redis at all.
    const token = await before.token();
    const list = await server.request("GET", "/connections", {
      token,
      as: { requester: before.id, target: before.id },
    });
    expect(list.status).toBe(200);

    await proxy.start();
    // ioredis reconnects by itself; then the limit is counted in Redis again.
    const after = await server.createOrg();
    const deadline = Date.now() + 10_000;
    let counted = false;
    while (!counted && Date.now() < deadline) {
      expect((await tokenRequest(after)).status).toBe(200);
      const keys = await redisKeys(`*${after.clientId}*`);
      counted = keys.length > 0;
      if (!counted) await sleep(200);
    }
    expect(counted).toBe(true);
  }, 60_000);
});

/** Keys of the shared Redis matching a pattern (read directly, not through the proxy). */
async function redisKeys(pattern: string): Promise<string[]> {
  const { Redis } = await import("ioredis");
  const client = new Redis(redisUrl ?? "", { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await client.connect();
    return await client.keys(pattern);
  } finally {
    client.disconnect();
  }
}
