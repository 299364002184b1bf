import type { ColumnType, Generated, JSONColumnType } from "kysely";
import type { DocumentType, LineItem, UnmappedFact } from "../../contract/chart-of-accounts";
import type { DocumentCheck, DocumentCorrection, ReviewStatus } from "../../contract/documents";
import type { CreatedAt, Timestamp } from "../db/core-tables";

export type FinancialFileStatus = "uploaded" | "processing" | "valid" | "invalid" | "failed";
export type PeriodType = "yearly" | "quarterly";

/**
 * An uploaded financial file (migration 0004). `organization_id` is the owner: the organization
 * whose files these are, or the owner of the private record when `private_record_id` is set.
 * `storage_key` addresses the bytes in the file storage (content-addressed: the sha256).
 */
export interface FinancialFilesTable {
  id: Generated<string>;
  organization_id: string;
  private_record_id: string | null;
  uploaded_by_organization_id: string;
  document_request_id: string | null;
  original_filename: string;
  mime_type: string;
  size_bytes: number;
  sha256: string;
  currency: string;
  status: ColumnType<FinancialFileStatus, FinancialFileStatus | undefined, FinancialFileStatus>;
  file_message: string | null;
  storage_key: string;
  /** Migration 0014: the earliest earlier file of the same owner with the same sha256. */
  duplicate_of_file_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0014: the company name the statement prints (set by extraction). */
  statement_company_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0014: the owner's name when it differs from `statement_company_name` (set by extraction). */
  expected_company_name: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * Migration 0018: when the file reached its readers other than the uploader; null while an upload
   * into another organization's files is checked or held for the uploader's review.
   */
  shared_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Migration 0020: a tagged filing's facts whose concept is not mapped (set by extraction); null for a PDF. */
  unmapped_facts: ColumnType<UnmappedFact[] | null, string | null | undefined, string | null>;
  /** Migration 0018: the withdrawal (who, when, why); all null unless withdrawn. */
  withdrawn_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  withdrawn_by_organization_id: ColumnType<string | null, string | null | undefined, string | null>;
  withdrawal_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0018: when the retention task removed the withdrawn file's bytes. */
  content_deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Migration 0027: the person or API client that uploaded / withdrew (people/acting.ts); null before. */
  uploaded_by_actor_kind: ColumnType<string | null, string | null | undefined, string | null>;
  uploaded_by_actor_id: ColumnType<string | null, string | null | undefined, string | null>;
  uploaded_by_actor_label: ColumnType<string | null, string | null | undefined, string | null>;
  withdrawn_by_actor_kind: ColumnType<string | null, string | null | undefined, string | null>;
  withdrawn_by_actor_id: ColumnType<string | null, string | null | undefined, string | null>;
  withdrawn_by_actor_label: ColumnType<string | null, string | null | undefined, string | null>;
  uploaded_at: CreatedAt;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/**
 * One statement for one period extracted from a financial file (migration 0004). Owner fields
 * are copied from the file so lists filter without a join. `line_items` holds canonical keys of
 * the chart of accounts (src/contract/chart-of-accounts.ts); write it with JSON.stringify.
 */
export interface FinancialDocumentsTable {
  id: Generated<string>;
  file_id: string;
  organization_id: string;
  private_record_id: string | null;
  document_type: DocumentType;
  /** 'YYYY-MM-DD' */
  period: string;
  period_type: PeriodType;
  currency: string;
  /** Set by the analytics engine once the document entered the metrics. */
  analysis: Generated<boolean>;
  line_items: JSONColumnType<LineItem[], string, string>;
  /** api-design §13 (migration 0007). */
  review_status: ColumnType<ReviewStatus, ReviewStatus | undefined, ReviewStatus>;
  checks: JSONColumnType<DocumentCheck[], string | undefined, string>;
  version: ColumnType<number, number | undefined, number>;
  corrections: JSONColumnType<DocumentCorrection[], string | undefined, string>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface FilesTables {
  financial_files: FinancialFilesTable;
  financial_documents: FinancialDocumentsTable;
}
