import { type Kysely, sql } from "kysely";

/**
 * Covering columns for the two hottest list orders (docs/performance.md, "Credit applications
 * list"): the counterparty-name index also carries created_at, and the created_at index the
 * counterparty name, so a name search and a status/type filter are answered from the index alone
 * (no heap visits) in either order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists ca_fwd_org_name_idx`.execute(db);
  await sql`
    create index ca_fwd_org_name_idx on credit_applications (forwarder_id, shipper_name, id)
    include (status, credit_application_type, created_at)`.execute(db);
  await sql`drop index if exists ca_fwd_created_idx`.execute(db);
  await sql`
    create index ca_fwd_created_idx on credit_applications (forwarder_id, created_at, id)
    include (status, credit_application_type, shipper_name)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error("Migrations only move forward");
}
