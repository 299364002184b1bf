import { type Kysely, sql } from "kysely";

/**
 * The analytics store: metric values per (subject, period, period type, metric type) and the score
 * history per (subject, date). A subject is an organization (private_record_id null) or a private
 * record. Owned by the analytics domain; references migrations 0001 and 0003.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table metric_values (
      id uuid primary key default gen_random_uuid(),
      organization_id uuid not null references organizations(id) on delete cascade,
      private_record_id uuid references private_records(id) on delete cascade,
      period date not null,
      period_type text not null,
      metric_type text not null,
      metric_section_type text not null,
      value double precision not null,
      points integer not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint metric_values_period_type_check check (period_type in ('yearly', 'quarterly')),
      constraint metric_values_points_check check (points between 0 and 100),
      constraint metric_values_value_check check (value not in ('NaN'::float8, 'Infinity'::float8, '-Infinity'::float8))
    )`.execute(db);
  await sql`create unique index metric_values_org_key on metric_values (organization_id, period, period_type, metric_type) where private_record_id is null`.execute(
    db,
  );
  await sql`create unique index metric_values_record_key on metric_values (private_record_id, period, period_type, metric_type) where private_record_id is not null`.execute(
    db,
  );

  await sql`
    create table score_history (
      id uuid primary key default gen_random_uuid(),
      organization_id uuid not null references organizations(id) on delete cascade,
      private_record_id uuid references private_records(id) on delete cascade,
      date date not null,
      period_type text not null,
      total_score double precision not null,
      band text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint score_history_period_type_check check (period_type in ('yearly', 'quarterly')),
      constraint score_history_total_score_check check (total_score between 0 and 100),
      constraint score_history_band_check check (band in ('excellent', 'good', 'marginal', 'weak'))
    )`.execute(db);
  await sql`create unique index score_history_org_key on score_history (organization_id, date) where private_record_id is null`.execute(
    db,
  );
  await sql`create unique index score_history_record_key on score_history (private_record_id, date) where private_record_id is not null`.execute(
    db,
  );
  await sql`create index score_history_org_score_idx on score_history (organization_id, total_score) where private_record_id is null`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error("Migrations only move forward");
}
