import { type Kysely, sql } from "kysely";

/**
 * Upload warnings (issue 16): `duplicate_of_file_id` names the earliest earlier file of the same
 * owner with the same bytes (set at upload); `statement_company_name` is the company name the
 * statement prints and `expected_company_name` the record's (or organization's) name it was compared
 * with when they differ (both set by extraction). The owner's files are looked up by sha256 on
 * upload and by the list filter `sha256`: indexed per owner.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table financial_files
      add column if not exists duplicate_of_file_id uuid references financial_files (id),
      add column if not exists statement_company_name text,
      add column if not exists expected_company_name text`.execute(db);
  await sql`
    create index if not exists financial_files_owner_sha256_idx
    on financial_files (organization_id, private_record_id, sha256)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error("Migrations only move forward");
}
