import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { type Kysely, sql, type Transaction } from "kysely";
import type { DB } from "../db/schema";
import type { Services } from "../services";
import { originOfNewJob } from "../telemetry/origin";

/**
 * The durable job queue: rows of the `jobs` table (migration 0004), claimed with
 * `FOR UPDATE SKIP LOCKED` so that several workers (in one process or in several instances on one
 * PostgreSQL) each take a different job, with a visibility timeout (`locked_until`) so that a job
 * whose worker died is claimed again once the timeout passes. See docs/jobs.md.
 */

export type JobPayload = Record<string, unknown>;

/** The database handle a job is enqueued with: enqueue inside your transaction to make it atomic. */
export type Queryable = Kysely<DB> | Transaction<DB>;

export interface EnqueueOptions {
  /** Run no earlier than this (default: now). */
  runAt?: Date;
  /** Attempts before the job is given up (default: the handler's, else 5). */
  maxAttempts?: number;
  /**
   * At most one *queued* job per (type, dedupeKey): a second enqueue while one waits is a no-op.
   * Once a job runs, a new enqueue queues a new one (the data may have changed since it started).
   */
  dedupeKey?: string;
}

export interface ClaimedJob {
  id: number;
  type: string;
  payload: JobPayload;
  /** 1 for the first run; counts runs whose worker died too. */
  attempt: number;
  maxAttempts: number;
  /** Fencing token of this claim: only its holder can finish the job. */
  lockToken: string;
  /** The request id of the request (or job) that queued it, if any (docs/operations.md). */
  requestId: string | null;
  /** The W3C trace context it was queued in, if any: the worker continues that trace. */
  traceparent: string | null;
}

export interface JobLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  /** A logger whose lines carry these fields too (pino's); the worker binds a job's `reqId` with it. */
  child?(bindings: Record<string, unknown>): JobLogger;
}

export interface JobContext<P extends JobPayload = JobPayload> {
  job: ClaimedJob;
  payload: P;
  services: Services;
  log: JobLogger;
  /** Aborted when the worker stops (after its grace period) or loses the job's lock. */
  signal: AbortSignal;
  /**
   * Marks the job done inside the handler's own transaction, so that the handler's writes and the
   * job's completion commit together (exactly-once effects). Throws `JobLockLostError` when another
   * worker has taken the job over; the transaction then rolls back.
   */
  completeIn(trx: Transaction<DB>): Promise<void>;
}

export type JobHandler<P extends JobPayload = JobPayload> = (ctx: JobContext<P>) => Promise<void>;

export interface JobHandlerOptions<P extends JobPayload = JobPayload> {
  /** Attempts before giving up (default 5). */
  maxAttempts?: number;
  /** Delay before attempt n+1 after attempt n failed (default `retryDelayMs`: 2 s, 4 s, 8 s, … at most 1 h). */
  retryDelay?: (attempt: number) => number;
  /**
   * Called once when the job is given up (its last attempt failed, or its worker died on the last
   * attempt): put the domain's records into a final state here.
   */
  onGiveUp?: (ctx: { payload: P; services: Services; error: string; log: JobLogger }) => Promise<void>;
}

interface RegisteredHandler {
  handler: JobHandler;
  options: JobHandlerOptions;
}

const handlers = new Map<string, RegisteredHandler>();

/** Registers (or replaces) the handler of a job type, for every worker of this process. */
export function registerJobHandler<P extends JobPayload>(
  type: string,
  handler: JobHandler<P>,
  options: JobHandlerOptions<P> = {},
): void {
  handlers.set(type, { handler: handler as JobHandler, options: options as JobHandlerOptions });
}

export function jobHandlerFor(type: string): RegisteredHandler | undefined {
  return handlers.get(type);
}

/** The job types this process has handlers for (the metrics report each, even with no job queued). */
export function registeredJobTypes(): string[] {
  return [...handlers.keys()];
}

/** Raised by `completeIn` when the claim was lost (the job's timeout passed and another worker took it). */
export class JobLockLostError extends Error {
  constructor(jobId: number) {
    super(`Job ${jobId} is no longer held by this worker`);
    this.name = "JobLockLostError";
  }
}

/** Raised (or thrown by handlers) when a job stops because its worker stops: released without counting an attempt. */
export class JobAbortedError extends Error {
  constructor() {
    super("The worker is stopping");
    this.name = "JobAbortedError";
  }
}

/** Wakes the workers of this process (enqueue in the same process; PostgreSQL NOTIFY from others). */
export const localWake = new EventEmitter();
localWake.setMaxListeners(0);
export const NOTIFY_CHANNEL = "jobs_queue";

/**
 * Adds a job. Pass the transaction that writes the data the job works on, so the job exists if
 * and only if that data was committed. Returns the job id, or undefined when `dedupeKey` found a
 * queued job already. The job carries the origin of the code that queues it (the request id and
 * trace context of the current request or job, telemetry/origin.ts).
 */
export async function enqueue(
  db: Queryable,
  type: string,
  payload: JobPayload,
  opts: EnqueueOptions = {},
): Promise<number | undefined> {
  const maxAttempts = opts.maxAttempts ?? handlers.get(type)?.options.maxAttempts ?? 5;
  const dedupeKey = opts.dedupeKey ?? null;
  const runAt = opts.runAt ?? null;
  const origin = originOfNewJob();
  const result = await sql<{ id: number }>`
    insert into jobs (type, payload, max_attempts, run_at, dedupe_key, request_id, traceparent)
    values (${type}, ${JSON.stringify(payload)}::jsonb, ${maxAttempts}, coalesce(${runAt}::timestamptz, now()), ${dedupeKey},
            ${origin.requestId}, ${origin.traceparent})
    on conflict (type, dedupe_key) where status = 'queued' and dedupe_key is not null do nothing
    returning id`.execute(db);
  const id = result.rows[0]?.id;
  if (id !== undefined) {
    // Delivered at commit to every listening instance; harmless where nobody listens.
    await sql`select pg_notify(${NOTIFY_CHANNEL}, ${type})`.execute(db);
    localWake.emit("wake");
  }
  return id === undefined ? undefined : Number(id);
}

