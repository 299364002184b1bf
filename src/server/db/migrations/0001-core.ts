import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    create table organizations (
      id uuid primary key default gen_random_uuid(),
      name text not null,
      email text not null,
      subscription boolean not null default false,
      profile jsonb not null default '{}'::jsonb,
      deleted_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index organizations_email_idx on organizations (lower(email))`.execute(db);
  await sql`
    create table api_clients (
      client_id text primary key,
      organization_id uuid not null references organizations(id),
      secret_hash text not null,
      disabled boolean not null default false,
      deleted_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index api_clients_org_idx on api_clients (organization_id)`.execute(db);
  await sql`
    create table connections (
      host_organization_id uuid not null references organizations(id),
      guest_organization_id uuid not null references organizations(id),
      created_at timestamptz not null default now(),
      primary key (host_organization_id, guest_organization_id)
    )`.execute(db);
  await sql`create index connections_guest_idx on connections (guest_organization_id, host_organization_id)`.execute(
    db,
  );
  await sql`
    create table service_settings (
      key text primary key,
      value jsonb not null,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table organization_roles (
      id uuid primary key,
      name text not null unique
    )`.execute(db);
  await sql`
    insert into organization_roles (id, name) values
      ('6f1c7c52-5b0e-4d8e-9a51-0d7f3b2a1c01', 'Freight forwarder'),
      ('6f1c7c52-5b0e-4d8e-9a51-0d7f3b2a1c02', 'Shipper'),
      ('6f1c7c52-5b0e-4d8e-9a51-0d7f3b2a1c03', 'Carrier'),
      ('6f1c7c52-5b0e-4d8e-9a51-0d7f3b2a1c04', 'Customs broker'),
      ('6f1c7c52-5b0e-4d8e-9a51-0d7f3b2a1c05', 'Manufacturer'),
      ('6f1c7c52-5b0e-4d8e-9a51-0d7f3b2a1c06', 'Distributor'),
      ('6f1c7c52-5b0e-4d8e-9a51-0d7f3b2a1c07', 'Retailer'),
      ('6f1c7c52-5b0e-4d8e-9a51-0d7f3b2a1c08', 'Financial institution')
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error("Migrations only move forward");
}
