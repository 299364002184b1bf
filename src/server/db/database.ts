import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import path from "node:path";
import { PGlite, types as pgliteTypes } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely, type PostgresPool } from "kysely";
import pg from "pg";
import { ClockedPostgresDialect } from "../clock/clocked-dialect";
import { type DatabaseTimeouts, QUERY_TIMEOUT_MARGIN_MS } from "../config";
import type { DB } from "./schema";

/**
 * One database handle for the whole server: PostgreSQL through a `pg` pool when a connection
 * string is given, otherwise embedded PostgreSQL (PGlite). Both speak the same SQL, run the same
 * migrations and return the same JavaScript types:
 *   timestamptz → Date, date → 'YYYY-MM-DD' string, int8/numeric → number.
 */
export interface Database {
  db: Kysely<DB>;
  kind: "postgres" | "pglite";
  /** PostgreSQL: the connection string of the pool (for a LISTEN connection of its own). */
  connectionString?: string;
  /** Checks the database answers (readiness). */
  ping(): Promise<void>;
  /** The pool's connections now (metrics, docs/operations.md). */
  poolStats(): { inUse: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
  /** Embedded only: the whole data directory as an uncompressed tarball (see `openPglite`'s `from`). */
  dumpDataDir?(): Promise<Blob>;
}

const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;

pg.types.setTypeParser(INT8, (v) => Number(v));
pg.types.setTypeParser(NUMERIC, (v) => Number(v));
pg.types.setTypeParser(DATE, (v) => v);

/** The server-side bounds that a piece of work's statements run under (0 = none). */
export interface StatementBounds {
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
}

/** The defaults of DB_*_TIMEOUT_MS (config.ts reads the variables; docs/deployment.md). */
export const defaultDatabaseTimeouts: DatabaseTimeouts = {
  statementTimeoutMs: 15_000,
  lockTimeoutMs: 5_000,
  idleInTransactionTimeoutMs: 15_000,
  connectTimeoutMs: 3_000,
  poolWaitTimeoutMs: 5_000,
  queryTimeoutMs: 15_000 + QUERY_TIMEOUT_MARGIN_MS,
};

/**
 * Background jobs (extraction, analytics recompute, signatures, webhooks): longer than a request
 * may wait, since nobody waits on the answer and a recompute may queue behind another one of the
 * same subject (advisory lock), yet bounded, so a stalled connection cannot hold a job for ever.
 */
export const BACKGROUND_BOUNDS: StatementBounds = {
  statementTimeoutMs: 300_000,
  lockTimeoutMs: 60_000,
  idleInTransactionTimeoutMs: 60_000,
};

/**
 * No bound: migrations (an instance waits for another one's migration lock; DDL on a large table
 * may take minutes) and the bench seeder's bulk inserts.
 */
export const UNBOUNDED: StatementBounds = { statementTimeoutMs: 0, lockTimeoutMs: 0, idleInTransactionTimeoutMs: 0 };

const boundsScope = new AsyncLocalStorage<StatementBounds>();

/**
 * Runs `fn` with other statement bounds than a request's: every PostgreSQL connection borrowed
 * inside it gets these settings for the time it is borrowed (and the stall guard follows the
 * statement time-out); outside it, connections keep the configured DB_*_TIMEOUT_MS. On PGlite
 * nothing changes (it has no network and no time-outs).
 */
export function withStatementBounds<T>(bounds: StatementBounds, fn: () => Promise<T>): Promise<T> {
  return boundsScope.run(bounds, fn);
}

/** Errors raised by the PostgreSQL connection layer (pool, socket, server), as opposed to any other library's. */
const databaseErrors = new WeakSet<object>();

function fromDatabase(err: unknown): unknown {
  if (err !== null && typeof err === "object") databaseErrors.add(err);
  return err;
}

/** Whether `err` (or its cause) came from the PostgreSQL connection layer of {@link openPostgres}. */
export function isDatabaseError(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e !== null && typeof e === "object"; depth++) {
    if (databaseErrors.has(e)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** No answer to a statement within the stall guard: the connection was given up. */
export class DatabaseStalledError extends Error {
  readonly code = "DB_STALLED";
  constructor(ms: number) {
    super(`No answer from the database within ${ms} ms: the connection was given up`);
    this.name = "DatabaseStalledError";
  }
}

const SET_BOUNDS =
  "select set_config('statement_timeout', $1, false), set_config('lock_timeout', $2, false), " +
  "set_config('idle_in_transaction_session_timeout', $3, false)";

function boundsValues(b: StatementBounds): string[] {
  return [b.statementTimeoutMs, b.lockTimeoutMs, b.idleInTransactionTimeoutMs].map((ms) => `${ms}ms`);
}

function sameBounds(a: StatementBounds, b: StatementBounds): boolean {
  return (
    a.statementTimeoutMs === b.statementTimeoutMs &&
    a.lockTimeoutMs === b.lockTimeoutMs &&
    a.idleInTransactionTimeoutMs === b.idleInTransactionTimeoutMs
  );
}

/** Ends the socket of a client whose statement gets no answer (pg has no public call for it). */
function destroySocket(client: pg.PoolClient): void {
  const connection = (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection;
  connection?.stream?.destroy();
}

/**
 * The pool Kysely borrows from: pg's pool with every wait bounded (docs/deployment.md).
 * - connecting: DB_CONNECT_TIMEOUT_MS; waiting for a free connection: DB_POOL_WAIT_TIMEOUT_MS;
 * - each connection starts with statement_timeout, lock_timeout and
 *   idle_in_transaction_session_timeout, so the server itself ends what runs or idles too long;
 * - each statement has a guard (DB_QUERY_TIMEOUT_MS): when no answer arrives, the network has
 *   stalled and the server's own time-out cannot reach us, so the connection is destroyed and the
 *   statement fails. The other idle connections were opened over the same network: they are
 *   given up too (when next borrowed) rather than each costing another wait;
 * - inside {@link withStatementBounds} a borrowed connection gets those bounds until released.
 * Errors raised here are marked ({@link isDatabaseError}), so a failure of the database is never
 * confused with a client's closed connection.
 */
class BoundedPool {
  private generation = 0;
  private readonly bornIn = new WeakMap<object, number>();
  private readonly requestBounds: StatementBounds;

  constructor(
    readonly pool: pg.Pool,
    private readonly timeouts: DatabaseTimeouts,
  ) {
    this.requestBounds = timeouts;
    pool.on("connect", (client) => {
      this.bornIn.set(client, this.generation);
    });
  }

  /** A statement got no answer: every connection opened until now is suspect. */
  giveUpOpenConnections(): void {
    this.generation += 1;
  }

  async connect(): Promise<BoundedClient> {
    const bounds = boundsScope.getStore();
    const special = bounds && !sameBounds(bounds, this.requestBounds) ? bounds : undefined;
    for (let attempt = 0; ; attempt++) {
      let client: pg.PoolClient;
      try {
        client = await this.pool.connect();
      } catch (err) {
        throw fromDatabase(err);
      }
      if ((this.bornIn.get(client) ?? this.generation) < this.generation && attempt < 20) {
        client.release(new Error("opened before a stalled statement"));
        continue;
      }
      const bounded = new BoundedClient(
        client,
        this,
        special ? guardFor(special, this.timeouts) : this.timeouts.queryTimeoutMs,
      );
      if (special) {
        try {
          await bounded.query(SET_BOUNDS, boundsValues(special));
        } catch (err) {
          bounded.release();
          throw err;
        }
        bounded.resetTo = this.requestBounds;
      }
      return bounded;
    }
  }

  end(): Promise<void> {
    return this.pool.end();
  }

  async ping(): Promise<void> {
    const client = await this.connect();
    try {
      await client.query("select 1", []);
    } finally {
      client.release();
    }
  }
}

function guardFor(bounds: StatementBounds, timeouts: DatabaseTimeouts): number {
  if (bounds.statementTimeoutMs === 0) return 0;
  return Math.max(timeouts.queryTimeoutMs, bounds.statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS);
}

class BoundedClient {
  /** Bounds to restore before the connection goes back to the pool (borrowed inside withStatementBounds). */
  resetTo: StatementBounds | undefined;
  private broken = false;
  private released = false;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly owner: BoundedPool,
    private readonly queryTimeoutMs: number,
  ) {}

  async query(sql: string, parameters: ReadonlyArray<unknown>): Promise<pg.QueryResult> {
    const running = this.client.query(sql, [...parameters]);
    const limit = this.queryTimeoutMs;
    if (limit <= 0) {
      try {
        return await running;
      } catch (err) {
        throw fromDatabase(err);
      }
    }
    let timer: NodeJS.Timeout | undefined;
    const stalled = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        this.broken = true;
        this.owner.giveUpOpenConnections();
        destroySocket(this.client);
        reject(new DatabaseStalledError(limit));
      }, limit);
    });
    running.catch(() => undefined);
    try {
      return await Promise.race([running, stalled]);
    } catch (err) {
      throw fromDatabase(err);
    } finally {
      clearTimeout(timer);
    }
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    const resetTo = this.resetTo;
    if (this.broken) {
      this.client.release(new Error("the connection stalled"));
    } else if (resetTo) {
      this.query(SET_BOUNDS, boundsValues(resetTo)).then(
        () => this.client.release(),
        (err: unknown) => this.client.release(err instanceof Error ? err : new Error(String(err))),
      );
    } else {
      this.client.release();
    }
  }
}

