import { type Kysely, sql } from "kysely";

/**
 * The portfolio's stale period (issue 25): `organization_settings.statement_stale_after_days`, the
 * days after a statement's period end until the portfolio marks a company stale (default 365; the
 * contract's `defaultOrganizationSettings` says the same for organizations without a row).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table organization_settings add column statement_stale_after_days integer not null default 365
    constraint organization_settings_stale_days_check check (statement_stale_after_days between 1 and 3650)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table organization_settings drop column statement_stale_after_days`.execute(db);
}
