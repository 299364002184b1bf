import { sql } from "kysely";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createTestDatabase } from "../../../test/support/harness";
import type { Database } from "./database";
import { migrateToLatest } from "./migrate";

/**
 * Test servers start from one migrated database per run (test/support/database-template.ts): this
 * checks that the run made it, and that a database started from it has exactly the schema, the
 * migration history and the reference rows of a database migrated from nothing.
 */
const onPostgres = process.env.TEST_DB === "postgres";

async function fingerprint(database: Database) {
  const { db } = database;
  const columns = await sql<Record<string, unknown>>`
    select table_name, column_name, data_type, column_default, is_nullable
    from information_schema.columns where table_schema = 'public'
    order by table_name, column_name`.execute(db);
  const indexes = await sql<Record<string, unknown>>`
    select tablename, indexname, indexdef from pg_indexes where schemaname = 'public'
    order by tablename, indexname`.execute(db);
  const constraints = await sql<Record<string, unknown>>`
    select c.conrelid::regclass::text as tbl, c.conname, pg_get_constraintdef(c.oid) as def
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public'
    order by 1, 2`.execute(db);
  const functions = await sql<Record<string, unknown>>`
    select p.proname, pg_get_functiondef(p.oid) as def from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' order by 1, 2`.execute(db);
  const migrations = await sql<Record<string, unknown>>`
    select name from kysely_migration order by name`.execute(db);
  const roles = await sql<Record<string, unknown>>`select * from organization_roles order by id`.execute(db);
  return {
    columns: columns.rows,
    indexes: indexes.rows,
    constraints: constraints.rows,
    functions: functions.rows,
    migrations: migrations.rows,
    roles: roles.rows,
  };
}

describe("test databases start from the run's migrated template", () => {
  const drops: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  it("the run provides a template for this database kind", () => {
    if (onPostgres) expect(inject("postgresTemplate")).toMatch(/^cas_template_/);
    else expect(inject("pgliteTemplate")).toMatch(/cas-pglite-template-.*\.tar$/);
  });

  it("a database from the template equals one migrated from nothing", async () => {
    const fromTemplate = await createTestDatabase();
    drops.push(fromTemplate.drop);
    const fresh = await createTestDatabase({ fromNothing: true });
    drops.push(fresh.drop);
    await migrateToLatest(fresh.database);
    // The server migrates on start: nothing may be left to do on the template's copy.
    await migrateToLatest(fromTemplate.database);
    const a = await fingerprint(fromTemplate.database);
    const b = await fingerprint(fresh.database);
    expect(a.migrations.length).toBeGreaterThan(20);
    expect(a.columns.length).toBeGreaterThan(100);
    expect(a).toEqual(b);
  });
});
