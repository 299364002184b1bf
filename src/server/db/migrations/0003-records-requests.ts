import { type Kysely, sql } from "kysely";

/**
 * Private records (an organization's own records of companies it assesses) and document
 * requests (a Host asking one of its Guests for documents). Owned by the records/requests domain;
 * `financial_files` / `financial_documents` (0004) reference `private_records`, analytics (0005)
 * writes `total_score` / `score_updated_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table private_records (
      id uuid primary key default gen_random_uuid(),
      organization_id uuid not null references organizations(id),
      name text not null,
      currency_code text not null,
      email text,
      phone text,
      established_date date,
      size_id text,
      role_id uuid references organization_roles(id),
      naics_code_id text,
      address text,
      city text,
      state text,
      postal_code text,
      country_code text,
      website text,
      company_registration_number text,
      tax_id text,
      corporation_type_id text,
      total_score double precision,
      score_updated_at timestamptz,
      archived boolean not null default false,
      archived_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint private_records_archived_at_check check (archived = (archived_at is not null))
    )`.execute(db);
  for (const [name, expr] of [
    ["name", sql`lower(name), id`],
    ["email", sql`lower(email), id`],
    ["created", sql`created_at, id`],
    ["updated", sql`updated_at, id`],
    ["archived_at", sql`archived_at, id`],
    ["score", sql`total_score, id`],
    ["score_updated", sql`score_updated_at, id`],
  ] as const) {
    await sql`create index ${sql.raw(`private_records_org_${name}_idx`)} on private_records (organization_id, ${expr})`.execute(
      db,
    );
  }
  await sql`create index private_records_name_trgm_idx on private_records using gin (name gin_trgm_ops)`.execute(db);
  await sql`create index private_records_email_trgm_idx on private_records using gin (email gin_trgm_ops)`.execute(db);

  await sql`
    create table document_requests (
      id uuid primary key default gen_random_uuid(),
      host_organization_id uuid not null references organizations(id),
      guest_organization_id uuid not null references organizations(id),
      status text not null default 'pending',
      follow_up boolean not null default false,
      follow_up_at timestamptz,
      all_documents boolean not null default false,
      items jsonb,
      comment text,
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint document_requests_status_check
        check (status in ('pending', 'partially', 'completed', 'expired', 'canceled')),
      constraint document_requests_parties_check check (host_organization_id <> guest_organization_id),
      constraint document_requests_items_check check (all_documents or items is not null)
    )`.execute(db);
  await sql`create index document_requests_pair_idx on document_requests (guest_organization_id, host_organization_id, created_at)`.execute(
    db,
  );
  await sql`create index document_requests_host_idx on document_requests (host_organization_id, created_at)`.execute(
    db,
  );
  await sql`create index document_requests_open_expiry_idx on document_requests (expires_at) where status in ('pending', 'partially')`.execute(
    db,
  );
  await sql`create index document_requests_comment_trgm_idx on document_requests using gin (comment gin_trgm_ops)`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error("Migrations only move forward");
}
