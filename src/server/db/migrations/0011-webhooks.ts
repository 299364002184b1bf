import { type Kysely, sql } from "kysely";

/**
 * Webhooks (api-design §11; owner: src/server/webhooks/).
 *
 * - `webhook_endpoints`: an organization's receivers, with the signing secret (kept readable: the
 *   service must sign with it) and, for 24 h after a rotation, the previous secret.
 * - `webhook_events`: the outbox. An event is written in the same transaction as the change it
 *   describes, one row per recipient organization that has an endpoint for its type.
 * - `webhook_deliveries`: one row per (event, endpoint), the delivery log; `seq` orders deliveries of
 *   one resource, `in_flight_until` fences an attempt in progress.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table webhook_endpoints (
      id uuid primary key default gen_random_uuid(),
      organization_id uuid not null references organizations(id),
      url text not null,
      description text,
      event_types jsonb not null,
      enabled boolean not null default true,
      secret text not null,
      previous_secret text,
      previous_secret_expires_at timestamptz,
      secret_rotated_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint webhook_endpoints_description_check check (char_length(description) <= 200)
    )`.execute(db);
  await sql`create index webhook_endpoints_org_idx on webhook_endpoints (organization_id, created_at)`.execute(db);

  await sql`
    create table webhook_events (
      id text primary key,
      organization_id uuid not null references organizations(id),
      type text not null,
      resource_key text not null,
      data jsonb not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index webhook_events_org_idx on webhook_events (organization_id, created_at)`.execute(db);

  await sql`
    create table webhook_deliveries (
      id uuid primary key default gen_random_uuid(),
      seq bigint generated always as identity,
      endpoint_id uuid not null references webhook_endpoints(id) on delete cascade,
      event_id text not null references webhook_events(id),
      organization_id uuid not null references organizations(id),
      event_type text not null,
      resource_key text not null,
      status text not null default 'pending',
      attempt integer not null default 0,
      response_status integer,
      response_body_excerpt text,
      error text,
      duration_ms integer,
      next_attempt_at timestamptz default now(),
      in_flight_until timestamptz,
      last_attempt_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint webhook_deliveries_status_check check (status in ('pending', 'succeeded', 'failed'))
    )`.execute(db);
  await sql`create index webhook_deliveries_endpoint_idx on webhook_deliveries (endpoint_id, created_at desc, seq desc)`.execute(
    db,
  );
  await sql`
    create index webhook_deliveries_pending_idx on webhook_deliveries (endpoint_id, resource_key, seq)
    where status = 'pending'`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error("Migrations only move forward");
}