/**
 * PostgreSQL through a pg pool of `poolSize` connections, every wait bounded by `timeouts`
 * (the configuration's DB_*_TIMEOUT_MS; {@link defaultDatabaseTimeouts} when not given).
 */
export function openPostgres(
  connectionString: string,
  poolSize = 10,
  timeouts: DatabaseTimeouts = defaultDatabaseTimeouts,
): Database {
  const connectTimeoutMs = timeouts.connectTimeoutMs;
  // pg's pool applies its connectionTimeoutMillis both to waiting for a free connection and to
  // opening one; each client opens with the (usually shorter) connect time-out of its own.
  class BoundedConnectClient extends pg.Client {
    constructor(config: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectTimeoutMs });
    }
  }
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: timeouts.poolWaitTimeoutMs,
    Client: BoundedConnectClient as unknown as new () => pg.ClientBase,
    statement_timeout: timeouts.statementTimeoutMs || undefined,
    lock_timeout: timeouts.lockTimeoutMs || undefined,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionTimeoutMs || undefined,
    // A peer that disappeared while the connection idles is noticed by TCP itself.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle client losing its connection (database restarted) must not crash the process.
  pool.on("error", () => {});
  // Nor one that is checked out (between the statements of a transaction): its query fails,
  // the request answers the contract's error and the pool drops the broken client.
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  const bounded = new BoundedPool(pool, timeouts);
  const db = new Kysely<DB>({
    dialect: new ClockedPostgresDialect({ pool: bounded as unknown as PostgresPool }),
  });
  return {
    db,
    kind: "postgres",
    connectionString,
    ping: () => bounded.ping(),
    poolStats: () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
    async close() {
      await db.destroy();
    },
  };
}

