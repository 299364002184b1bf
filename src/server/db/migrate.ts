import { Migrator } from "kysely";
import { type Database, UNBOUNDED, withStatementBounds } from "./database";
import { migrations } from "./migrations";

export async function migrateToLatest(database: Database): Promise<void> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    // Domains add migrations in parallel branches of work; a database that already ran a later
    // number still gets an earlier one that arrives afterwards.
    allowUnorderedMigrations: true,
  });
  // Without the request time-outs: an instance waits for another one's migration lock, and DDL on a
  // large table may take minutes (docs/deployment.md).
  const { error, results } = await withStatementBounds(UNBOUNDED, () => migrator.migrateToLatest());
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
