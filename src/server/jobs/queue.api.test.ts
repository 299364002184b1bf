import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../../../test/support/files";
import { onPostgres, startTestServer, type TestServer } from "../../../test/support/harness";
import { type BuiltApp, buildApp } from "../app";
import { claimJob, enqueue, JobAbortedError, jobCounts, registerJobHandler } from "./queue";
import { createJobWorker, type JobWorker } from "./worker";

/**
 * The durable job queue on the test database (PGlite, or PostgreSQL with TEST_DB=postgres), driven
 * through its API and real workers. Job types are unique per test.
 */

let server: TestServer;
const quiet = { info() {}, warn() {}, error() {} };
const workers: JobWorker[] = [];

function newWorker(
  opts: Partial<Parameters<typeof createJobWorker>[1]> = {},
  built: BuiltApp = server.built,
): JobWorker {
  const w = createJobWorker(built.services, { log: quiet, pollIntervalMs: 20, ...opts });
  workers.push(w);
  return w;
}

const db = () => server.built.services.db;
const type = (name: string) => `test.${name}.${randomUUID().slice(0, 8)}`;

async function jobRow(id: number) {
  return db().selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  await server?.close();
});

describe("job queue", () => {
  it("runs a job once with its payload and marks it done", async () => {
    const t = type("once");
    const seen: unknown[] = [];
    registerJobHandler(t, async ({ payload, job }) => {
      seen.push({ payload, attempt: job.attempt });
    });
    const id = (await enqueue(db(), t, { n: 1 })) as number;
    const w = newWorker();
    w.start();
    await eventually(
      () => jobRow(id),
      (r) => r.status === "done",
    );
    await w.stop();
    expect(seen).toEqual([{ payload: { n: 1 }, attempt: 1 }]);
    expect(await jobRow(id)).toMatchObject({ attempts: 1, locked_until: null, last_error: null });
  });

  it("marks a job of an unknown type done with a warning", async () => {
    const id = (await enqueue(db(), type("unknown"), {})) as number;
    const w = newWorker();
    w.start();
    const row = await eventually(
      () => jobRow(id),
      (r) => r.status === "done",
    );
    await w.stop();
    expect(row.last_error).toMatch(/No handler registered/);
  });

  it("exists only if the enqueuing transaction commits", async () => {
    const t = type("tx");
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await enqueue(trx, t, {});
          throw new Error("roll back");
        }),
    ).rejects.toThrow("roll back");
    expect(await jobCounts(db(), t)).toEqual({});
    await db()
      .transaction()
      .execute(async (trx) => {
        await enqueue(trx, t, {});
      });
    expect(await jobCounts(db(), t)).toEqual({ queued: 1 });
    await db().deleteFrom("jobs").where("type", "=", t).execute();
  });

  it("keeps one queued job per dedupe key until it runs", async () => {
    const t = type("dedupe");
    const a = await enqueue(db(), t, { v: 1 }, { dedupeKey: "org:1" });
    const b = await enqueue(db(), t, { v: 2 }, { dedupeKey: "org:1" });
    const other = await enqueue(db(), t, { v: 3 }, { dedupeKey: "org:2" });
    expect(a).toBeTypeOf("number");
    expect(b).toBeUndefined();
    expect(other).toBeTypeOf("number");
    const claimed = await claimJob(db(), 60000, { types: [t] });
    expect(claimed?.id).toBe(a);
    // Once running, new data needs a new run.
    expect(await enqueue(db(), t, { v: 4 }, { dedupeKey: "org:1" })).toBeTypeOf("number");
    await db().deleteFrom("jobs").where("type", "=", t).execute();
  });

  it("lets a worker leave out the types another worker serves (webhook deliveries)", async () => {
    const served = type("served-elsewhere");
    const mine = type("mine");
    const elsewhere = await enqueue(db(), served, {});
    const own = await enqueue(db(), mine, {});
    const claimed = await claimJob(db(), 60000, { types: [served, mine], excludeTypes: [served] });
    expect(claimed?.id).toBe(own);
    expect(await claimJob(db(), 60000, { types: [served, mine], excludeTypes: [served] })).toBeUndefined();
    expect((await claimJob(db(), 60000, { types: [served] }))?.id).toBe(elsewhere);
    await db().deleteFrom("jobs").where("type", "in", [served, mine]).execute();
  });

  it("retries a failing job with back-off and gives up after maxAttempts, calling onGiveUp once", async () => {
    const t = type("fail");
    let runs = 0;
    const gaveUp: string[] = [];
    registerJobHandler(
      t,
      async () => {
        runs += 1;
        throw new Error(`boom ${runs}`);
      },
      {
        maxAttempts: 3,
        retryDelay: () => 0,
        async onGiveUp({ error }) {
          gaveUp.push(error);
        },
      },
    );
    const id = (await enqueue(db(), t, {})) as number;
    const w = newWorker();
    w.start();
    const row = await eventually(
      () => jobRow(id),
      (r) => r.status === "failed",
    );
    await w.stop();
    expect(runs).toBe(3);
    expect(row).toMatchObject({ attempts: 3, last_error: "Error: boom 3" });
    expect(gaveUp).toEqual(["Error: boom 3"]);
  });

  it("schedules the next attempt after the back-off delay", async () => {
    const t = type("backoff");
    registerJobHandler(t, async () => {
      throw new Error("later");
    });
    const id = (await enqueue(db(), t, {})) as number;
    const before = Date.now();
    const w = newWorker();
    w.start();
    const row = await eventually(
      () => jobRow(id),
      (r) => r.attempts === 1 && r.status === "queued",
    );
    await w.stop();
    // 2 s after the first failure (database clock; allow for clock differences between processes).
    expect(row.run_at.getTime()).toBeGreaterThan(before + 1000);
  });

  it("claims again a job whose worker died once its visibility timeout passes", async () => {
    const t = type("dead");
    const attempts: number[] = [];
    registerJobHandler(t, async ({ job }) => {
      attempts.push(job.attempt);
    });
    const id = (await enqueue(db(), t, {})) as number;
    const dead = await claimJob(db(), 300, { types: [t] });
    expect(dead?.id).toBe(id);
    const w = newWorker();
    w.start();
    await eventually(
      () => jobRow(id),
      (r) => r.status === "done",
    );
    await w.stop();
    expect(attempts).toEqual([2]);
  });

  it("gives up a job whose worker died on its last attempt", async () => {
    const t = type("dead-last");
    const gaveUp: unknown[] = [];
    registerJobHandler(t, async () => {}, {
      maxAttempts: 1,
      async onGiveUp({ payload }) {
        gaveUp.push(payload);
      },
    });
    const id = (await enqueue(db(), t, { file: "x" })) as number;
    await claimJob(db(), 100, { types: [t] });
    const w = newWorker();
    w.start();
    const row = await eventually(
      () => jobRow(id),
      (r) => r.status === "failed",
    );
    await w.stop();
    expect(row.last_error).toMatch(/stopped responding/);
    expect(gaveUp).toEqual([{ file: "x" }]);
  });

  it("hands each job to exactly one of several workers on two instances", async () => {
    const t = type("many");
    const runs = new Map<number, number>();
    registerJobHandler(t, async ({ payload }) => {
      const n = payload.n as number;
      runs.set(n, (runs.get(n) ?? 0) + 1);
      await new Promise((r) => setImmediate(r));
    });
    const ids: number[] = [];
    for (let n = 0; n < 60; n++) ids.push((await enqueue(db(), t, { n })) as number);
    const second = await buildApp(server.config, server.built.services.database);
    try {
      const ws = [newWorker({ concurrency: 3 }), newWorker({ concurrency: 2 }, second), newWorker({}, second)];
      for (const w of ws) w.start();
      await eventually(
        () => jobCounts(db(), t),
        (c) => c.done === 60,
      );
      await Promise.all(ws.map((w) => w.stop()));
      expect([...runs.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i));
      expect([...runs.values()].every((v) => v === 1)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it("stop() waits for the in-flight job to finish", async () => {
    const t = type("inflight");
    let release!: () => void;
    const started = new Promise<void>((resolveStarted) => {
      registerJobHandler(t, async () => {
        resolveStarted();
        await new Promise<void>((r) => {
          release = r;
        });
      });
    });
    const id = (await enqueue(db(), t, {})) as number;
    const w = newWorker({ stopGraceMs: 60000 });
    w.start();
    await started;
    let stopped = false;
    const stopping = w.stop().then(() => {
      stopped = true;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false);
    expect((await jobRow(id)).status).toBe("running");
    release();
    await stopping;
    expect((await jobRow(id)).status).toBe("done");
  });

  it("asks a job to abort after the stop grace period and releases it without counting the attempt", async () => {
    const t = type("abort");
    let runs = 0;
    registerJobHandler(t, async ({ signal }) => {
      runs += 1;
      if (runs > 1) return;
      await new Promise<void>((_, reject) => {
        signal.addEventListener("abort", () => reject(new JobAbortedError()));
      });
    });
    const id = (await enqueue(db(), t, {})) as number;
    const w = newWorker({ stopGraceMs: 10 });
    w.start();
    await eventually(
      () => jobRow(id),
      (r) => r.status === "running",
    );
    await w.stop();
    expect(await jobRow(id)).toMatchObject({ status: "queued", attempts: 0, locked_by: null });
    const again = newWorker();
    again.start();
    await eventually(
      () => jobRow(id),
      (r) => r.status === "done",
    );
    await again.stop();
    expect(runs).toBe(2);
  });

  it("commits the handler's writes and the job's completion together (completeIn)", async () => {
    const t = type("complete-in");
    const marker = `marker-${randomUUID()}`;
    let stealAttempts = 0;
    registerJobHandler(t, async ({ services, completeIn, payload, job }) => {
      await services.db.transaction().execute(async (trx) => {
        await sql`insert into service_settings (key, value) values (${String(payload.key)}, '1'::jsonb)`.execute(trx);
        if (payload.steal) {
          stealAttempts += 1;
          // Another worker took the job over meanwhile: completing must fail and roll everything back.
          await trx.updateTable("jobs").set({ locked_by: "someone-else" }).where("id", "=", job.id).execute();
        }
        await completeIn(trx);
      });
    });
    const setting = (key: string) =>
      db().selectFrom("service_settings").select("key").where("key", "=", key).executeTakeFirst();

    const ok = (await enqueue(db(), t, { key: marker })) as number;
    const w = newWorker();
    w.start();
    await eventually(
      () => jobRow(ok),
      (r) => r.status === "done",
    );
    expect((await setting(marker))?.key).toBe(marker);

    const stolen = (await enqueue(db(), t, { key: `${marker}-stolen`, steal: true })) as number;
    await eventually(
      async () => stealAttempts,
      (n) => n >= 1,
    );
    await w.stop();
    expect(await setting(`${marker}-stolen`)).toBeUndefined();
    const row = await jobRow(stolen);
    expect(row.status).toBe("running");
    expect(row.locked_by).not.toBe("someone-else");
  });

  it.skipIf(!onPostgres)("wakes on NOTIFY from another instance (PostgreSQL LISTEN)", async () => {
    const t = type("listen");
    const seen: number[] = [];
    registerJobHandler(t, async ({ job }) => {
      seen.push(job.id);
    });
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db());
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${rows[0]?.name}`;
    // Polls only once a minute: only the notification can wake it within the test.
    const w = newWorker({ pollIntervalMs: 60000, listenUrl: url.toString() });
    w.start();
    // Another instance enqueues: a plain insert and NOTIFY, no in-process wake-up. The job is due
    // in 1.5 s, so the worker's first claim cannot take it: only a later notification can.
    const inserted = await sql<{ id: number }>`
      insert into jobs (type, payload, run_at)
      values (${t}, '{}'::jsonb, now() + interval '1.5 seconds') returning id`.execute(db());
    const id = Number(inserted.rows[0]?.id);
    await eventually(
      async () => {
        await sql`select pg_notify('jobs_queue', ${t})`.execute(db());
        return seen;
      },
      (s) => s.includes(id),
      10000,
    );
    await w.stop();
  });
});
