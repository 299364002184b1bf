import type { ColumnType, Generated } from "kysely";
import type { CreditApplicationStatus, CreditApplicationType } from "../../contract/transitions";
import type { CreatedAt, Timestamp } from "../db/core-tables";

type Json<T> = ColumnType<T, string, string>;

export interface SecurityComplianceItem {
  title: string;
  other: boolean;
  description: string;
}

export interface CreditApplicationsTable {
  id: string;
  /** CA-<year>-<sequence> from a PostgreSQL sequence (migration 0012). */
  reference: Generated<string>;
  credit_application_type: CreditApplicationType;
  status: CreditApplicationStatus;
  forwarder_id: string;
  shipper_id: string;
  /** Denormalized from organizations (kept in step by a trigger). */
  forwarder_name: string;
  forwarder_email: string;
  shipper_name: string;
  shipper_email: string;
  amount: number;
  currency: string;
  payment_terms: string;
  security_compliance: Json<SecurityComplianceItem[]>;
  /** Type-specific details (extra_details without its timestamps). */
  details: Json<Record<string, unknown>>;
  details_created_at: Timestamp;
  details_updated_at: Timestamp;
  expires_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CreditApplicationHistoryTable {
  id: Generated<number>;
  credit_application_id: string;
  action: string;
  from_status: CreditApplicationStatus | null;
  to_status: CreditApplicationStatus;
  /** null for moves the service makes itself (expiry). */
  actor_organization_id: string | null;
  /** What a decision or request for changes carried (migration 0012); null for other moves. */
  detail: ColumnType<StoredHistoryDetail | null, string | null | undefined, string | null>;
  /** Migration 0027: the person or API client that made the move (people/acting.ts); null before and for expiry. */
  actor_kind: ColumnType<string | null, string | null | undefined, string | null>;
  actor_id: ColumnType<string | null, string | null | undefined, string | null>;
  actor_label: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

/** The stored form of a history row's detail (the score is kept whatever the reader may see). */
export interface StoredHistoryDetail {
  requested_amount?: number | null;
  approved_amount?: number | null;
  currency?: string | null;
  conditions?: string | null;
  reason?: string | null;
  message?: string | null;
  score?: { total_score: number; band: string; date: string } | null;
}

export interface CreditApplicationNeedsActionsTable {
  id: Generated<string>;
  credit_application_id: string;
  financial_analysis_type: "full" | "partial" | "none";
  financial_documents: Json<string[]>;
  additional_documents: string;
  message: string | null;
  additional_documents_sent: Generated<boolean>;
  requested_by_organization_id: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** Exact counts kept by triggers (see migration 0002). */
export interface CreditApplicationCountsTable {
  organization_id: string;
  role: "forwarder" | "shipper";
  status: string;
  credit_application_type: string;
  n: number;
}

export interface CreditApplicationPairCountsTable {
  forwarder_id: string;
  shipper_id: string;
  forwarder_name: string;
  shipper_name: string;
  n: number;
}

export interface ApplicationTables {
  credit_applications: CreditApplicationsTable;
  credit_application_history: CreditApplicationHistoryTable;
  credit_application_needs_actions: CreditApplicationNeedsActionsTable;
  credit_application_counts: CreditApplicationCountsTable;
  credit_application_pair_counts: CreditApplicationPairCountsTable;
  credit_application_approval_proposals: CreditApplicationApprovalProposalsTable;
}

/** Migration 0025 (four-eyes): the open approval proposal of an application, at most one. */
export interface CreditApplicationApprovalProposalsTable {
  credit_application_id: string;
  proposed_in_status: CreditApplicationStatus;
  proposer_kind: "person" | "api_client";
  proposer_user_id: string | null;
  proposer_client_id: string | null;
  proposer_label: string;
  decision: Json<{ approved_amount: number | null; conditions: string | null; reason: string | null }>;
  proposed_at: Timestamp;
}
