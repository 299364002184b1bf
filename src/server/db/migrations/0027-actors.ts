import { type Kysely, sql } from "kysely";

/**
 * Who made a change, by person (issue 26 part 6; docs/people.md "Audit by person"): the
 * application history and the financial files carry the acting person or API client next to the
 * organization they already name. `actor_kind` is `person` or `api_client`, `actor_id` the user
 * id or client_id, `actor_label` the name shown (the person's name when the change was made, or
 * the client_id). Nullable: rows written before, and moves the service makes itself (expiry),
 * have none and read as before. Document corrections keep theirs inside the `corrections` JSON.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table credit_application_history
      add column if not exists actor_kind text,
      add column if not exists actor_id text,
      add column if not exists actor_label text`.execute(db);
  await sql`alter table financial_files
      add column if not exists uploaded_by_actor_kind text,
      add column if not exists uploaded_by_actor_id text,
      add column if not exists uploaded_by_actor_label text,
      add column if not exists withdrawn_by_actor_kind text,
      add column if not exists withdrawn_by_actor_id text,
      add column if not exists withdrawn_by_actor_label text`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error("Migrations only move forward");
}
