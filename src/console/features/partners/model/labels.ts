import type { InvitationStatus, PartnerOrderBy, PartnerType } from "../../../../contract/partners";
import type { partnerSearchFields } from "../../../../contract/values";

export const partnerTypeLabels: Record<PartnerType, string> = { customer: "Customer", supplier: "Supplier" };
export const invitationStatusLabels: Record<InvitationStatus, string> = {
  invited: "Invited",
  accepted: "Accepted",
  revoked: "Revoked",
};
export const partnerOrderLabels: Record<PartnerOrderBy, string> = {
  company_name: "Company name",
  sales_amount: "Sales amount",
  partner_type: "Type",
  email: "E-mail",
  frequency: "Frequency",
  payment_terms: "Payment terms",
  address: "Address",
  city: "City",
  state: "State",
  postal_code: "Postal code",
  country_code: "Country",
  company_registration_number: "Registration number",
};
export const searchFieldLabels: Record<(typeof partnerSearchFields)[number], string> = {
  company_name: "Company name",
  email: "E-mail",
};
