import { type Kysely, sql } from "kysely";

/**
 * Tagged filings (issue 28): the facts of a filing's chosen contexts whose concept the chart of
 * accounts does not map, kept with the file (never dropped silently) and shown with it
 * (`unmapped_facts`). Null for a PDF and for a file not yet read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table financial_files add column if not exists unmapped_facts jsonb`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error("Migrations only move forward");
}
