import type { ColumnType, Generated } from "kysely";
import type { UserRole } from "../../contract/people";
import type { CreatedAt, Timestamp } from "../db/core-tables";
import type { SsoTables } from "./sso-tables";

export type UserStatus = "invited" | "active" | "disabled";

export interface UsersTable {
  id: Generated<string>;
  organization_id: string;
  email: string;
  name: string;
  role: UserRole;
  status: UserStatus;
  password_hash: string | null;
  last_sign_in_at: Date | null;
  removed_at: Date | null;
  /** Migration 0025 (four-eyes): currency → the amount up to which the person approves alone; null = no limit. */
  approval_limits: ColumnType<Record<string, number> | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface UserInvitationsTable {
  token_hash: string;
  user_id: string;
  expires_at: Date;
  created_at: CreatedAt;
}

export interface UserSessionsTable {
  id: string;
  user_id: string;
  address: string | null;
  created_at: CreatedAt;
  expires_at: Date;
  last_refreshed_at: Date | null;
  ended_at: Date | null;
  end_reason: string | null;
}

export interface UserRefreshTokensTable {
  token_hash: string;
  session_id: string;
  expires_at: Date;
  rotated_at: Date | null;
  created_at: CreatedAt;
}

export interface SignInThrottleTable {
  key: string;
  failures: number;
  last_failure_at: Date;
  blocked_until: Date | null;
}

export interface AuditEventsTable {
  id: ColumnType<number, never, never>;
  organization_id: string | null;
  at: CreatedAt;
  action: string;
  actor_kind: "person" | "api_client" | "anonymous";
  actor_id: string | null;
  actor_label: string;
  address: string | null;
  subject_user_id: string | null;
  /** Migration 0026: what the event is about, as text (user id, client_id, …); filtered on. */
  subject_id: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
}

/** Migration 0024 (TOTP). */
export interface UserTotpTable {
  user_id: string;
  secret: string;
  confirmed_at: Date | null;
  last_used_step: number | null;
  created_at: CreatedAt;
}

export interface UserRecoveryCodesTable {
  user_id: string;
  code_hash: string;
  used_at: Date | null;
}

export interface SignInChallengesTable {
  token_hash: string;
  user_id: string;
  expires_at: Date;
  failures: Generated<number>;
  created_at: CreatedAt;
}

export interface PeopleTables extends SsoTables {
  users: UsersTable;
  user_invitations: UserInvitationsTable;
  user_sessions: UserSessionsTable;
  user_refresh_tokens: UserRefreshTokensTable;
  sign_in_throttle: SignInThrottleTable;
  audit_events: AuditEventsTable;
  user_totp: UserTotpTable;
  user_recovery_codes: UserRecoveryCodesTable;
  sign_in_challenges: SignInChallengesTable;
}
