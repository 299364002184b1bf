import { type Kysely, sql } from "kysely";
import { type BackgroundTask, periodicTask } from "../background/tasks";
import type { DB } from "../db/schema";

/** Days a finished delivery (succeeded or failed for good) stays in the delivery log. */
export const WEBHOOK_LOG_RETENTION_DAYS = 30;
/** How often the log is pruned. */
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
/** Rows deleted per statement, so one pass never holds long locks. */
const BATCH = 1000;

/**
 * Deletes finished deliveries (succeeded, or failed for good) last touched more than `days` ago,
 * then the events no delivery refers to any more that are older than that. Pending deliveries and
 * their events are never touched. Safe in several instances at once (plain deletes by age).
 * Returns the numbers of deliveries and events deleted.
 */
export async function pruneWebhookLog(
  db: Kysely<DB>,
  days = WEBHOOK_LOG_RETENTION_DAYS,
): Promise<{ deliveries: number; events: number }> {
  const cutoff = sql<Date>`now() - ${days}::double precision * interval '1 day'`;
  let deliveries = 0;
  for (;;) {
    const r = await sql`
      delete from webhook_deliveries where id in (
        select id from webhook_deliveries
         where status in ('succeeded', 'failed') and updated_at < ${cutoff}
         limit ${BATCH})`.execute(db);
    const n = Number(r.numAffectedRows ?? 0);
    deliveries += n;
    if (n < BATCH) break;
  }
  let events = 0;
  for (;;) {
    const r = await sql`
      delete from webhook_events where id in (
        select e.id from webhook_events e
         where e.created_at < ${cutoff}
           and not exists (select 1 from webhook_deliveries d where d.event_id = e.id)
         limit ${BATCH})`.execute(db);
    const n = Number(r.numAffectedRows ?? 0);
    events += n;
    if (n < BATCH) break;
  }
  return { deliveries, events };
}

/** Prunes the webhook delivery log every hour (docs/webhooks.md, "Retention"). */
export function webhookRetentionTask(db: Kysely<DB>, onError: (err: unknown) => void): BackgroundTask {
  return periodicTask(
    "webhook log retention",
    PRUNE_INTERVAL_MS,
    async () => void (await pruneWebhookLog(db)),
    onError,
  );
}
