import { type Kysely, sql } from "kysely";

/**
 * The credit applications list orders by `expires_at` too (issue 25: every date column sortable).
 * Like every other order column of the forwarder side (migration 0002), a page in either direction
 * is one range of (forwarder_id, expires_at, id); applications without an expiry date sort after
 * every date ascending and first descending (PostgreSQL's order for nulls, the same in the index).
 * The shipper side, as for the other columns but name and creation, sorts its few applications.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists ca_fwd_expires_idx on credit_applications (forwarder_id, expires_at, id)`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error("Migrations only move forward");
}
