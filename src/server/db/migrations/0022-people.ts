import { type Kysely, sql } from "kysely";

/**
 * People of an organization (issue 26, docs/people.md).
 * - `users`: one row per person; `email` is unique among people not removed (sign-in is by e-mail
 *   alone). `status` invited → active ⇄ disabled; removal sets `removed_at` (the row stays for the
 *   audit log, the e-mail is free again).
 * - `user_invitations`: the SHA-256 of each invitation link's token, until it expires or is used.
 * - `user_sessions`: one row per sign-in (the session family); `ended_at` ends every token of it.
 * - `user_refresh_tokens`: the SHA-256 of each refresh token of a session; `rotated_at` is set when
 *   it was exchanged, so presenting it again is reuse (the family ends).
 * - `sign_in_throttle`: failed sign-ins per account and per address and the back-off they earned,
 *   shared by every instance.
 * - `audit_events`: who did what from where.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table if not exists users (
      id uuid primary key default gen_random_uuid(),
      organization_id uuid not null references organizations(id),
      email text not null,
      name text not null,
      role text not null check (role in ('viewer', 'analyst', 'approver', 'admin')),
      status text not null check (status in ('invited', 'active', 'disabled')),
      password_hash text,
      last_sign_in_at timestamptz,
      removed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index if not exists users_email_live_idx on users (lower(email)) where removed_at is null`.execute(
    db,
  );
  await sql`create index if not exists users_organization_idx on users (organization_id)`.execute(db);
  await sql`
    create table if not exists user_invitations (
      token_hash text primary key,
      user_id uuid not null references users(id),
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index if not exists user_invitations_user_idx on user_invitations (user_id)`.execute(db);
  await sql`
    create table if not exists user_sessions (
      id uuid primary key,
      user_id uuid not null references users(id),
      address text,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      last_refreshed_at timestamptz,
      ended_at timestamptz,
      end_reason text
    )`.execute(db);
  await sql`create index if not exists user_sessions_user_idx on user_sessions (user_id) where ended_at is null`.execute(
    db,
  );
  await sql`
    create table if not exists user_refresh_tokens (
      token_hash text primary key,
      session_id uuid not null references user_sessions(id),
      expires_at timestamptz not null,
      rotated_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index if not exists user_refresh_tokens_session_idx on user_refresh_tokens (session_id)`.execute(db);
  await sql`
    create table if not exists sign_in_throttle (
      key text primary key,
      failures integer not null,
      last_failure_at timestamptz not null,
      blocked_until timestamptz
    )`.execute(db);
  await sql`
    create table if not exists audit_events (
      id bigserial primary key,
      organization_id uuid,
      at timestamptz not null default now(),
      action text not null,
      actor_kind text not null,
      actor_id text,
      actor_label text not null,
      address text,
      subject_user_id uuid,
      details jsonb not null default '{}'::jsonb
    )`.execute(db);
  await sql`create index if not exists audit_events_org_idx on audit_events (organization_id, id desc)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error("Migrations only move forward");
}
