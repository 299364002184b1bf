import type { ColumnType, Generated } from "kysely";
import type { AgreementSummary, SignatureEventType } from "../../contract/signatures";
import type { CreditApplicationStatus } from "../../contract/transitions";
import type { CreatedAt } from "../db/core-tables";

export interface SignatureProcessesTable {
  id: Generated<string>;
  credit_application_id: string;
  status: CreditApplicationStatus;
  signer_name: string;
  signer_email: string;
  message: string | null;
  sent_by_organization_id: string;
  created_at: CreatedAt;
  expires_at: Date;
  completed_at: Date | null;
  original_pdf: Uint8Array;
  original_sha256: string;
  signed_pdf: Uint8Array | null;
  signed_sha256: string | null;
  /** What the agreement PDF states (migration 0016); null for processes sent before. */
  agreement: ColumnType<AgreementSummary | null, string | null | undefined, string | null>;
}

export interface SignatureEventsTable {
  id: Generated<number>;
  process_id: string;
  type: SignatureEventType;
  /** null for the service's own steps (sealed, expired, failed). */
  organization_id: string | null;
  detail: string | null;
  created_at: CreatedAt;
}

export interface SignatureTables {
  signature_processes: SignatureProcessesTable;
  signature_events: SignatureEventsTable;
}
