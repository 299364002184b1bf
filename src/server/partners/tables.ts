import type { ColumnType, Generated } from "kysely";
import type { CreatedAt, Timestamp } from "../db/core-tables";

type InvitationStatus = "invited" | "accepted" | "revoked";

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
  invitation_status: ColumnType<InvitationStatus, InvitationStatus | undefined, InvitationStatus>;
  guest_organization_id: string | null;
  accepted_at: Date | null;
  /** The last send: creation, a resend, or a change of e-mail while invited (migration 0013). */
  invitation_sent_at: ColumnType<Date, Date | string | undefined, Date | string>;
  invitation_send_count: ColumnType<number, number | undefined, number>;
  /** Set while `invitation_status` is `revoked`. */
  invitation_revoked_at: Date | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface PartnerTables {
  partners: PartnersTable;
}
