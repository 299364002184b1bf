import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../../src/server/db/database";
import { migrateToLatest } from "../../src/server/db/migrate";

/**
 * Vitest global set-up of the API projects: the database every test server starts from, migrated
 * once per run instead of once per server (a fresh embedded database costs about 3 s of initdb and
 * 0.5 s of migrations; a server of each of the ~150 API test files paid it).
 *
 * - Embedded (TEST_DB=pglite): a migrated PGlite data directory dumped to a temporary file, named
 *   provided to the tests as `pgliteTemplate`; `harness.ts` loads it into each new in-memory database.
 * - PostgreSQL (TEST_DB=postgres): a migrated database provided as `postgresTemplate`; each test
 *   database is `create database … template` it.
 *
 * Each server still runs `migrateToLatest` on start (it finds nothing to do), so a test server is
 * the same as one built from nothing; `database-template.api.test.ts` checks that the two schemas
 * are identical.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cleanups: Array<() => Promise<void>> = [];
  if (project.config.env.TEST_DB === "postgres") {
    const base = process.env.TEST_DATABASE_URL;
    if (base) {
      const name = `cas_template_${process.pid}_${randomBytes(4).toString("hex")}`;
      await adminQuery(base, `create database ${name}`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      const database = openPostgres(url.toString(), 2);
      try {
        await migrateToLatest(database);
      } finally {
        await database.close();
      }
      project.provide("postgresTemplate", name);
      cleanups.push(() => adminQuery(base, `drop database if exists ${name} with (force)`));
    }
  } else {
    const database = await openPglite("memory");
    try {
      await migrateToLatest(database);
      const dump = await database.dumpDataDir?.();
      if (dump) {
        const file = path.join(os.tmpdir(), `cas-pglite-template-${process.pid}-${randomBytes(4).toString("hex")}.tar`);
        fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
        project.provide("pgliteTemplate", file);
        cleanups.push(async () => fs.rmSync(file, { force: true }));
      }
    } finally {
      await database.close();
    }
  }
  return async () => {
    for (const cleanup of cleanups) await cleanup();
  };
}

async function adminQuery(base: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate?: string;
    postgresTemplate?: string;
  }
}
