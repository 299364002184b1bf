import { type Kysely, sql } from "kysely";

/**
 * The signature process of credit applications (api-design §10): one row per process (an
 * application may have several over time; the latest is the current one), with the agreement as
 * sent and, once sealed, the signed PDF (both small, kept in the database so every instance serves
 * them), and the process's events. Owned by the signatures domain.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table signature_processes (
      id uuid primary key default gen_random_uuid(),
      credit_application_id text not null references credit_applications(id) on delete cascade,
      status text not null check (status in (
        'sign_document_created', 'sign_document_in_progress', 'sign_document_completed',
        'sign_document_expired', 'sign_document_canceled', 'sign_document_declined',
        'sign_document_process_failed')),
      signer_name text not null check (char_length(signer_name) between 1 and 100),
      signer_email text not null,
      message text check (char_length(message) <= 1000),
      sent_by_organization_id uuid not null references organizations(id),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      completed_at timestamptz,
      original_pdf bytea not null,
      original_sha256 text not null check (original_sha256 ~ '^[0-9a-f]{64}$'),
      signed_pdf bytea,
      signed_sha256 text check (signed_sha256 ~ '^[0-9a-f]{64}$'),
      constraint signature_processes_signed_check check ((signed_pdf is null) = (signed_sha256 is null))
    )`.execute(db);
  await sql`create index signature_processes_app_idx on signature_processes (credit_application_id, created_at desc)`.execute(
    db,
  );
  await sql`
    create index signature_processes_open_idx on signature_processes (expires_at)
    where status in ('sign_document_created', 'sign_document_in_progress')`.execute(db);
  await sql`
    create table signature_events (
      id bigint generated always as identity primary key,
      process_id uuid not null references signature_processes(id) on delete cascade,
      type text not null check (type in ('created', 'viewed', 'signed', 'sealed', 'declined', 'canceled', 'expired', 'failed')),
      organization_id uuid,
      detail text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index signature_events_process_idx on signature_events (process_id, id)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error("Migrations only move forward");
}
