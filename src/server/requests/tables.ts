import type { ColumnType, Generated, JSONColumnType } from "kysely";
import type { CreatedAt, Timestamp } from "../db/core-tables";

export type DocumentRequestStatus = "pending" | "partially" | "completed" | "expired" | "canceled";

/** One requested document, as stored in `document_requests.items`. */
export interface StoredRequestItem {
  document_type: string;
  period_type: string;
  period_year: number;
  period_quarter: number | null;
  period_month: number | null;
}

/** A Host's request to one of its Guests for documents (migration 0003). */
export interface DocumentRequestsTable {
  id: Generated<string>;
  host_organization_id: string;
  guest_organization_id: string;
  status: ColumnType<DocumentRequestStatus, DocumentRequestStatus | undefined, DocumentRequestStatus>;
  follow_up: Generated<boolean>;
  follow_up_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  all_documents: Generated<boolean>;
  /** null when `all_documents` is true. */
  items: JSONColumnType<StoredRequestItem[] | null, string | null, string | null>;
  comment: string | null;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface RequestsTables {
  document_requests: DocumentRequestsTable;
}
