import type { Selectable } from "kysely";
import {
  type ApplicationAmounts,
  amountBasisOfType,
  type CreditApplicationListItem,
  type StatusSummary,
} from "../../contract/applications";
import type { Wire } from "../http/register";
import { type ApplicationReferences, noReferences } from "./references";
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

function ids(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
}

/** A partner of the row's shipper with its name (null when it is gone or not the shipper's). */
function partnerRef(id: string, row: ApplicationRow, refs: ApplicationReferences) {
  const p = refs.partners.get(id);
  return { id, name: p && p.organizationId === row.shipper_id ? p.name : null };
}

/**
 * `extra_details` = the details' timestamps plus the type-specific fields (api-design §6), and the
 * partners they name with their names (additive, issue 23).
 */
export function extraDetails(
  row: ApplicationRow,
  refs: ApplicationReferences = noReferences,
): Wire<CreditApplicationListItem["extra_details"]> {
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
        customers: ids(d.customers),
        suppliers: ids(d.suppliers),
        customer_partners: ids(d.customers).map((id) => partnerRef(id, row, refs)),
        supplier_partners: ids(d.suppliers).map((id) => partnerRef(id, row, refs)),
        security_compliance: row.security_compliance,
      };
    case "factoring":
      return {
        ...stamps,
        requested_amount: num(d.requested_amount),
        purpose: str(d.purpose),
        counterparty_id: str(d.counterparty_id),
        counterparty: typeof d.counterparty_id === "string" ? partnerRef(d.counterparty_id, row, refs) : null,
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

/**
 * The amount model (issue 23): requested by type (trade finance: the monthly facility, unrounded,
 * per month), the latest approval on the same basis, and factoring's invoices apart.
 */
export function amountsOf(row: ApplicationRow, refs: ApplicationReferences = noReferences): ApplicationAmounts {
  const basis = amountBasisOfType[row.credit_application_type];
  const d = row.details;
  const requestedAmount =
    row.credit_application_type === "trade_finance" ? (num(d.monthly_facility_amount) ?? row.amount) : row.amount;
  const requested = { amount: requestedAmount, currency: row.currency, basis };
  const approval = refs.approvals.get(row.id);
  const invoices = row.credit_application_type === "factoring" ? num(d.requested_amount) : null;
  return {
    requested,
    // An approval without an amount granted the amount requested (it cannot change after approval).
    approved:
      approval === undefined
        ? null
        : { amount: approval?.approved_amount ?? requestedAmount, currency: approval?.currency ?? row.currency, basis },
    invoices_to_be_factored: invoices === null ? null : { amount: invoices, currency: row.currency, basis: "total" },
  };
}

/** A list item as `viewerId` sees it: `organization` is the counterparty. */
export function toListItem(
  row: ApplicationRow,
  viewerId: string,
  refs: ApplicationReferences = noReferences,
): Wire<CreditApplicationListItem> {
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
    extra_details: extraDetails(row, refs),
    forwarder_id: row.forwarder_id,
    shipper_id: row.shipper_id,
    amounts: amountsOf(row, refs),
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
