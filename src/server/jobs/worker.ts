import type { BackgroundTask } from "../background/tasks";
import { BACKGROUND_BOUNDS, withStatementBounds } from "../db/database";
import { pgListener } from "../db/pg-listener";
import type { Services } from "../services";
import { runJobInOrigin } from "../telemetry/origin";
import {
  type ClaimedJob,
  claimJob,
  completeJob,
  extendJobLock,
  failJob,
  JobAbortedError,
  type JobContext,
  JobLockLostError,
  type JobLogger,
  jobHandlerFor,
  localWake,
  NOTIFY_CHANNEL,
  pruneJobs,
  releaseJob,
  retryDelayMs,
} from "./queue";

export interface JobWorkerOptions {
  log: JobLogger;
  /** Jobs run at once by this process (default 1). */
  concurrency?: number;
  /** How often an idle worker looks for work when nothing woke it (default 1000 ms). */
  pollIntervalMs?: number;
  /** How long a claim holds before another worker may take the job over (default 60 s); renewed while the job runs. */
  visibilityMs?: number;
  /** How long `stop()` lets an in-flight job finish before asking it to abort (default 5 s). */
  stopGraceMs?: number;
  /** PostgreSQL connection string to LISTEN on for new jobs; without it the worker only polls. */
  listenUrl?: string;
  /** How often finished jobs past their retention are deleted (default 10 min). */
  pruneIntervalMs?: number;
  /** Only these job types (default: every type). */
  types?: readonly string[];
  /** Never these job types (those another worker of the process serves, e.g. webhook deliveries). */
  excludeTypes?: readonly string[];
}

export interface JobWorker extends BackgroundTask {
  /** Jobs this worker has finished (done, failed or retried) since it started. */
  readonly processed: number;
}

function errorText(err: unknown): string {
  if (err instanceof Error) return `${err.name}: ${err.message}`;
  return String(err);
}

/**
 * The worker loop of the job queue as a background task: `concurrency` slots, each claiming one job
 * at a time, running its handler and recording the outcome. `stop()` lets in-flight jobs finish
 * (aborting their signal after the grace period; an aborted job is released to the queue) and
 * returns at that safe point.
 */
