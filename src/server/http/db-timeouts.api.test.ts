import http from "node:http";
import { Writable } from "node:stream";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiResponse,
  type ErrorBody,
  onPostgres,
  startTestServer,
  type TestOrg,
  type TestServer,
} from "../../../test/support/harness";
import { startServerBehindPostgresProxy, type TcpProxy } from "../../../test/support/tcp-proxy";
import type { DatabaseTimeouts } from "../config";
import { openPostgres, UNBOUNDED, withStatementBounds } from "../db/database";
import { databaseUnavailableReason } from "./db-errors";

/**
 * Bounded waits for PostgreSQL (issue 24; docs/api-conventions.md "Database unavailable",
 * docs/deployment.md): the network to the database stalls, black-holes new connections or resets
 * them, through the TCP proxy of test/support (the shared PostgreSQL is never touched). Every
 * request then answers 503 with Retry-After within the configured bounds (not 500, and not after
 * as long as the outage lasts), /readyz agrees, and everything succeeds again once the network is
 * back. The log says "database unavailable" once per request at warn, without a stack. Short
 * time-outs keep the test quick; the asserted upper bounds are generous multiples of them.
 * The last block (client aborts and request time-outs in the log) also runs on PGlite.
 */

const TIMEOUTS: DatabaseTimeouts = {
  statementTimeoutMs: 1000,
  lockTimeoutMs: 500,
  idleInTransactionTimeoutMs: 2000,
  connectTimeoutMs: 1000,
  poolWaitTimeoutMs: 1500,
  queryTimeoutMs: 1500,
};
/** A request waits for one stalled statement and one connection attempt at most. */
const BOUND_MS = 2 * (TIMEOUTS.queryTimeoutMs + TIMEOUTS.connectTimeoutMs);
/** The outage lasts longer than any bound, so a request that waited for it would fail the test. */
const OUTAGE_MS = BOUND_MS + 4000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function expectRetryLater(r: ApiResponse, code = "service_unavailable", type = "try_later"): void {
  expect(r.status, JSON.stringify(r.body)).toBe(503);
  expect(r.body).toEqual({ detail: [{ loc: [], msg: expect.any(String), type, code }] });
  expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
}

function capture(): { stream: Writable; lines: () => Array<Record<string, unknown>>; clear: () => void } {
  let lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return {
    stream,
    lines: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
    clear: () => {
      lines = [];
    },
  };
}

