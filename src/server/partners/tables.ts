import type { ColumnType, Generated } from "kysely";
import type { CreatedAt, Timestamp } from "../db/core-tables";

/** A partner (customer or supplier) of an organization; it doubles as the invitation of its e-mail's organization. */
export interface PartnersTable {
  id: Generated<string>;
  /** The owner: the organization whose partner this is (the Host of the invitation). */
  organization_id: string;
  company_name: string;
  partner_type: "customer" | "supplier";
  email: string;
  sales_amount: number | null;
  frequency: string | null;
  payment_terms: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  postal_code: number | null;
  country_code: string | null;
  company_registration_number: string | null;
  invitation_status: ColumnType<"invited" | "accepted", "invited" | "accepted" | undefined, "invited" | "accepted">;
  guest_organization_id: string | null;
  accepted_at: Date | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface PartnerTables {
  partners: PartnersTable;
}
