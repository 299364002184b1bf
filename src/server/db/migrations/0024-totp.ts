import { type Kysely, sql } from "kysely";

/**
 * Two-step sign-in with TOTP (issue 26, docs/people.md "Two-step sign-in (TOTP)").
 * - `user_totp`: a person's TOTP secret (sealed, see totp-secrets.ts); `confirmed_at` null while
 *   the enrolment waits for its first code; `last_used_step` is the time step of the last accepted
 *   code, so a code works once.
 * - `user_recovery_codes`: the SHA-256 of each recovery code; `used_at` once used.
 * - `sign_in_challenges`: the SHA-256 of each challenge between password and code, its person,
 *   its end and the wrong codes tried against it.
 * - `organization_settings.require_totp`: the organization requires it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table user_totp (
      user_id uuid primary key references users(id),
      secret text not null,
      confirmed_at timestamptz,
      last_used_step bigint,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table user_recovery_codes (
      user_id uuid not null references users(id),
      code_hash text not null,
      used_at timestamptz,
      primary key (user_id, code_hash)
    )`.execute(db);
  await sql`
    create table sign_in_challenges (
      token_hash text primary key,
      user_id uuid not null references users(id),
      expires_at timestamptz not null,
      failures integer not null default 0,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index sign_in_challenges_user_idx on sign_in_challenges (user_id)`.execute(db);
  await sql`alter table organization_settings add column require_totp boolean not null default false`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error("Migrations only move forward");
}
