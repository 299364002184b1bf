import { type Kysely, sql } from "kysely";
import { type PgListener, pgListener } from "../db/pg-listener";
import type { DB } from "../db/schema";
import { forgetPersonStates } from "../http/scenario";

/**
 * Invalidation of the per-instance cache of a person's session state (http/scenario.ts,
 * docs/people.md "Revocation on every instance"). Whatever changes what a person's token is
 * checked against (a session ending, a person disabled, enabled, removed or given another role,
 * TOTP confirmed or removed, the organization's TOTP requirement, the organization deleted) calls
 * `personStateChanged` once its change has committed: this instance forgets at once, and a NOTIFY
 * on PERSON_STATE_CHANNEL makes every other instance listening on the same PostgreSQL forget too.
 * People change rarely, so every notification clears the whole cache.
 */
export const PERSON_STATE_CHANNEL = "person_state";

/**
 * Call after the change committed, with the root database (never a transaction: the local forget
 * must not run before the commit, or a request in between would cache the old state again).
 * A failing NOTIFY is not the request's failure (its change committed): the other instances then
 * see the change within PERSON_STATE_CACHE_MS.
 */
export async function personStateChanged(db: Kysely<DB>): Promise<void> {
  if (db.isTransaction) throw new Error("personStateChanged runs after the commit, on the root database");
  forgetPersonStates(db);
  await sql`select pg_notify(${PERSON_STATE_CHANNEL}, '')`.execute(db).catch(() => {});
}

export type PersonStateListener = PgListener;

/**
 * One LISTEN connection per instance on PostgreSQL (db/pg-listener.ts: not a pool connection,
 * reconnecting with a back-off from `reconnectMs` when it drops). Every notification forgets this
 * instance's cached session states; so does every (re)connect, since notifications sent while it
 * was down are lost. On the embedded database there is one process and the local forget suffices:
 * no listener is needed.
 */
export function personStateListener(
  db: Kysely<DB>,
  connectionString: string,
  log: { warn(obj: object, msg: string): void },
  reconnectMs = 5000,
): PersonStateListener {
  return pgListener({
    name: "person-state-listener",
    connectionString,
    channels: [PERSON_STATE_CHANNEL],
    log,
    reconnectMs,
    onNotification: () => forgetPersonStates(db),
    // Whatever was notified while no connection listened is lost: start from the database.
    onReconnect: () => forgetPersonStates(db),
  });
}