describe.runIf(onPostgres)("waiting for PostgreSQL is bounded (through a TCP proxy)", () => {
  let server: TestServer;
  let proxy: TcpProxy;
  let close: (() => Promise<void>) | undefined;
  let org: TestOrg;
  let token: string;
  const log = capture();
  const as = () => ({ requester: org.id, target: org.id });

  beforeAll(async () => {
    ({ server, proxy, close } = await startServerBehindPostgresProxy({
      databaseTimeouts: TIMEOUTS,
      logLevel: "info",
      logStream: log.stream,
      logFormat: "json",
    }));
    org = await server.createOrg();
    token = await org.token();
  });
  afterAll(async () => {
    await close?.();
  });

  const timed = async <T>(fn: () => Promise<T>): Promise<{ ms: number; r: T }> => {
    const at = performance.now();
    const r = await fn();
    return { ms: performance.now() - at, r };
  };
  const listConnections = () => timed(() => server.request("GET", "/connections", { token, as: as() }));

  /** Opens several pooled connections (concurrent requests), all of which a stall then catches. */
  async function warmPool(): Promise<void> {
    const rs = await Promise.all(
      Array.from({ length: 6 }, () => server.request("GET", "/connections", { token, as: as() })),
    );
    expect(rs.map((r) => r.status)).toEqual(Array(6).fill(200));
  }

  async function expectRecovered(): Promise<void> {
    const deadline = Date.now() + 15_000;
    let status = 0;
    while (status !== 200 && Date.now() < deadline) {
      status = (await server.request("GET", "/readyz")).status;
      if (status !== 200) await sleep(200);
    }
    expect(status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await listConnections()).r.status).toBe(200);
    const fresh = await org.token();
    expect((await server.request("GET", "/connections", { token: fresh, as: as() })).status).toBe(200);
  }

  it("a network partition (open connections stall, new ones black-holed): 503 + Retry-After within the bound, then recovery", async () => {
    await warmPool();
    proxy.stall();
    proxy.blackHole();
    log.clear();
    const startedAt = Date.now();
    const during = await Promise.all([
      ...Array.from({ length: 12 }, () => listConnections()),
      timed(() =>
        server.request("POST", "/private-records", {
          token,
          as: as(),
          body: { name: "Partitioned", currency_code: "EUR" },
        }),
      ),
      timed(() =>
        server.request("POST", "/oauth2/token", { body: { client_id: org.clientId, client_secret: org.clientSecret } }),
      ),
    ]);
    const readyz = await timed(() => server.request("GET", "/readyz"));
    // Every request answered long before the outage ended.
    expect(Date.now() - startedAt).toBeLessThan(OUTAGE_MS);
    for (const { ms, r } of during.slice(0, -1)) {
      expectRetryLater(r);
      expect(ms).toBeLessThan(BOUND_MS);
    }
    const tokenAnswer = during.at(-1);
    expectRetryLater(tokenAnswer?.r as ApiResponse, "oauth_service_unavailable", "oauth");
    expect(tokenAnswer?.ms).toBeLessThan(BOUND_MS);
    expect(readyz.r.status).toBe(503);
    expect((readyz.r.body as ErrorBody).detail[0]?.code).toBe("service_not_ready");
    expect(readyz.ms).toBeLessThan(BOUND_MS);
    expect((await server.request("GET", "/healthz")).status).toBe(200);

    // The log: one warn line per failed request with a short reason and no stack; no error lines.
    const lines = log.lines();
    const unavailable = lines.filter((l) => l.msg === "database unavailable: answered 503");
    expect(unavailable.length).toBe(during.length);
    expect(new Set(unavailable.map((l) => l.reqId)).size).toBe(during.length);
    for (const l of unavailable) {
      expect(l.level).toBe(40);
      expect(l.dbUnavailable).toBe(true);
      expect(typeof l.reason).toBe("string");
      expect(l.err).toBeUndefined();
    }
    expect(lines.filter((l) => Number(l.level) >= 50)).toEqual([]);

    await sleep(Math.max(0, OUTAGE_MS - (Date.now() - startedAt)));
    proxy.restore();
    await expectRecovered();
  }, 60_000);

  it("a stall of the open connections only: they are given up together, not waited for one by one", async () => {
    await warmPool();
    proxy.stall();
    const answers: Array<{ ms: number; r: ApiResponse }> = [];
    for (let i = 0; i < 6; i++) answers.push(await listConnections());
    for (const { ms, r } of answers) {
      if (r.status !== 200) expectRetryLater(r);
      expect(ms).toBeLessThan(BOUND_MS);
    }
    // New connections are not stalled: once one statement found the stall, the next requests
    // open fresh connections instead of waiting on each stalled one in turn.
    expect(answers.slice(2).map((a) => a.r.status)).toEqual([200, 200, 200, 200]);
    expect(answers.reduce((sum, a) => sum + a.ms, 0)).toBeLessThan(BOUND_MS);
    proxy.restore();
    await expectRecovered();
  }, 60_000);

  it("new connections black-holed: 503 + Retry-After within the connect and pool-wait time-outs, also under load", async () => {
    proxy.reset();
    proxy.blackHole();
    const during = await Promise.all(Array.from({ length: 20 }, () => listConnections()));
    const connectBound = 3 * Math.max(TIMEOUTS.connectTimeoutMs, TIMEOUTS.poolWaitTimeoutMs);
    for (const { ms, r } of during) {
      expectRetryLater(r);
      expect(ms).toBeLessThan(connectBound);
    }
    const readyz = await timed(() => server.request("GET", "/readyz"));
    expect(readyz.r.status).toBe(503);
    expect(readyz.ms).toBeLessThan(connectBound);
    proxy.restore();
    await expectRecovered();
  }, 60_000);

  it("connections reset (and refused): 503 + Retry-After, never 500; then recovery", async () => {
    await warmPool();
    log.clear();
    await proxy.stop();
    const during = await Promise.all(Array.from({ length: 8 }, () => listConnections()));
    for (const { r } of during) expectRetryLater(r);
    expect((await server.request("GET", "/readyz")).status).toBe(503);
    expect(log.lines().filter((l) => Number(l.level) >= 50)).toEqual([]);
    await proxy.start();
    await expectRecovered();
  }, 60_000);
});

