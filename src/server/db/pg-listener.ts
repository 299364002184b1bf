import pg from "pg";
import type { BackgroundTask } from "../background/tasks";

/**
 * A PostgreSQL LISTEN on a connection of its own (never a pool connection: a pooled one goes back
 * to the pool and stops hearing), kept up for the life of the instance: connect, LISTEN on each
 * channel, call `onNotification` for every notification, and when the connection fails or drops,
 * reconnect after a back-off (`reconnectMs`, doubled at each failed attempt up to
 * `maxReconnectMs`, back to `reconnectMs` once listening again). Notifications sent while no
 * connection listened are lost, so `onReconnect` is called each time the LISTEN is in place (the
 * first time too): the caller catches up there (forgets a cache, looks for work).
 *
 * Used by the person-state cache (people/person-state.ts) and the job workers (jobs/worker.ts).
 */
export interface PgListenerOptions {
  /** Names the task and the connection (`application_name`, seen in pg_stat_activity). */
  name: string;
  connectionString: string;
  /** Lowercase identifiers (`[a-z_][a-z0-9_]*`): each is sent as `LISTEN <channel>`. */
  channels: readonly string[];
  onNotification: (notification: { channel: string; payload: string | undefined }) => void;
  /** Called each time the LISTEN is in place, the first time included. */
  onReconnect?: () => void;
  log: { warn(obj: object, msg: string): void };
  /** The first wait before reconnecting (default 5 s). */
  reconnectMs?: number;
  /** The longest wait between attempts (default 60 s). */
  maxReconnectMs?: number;
  /** A connect that takes longer fails (a database that accepts but never answers); default 10 s. */
  connectTimeoutMs?: number;
}

export interface PgListener extends BackgroundTask {
  /** Whether the LISTEN is in place (tests wait for it before relying on it). */
  readonly listening: boolean;
}

const CHANNEL = /^[a-z_][a-z0-9_]*$/;

export function pgListener(options: PgListenerOptions): PgListener {
  const { name, connectionString, channels, onNotification, onReconnect, log } = options;
  const firstDelay = options.reconnectMs ?? 5000;
  const maxDelay = Math.max(firstDelay, options.maxReconnectMs ?? 60_000);
  for (const channel of channels) {
    if (!CHANNEL.test(channel)) throw new Error(`pgListener: not a plain channel name: ${channel}`);
  }
  let stopped = true;
  let client: pg.Client | undefined;
  let listening = false;
  let timer: NodeJS.Timeout | undefined;
  let delay = firstDelay;

  const connect = async (): Promise<void> => {
    timer = undefined;
    // Bounded connect, and TCP keep-alive so that a peer gone while the connection idles is
    // noticed and the listener reconnects.
    const c = new pg.Client({
      connectionString,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
      keepAlive: true,
      application_name: name,
    });
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
      const wait = delay;
      delay = Math.min(delay * 2, maxDelay);
      log.warn(
        { err: err instanceof Error ? err.message : String(err), retryInMs: wait },
        `${name}: LISTEN connection lost or refused; reconnecting`,
      );
      timer = setTimeout(() => void connect(), wait);
    };
    c.on("error", retry);
    c.on("end", () => retry(new Error("connection ended")));
    c.on("notification", (n) => onNotification({ channel: n.channel, payload: n.payload }));
    try {
      await c.connect();
      for (const channel of channels) await c.query(`LISTEN ${channel}`);
      if (stopped || client !== c) {
        retried = true;
        await c.end();
        return;
      }
      listening = true;
      delay = firstDelay;
      onReconnect?.();
    } catch (err) {
      retry(err);
    }
  };

  return {
    name,
    get listening() {
      return listening;
    },
    start() {
      if (!stopped) return;
      stopped = false;
      delay = firstDelay;
      void connect();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      const c = client;
      client = undefined;
      listening = false;
      // Ending a connection the network stopped carrying could wait for ever: at most a second.
      if (c) await Promise.race([c.end().catch(() => {}), new Promise((r) => setTimeout(r, 1000).unref())]);
    },
  };
}
