import { type Kysely, sql } from "kysely";

/**
 * Four-eyes approval (issue 26 part 4, docs/credit-applications.md "Four-eyes approval"):
 * - `organization_settings.second_approval_thresholds`: per currency, the amount above which an
 *   approval needs a second person (`{}` = never);
 * - `users.approval_limits`: per currency, the amount up to which an approver may approve alone
 *   (null = no personal limit);
 * - `credit_application_approval_proposals`: at most one open proposal per application, made in the
 *   status it names; deleted by the application's next status move.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table organization_settings
    add column second_approval_thresholds jsonb not null default '{}'::jsonb`.execute(db);
  await sql`alter table users add column approval_limits jsonb`.execute(db);
  await sql`
    create table credit_application_approval_proposals (
      credit_application_id text primary key references credit_applications(id) on delete cascade,
      proposed_in_status text not null,
      proposer_kind text not null check (proposer_kind in ('person', 'api_client')),
      proposer_user_id uuid references users(id),
      proposer_client_id text,
      proposer_label text not null,
      decision jsonb not null,
      proposed_at timestamptz not null default app_now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table credit_application_approval_proposals`.execute(db);
  await sql`alter table users drop column approval_limits`.execute(db);
  await sql`alter table organization_settings drop column second_approval_thresholds`.execute(db);
}
