import { type Kysely, sql } from "kysely";

/**
 * Organization settings (issue 23; owner: src/server/organizations/settings*, src/server/signatures/).
 *
 * `organization_settings`: one row per organization that changed a setting (none = every default):
 * whether its decline/reject decisions require a reason, and whether the credit agreements it sends
 * print the analyst's decision reasons.
 * `signature_processes.agreement`: what the agreement PDF of a process states (reference, amount,
 * currency, conditions…), kept beside the PDF so the API can show it; null for processes sent
 * before this migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table organization_settings (
      organization_id uuid primary key references organizations(id),
      decision_reasons_required boolean not null default false,
      agreement_includes_decision_reasons boolean not null default false,
      updated_at timestamptz not null default app_now()
    )`.execute(db);
  await sql`alter table signature_processes add column agreement jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table signature_processes drop column agreement`.execute(db);
  await sql`drop table organization_settings`.execute(db);
}
