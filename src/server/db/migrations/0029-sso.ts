import { type Kysely, sql } from "kysely";

/**
 * Single sign-on with OpenID Connect (issue 26, docs/people.md "Single sign-on").
 * - `sso_configurations`: one identity provider per organization (issuer, client id and secret,
 *   just-in-time creation and its default role). The secret is sent to the provider at each code
 *   exchange, so it is stored as given (like a webhook secret) and never returned by the API.
 * - `sso_domains`: the e-mail domains whose people sign in through the organization's provider;
 *   a domain belongs to one organization at most (the primary key), so `/auth/sso/start?email=`
 *   finds exactly one.
 * - `sso_login_states`: one row per started sign-in (state, PKCE code verifier, nonce, return
 *   path), short-lived and deleted when the callback uses it (single use, shared by every instance).
 *   Only the SHA-256 of the state is the key: the state travels in URLs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table if not exists sso_configurations (
      organization_id uuid primary key references organizations(id),
      issuer text not null,
      client_id text not null,
      client_secret text not null,
      jit_enabled boolean not null,
      default_role text not null check (default_role in ('viewer', 'analyst', 'approver', 'admin')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table if not exists sso_domains (
      domain text primary key,
      organization_id uuid not null references sso_configurations(organization_id) on delete cascade
    )`.execute(db);
  await sql`create index if not exists sso_domains_organization_idx on sso_domains (organization_id)`.execute(db);
  await sql`
    create table if not exists sso_login_states (
      state_hash text primary key,
      organization_id uuid not null,
      code_verifier text not null,
      nonce text not null,
      return_to text not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index if not exists sso_login_states_expires_idx on sso_login_states (expires_at)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error("Migrations only move forward");
}
