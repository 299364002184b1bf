import { type Kysely, sql } from "kysely";

/**
 * The webhook delivery log orders by its next attempt too (issue 25: every date column sortable):
 * `next_attempt_at` of a pending delivery (the API shows none for the others, which sort last in
 * either direction). A log can be large (one row per event and endpoint, kept for the retention
 * period), so ascending a page is one range of this index, like the default order by creation
 * (migration 0011). The worklist (a union built whole for its counts), the invitations
 * and the webhook endpoints (a few rows per organization) need no index for their new orders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists webhook_deliveries_next_attempt_idx on webhook_deliveries (endpoint_id, (case when status = 'pending' then next_attempt_at end), seq)`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error("Migrations only move forward");
}
