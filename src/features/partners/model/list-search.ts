import type { SearchSchemaInput } from "@tanstack/react-router";
import { integer, oneOf, optionalString, type RawSearch, stringList } from "../../../lib/search-params";

/** The partner list's state in the URL, named like GET /partners' query (zod-free: entry chunk). */
export interface PartnerListSearch {
  partner_types?: string[];
  invitation_statuses?: string[];
  search_field: "company_name" | "email";
  search_text?: string;
  order_by?: string;
  order_dir?: "asc" | "desc";
  limit: number;
  offset: number;
}

export const partnerListDefaults = { search_field: "company_name", limit: 20, offset: 0 } as const;

export function validatePartnerListSearch(input: Partial<PartnerListSearch> & SearchSchemaInput): PartnerListSearch {
  const raw: RawSearch = input;
  const dir = optionalString(raw.order_dir, 4);
  return {
    partner_types: stringList(raw.partner_types),
    invitation_statuses: stringList(raw.invitation_statuses),
    search_field: oneOf(raw.search_field, ["company_name", "email"] as const, partnerListDefaults.search_field),
    search_text: optionalString(raw.search_text, 255),
    order_by: optionalString(raw.order_by, 40),
    order_dir: dir === "asc" || dir === "desc" ? dir : undefined,
    limit: integer(raw.limit, partnerListDefaults.limit, { min: 1, max: 100 }),
    offset: integer(raw.offset, partnerListDefaults.offset, { min: 0 }),
  };
}
