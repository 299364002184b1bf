import { type Kysely, sql } from "kysely";

/**
 * File lists ordered by file name. The lists sort names case-insensitively whatever the
 * database's collation (`lower(original_filename) collate "C"`, src/server/files/queries.ts), so
 * the plain `original_filename` index of migration 0004 served no query: it is replaced by
 * indexes on that exact expression, per organization (its own files) and per private record,
 * with `id` as the tie-breaker the lists use. A page of either list in either direction is then
 * read from the index in order, without sorting the owner's files.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists financial_files_org_filename_idx`.execute(db);
  await sql`
    create index if not exists financial_files_org_name_ci_idx
    on financial_files (organization_id, (lower(original_filename) collate "C"), id)
    where private_record_id is null`.execute(db);
  await sql`
    create index if not exists financial_files_record_name_ci_idx
    on financial_files (private_record_id, (lower(original_filename) collate "C"), id)
    where private_record_id is not null`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error("Migrations only move forward");
}
