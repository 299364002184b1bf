import type { ApplicationListQuery } from "../api/list-applications";
import type { ApplicationListSearch } from "./list-search";

/** The URL state (already narrowed to the contract's values by its schema) → GET /credit-applications. */
export function toListQuery(search: ApplicationListSearch): ApplicationListQuery {
  return {
    credit_application_statuses: search.credit_application_statuses,
    credit_application_types: search.credit_application_types,
    search_field: search.search_field,
    search_text: search.search_text,
    shipper_id: search.shipper_id,
    forwarder_id: search.forwarder_id,
    order_by: search.order_by,
    order_dir: search.order_dir,
    limit: search.limit,
    offset: search.offset,
  };
}
