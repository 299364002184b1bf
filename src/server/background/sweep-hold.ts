import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { DB } from "../db/schema";

/**
 * A hold on the periodic expiry sweeps, kept in the database so every instance sees it.
 *
 * The demo load writes stories at past instants (docs/demo-data.md): an application created two
 * months ago with a 60-day expiry is reviewed and sent back for changes before it expires at its
 * demo instant, and a document request made six weeks ago with a 30-day expiry is canceled two days
 * after it was made. In real time those rows are already past their expiry, so a sweep running
 * between two of their moves used to expire them first and the next move was refused (the load
 * answered 500). While a load holds the sweeps, they skip their turn; the load runs the same sweeps
 * itself at its end, and actions and lists still expire what is due (they never depend on a sweep).
 *
 * Each hold is a row of its own (two loads on two instances hold independently). A hold older than
 * `SWEEP_HOLD_MAX_MS` (a process that died while holding) is ignored and removed by the next hold.
 */
const HOLD_KEY_PREFIX = "sweep_hold:";
export const SWEEP_HOLD_MAX_MS = 15 * 60_000;

export async function withSweepsHeld<T>(db: Kysely<DB>, why: string, work: () => Promise<T>): Promise<T> {
  const key = `${HOLD_KEY_PREFIX}${randomUUID()}`;
  await db
    .deleteFrom("service_settings")
    .where("key", "like", `${HOLD_KEY_PREFIX}%`)
    .where("updated_at", "<", staleBefore())
    .execute();
  await db
    .insertInto("service_settings")
    .values({ key, value: JSON.stringify({ why }) as never })
    .execute();
  try {
    return await work();
  } finally {
    await db.deleteFrom("service_settings").where("key", "=", key).execute();
  }
}

/** True while a hold younger than SWEEP_HOLD_MAX_MS is in place. */
export async function sweepsHeld(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectFrom("service_settings")
    .select("key")
    .where("key", "like", `${HOLD_KEY_PREFIX}%`)
    .where("updated_at", ">=", staleBefore())
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Real time (service_settings keeps real time: migration 0015), never a demo instant. */
function staleBefore() {
  return sql<Date>`now() - make_interval(secs => ${SWEEP_HOLD_MAX_MS / 1000})`;
}
