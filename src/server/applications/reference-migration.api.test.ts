import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPglite } from "../db/database";
import { migrations } from "../db/migrations";

/** Migration 0012 on a database that already holds applications: they are numbered in creation order. */
let database: Database;
const without0012 = Object.fromEntries(Object.entries(migrations).filter(([name]) => !name.startsWith("0012")));

async function migrate(set: typeof migrations): Promise<void> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => set },
    allowUnorderedMigrations: true,
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

beforeAll(async () => {
  database = await openPglite("memory");
  await migrate(without0012);
});
afterAll(async () => database?.close());

describe("migration 0012: application references", () => {
  it("backfills existing applications CA-<year of creation>-<number> in creation order; new ones continue the sequence", async () => {
    const db = database.db;
    const orgs = await sql<{ id: string }>`
      insert into organizations (name, email) values ('F', 'f@example.com'), ('S', 's@example.com') returning id`.execute(
      db,
    );
    const [f, s] = orgs.rows.map((r) => r.id);
    const add = (id: string, created: string) =>
      sql`
      insert into credit_applications (id, credit_application_type, status, forwarder_id, shipper_id, forwarder_name,
        forwarder_email, shipper_name, shipper_email, amount, currency, payment_terms, created_at)
      values (${id}, 'credit_terms', 'pending', ${f}, ${s}, 'F', 'f@example.com', 'S', 's@example.com', 100, 'EUR',
        'NET 30', ${created}::timestamptz)`.execute(db);
    await add("ca_second_000", "2025-03-01T00:00:00Z");
    await add("ca_first_0000", "2024-12-31T23:00:00Z");
    await add("ca_third_0000", "2026-01-02T00:00:00Z");

    await migrate(migrations);

    const rows = await sql<{ id: string; reference: string }>`
      select id, reference from credit_applications order by created_at`.execute(db);
    expect(rows.rows).toEqual([
      { id: "ca_first_0000", reference: "CA-2024-000001" },
      { id: "ca_second_000", reference: "CA-2025-000002" },
      { id: "ca_third_0000", reference: "CA-2026-000003" },
    ]);
    await add("ca_fourth_000", "2026-05-01T00:00:00Z");
    const next = await sql<{ reference: string }>`
      select reference from credit_applications where id = 'ca_fourth_000'`.execute(db);
    expect(next.rows[0]?.reference).toMatch(/^CA-\d{4}-000004$/);
    // The reference is unique.
    await expect(
      sql`update credit_applications set reference = 'CA-2024-000001' where id = 'ca_third_0000'`.execute(db),
    ).rejects.toThrow();
  });
});
