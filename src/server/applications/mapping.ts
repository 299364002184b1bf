import type { Selectable } from "kysely";
import type { CreditApplicationListItem, StatusSummary } from "../../contract/applications";
import type { Wire } from "../http/register";
import type { CreditApplicationsTable, SecurityComplianceItem } from "./tables";

export type ApplicationRow = Selectable<CreditApplicationsTable>;

/** Who the caller is on an application. */
export type Role = "forwarder" | "shipper";

function str(v: unknown): string | null {
  return typeof v === "string" ? v : null;
}
function num(v: unknown): number | null {
  return typeof v === "number" ? v : null;
}

/** `extra_details` = the details' timestamps plus the type-specific fields (api-design §6). */
export function extraDetails(row: ApplicationRow): Wire<CreditApplicationListItem["extra_details"]> {
  const d = row.details;
  const stamps = { created_at: row.details_created_at, updated_at: row.details_updated_at };
  switch (row.credit_application_type) {
    case "trade_finance":
      return {
        ...stamps,
        monthly_facility_amount: num(d.monthly_facility_amount) ?? 0,
        currency: str(d.currency) ?? row.currency,
        payment_terms: str(d.payment_terms) ?? row.payment_terms,
        inco_terms: str(d.inco_terms) ?? "",
        purpose: str(d.purpose) ?? "",
        customers: Array.isArray(d.customers) ? (d.customers as string[]) : [],
        suppliers: Array.isArray(d.suppliers) ? (d.suppliers as string[]) : [],
        security_compliance: row.security_compliance,
      };
    case "factoring":
      return {
        ...stamps,
        requested_amount: num(d.requested_amount),
        purpose: str(d.purpose),
        counterparty_id: str(d.counterparty_id),
      };
    default:
      return {
        ...stamps,
        annual_revenue: num(d.annual_revenue),
        freight_spend: num(d.freight_spend),
        purpose: str(d.purpose),
      };
  }
}

export function securityComplianceText(items: readonly SecurityComplianceItem[]): string {
  return items.map((i) => i.title).join(", ");
}

/** A list item as `viewerId` sees it: `organization` is the counterparty. */
export function toListItem(row: ApplicationRow, viewerId: string): Wire<CreditApplicationListItem> {
  const asForwarder = row.forwarder_id === viewerId;
  return {
    id: row.id,
    reference: row.reference,
    organization: asForwarder
      ? { id: row.shipper_id, name: row.shipper_name, email: row.shipper_email }
      : { id: row.forwarder_id, name: row.forwarder_name, email: row.forwarder_email },
    credit_application_type: row.credit_application_type,
    status: row.status,
    created_at: row.created_at,
    updated_at: row.updated_at,
    expires_at: row.expires_at,
    amount: row.amount,
    currency: row.currency,
    payment_terms: row.payment_terms,
    security_compliance: securityComplianceText(row.security_compliance),
    extra_details: extraDetails(row),
    forwarder_id: row.forwarder_id,
    shipper_id: row.shipper_id,
  };
}

export function toStatusSummary(row: ApplicationRow): Wire<StatusSummary> {
  return {
    id: row.id,
    credit_application_type: row.credit_application_type,
    forwarder_id: row.forwarder_id,
    shipper_id: row.shipper_id,
    status: row.status,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
