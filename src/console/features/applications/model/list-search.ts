import {
  creditApplicationOrderFields,
  creditApplicationSearchFields,
  creditApplicationStatuses,
  creditApplicationTypes,
  orderDirections,
} from "../../../../contract/values";
import {
  type SearchOutput,
  searchEnum,
  searchEnumList,
  searchInteger,
  searchObject,
  searchText,
  searchUuid,
  searchValidator,
} from "../../../lib/search-schema";

export const applicationListDefaults = {
  search_field: "organization_name",
  order_by: "updated_at",
  order_dir: "desc",
  limit: 20,
  offset: 0,
} as const;

/**
 * The list's state in the URL, named exactly like the API's query parameters (every filter,
 * search, sort and page), validated by zod (zod/mini: this runs in the entry chunk) with the
 * contract's enum values. Unknown values drop out; the defaults are left out of the URL.
 */
export const applicationListSearch = searchObject({
  credit_application_statuses: searchEnumList(creditApplicationStatuses),
  credit_application_types: searchEnumList(creditApplicationTypes),
  search_field: searchEnum(creditApplicationSearchFields, applicationListDefaults.search_field),
  search_text: searchText(255),
  shipper_id: searchUuid(),
  forwarder_id: searchUuid(),
  order_by: searchEnum(creditApplicationOrderFields, applicationListDefaults.order_by),
  order_dir: searchEnum(orderDirections, applicationListDefaults.order_dir),
  limit: searchInteger(applicationListDefaults.limit, { min: 1, max: 100 }),
  offset: searchInteger(applicationListDefaults.offset, { min: 0 }),
});

export type ApplicationListSearch = SearchOutput<typeof applicationListSearch>;

export const validateApplicationListSearch = searchValidator(applicationListSearch);
