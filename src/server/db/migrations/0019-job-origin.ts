import { type Kysely, sql } from "kysely";

/**
 * The origin of a job (issue 27, docs/jobs.md): the request id of the request that queued it (or
 * of the job that queued it, inherited) and its W3C trace context (`traceparent`), so that the
 * worker logs with that request id and continues the trace. Null for jobs queued outside any
 * request (timers, the demo loader's background, rows from before this migration).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table jobs
      add column if not exists request_id text,
      add column if not exists traceparent text`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error("Migrations only move forward");
}
