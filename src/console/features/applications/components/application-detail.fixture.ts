import type { ApplicationAction, CreditApplicationStatus } from "../../../../contract/transitions";
import type { ApplicationDetail } from "../api/get-application";

/** Test fixture: one trade-finance application of the shipper to the forwarder, as the detail read answers it. */
export const forwarderId = "0b3f5c2e-1a4d-4e7f-9c11-000000000001";
export const shipperId = "0b3f5c2e-1a4d-4e7f-9c11-000000000002";
export const at = "2026-01-01T00:00:00.000Z";

export function applicationDetail(
  status: CreditApplicationStatus,
  allowed: ApplicationAction[],
  withheld: ApplicationAction[] = [],
): ApplicationDetail {
  return {
    id: "app-0000000001",
    reference: "CA-2026-000001",
    organization: { id: shipperId, name: "Borealis Trading Co", email: "b@example.com" },
    credit_application_type: "trade_finance",
    status,
    created_at: at,
    updated_at: at,
    expires_at: null,
    amount: 40000,
    currency: "USD",
    payment_terms: "Net 30",
    security_compliance: "",
    extra_details: {
      created_at: at,
      updated_at: at,
      monthly_facility_amount: 40000,
      currency: "USD",
      payment_terms: "Net 30",
      inco_terms: "CIF",
      purpose: "Imports",
      customers: [],
      suppliers: [],
      customer_partners: [],
      supplier_partners: [],
      security_compliance: [],
    },
    forwarder_id: forwarderId,
    shipper_id: shipperId,
    amounts: {
      requested: { amount: 40000, currency: "USD", basis: "per_month" },
      approved: null,
      invoices_to_be_factored: null,
    },
    needs_action: null,
    pending_approval: null,
    allowed_actions: allowed,
    actions_withheld_by_role: withheld,
    history: [],
    shipper_analytics_readable: false,
  };
}