/**
 * Claims the next runnable job: a queued one whose time has come, or a running one whose
 * visibility timeout passed (its worker died). Each row goes to one claimer only.
 */
export async function claimJob(
  db: Kysely<DB>,
  visibilityMs: number,
  opts: { types?: readonly string[]; excludeTypes?: readonly string[] } = {},
): Promise<ClaimedJob | undefined> {
  const token = randomUUID();
  const only =
    opts.types && opts.types.length > 0 ? sql`and type in (${sql.join(opts.types.map((t) => sql`${t}`))})` : sql``;
  const except =
    opts.excludeTypes && opts.excludeTypes.length > 0
      ? sql`and type not in (${sql.join(opts.excludeTypes.map((t) => sql`${t}`))})`
      : sql``;
  const typeFilter = sql`${only} ${except}`;
  const result = await sql<{
    id: number;
    type: string;
    payload: JobPayload;
    attempts: number;
    max_attempts: number;
    request_id: string | null;
    traceparent: string | null;
  }>`
    update jobs
       set status = 'running',
           attempts = attempts + 1,
           locked_until = now() + ${visibilityMs}::double precision * interval '1 millisecond',
           locked_by = ${token},
           dedupe_key = null,
           updated_at = now()
     where id = (
       select id from jobs
        where ((status = 'queued' and run_at <= now())
           or (status = 'running' and locked_until <= now()))
          ${typeFilter}
        order by run_at, id
        limit 1
        for update skip locked)
    returning id, type, payload, attempts, max_attempts, request_id, traceparent`.execute(db);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: Number(row.id),
    type: row.type,
    payload: row.payload,
    attempt: row.attempts,
    maxAttempts: row.max_attempts,
    lockToken: token,
    requestId: row.request_id,
    traceparent: row.traceparent,
  };
}

/** Extends the claim; false when the job is no longer ours. */
export async function extendJobLock(db: Kysely<DB>, job: ClaimedJob, visibilityMs: number): Promise<boolean> {
  const r = await db
    .updateTable("jobs")
    .set({ locked_until: sql`now() + ${visibilityMs}::double precision * interval '1 millisecond'` })
    .where("id", "=", job.id)
    .where("locked_by", "=", job.lockToken)
    .where("status", "=", "running")
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Marks a claimed job done (with an optional note); false when the claim was lost. */
export async function completeJob(db: Queryable, job: ClaimedJob, note?: string): Promise<boolean> {
  const r = await db
    .updateTable("jobs")
    .set({ status: "done", locked_until: null, last_error: note ?? null, updated_at: sql`now()` })
    .where("id", "=", job.id)
    .where("locked_by", "=", job.lockToken)
    .where("status", "=", "running")
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Delay before the next attempt: 2^attempt seconds (2 s, 4 s, 8 s, …), at most an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(2 ** attempt * 1000, 3600_000);
}

/** A failed attempt: queued again after a back-off, or failed for good when it was the last. */
export async function failJob(
  db: Kysely<DB>,
  job: ClaimedJob,
  error: string,
  delayMs: number = retryDelayMs(job.attempt),
): Promise<"retry" | "failed" | "lost"> {
  const last = job.attempt >= job.maxAttempts;
  const r = await db
    .updateTable("jobs")
    .set(
      last
        ? { status: "failed", locked_until: null, last_error: error.slice(0, 2000), updated_at: sql`now()` }
        : {
            status: "queued",
            locked_until: null,
            locked_by: null,
            last_error: error.slice(0, 2000),
            run_at: sql`now() + ${delayMs}::double precision * interval '1 millisecond'`,
            updated_at: sql`now()`,
          },
    )
    .where("id", "=", job.id)
    .where("locked_by", "=", job.lockToken)
    .where("status", "=", "running")
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) return "lost";
  return last ? "failed" : "retry";
}

/** Puts a claimed job back at once without counting the attempt (its worker is stopping). */
export async function releaseJob(db: Kysely<DB>, job: ClaimedJob): Promise<void> {
  await db
    .updateTable("jobs")
    .set({
      status: "queued",
      attempts: sql`greatest(attempts - 1, 0)`,
      locked_until: null,
      locked_by: null,
      run_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where("id", "=", job.id)
    .where("locked_by", "=", job.lockToken)
    .where("status", "=", "running")
    .execute();
}

/** Deletes finished jobs older than the retention (done after `doneDays`, failed after `failedDays`). */
export async function pruneJobs(db: Kysely<DB>, doneDays = 1, failedDays = 30): Promise<number> {
  const r = await db
    .deleteFrom("jobs")
    .where((eb) =>
      eb.or([
        eb.and([
          eb("status", "=", "done"),
          eb("updated_at", "<", sql<Date>`now() - ${doneDays}::double precision * interval '1 day'`),
        ]),
        eb.and([
          eb("status", "=", "failed"),
          eb("updated_at", "<", sql<Date>`now() - ${failedDays}::double precision * interval '1 day'`),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Counts of jobs by status (for operators, tests and the bench). */
export async function jobCounts(db: Kysely<DB>, type?: string): Promise<Record<string, number>> {
  let q = db
    .selectFrom("jobs")
    .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("status");
  if (type) q = q.where("type", "=", type);
  const rows = await q.execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}
