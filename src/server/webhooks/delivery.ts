import { sql } from "kysely";
import { Webhook } from "standardwebhooks";
import type { BackgroundTask } from "../background/tasks";
import { enqueue, JobAbortedError, type JobContext, type JobLogger, registerJobHandler } from "../jobs/queue";
import { createJobWorker } from "../jobs/worker";
import type { Services } from "../services";
import { DELIVER_JOB } from "./events";
import { postWebhook } from "./url-safety";

/**
 * Delivery of one webhook (job `webhooks.deliver`, payload `{delivery_id}`), api-design §11.
 *
 * 1. The delivery is read; nothing happens when it is no longer pending or its next attempt is
 *    later (another job is scheduled for it). An older delivery of the same resource to the same
 *    endpoint that has not been attempted yet (or is being attempted) goes first: this one waits a
 *    second (order per resource, where possible: a failing older delivery does not hold the newer
 *    ones back for hours).
 * 2. The attempt is claimed with one conditional UPDATE (attempt + 1, in flight for the time-out
 *    plus a margin), so two jobs for one delivery never send it at once.
 * 3. The event is signed (Standard Webhooks; during a rotation's overlap with both secrets) and
 *    POSTed without any database transaction open.
 * 4. The outcome, the next attempt's job (per the retry schedule) and the job's completion commit
 *    in one transaction. A 2xx is `succeeded`; after the last scheduled retry, `failed`.
 */

type DeliverPayload = { delivery_id: string; manual?: boolean };

const IN_FLIGHT_MARGIN_MS = 30_000;

