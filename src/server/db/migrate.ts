import { Migrator } from "kysely";
import type { Database } from "./database";
import { migrations } from "./migrations";

export async function migrateToLatest(database: Database): Promise<void> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    // Domains add migrations in parallel branches of work; a database that already ran a later
    // number still gets an earlier one that arrives afterwards.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
