import type { ColumnType, Generated } from "kysely";
import type { CreatedAt, Timestamp } from "../db/core-tables";

/** A private record: an organization's own record of a company it assesses (migration 0003). */
export interface PrivateRecordsTable {
  id: Generated<string>;
  /** The owner: the organization that created the record. */
  organization_id: string;
  name: string;
  currency_code: string;
  email: string | null;
  phone: string | null;
  /** 'YYYY-MM-DD' */
  established_date: string | null;
  size_id: string | null;
  role_id: string | null;
  naics_code_id: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country_code: string | null;
  website: string | null;
  company_registration_number: string | null;
  tax_id: string | null;
  corporation_type_id: string | null;
  /** Written by the analytics engine (0-100); null until first scored. */
  total_score: number | null;
  score_updated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  archived: Generated<boolean>;
  archived_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface RecordsTables {
  private_records: PrivateRecordsTable;
}
