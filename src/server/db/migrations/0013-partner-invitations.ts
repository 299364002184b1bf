import { type Kysely, sql } from "kysely";

/**
 * Partners you can manage (issue 16; owner: src/server/partners/).
 *
 * - `invitation_status` may be `revoked` (the inviting organization withdrew a pending invitation).
 * - `invitation_sent_at` / `invitation_send_count`: the last send and how many there were (creation
 *   counts as the first; a resend and a change of e-mail while invited count too). Existing rows were
 *   sent once, when they were created.
 * - `invitation_revoked_at`: when a pending invitation was revoked (null otherwise).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table partners drop constraint partners_invitation_status_check`.execute(db);
  await sql`alter table partners add constraint partners_invitation_status_check
    check (invitation_status in ('invited', 'accepted', 'revoked'))`.execute(db);
  await sql`alter table partners add column invitation_sent_at timestamptz`.execute(db);
  await sql`update partners set invitation_sent_at = created_at`.execute(db);
  await sql`alter table partners alter column invitation_sent_at set default now()`.execute(db);
  await sql`alter table partners alter column invitation_sent_at set not null`.execute(db);
  await sql`alter table partners add column invitation_send_count integer not null default 1`.execute(db);
  await sql`alter table partners add column invitation_revoked_at timestamptz`.execute(db);
  await sql`alter table partners add constraint partners_revoked_at_check
    check ((invitation_status = 'revoked') = (invitation_revoked_at is not null))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table partners drop constraint partners_revoked_at_check`.execute(db);
  await sql`update partners set invitation_status = 'invited' where invitation_status = 'revoked'`.execute(db);
  await sql`alter table partners drop column invitation_revoked_at`.execute(db);
  await sql`alter table partners drop column invitation_send_count`.execute(db);
  await sql`alter table partners drop column invitation_sent_at`.execute(db);
  await sql`alter table partners drop constraint partners_invitation_status_check`.execute(db);
  await sql`alter table partners add constraint partners_invitation_status_check
    check (invitation_status in ('invited', 'accepted'))`.execute(db);
}
