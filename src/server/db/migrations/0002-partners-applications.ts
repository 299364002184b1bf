import { type Kysely, sql } from "kysely";

/**
 * Partners (and the invitations they carry), credit applications, their history and needs-action
 * records, and the count tables that keep `total_items` of the application list exact and cheap.
 *
 * Scale design (docs/credit-applications.md, docs/performance.md):
 * - the counterparty's name and e-mail are denormalized onto each application (both sides), kept in
 *   step with `organizations` by a trigger, so ordering and search never join;
 * - one btree per (forwarder_id, order column, id) so every page is an index scan of one tenant;
 *   the shipper side (few applications per shipper) has the pair, name and created_at indexes;
 * - `credit_application_counts` (per organization, role, status, type) and
 *   `credit_application_pair_counts` (per forwarder, shipper, with both names) are maintained by
 *   statement-level triggers in the same transaction as the change, so totals are exact.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table partners (
      id uuid primary key default gen_random_uuid(),
      organization_id uuid not null references organizations(id),
      company_name text not null,
      partner_type text not null check (partner_type in ('customer', 'supplier')),
      email text not null,
      sales_amount bigint,
      frequency text,
      payment_terms text,
      address text,
      city text,
      state text,
      postal_code numeric,
      country_code text,
      company_registration_number text,
      invitation_status text not null default 'invited' check (invitation_status in ('invited', 'accepted')),
      guest_organization_id uuid references organizations(id),
      accepted_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index partners_org_created_idx on partners (organization_id, created_at desc, id)`.execute(db);
  await sql`create index partners_email_idx on partners (lower(email))`.execute(db);
  await sql`create index partners_guest_idx on partners (guest_organization_id) where guest_organization_id is not null`.execute(
    db,
  );

  await sql`
    create table credit_applications (
      id text primary key check (length(id) between 10 and 100),
      credit_application_type text not null
        check (credit_application_type in ('credit_terms', 'trade_finance', 'factoring')),
      status text not null check (status in (
        'pending', 'internal_review', 'external_review', 'needs_action', 'approved', 'finalized', 'declined',
        'rejected', 'expired', 'sign_document_created', 'sign_document_in_progress', 'sign_document_completed',
        'sign_document_expired', 'sign_document_canceled', 'sign_document_declined', 'sign_document_process_failed')),
      forwarder_id uuid not null references organizations(id),
      shipper_id uuid not null references organizations(id),
      forwarder_name text not null,
      forwarder_email text not null,
      shipper_name text not null,
      shipper_email text not null,
      amount bigint not null,
      currency text not null,
      payment_terms text not null,
      security_compliance jsonb not null default '[]'::jsonb,
      details jsonb not null default '{}'::jsonb,
      details_created_at timestamptz not null default now(),
      details_updated_at timestamptz not null default now(),
      expires_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (forwarder_id <> shipper_id)
    )`.execute(db);

  // Forwarder side: one index per order column of the list (organization_* = the shipper's).
  const forwarderOrder: Array<[string, string, string]> = [
    ["org_name", "shipper_name", " include (status, credit_application_type)"],
    ["org_id", "shipper_id", ""],
    ["org_email", "shipper_email", ""],
    ["type", "credit_application_type", ""],
    ["created", "created_at", " include (status, credit_application_type)"],
    ["updated", "updated_at", ""],
    ["amount", "amount", ""],
    ["terms", "payment_terms", ""],
    ["status", "status", ""],
    ["xupdated", "details_updated_at", ""],
    ["xcreated", "details_created_at", ""],
  ];
  for (const [name, column, include] of forwarderOrder) {
    await sql
      .raw(`create index ca_fwd_${name}_idx on credit_applications (forwarder_id, ${column}, id)${include}`)
      .execute(db);
  }
  // Shipper side.
  await sql`create index ca_shp_org_id_idx on credit_applications (shipper_id, forwarder_id, id)`.execute(db);
  await sql`create index ca_shp_org_name_idx on credit_applications (shipper_id, forwarder_name, id)`.execute(db);
  await sql`create index ca_shp_created_idx on credit_applications (shipper_id, created_at, id)`.execute(db);
  // Expiry sweep: only applications that can still expire.
  await sql`
    create index ca_expiry_idx on credit_applications (expires_at)
    where expires_at is not null and status not in ('finalized', 'declined', 'rejected', 'expired')`.execute(db);

  await sql`
    create table credit_application_history (
      id bigint generated always as identity primary key,
      credit_application_id text not null references credit_applications(id),
      action text not null,
      from_status text,
      to_status text not null,
      actor_organization_id uuid,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index ca_history_app_idx on credit_application_history (credit_application_id, id)`.execute(db);

  await sql`
    create table credit_application_needs_actions (
      id uuid primary key default gen_random_uuid(),
      credit_application_id text not null references credit_applications(id),
      financial_analysis_type text not null check (financial_analysis_type in ('full', 'partial', 'none')),
      financial_documents jsonb not null default '[]'::jsonb,
      additional_documents text not null,
      message text,
      additional_documents_sent boolean not null default false,
      requested_by_organization_id uuid not null references organizations(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index ca_needs_action_app_idx on credit_application_needs_actions (credit_application_id, created_at desc)`.execute(
    db,
  );

  // Exact counts, kept by the database.
  await sql`
    create table credit_application_counts (
      organization_id uuid not null,
      role text not null check (role in ('forwarder', 'shipper')),
      status text not null,
      credit_application_type text not null,
      n bigint not null,
      primary key (organization_id, role, status, credit_application_type)
    )`.execute(db);
  await sql`
    create table credit_application_pair_counts (
      forwarder_id uuid not null,
      shipper_id uuid not null,
      forwarder_name text not null,
      shipper_name text not null,
      n bigint not null,
      primary key (forwarder_id, shipper_id)
    )`.execute(db);
  await sql`create index ca_pair_shipper_idx on credit_application_pair_counts (shipper_id, forwarder_id)`.execute(db);
  // Name search counts and counterparty pre-selection: substring match on the (small) pair table.
  await sql`create index ca_pair_shipper_name_trgm on credit_application_pair_counts using gin (shipper_name gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index ca_pair_forwarder_name_trgm on credit_application_pair_counts using gin (forwarder_name gin_trgm_ops)`.execute(
    db,
  );

  // Statement-level triggers: deltas are grouped and applied in key order, so concurrent statements lock
  // count rows in the same order and cannot deadlock on them.
  await sql`
    create function credit_applications_count_insert() returns trigger language plpgsql as $$
    begin
      insert into credit_application_counts as c (organization_id, role, status, credit_application_type, n)
      select org, role, status, t, count(*) from (
        select forwarder_id as org, 'forwarder' as role, status, credit_application_type as t from new_rows
        union all
        select shipper_id, 'shipper', status, credit_application_type from new_rows
      ) x
      group by 1, 2, 3, 4
      order by 1, 2, 3, 4
      on conflict (organization_id, role, status, credit_application_type) do update set n = c.n + excluded.n;

      insert into credit_application_pair_counts as p (forwarder_id, shipper_id, forwarder_name, shipper_name, n)
      select forwarder_id, shipper_id, min(forwarder_name), min(shipper_name), count(*)
      from new_rows
      group by 1, 2
      order by 1, 2
      on conflict (forwarder_id, shipper_id) do update set n = p.n + excluded.n;
      return null;
    end $$`.execute(db);

  await sql`
    create function credit_applications_count_update() returns trigger language plpgsql as $$
    begin
      insert into credit_application_counts as c (organization_id, role, status, credit_application_type, n)
      select org, role, status, t, sum(d) from (
        select o.forwarder_id as org, 'forwarder' as role, o.status, o.credit_application_type as t, -1 as d
          from old_rows o join new_rows n on n.id = o.id
          where (o.status, o.credit_application_type, o.forwarder_id) is distinct from (n.status, n.credit_application_type, n.forwarder_id)
        union all
        select o.shipper_id, 'shipper', o.status, o.credit_application_type, -1
          from old_rows o join new_rows n on n.id = o.id
          where (o.status, o.credit_application_type, o.shipper_id) is distinct from (n.status, n.credit_application_type, n.shipper_id)
        union all
        select n.forwarder_id, 'forwarder', n.status, n.credit_application_type, 1
          from old_rows o join new_rows n on n.id = o.id
          where (o.status, o.credit_application_type, o.forwarder_id) is distinct from (n.status, n.credit_application_type, n.forwarder_id)
        union all
        select n.shipper_id, 'shipper', n.status, n.credit_application_type, 1
          from old_rows o join new_rows n on n.id = o.id
          where (o.status, o.credit_application_type, o.shipper_id) is distinct from (n.status, n.credit_application_type, n.shipper_id)
      ) x
      group by 1, 2, 3, 4
      having sum(d) <> 0
      order by 1, 2, 3, 4
      on conflict (organization_id, role, status, credit_application_type) do update set n = c.n + excluded.n;
      return null;
    end $$`.execute(db);

  await sql`
    create function credit_applications_count_delete() returns trigger language plpgsql as $$
    begin
      insert into credit_application_counts as c (organization_id, role, status, credit_application_type, n)
      select org, role, status, t, -count(*) from (
        select forwarder_id as org, 'forwarder' as role, status, credit_application_type as t from old_rows
        union all
        select shipper_id, 'shipper', status, credit_application_type from old_rows
      ) x
      group by 1, 2, 3, 4
      order by 1, 2, 3, 4
      on conflict (organization_id, role, status, credit_application_type) do update set n = c.n + excluded.n;

      insert into credit_application_pair_counts as p (forwarder_id, shipper_id, forwarder_name, shipper_name, n)
      select forwarder_id, shipper_id, min(forwarder_name), min(shipper_name), -count(*)
      from old_rows
      group by 1, 2
      order by 1, 2
      on conflict (forwarder_id, shipper_id) do update set n = p.n + excluded.n;
      return null;
    end $$`.execute(db);

  await sql`
    create trigger credit_applications_count_insert after insert on credit_applications
    referencing new table as new_rows for each statement execute function credit_applications_count_insert()`.execute(
    db,
  );
  await sql`
    create trigger credit_applications_count_update after update on credit_applications
    referencing old table as old_rows new table as new_rows
    for each statement execute function credit_applications_count_update()`.execute(db);
  await sql`
    create trigger credit_applications_count_delete after delete on credit_applications
    referencing old table as old_rows for each statement execute function credit_applications_count_delete()`.execute(
    db,
  );

  // The denormalized counterparty name and e-mail follow the organization.
  await sql`
    create function organizations_sync_application_names() returns trigger language plpgsql as $$
    begin
      update credit_applications set forwarder_name = new.name, forwarder_email = new.email
        where forwarder_id = new.id and (forwarder_name, forwarder_email) is distinct from (new.name, new.email);
      update credit_applications set shipper_name = new.name, shipper_email = new.email
        where shipper_id = new.id and (shipper_name, shipper_email) is distinct from (new.name, new.email);
      update credit_application_pair_counts set forwarder_name = new.name
        where forwarder_id = new.id and forwarder_name is distinct from new.name;
      update credit_application_pair_counts set shipper_name = new.name
        where shipper_id = new.id and shipper_name is distinct from new.name;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger organizations_sync_application_names after update of name, email on organizations
    for each row when ((old.name, old.email) is distinct from (new.name, new.email))
    execute function organizations_sync_application_names()`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error("Migrations only move forward");
}
