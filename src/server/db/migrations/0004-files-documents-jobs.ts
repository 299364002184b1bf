import { type Kysely, sql } from "kysely";

/**
 * Financial files (uploaded PDFs), the financial documents extracted from them, and the durable
 * job queue that moves each file through extraction. Owned by the files/extraction domain.
 * References `private_records` and `document_requests` of migration 0003.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table financial_files (
      id uuid primary key default gen_random_uuid(),
      organization_id uuid not null references organizations(id),
      private_record_id uuid references private_records(id),
      uploaded_by_organization_id uuid not null references organizations(id),
      document_request_id uuid references document_requests(id),
      original_filename text not null,
      mime_type text not null,
      size_bytes bigint not null,
      sha256 text not null,
      currency text not null,
      status text not null default 'uploaded',
      file_message text,
      storage_key text not null,
      uploaded_at timestamptz not null default now(),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint financial_files_status_check
        check (status in ('uploaded', 'processing', 'valid', 'invalid', 'failed')),
      constraint financial_files_size_check check (size_bytes >= 0 and size_bytes <= 10485760),
      constraint financial_files_sha256_check check (sha256 ~ '^[0-9a-f]{64}$'),
      constraint financial_files_message_check check (char_length(file_message) <= 1000)
    )`.execute(db);
  // Organization file lists (private_record_id is null): one index per order field, plus status.
  for (const [name, expr] of [
    ["uploaded", sql`uploaded_at, id`],
    ["created", sql`created_at, id`],
    ["updated", sql`updated_at, id`],
    ["filename", sql`original_filename, id`],
    ["status", sql`status, uploaded_at, id`],
  ] as const) {
    await sql`create index ${sql.raw(`financial_files_org_${name}_idx`)} on financial_files (organization_id, ${expr}) where private_record_id is null`.execute(
      db,
    );
  }
  await sql`create index financial_files_record_idx on financial_files (private_record_id, uploaded_at, id) where private_record_id is not null`.execute(
    db,
  );
  await sql`create index financial_files_storage_key_idx on financial_files (storage_key)`.execute(db);
  await sql`create index financial_files_request_idx on financial_files (document_request_id) where document_request_id is not null`.execute(
    db,
  );

  await sql`
    create table financial_documents (
      id uuid primary key default gen_random_uuid(),
      file_id uuid not null references financial_files(id) on delete cascade,
      organization_id uuid not null references organizations(id),
      private_record_id uuid references private_records(id),
      document_type text not null,
      period date not null,
      period_type text not null,
      currency text not null,
      analysis boolean not null default false,
      line_items jsonb not null default '[]'::jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint financial_documents_type_check
        check (document_type in ('balance_sheet', 'income_statement', 'cashflow_statement')),
      constraint financial_documents_period_type_check check (period_type in ('yearly', 'quarterly')),
      constraint financial_documents_one_per_statement unique (file_id, document_type, period, period_type)
    )`.execute(db);
  for (const [name, expr] of [
    ["created", sql`created_at, id`],
    ["updated", sql`updated_at, id`],
    ["period", sql`period, id`],
    ["type_period", sql`document_type, period_type, period`],
  ] as const) {
    await sql`create index ${sql.raw(`financial_documents_org_${name}_idx`)} on financial_documents (organization_id, ${expr}) where private_record_id is null`.execute(
      db,
    );
    await sql`create index ${sql.raw(`financial_documents_record_${name}_idx`)} on financial_documents (private_record_id, ${expr}) where private_record_id is not null`.execute(
      db,
    );
  }

  await sql`
    create table jobs (
      id bigint generated always as identity primary key,
      type text not null,
      payload jsonb not null default '{}'::jsonb,
      status text not null default 'queued',
      attempts integer not null default 0,
      max_attempts integer not null default 5,
      run_at timestamptz not null default now(),
      locked_until timestamptz,
      locked_by text,
      last_error text,
      dedupe_key text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint jobs_status_check check (status in ('queued', 'running', 'done', 'failed'))
    )`.execute(db);
  await sql`create index jobs_queued_idx on jobs (run_at, id) where status = 'queued'`.execute(db);
  await sql`create index jobs_running_idx on jobs (locked_until) where status = 'running'`.execute(db);
  await sql`create index jobs_finished_idx on jobs (updated_at) where status in ('done', 'failed')`.execute(db);
  await sql`create unique index jobs_dedupe_idx on jobs (type, dedupe_key) where status = 'queued' and dedupe_key is not null`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error("Migrations only move forward");
}