describe.runIf(onPostgres)("the server-side time-outs of each connection", () => {
  const databaseUrl = new URL(process.env.TEST_DATABASE_URL ?? "postgres://127.0.0.1:5432/test").toString();
  const database = openPostgres(databaseUrl, 3, TIMEOUTS);
  afterAll(async () => {
    await database.close();
  });

  it("cuts a long statement (57014) and a lock wait (55P03), both classified as 'retry later'", async () => {
    const slow = await database.db.executeQuery(sql`select pg_sleep(3)`.compile(database.db)).catch((e: unknown) => e);
    expect((slow as { code?: string }).code).toBe("57014");
    expect(databaseUnavailableReason(slow)).toMatch(/statement timeout/);

    const lockName = `cas-db-timeouts-${process.pid}`;
    const outcome = await database.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${lockName}))`.execute(trx);
      return database.db
        .transaction()
        .execute((other) => sql`select pg_advisory_xact_lock(hashtext(${lockName}))`.execute(other))
        .catch((e: unknown) => e);
    });
    expect((outcome as { code?: string }).code).toBe("55P03");
    expect(databaseUnavailableReason(outcome)).toMatch(/lock timeout/);
  });

  it("withStatementBounds lifts them for the work inside it only (migrations, jobs)", async () => {
    const inside = await withStatementBounds(UNBOUNDED, async () => {
      await sql`select pg_sleep(1.2)`.execute(database.db);
      return (
        await sql<{
          s: string;
          l: string;
        }>`select current_setting('statement_timeout') as s, current_setting('lock_timeout') as l`.execute(database.db)
      ).rows[0];
    });
    expect(inside).toEqual({ s: "0", l: "0" });
    // Every pooled connection is back to the configured bounds afterwards.
    const after = await Promise.all(
      Array.from({ length: 3 }, () =>
        database.db.transaction().execute(async (trx) => {
          await sql`select pg_sleep(0.05)`.execute(trx);
          return (await sql<{ s: string }>`select current_setting('statement_timeout') as s`.execute(trx)).rows[0]?.s;
        }),
      ),
    );
    expect(after).toEqual(["1s", "1s", "1s"]);
  });
});

describe("a client that goes away is logged as such, not as a database failure", () => {
  let server: TestServer;
  const log = capture();

  beforeAll(async () => {
    server = await startTestServer({
      logLevel: "info",
      logStream: log.stream,
      logFormat: "json",
      requestTimeoutMs: 600,
      headersTimeoutMs: 600,
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A JSON body announced but only partly sent; then `end` (close the connection) or nothing (time-out). */
  function partialBody(end: boolean): Promise<void> {
    const { port } = new URL(server.origin);
    return new Promise((resolve) => {
      const req = http.request({
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/v1-beta/oauth2/token",
        headers: { "content-type": "application/json", "content-length": "200" },
      });
      req.on("error", () => resolve());
      req.on("close", () => resolve());
      req.on("response", (res) => {
        res.resume();
        res.on("end", () => resolve());
      });
      req.write('{"client_id":"slow');
      if (end) setTimeout(() => req.destroy(), 100);
    });
  }

  async function waitForLine(test: (l: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = log.lines().find(test);
      if (found || Date.now() > deadline) return found ?? {};
      await sleep(50);
    }
  }

  it("an aborted request body: one info line naming the closed connection; nothing at error level", async () => {
    log.clear();
    await partialBody(true);
    const line = await waitForLine((l) => l.msg === "request abandoned by the client");
    expect(line.level).toBe(30);
    expect(line.reason).toBe("the client closed the connection");
    expect(line.dbUnavailable).toBeUndefined();
    expect(log.lines().filter((l) => Number(l.level) >= 40)).toEqual([]);
  });

  it("a body slower than REQUEST_TIMEOUT_MS: one info line naming the time-out; nothing at error level", async () => {
    log.clear();
    await partialBody(false);
    const line = await waitForLine((l) => l.msg === "request abandoned by the client");
    expect(line.level).toBe(30);
    expect(line.reason).toBe("request time-out");
    expect(log.lines().filter((l) => Number(l.level) >= 40)).toEqual([]);
  });
});
