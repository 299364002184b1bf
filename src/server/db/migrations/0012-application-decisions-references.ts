import { type Kysely, sql } from "kysely";

/**
 * Credit decisions and application references (issue 16; owner: src/server/applications/).
 *
 * - `credit_application_history.detail`: what a move carried (approve: approved amount, conditions,
 *   reason; decline/reject: reason; request_changes: its message), plus the requested amount and the
 *   shipper's score at decision time. `null` for moves that carry nothing.
 * - `credit_applications.reference`: a short human reference `CA-<year of creation>-<sequence>` from
 *   one PostgreSQL sequence, so several instances never hand out the same number. Existing rows are
 *   numbered in creation order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table credit_application_history add column detail jsonb`.execute(db);

  await sql`create sequence credit_application_reference_seq`.execute(db);
  await sql`
    create function next_credit_application_reference(created timestamptz) returns text
    language plpgsql volatile as $$
    declare
      n bigint := nextval('credit_application_reference_seq');
    begin
      return 'CA-' || to_char(created at time zone 'UTC', 'YYYY') || '-' || lpad(n::text, greatest(6, length(n::text)), '0');
    end
    $$`.execute(db);
  await sql`alter table credit_applications add column reference text`.execute(db);
  await sql`
    update credit_applications a
    set reference = 'CA-' || to_char(o.created_at at time zone 'UTC', 'YYYY') || '-' || lpad(o.n::text, greatest(6, length(o.n::text)), '0')
    from (select id, created_at, row_number() over (order by created_at, id) as n from credit_applications) o
    where a.id = o.id`.execute(db);
  await sql`select setval('credit_application_reference_seq', greatest(1, (select count(*) from credit_applications)), (select count(*) > 0 from credit_applications))`.execute(
    db,
  );
  await sql`alter table credit_applications alter column reference set default next_credit_application_reference(now())`.execute(
    db,
  );
  await sql`alter table credit_applications alter column reference set not null`.execute(db);
  await sql`create unique index ca_reference_idx on credit_applications (reference)`.execute(db);
  await sql`create index ca_reference_lower_idx on credit_applications (lower(reference) text_pattern_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table credit_applications drop column reference`.execute(db);
  await sql`drop function next_credit_application_reference(timestamptz)`.execute(db);
  await sql`drop sequence credit_application_reference_seq`.execute(db);
  await sql`alter table credit_application_history drop column detail`.execute(db);
}