export function createJobWorker(services: Services, options: JobWorkerOptions): JobWorker {
  const db = services.db;
  const log = options.log;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const pollMs = options.pollIntervalMs ?? 1000;
  const visibilityMs = options.visibilityMs ?? 60_000;
  const stopGraceMs = options.stopGraceMs ?? 5000;
  const pruneIntervalMs = options.pruneIntervalMs ?? 600_000;

  let stopping = true;
  let slots: Promise<void>[] = [];
  const sleepers = new Set<() => void>();
  const inFlight = new Set<AbortController>();
  let lastPrune = 0;
  let processed = 0;

  const wake = () => {
    for (const s of sleepers) s();
    sleepers.clear();
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      sleepers.add(done);
    });

  /** The log of one job: its lines carry the request id of the request that queued it (`reqId`). */
  function logOf(job: ClaimedJob): JobLogger {
    return job.requestId && log.child ? log.child({ reqId: job.requestId }) : log;
  }

  async function giveUp(job: ClaimedJob, error: string): Promise<void> {
    const registered = jobHandlerFor(job.type);
    const jobLog = logOf(job);
    jobLog.error({ jobId: job.id, type: job.type, attempt: job.attempt, error }, "job failed for good");
    if (!registered?.options.onGiveUp) return;
    try {
      await registered.options.onGiveUp({ payload: job.payload, services, error, log: jobLog });
    } catch (err) {
      jobLog.error({ jobId: job.id, type: job.type, err: errorText(err) }, "job give-up hook failed");
    }
  }

  async function run(job: ClaimedJob): Promise<void> {
    const registered = jobHandlerFor(job.type);
    const jobLog = logOf(job);
    if (!registered) {
      jobLog.warn({ jobId: job.id, type: job.type }, "no handler for this job type: marked done");
      await completeJob(db, job, `No handler registered for job type ${job.type}`);
      return;
    }
    if (job.attempt > job.maxAttempts) {
      // Its worker died during the last allowed attempt.
      const error = "The worker stopped responding during the last attempt";
      if ((await failJob(db, { ...job, attempt: job.maxAttempts }, error)) === "failed") await giveUp(job, error);
      return;
    }

    const controller = new AbortController();
    inFlight.add(controller);
    const heartbeat = setInterval(
      () => {
        extendJobLock(db, job, visibilityMs)
          .then((held) => {
            if (!held) controller.abort(new JobLockLostError(job.id));
          })
          .catch((err) => jobLog.warn({ jobId: job.id, err: errorText(err) }, "could not extend a job's lock"));
      },
      Math.max(50, Math.floor(visibilityMs / 3)),
    );
    let completedInTransaction = false;
    const started = Date.now();
    const ctx: JobContext = {
      job,
      payload: job.payload,
      services,
      log: jobLog,
      signal: controller.signal,
      async completeIn(trx) {
        if (!(await completeJob(trx, job))) throw new JobLockLostError(job.id);
        completedInTransaction = true;
      },
    };
    // The whole run, its outcome and its log lines, in the origin of whatever queued the job: that
    // request id, and a span continuing that trace (telemetry/origin.ts).
    await runJobInOrigin(job, async (failed) => {
      try {
        // A job may wait longer for the database than a request (docs/deployment.md).
        await withStatementBounds(BACKGROUND_BOUNDS, () => registered.handler(ctx));
        const completed = await completeJob(db, job);
        if (!completed && !completedInTransaction) {
          jobLog.warn({ jobId: job.id, type: job.type }, "job finished after its lock was lost");
        } else {
          jobLog.info({ jobId: job.id, type: job.type, attempt: job.attempt, ms: Date.now() - started }, "job done");
        }
      } catch (err) {
        if (err instanceof JobLockLostError || controller.signal.reason instanceof JobLockLostError) {
          jobLog.warn({ jobId: job.id, type: job.type }, "job lock lost: another worker has taken it over");
        } else if (err instanceof JobAbortedError || (stopping && controller.signal.aborted)) {
          await releaseJob(db, job);
          jobLog.info({ jobId: job.id, type: job.type }, "job released: the worker is stopping");
        } else {
          const error = errorText(err);
          failed(error);
          const delay = (registered.options.retryDelay ?? retryDelayMs)(job.attempt);
          const outcome = await failJob(db, job, error, delay);
          if (outcome === "failed") await giveUp(job, error);
          else if (outcome === "retry") jobLog.warn({ jobId: job.id, type: job.type, error }, "job failed: will retry");
        }
      } finally {
        clearInterval(heartbeat);
        inFlight.delete(controller);
        processed += 1;
      }
    });
  }

  async function maybePrune(): Promise<void> {
    if (Date.now() - lastPrune < pruneIntervalMs) return;
    lastPrune = Date.now();
    const n = await pruneJobs(db);
    if (n > 0) log.info({ deleted: n }, "old finished jobs deleted");
  }

  async function slot(index: number): Promise<void> {
    while (!stopping) {
      let job: ClaimedJob | undefined;
      try {
        job = await claimJob(db, visibilityMs, { types: options.types, excludeTypes: options.excludeTypes });
      } catch (err) {
        if (stopping) return;
        log.warn({ err: errorText(err) }, "could not claim a job (database unavailable?)");
        await sleep(pollMs);
        continue;
      }
      if (job) {
        try {
          await run(job);
        } catch (err) {
          // Recording the outcome failed (database gone): the claim times out and the job is retried.
          log.error({ jobId: job.id, err: errorText(err) }, "could not record a job's outcome");
        }
        continue;
      }
      if (index === 0) await maybePrune().catch((err) => log.warn({ err: errorText(err) }, "pruning jobs failed"));
      if (!stopping) await sleep(pollMs);
    }
  }

  // Woken at once by a NOTIFY of another instance; after a (re)connect too, since a notification
  // sent while no connection listened is lost. Without it (or while it is down) the slots poll.
  const listener = options.listenUrl
    ? pgListener({
        name: "job-worker-listener",
        connectionString: options.listenUrl,
        channels: [NOTIFY_CHANNEL],
        log,
        onNotification: wake,
        onReconnect: wake,
      })
    : undefined;

  return {
    name: "job-worker",
    get processed() {
      return processed;
    },
    start() {
      if (!stopping) return;
      stopping = false;
      localWake.on("wake", wake);
      listener?.start();
      slots = Array.from({ length: concurrency }, (_, i) => slot(i));
    },
    async stop() {
      if (stopping) return;
      stopping = true;
      localWake.off("wake", wake);
      wake();
      const grace = setTimeout(() => {
        for (const c of inFlight) c.abort(new JobAbortedError());
      }, stopGraceMs);
      await Promise.all(slots);
      clearTimeout(grace);
      slots = [];
      await listener?.stop();
    },
  };
}