/**
 * PGlite is a single connection. Kysely's Postgres dialect borrows a connection for each query
 * or transaction; this pool lends the one connection to one borrower at a time, so transactions
 * of concurrent requests never interleave.
 */
function pglitePool(client: PGlite) {
  const waiters: Array<() => void> = [];
  let busy = false;
  const release = () => {
    const next = waiters.shift();
    if (next) next();
    else busy = false;
  };
  const connection = {
    async query(sql: string, params?: unknown[]) {
      const r = await client.query(sql, params as unknown[] | undefined, { rowMode: "object" });
      const command = sql.trimStart().split(/\s+/, 1)[0]?.toUpperCase() ?? "";
      return { command, rowCount: r.affectedRows ?? r.rows.length, rows: r.rows };
    },
    release,
  };
  return {
    connect(): Promise<typeof connection> {
      if (!busy) {
        busy = true;
        return Promise.resolve(connection);
      }
      return new Promise((resolve) => waiters.push(() => resolve(connection)));
    },
    async end() {
      await client.close();
    },
    stats() {
      return { inUse: busy ? 1 : 0, idle: busy ? 0 : 1, waiting: waiters.length, max: 1 };
    },
  };
}

/**
 * `from`: an in-memory database only, started from a data directory dumped by
 * `PGlite.dumpDataDir` (tests start each server from one migrated dump instead of running
 * initdb and every migration again: about 3 s less a server).
 */
export async function openPglite(dataDir: string | "memory", from?: Blob): Promise<Database> {
  if (dataDir !== "memory") fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir === "memory" ? undefined : path.join(dataDir, "pgdata"), {
    ...(from && dataDir === "memory" ? { loadDataDir: from } : {}),
    extensions: { pg_trgm },
    parsers: {
      [pgliteTypes.INT8]: (v: string) => Number(v),
      [pgliteTypes.NUMERIC]: (v: string) => Number(v),
      [pgliteTypes.DATE]: (v: string) => v,
    },
  });
  const pool = pglitePool(client);
  // biome-ignore lint/suspicious/noExplicitAny: ClockedPostgresDialect's pool type is pg's; our pool implements the subset it uses.
  const db = new Kysely<DB>({ dialect: new ClockedPostgresDialect({ pool: pool as any }) });
  return {
    db,
    kind: "pglite",
    async ping() {
      await client.query("select 1");
    },
    poolStats: () => pool.stats(),
    async close() {
      await db.destroy();
    },
    dumpDataDir: () => client.dumpDataDir("none"),
  };
}
