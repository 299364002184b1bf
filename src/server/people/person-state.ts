import { type Kysely, sql } from "kysely";
import pg from "pg";
import type { BackgroundTask } from "../background/tasks";
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

export interface PersonStateListener extends BackgroundTask {
  /** Whether the LISTEN connection is up (tests wait for it before relying on it). */
  readonly listening: boolean;
}

/**
 * One LISTEN connection per instance on PostgreSQL (not a pool connection), reconnecting after
 * `reconnectMs` when it drops. Every notification forgets this instance's cached session states;
 * so does every (re)connect, since notifications sent while it was down are lost. On the embedded
 * database there is one process and the local forget suffices: no listener is needed.
 */
export function personStateListener(
  db: Kysely<DB>,
  connectionString: string,
  log: { warn(obj: object, msg: string): void },
  reconnectMs = 5000,
): PersonStateListener {
  let stopped = true;
  let client: pg.Client | undefined;
  let listening = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    // Bounded connect (a database that accepts but never answers), and TCP keep-alive so that a
    // peer gone while the connection idles is noticed and the listener reconnects.
    const c = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000, keepAlive: true });
    client = c;
    let retried = false;
    const retry = (err: unknown) => {
      if (retried) return;
      retried = true;
      if (client === c) {
        client = undefined;
        listening = false;
      }
      c.end().catch(() => {});
      if (stopped) return;
      log.warn({ err: err instanceof Error ? err.message : String(err) }, "session-state listener lost; reconnecting");
      timer = setTimeout(() => void connect(), reconnectMs);
    };
    c.on("error", retry);
    c.on("end", () => retry(new Error("connection ended")));
    c.on("notification", () => forgetPersonStates(db));
    try {
      await c.connect();
      await c.query(`LISTEN ${PERSON_STATE_CHANNEL}`);
      if (stopped || client !== c) {
        retried = true;
        await c.end();
        return;
      }
      listening = true;
      // Whatever was notified while no connection listened is lost: start from the database.
      forgetPersonStates(db);
    } catch (err) {
      retry(err);
    }
  };

  return {
    name: "person-state-listener",
    get listening() {
      return listening;
    },
    start() {
      if (!stopped) return;
      stopped = false;
      void connect();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = undefined;
      listening = false;
      // Ending a connection the network stopped carrying could wait for ever: at most a second.
      if (c) await Promise.race([c.end().catch(() => {}), new Promise((r) => setTimeout(r, 1000).unref())]);
    },
  };
}
