import { type Kysely, sql } from "kysely";

/**
 * Withdrawing a financial file, and holding a statement that names another company (issue 23).
 * `shared_at`: when the file reached the readers other than its uploader (the owner and its Hosts);
 * null while a file uploaded into another organization's files is being checked or is held for
 * its uploader's review. Existing rows (and inserts that do not name it) are shared. The
 * withdrawal columns keep who withdrew a file, when and why (an audited soft delete);
 * `content_deleted_at` is when the retention task removed its bytes from the storage.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table financial_files
      add column if not exists shared_at timestamptz default now(),
      add column if not exists withdrawn_at timestamptz,
      add column if not exists withdrawn_by_organization_id uuid references organizations (id),
      add column if not exists withdrawal_reason text,
      add column if not exists content_deleted_at timestamptz`.execute(db);
  await sql`update financial_files set shared_at = uploaded_at where shared_at is null`.execute(db);
  await sql`
    alter table financial_files
      add constraint financial_files_withdrawal_check check (
        (withdrawn_at is null and withdrawn_by_organization_id is null and withdrawal_reason is null)
        or (withdrawn_at is not null and withdrawn_by_organization_id is not null
            and char_length(withdrawal_reason) between 1 and 1000))`.execute(db);
  // The retention task's scan: withdrawn files whose bytes are still stored.
  await sql`
    create index if not exists financial_files_withdrawn_idx on financial_files (withdrawn_at)
    where withdrawn_at is not null and content_deleted_at is null`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error("Migrations only move forward");
}
