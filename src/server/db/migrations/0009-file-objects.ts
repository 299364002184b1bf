import { type Kysely, sql } from "kysely";

/**
 * FILE_STORAGE=postgres (api-design §12): the bytes of uploaded files in the database, so every
 * instance on it reads every file. An upload is written as a blob of numbered chunks while it
 * streams; `file_objects` names a blob by its content key (the sha256) once the upload is
 * recorded. A blob no object names is staging: discarded when the upload fails, swept after an
 * hour when its process died mid-upload. Chunks are stored uncompressed (`external`): PDFs
 * are compressed already.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table if not exists file_blobs (
      id uuid primary key,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table if not exists file_chunks (
      blob_id uuid not null references file_blobs (id) on delete cascade,
      seq integer not null,
      data bytea not null,
      primary key (blob_id, seq)
    )`.execute(db);
  await sql`alter table file_chunks alter column data set storage external`.execute(db);
  await sql`
    create table if not exists file_objects (
      key text primary key check (key ~ '^[0-9a-f]{64}$'),
      blob_id uuid not null unique references file_blobs (id),
      size bigint not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index if not exists file_blobs_created_idx on file_blobs (created_at)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error("Migrations only move forward");
}
