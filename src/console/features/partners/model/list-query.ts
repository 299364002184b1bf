import type { PartnerListQuery } from "../api/list-partners";
import type { PartnerListSearch } from "./list-search";

/** URL state (already narrowed to the contract's values by its schema) → GET /partners query. */
export function toPartnerQuery(search: PartnerListSearch): PartnerListQuery {
  return {
    partner_types: search.partner_types,
    invitation_statuses: search.invitation_statuses,
    search_field: search.search_field,
    search_text: search.search_text,
    order_by: search.order_by,
    order_dir: search.order_by ? search.order_dir : undefined,
    limit: search.limit,
    offset: search.offset,
  };
}
