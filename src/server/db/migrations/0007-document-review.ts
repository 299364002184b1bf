import { type Kysely, sql } from "kysely";

/**
 * Review of extracted documents (api-design §13): `review_status` (auto_accepted | needs_review |
 * reviewed), the `checks` the reading went through, a `version` for corrections (If-Match), and
 * `corrections`, every change an analyst made ({organization_id, at, key, old, new}).
 *
 * Documents extracted before the checks existed were never checked: they start as `needs_review`
 * (metrics and scores use only `auto_accepted` and `reviewed` documents), with a check saying so.
 * A figure nobody verified is never presented as certain.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table financial_documents
      add column if not exists review_status text not null default 'needs_review'
        check (review_status in ('auto_accepted', 'needs_review', 'reviewed')),
      add column if not exists checks jsonb not null
        default '[{"name":"checked","passed":false,"detail":"Extracted before documents were checked: review it"}]'::jsonb,
      add column if not exists version integer not null default 1,
      add column if not exists corrections jsonb not null default '[]'::jsonb`.execute(db);
  await sql`
    create index if not exists financial_documents_review_idx
    on financial_documents (organization_id, review_status)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error("Migrations only move forward");
}
