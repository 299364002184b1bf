import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../test/support/instance";
import { TcpProxy } from "../../../test/support/tcp-proxy";
import { type PgListener, pgListener } from "./pg-listener";

/**
 * The LISTEN helper (db/pg-listener.ts) against a real PostgreSQL: TEST_DATABASE_URL in the
 * api-postgres project, else the machine's server at 127.0.0.1:5432 in the api project (so it
 * runs once either way); skipped when that server does not answer. The connection is taken away by
 * the server (pg_terminate_backend) and through a TCP proxy in front of it (refused connections).
 */
const configured = process.env.TEST_DATABASE_URL;
const here = configured ? process.env.TEST_DB === "postgres" : true;
const databaseUrl = configured ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function answers(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

const available = here && (await answers(databaseUrl));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` every 20 ms for at most `limitMs`; whether it became true. */
async function becomes(check: () => boolean | Promise<boolean>, limitMs = 30_000): Promise<boolean> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await sleep(20);
  }
}

/** A listener with everything it reports recorded. */
function recorded(opts: {
  connectionString: string;
  channels: string[];
  reconnectMs?: number;
  maxReconnectMs?: number;
}) {
  const name = `pg-listener-test-${randomBytes(4).toString("hex")}`;
  const notifications: Array<{ channel: string; payload: string | undefined }> = [];
  const waits: number[] = [];
  let reconnects = 0;
  const listener: PgListener = pgListener({
    name,
    ...opts,
    log: {
      warn(obj: { retryInMs?: number }) {
        if (typeof obj.retryInMs === "number") waits.push(obj.retryInMs);
      },
    },
    onNotification: (n) => notifications.push(n),
    onReconnect: () => {
      reconnects += 1;
    },
  });
  return {
    name,
    listener,
    notifications,
    waits,
    get reconnects() {
      return reconnects;
    },
  };
}

describe.runIf(available)("pgListener on a real PostgreSQL", { timeout: 90_000 }, () => {
  let db: pg.Client;
  const started: PgListener[] = [];
  const channel = (what: string) => `pg_listener_${what}_${randomBytes(4).toString("hex")}`;
  const notify = (ch: string, payload: string) => db.query("select pg_notify($1, $2)", [ch, payload]);
  const backends = async (name: string) =>
    (await db.query("select pid, query from pg_stat_activity where application_name = $1", [name])).rows as Array<{
      pid: number;
      query: string;
    }>;

  beforeAll(async () => {
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((l) => l.stop()));
  });
  afterAll(async () => {
    await db?.end();
  });

  function start(r: ReturnType<typeof recorded>) {
    started.push(r.listener);
    r.listener.start();
    return r;
  }

  it("listens on each channel on a connection of its own, calls back with the payload, and onReconnect once", async () => {
    const [a, b] = [channel("a"), channel("b")];
    const r = start(recorded({ connectionString: databaseUrl, channels: [a, b] }));
    expect(await becomes(() => r.listener.listening)).toBe(true);
    expect(r.reconnects).toBe(1);
    const mine = await backends(r.name);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.query).toBe(`LISTEN ${b}`);

    await notify(a, "first");
    await notify(b, "second");
    await notify(channel("other"), "not mine");
    expect(await becomes(() => r.notifications.length >= 2)).toBe(true);
    // A notification is delivered before the NOTIFY that follows it; the other channel's never comes.
    await notify(a, "last");
    expect(await becomes(() => r.notifications.length >= 3)).toBe(true);
    expect(r.notifications).toEqual([
      { channel: a, payload: "first" },
      { channel: b, payload: "second" },
      { channel: a, payload: "last" },
    ]);
  });

  it("reconnects after the server ends its connection, calls onReconnect again and hears again", async () => {
    const ch = channel("drop");
    const r = start(recorded({ connectionString: databaseUrl, channels: [ch], reconnectMs: 200 }));
    expect(await becomes(() => r.listener.listening)).toBe(true);
    const [before] = await backends(r.name);
    await db.query("select pg_terminate_backend($1)", [before?.pid]);
    expect(await becomes(() => r.reconnects === 2)).toBe(true);
    expect(r.listener.listening).toBe(true);
    expect(r.waits).toEqual([200]);
    const after = await backends(r.name);
    expect(after.map((x) => x.pid)).not.toContain(before?.pid);
    expect(after).toHaveLength(1);

    await notify(ch, "after the drop");
    expect(await becomes(() => r.notifications.some((n) => n.payload === "after the drop"))).toBe(true);
  });

  it("backs off while the database refuses, doubling up to the maximum, and starts over once listening", async () => {
    const url = new URL(databaseUrl);
    const proxy = new TcpProxy(url.hostname, Number(url.port || 5432));
    await proxy.start();
    try {
      url.host = `127.0.0.1:${proxy.port}`;
      const ch = channel("backoff");
      const r = start(
        recorded({ connectionString: url.toString(), channels: [ch], reconnectMs: 100, maxReconnectMs: 400 }),
      );
      expect(await becomes(() => r.listener.listening)).toBe(true);
      await proxy.stop();
      // Cut, then refused at every attempt: 100, 200, 400, 400, … ms between attempts.
      expect(await becomes(() => r.waits.length >= 5)).toBe(true);
      expect(r.listener.listening).toBe(false);
      expect(r.waits.slice(0, 5)).toEqual([100, 200, 400, 400, 400]);

      await proxy.start();
      expect(await becomes(() => r.listener.listening)).toBe(true);
      expect(r.reconnects).toBe(2);
      await notify(ch, "back");
      expect(await becomes(() => r.notifications.some((n) => n.payload === "back"))).toBe(true);

      // Listening again resets the back-off: the next loss waits the first delay again.
      const seen = r.waits.length;
      proxy.reset();
      expect(await becomes(() => r.reconnects === 3)).toBe(true);
      expect(r.waits.slice(seen)).toEqual([100]);
    } finally {
      await proxy.stop();
    }
  });

  it("stop() closes its connection and stops reconnecting; stopping while the database is away returns", async () => {
    const ch = channel("stop");
    const r = start(recorded({ connectionString: databaseUrl, channels: [ch], reconnectMs: 100 }));
    expect(await becomes(() => r.listener.listening)).toBe(true);
    await r.listener.stop();
    expect(r.listener.listening).toBe(false);
    expect(await becomes(async () => (await backends(r.name)).length === 0)).toBe(true);
    await notify(ch, "after stop");
    await sleep(300);
    expect(r.notifications).toEqual([]);
    expect(r.reconnects).toBe(1);
    expect(r.waits).toEqual([]);

    // A listener that cannot connect (nothing listens on that port) stops at once, mid back-off.
    const nowhere = new URL(databaseUrl);
    nowhere.host = `127.0.0.1:${await freePort()}`;
    const away = start(recorded({ connectionString: nowhere.toString(), channels: [ch], reconnectMs: 50 }));
    expect(await becomes(() => away.waits.length >= 2)).toBe(true);
    await away.listener.stop();
    const attempts = away.waits.length;
    await sleep(300);
    expect(away.waits.length).toBe(attempts);
    expect(away.listener.listening).toBe(false);
  });

  it("refuses a channel name it would have to quote", () => {
    expect(() =>
      pgListener({
        name: "bad",
        connectionString: databaseUrl,
        channels: ["jobs; drop table x"],
        log: { warn() {} },
        onNotification: () => {},
      }),
    ).toThrow(/not a plain channel name/);
  });
});

if (here && !available) {
  describe("pgListener on a real PostgreSQL", () => {
    it.skip(`skipped: no PostgreSQL answers at ${new URL(databaseUrl).host}`, () => {});
  });
}
