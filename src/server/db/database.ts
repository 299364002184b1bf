import fs from "node:fs";
import path from "node:path";
import { PGlite, types as pgliteTypes } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely } from "kysely";
import pg from "pg";
import { ClockedPostgresDialect } from "../clock/clocked-dialect";
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
  /** Checks the database answers (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;

pg.types.setTypeParser(INT8, (v) => Number(v));
pg.types.setTypeParser(NUMERIC, (v) => Number(v));
pg.types.setTypeParser(DATE, (v) => v);

export function openPostgres(connectionString: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection (database restarted) must not crash the process.
  pool.on("error", () => {});
  // Nor one that is checked out (between the statements of a transaction): its query fails,
  // the request answers the contract's error and the pool drops the broken client.
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  const db = new Kysely<DB>({ dialect: new ClockedPostgresDialect({ pool }) });
  return {
    db,
    kind: "postgres",
    async ping() {
      await pool.query("select 1");
    },
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
  };
}

export async function openPglite(dataDir: string | "memory"): Promise<Database> {
  if (dataDir !== "memory") fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir === "memory" ? undefined : path.join(dataDir, "pgdata"), {
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
    async close() {
      await db.destroy();
    },
  };
}
