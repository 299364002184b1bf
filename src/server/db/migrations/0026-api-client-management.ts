import { type Kysely, sql } from "kysely";

/**
 * API clients managed by admins (issue 26 part 5, docs/people.md "API clients"), and the audit
 * log's filters (part 6, "Audit log"):
 * - `api_clients`: a name, who created it (actor kind, id, label), when it last obtained a token,
 *   when it was revoked, and the rotation state: the previous secret's hash and the instant it
 *   stops working (the grace period). Existing clients (the demo's, the operator's) get no name,
 *   no creator and no previous secret, so they keep working unchanged.
 * - `audit_events.subject_id`: what an event is about, as text (a user id, a client_id, an
 *   application id…), so one filter serves every action; existing rows take their subject_user_id.
 *   Indexes for the filters that narrow most: action and subject, each within the organization.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table api_clients
    add column if not exists name text,
    add column if not exists created_by_kind text,
    add column if not exists created_by_id text,
    add column if not exists created_by_label text,
    add column if not exists last_used_at timestamptz,
    add column if not exists revoked_at timestamptz,
    add column if not exists secret_rotated_at timestamptz,
    add column if not exists previous_secret_hash text,
    add column if not exists previous_secret_expires_at timestamptz`.execute(db);
  await sql`alter table audit_events add column if not exists subject_id text`.execute(db);
  await sql`update audit_events set subject_id = subject_user_id::text where subject_id is null and subject_user_id is not null`.execute(
    db,
  );
  await sql`create index if not exists audit_events_org_action_idx on audit_events (organization_id, action, id desc)`.execute(
    db,
  );
  await sql`create index if not exists audit_events_org_subject_idx on audit_events (organization_id, subject_id, id desc)`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error("Migrations only move forward");
}
