import type { SearchSchemaInput } from "@tanstack/react-router";
import { documentRequestStatuses, hostDocumentRequestOrderFields, orderDirections } from "../../../../contract/values";
import {
  type SearchOutput,
  searchEnum,
  searchEnumList,
  searchInteger,
  searchIsoDate,
  searchObject,
  searchText,
  searchUuidList,
  searchValidator,
} from "../../../lib/search-schema";

/**
 * The forwarder-wide request list's state in the URL (/requests-to-guests), with the API's
 * names: `search_text` (comment or Guest name), `statuses`, `guest_organization_ids`,
 * `expires_before` (a day), `order_by`, `order_dir`, `limit`, `offset`. zod/mini: routes validate
 * in the entry chunk. A hand-edited value that is not valid drops out or falls back to its default.
 */
export const hostRequestListDefaults = {
  order_by: "created_at",
  order_dir: "desc",
  limit: 20,
  offset: 0,
} as const;

export const hostRequestListSearch = searchObject({
  search_text: searchText(255),
  statuses: searchEnumList(documentRequestStatuses),
  guest_organization_ids: searchUuidList(),
  expires_before: searchIsoDate(),
  order_by: searchEnum(hostDocumentRequestOrderFields, hostRequestListDefaults.order_by),
  order_dir: searchEnum(orderDirections, hostRequestListDefaults.order_dir),
  limit: searchInteger(hostRequestListDefaults.limit, { min: 1, max: 100 }),
  offset: searchInteger(hostRequestListDefaults.offset, { min: 0 }),
});

export type HostRequestListSearch = SearchOutput<typeof hostRequestListSearch>;
export type HostRequestSearchChange = Partial<HostRequestListSearch>;

const parse = searchValidator(hostRequestListSearch);

/** The parameter type is what links may pass (everything optional); the result has the defaults. */
export function validateHostRequestListSearch(
  input: Partial<HostRequestListSearch> & SearchSchemaInput,
): HostRequestListSearch {
  return parse(input);
}

/** Whether any filter (not order or page) is set. */
export function hasHostRequestFilters(search: HostRequestListSearch): boolean {
  return Boolean(
    search.search_text || search.statuses?.length || search.guest_organization_ids?.length || search.expires_before,
  );
}
