import { type Kysely, sql } from "kysely";

/**
 * The webhook delivery log orders by `next_attempt_at` too (issue 25: every date column sortable).
 * A log can be large (one row per event and endpoint, kept for the retention period), so a page in
 * either direction is one range of (endpoint_id, next_attempt_at, seq), like the default order by
 * creation (migration 0011). The worklist (a union built whole for its counts), the invitations
 * and the webhook endpoints (a few rows per organization) need no index for their new orders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists webhook_deliveries_next_attempt_idx on webhook_deliveries (endpoint_id, next_attempt_at, seq)`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error("Migrations only move forward");
}
