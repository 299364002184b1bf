import { type Kysely, sql } from "kysely";

/**
 * The application clock in SQL (issue 16, item 6; owner: src/server/clock/, src/server/demo/).
 *
 * `app_now()` is `now()` unless the connection carries an `app.now` setting, which only the demo
 * loader's in-process requests make (src/server/clock, src/server/db/database.ts: set when such a
 * request borrows a connection and reset when it gives it back). The defaults of the domain tables'
 * timestamps and of the application reference read it, so rows written by a backdated demo request
 * carry the demo instant the same way real rows carry the real one. The job queue and the service
 * settings keep `now()`: when a job runs is always real time.
 */
const KEEP_REAL_TIME = ["jobs", "service_settings", "kysely_migration", "kysely_migration_lock"];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function app_now() returns timestamptz language sql stable as $$
      select coalesce(nullif(current_setting('app.now', true), '')::timestamptz, now())
    $$`.execute(db);
  const columns = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and column_default in ('now()', 'CURRENT_TIMESTAMP')
      and table_name not in (${sql.join(KEEP_REAL_TIME)})
    order by table_name, column_name`.execute(db);
  for (const c of columns.rows) {
    await sql`alter table ${sql.id(c.table_name)} alter column ${sql.id(c.column_name)} set default app_now()`.execute(
      db,
    );
  }
  // The reference (migration 0012; absent where 0012 has not run yet, e.g. its own migration test).
  const reference = await sql`
    select 1 from information_schema.columns
    where table_schema = current_schema() and table_name = 'credit_applications' and column_name = 'reference'`.execute(
    db,
  );
  if (reference.rows.length > 0) {
    await sql`alter table credit_applications alter column reference set default next_credit_application_reference(app_now())`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const columns = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and column_default = 'app_now()'`.execute(db);
  for (const c of columns.rows) {
    await sql`alter table ${sql.id(c.table_name)} alter column ${sql.id(c.column_name)} set default now()`.execute(db);
  }
  await sql`alter table credit_applications alter column reference set default next_credit_application_reference(now())`.execute(
    db,
  );
  await sql`drop function app_now()`.execute(db);
}
