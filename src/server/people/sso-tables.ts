import type { UserRole } from "../../contract/people";
import type { CreatedAt, Timestamp } from "../db/core-tables";

/** Migration 0029 (docs/people.md "Single sign-on"). */
export interface SsoConfigurationsTable {
  organization_id: string;
  issuer: string;
  client_id: string;
  client_secret: string;
  jit_enabled: boolean;
  default_role: UserRole;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SsoDomainsTable {
  domain: string;
  organization_id: string;
}

export interface SsoLoginStatesTable {
  state_hash: string;
  organization_id: string;
  code_verifier: string;
  nonce: string;
  return_to: string;
  expires_at: Date;
  created_at: CreatedAt;
}

export interface SsoTables {
  sso_configurations: SsoConfigurationsTable;
  sso_domains: SsoDomainsTable;
  sso_login_states: SsoLoginStatesTable;
}