async function deliver(ctx: JobContext<DeliverPayload>): Promise<void> {
  const { db, config } = ctx.services;
  const id = ctx.payload.delivery_id;
  const current = await db
    .selectFrom("webhook_deliveries")
    .select([
      "id",
      "status",
      "endpoint_id",
      "resource_key",
      "seq",
      sql<boolean>`next_attempt_at is not null and next_attempt_at > now() + interval '1 second'`.as("later"),
      sql<Date | null>`case when in_flight_until > now() then in_flight_until end`.as("busy_until"),
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  if (current?.status !== "pending" || current.later) return;
  if (current.busy_until) {
    // Another attempt is in flight (or its worker died): look again when its fence expires.
    await enqueue(db, DELIVER_JOB, { delivery_id: id }, { runAt: new Date(current.busy_until.getTime() + 1000) });
    return;
  }
  const older = await db
    .selectFrom("webhook_deliveries")
    .select("id")
    .where("endpoint_id", "=", current.endpoint_id)
    .where("resource_key", "=", current.resource_key)
    .where("status", "=", "pending")
    .where("seq", "<", current.seq)
    .where((eb) => eb.or([eb("attempt", "=", 0), eb("in_flight_until", ">", sql<Date>`now()`)]))
    .limit(1)
    .executeTakeFirst();
  if (older) {
    await enqueue(
      db,
      DELIVER_JOB,
      { delivery_id: id },
      { runAt: new Date(Date.now() + 1000), dedupeKey: `wait:${id}` },
    );
    return;
  }

  const fenceMs = config.webhookTimeoutMs + IN_FLIGHT_MARGIN_MS;
  const claimed = await db
    .updateTable("webhook_deliveries")
    .set({
      attempt: sql<number>`attempt + 1`,
      in_flight_until: sql<Date>`now() + ${fenceMs}::double precision * interval '1 millisecond'`,
      last_attempt_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("in_flight_until", "is", null), eb("in_flight_until", "<=", sql<Date>`now()`)]))
    .returning(["id", "attempt", "endpoint_id", "event_id"])
    .executeTakeFirst();
  if (!claimed) return;

  const [endpoint, event] = await Promise.all([
    db.selectFrom("webhook_endpoints").selectAll().where("id", "=", claimed.endpoint_id).executeTakeFirst(),
    db.selectFrom("webhook_events").selectAll().where("id", "=", claimed.event_id).executeTakeFirstOrThrow(),
  ]);
  if (!endpoint) return; // deleted meanwhile (its deliveries went with it)

  let outcome: { status: number | null; excerpt: string | null; error: string | null; durationMs: number };
  const sent = endpoint.enabled || event.type === "webhook.test";
  if (!sent) {
    outcome = { status: null, excerpt: null, error: "The endpoint is disabled", durationMs: 0 };
  } else {
    const body = JSON.stringify({
      id: event.id,
      type: event.type,
      created_at: event.created_at.toISOString(),
      data: event.data,
    });
    const now = new Date();
    const secrets = [endpoint.secret];
    if (endpoint.previous_secret && endpoint.previous_secret_expires_at && endpoint.previous_secret_expires_at > now) {
      secrets.push(endpoint.previous_secret);
    }
    const signature = secrets.map((s) => new Webhook(s).sign(event.id, now, body)).join(" ");
    const headers = {
      "webhook-id": event.id,
      "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
      "webhook-signature": signature,
    };
    outcome = await postWebhook(endpoint.url, headers, body, {
      allowPrivate: config.webhookAllowPrivateUrls,
      timeoutMs: config.webhookTimeoutMs,
      signal: ctx.signal,
      resolve: config.webhookResolve,
    });
  }

  if (ctx.signal.aborted) {
    // The worker stops: the attempt does not count and the delivery is free for the next worker.
    await db
      .updateTable("webhook_deliveries")
      .set({ attempt: sql<number>`attempt - 1`, in_flight_until: null })
      .where("id", "=", id)
      .where("attempt", "=", claimed.attempt)
      .execute();
    throw new JobAbortedError();
  }

  const succeeded = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
  const delays = config.webhookRetryDelaysMs;
  const manualFailure = ctx.payload.manual === true && !succeeded && claimed.attempt > delays.length;
  const retryIn = succeeded || manualFailure ? undefined : delays[claimed.attempt - 1];
  const status = succeeded ? "succeeded" : retryIn !== undefined ? "pending" : "failed";
  ctx.services.metrics.observeWebhookDelivery(
    status === "pending" ? "retrying" : status,
    sent ? outcome.durationMs / 1000 : undefined,
  );

  await db.transaction().execute(async (trx) => {
    const r = await trx
      .updateTable("webhook_deliveries")
      .set({
        status,
        response_status: outcome.status,
        response_body_excerpt: outcome.excerpt,
        error: outcome.error,
        duration_ms: outcome.durationMs,
        // Database time, as the job's run_at below: the job never runs before the delivery is due.
        next_attempt_at:
          retryIn === undefined ? null : sql<Date>`now() + ${retryIn}::double precision * interval '1 millisecond'`,
        in_flight_until: null,
        updated_at: sql<Date>`now()`,
      })
      .where("id", "=", id)
      .where("attempt", "=", claimed.attempt)
      .returning(["next_attempt_at"])
      .executeTakeFirst();
    if (r?.next_attempt_at) {
      await enqueue(trx, DELIVER_JOB, { delivery_id: id }, { runAt: r.next_attempt_at });
    }
    await ctx.completeIn(trx);
  });
  ctx.log.info(
    { delivery: id, attempt: claimed.attempt, status, response_status: outcome.status, error: outcome.error },
    "webhook attempt",
  );
}

/** Registers the `webhooks.deliver` handler (process-wide; registering again replaces it). */
export function registerWebhookJob(): void {
  registerJobHandler<DeliverPayload>(DELIVER_JOB, deliver, { maxAttempts: 10 });
}

/**
 * A worker of its own for deliveries (4 at once), so that a slow receiver never waits behind a
 * long extraction and a long extraction never waits behind slow receivers. The general worker
 * may take delivery jobs too. A retry is scheduled in the future, so no notification wakes the
 * worker for it: it polls at most every 2 s, and no slower than the shortest retry delay, so a
 * retry starts within one poll of its time.
 */
export function webhookWorker(services: Services, log: JobLogger, listenUrl: string | undefined): BackgroundTask {
  const pollIntervalMs = Math.max(20, Math.min(2000, ...services.config.webhookRetryDelaysMs));
  return createJobWorker(services, {
    log,
    listenUrl,
    types: [DELIVER_JOB],
    concurrency: 4,
    pollIntervalMs,
    visibilityMs: services.config.jobVisibilityMs,
  });
}
