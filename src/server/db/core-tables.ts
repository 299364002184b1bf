import type { ColumnType, Generated } from "kysely";

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface OrganizationsTable {
  id: Generated<string>;
  name: string;
  email: string;
  subscription: Generated<boolean>;
  /** Optional profile fields (phone, website, address, …) as given by the operator. */
  profile: Generated<Record<string, unknown>>;
  deleted_at: Date | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ApiClientsTable {
  client_id: string;
  organization_id: string;
  secret_hash: string;
  disabled: Generated<boolean>;
  deleted_at: Date | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** Migration 0026 (docs/people.md, "API clients"): null for clients made before it (demo, operator). */
  name: string | null;
  created_by_kind: string | null;
  created_by_id: string | null;
  created_by_label: string | null;
  last_used_at: Date | null;
  revoked_at: Date | null;
  secret_rotated_at: Date | null;
  previous_secret_hash: string | null;
  previous_secret_expires_at: Date | null;
}

/** A Host→Guest connection, created when a Guest accepts the Host's partner invitation. */
export interface ConnectionsTable {
  host_organization_id: string;
  guest_organization_id: string;
  created_at: CreatedAt;
}

export interface ServiceSettingsTable {
  key: string;
  value: unknown;
  updated_at: Timestamp;
}

/** An organization's settings (migration 0016); no row = every default (contract/organization-settings.ts). */
export interface OrganizationSettingsTable {
  organization_id: string;
  decision_reasons_required: boolean;
  agreement_includes_decision_reasons: boolean;
  /** Migration 0021 (issue 25, the portfolio). */
  statement_stale_after_days: Generated<number>;
  /** Migration 0024 (issue 26, TOTP). */
  require_totp: Generated<boolean>;
  /** Migration 0025 (issue 26, four-eyes): currency → amount above which an approval needs two people. */
  second_approval_thresholds: ColumnType<Record<string, number>, string | undefined, string>;
  updated_at: Timestamp;
}

export interface OrganizationRolesTable {
  id: string;
  name: string;
}

export interface CoreTables {
  organizations: OrganizationsTable;
  api_clients: ApiClientsTable;
  connections: ConnectionsTable;
  service_settings: ServiceSettingsTable;
  organization_roles: OrganizationRolesTable;
  organization_settings: OrganizationSettingsTable;
}
