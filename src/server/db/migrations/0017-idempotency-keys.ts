import { type Kysely, sql } from "kysely";

/**
 * Idempotency keys (issue 23, docs/api-conventions.md "Idempotency"): one row per caller (the
 * token's organization and client) and key. `fingerprint` is the hash of the request the key was
 * first used for. While the first request runs, `status` is null and `lease_id`/`locked_until` say
 * who runs it and until when (a process that died mid-request frees the key when the lease ends);
 * afterwards `status`, `response_headers` and `response_body` hold the answer that is replayed.
 * Rows live 24 hours (`expires_at`, real time, never the demo clock); an hourly task in every
 * instance deletes expired ones. No foreign keys: a deleted organization's keys simply expire.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table if not exists idempotency_keys (
      organization_id uuid not null,
      client_id text not null,
      idempotency_key text not null,
      fingerprint text not null,
      endpoint_id text not null,
      lease_id uuid,
      locked_until timestamptz,
      status integer,
      response_headers jsonb,
      response_body bytea,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      primary key (organization_id, client_id, idempotency_key)
    )`.execute(db);
  await sql`create index if not exists idempotency_keys_expires_idx on idempotency_keys (expires_at)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error("Migrations only move forward");
}
