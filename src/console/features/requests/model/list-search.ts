import type { SearchSchemaInput } from "@tanstack/react-router";
import { orderDirections } from "../../../../contract/values";
import { stringList } from "../../../lib/search-params";
import {
  type SearchOutput,
  searchEnum,
  searchInteger,
  searchObject,
  searchText,
  searchValidator,
} from "../../../lib/search-schema";

/**
 * The document-request list's state in the URL, with the API's names (`search_text` on the
 * comment, `statuses`, `order_by`, `order_dir`, `limit`, `offset`). Validated by zod (zod/mini:
 * this runs in the entry chunk).
 *
 * The request statuses and `order_by` values are not in `contract/values.ts` (only in requests.ts,
 * with zod): `statuses` stays a list of strings and `order_by` free text, which `toRequestQuery`
 * narrows to the contract's enums.
 */
export const requestListDefaults = {
  order_by: "created_at",
  order_dir: "desc",
  limit: 20,
  offset: 0,
} as const;

export const requestListSearch = searchObject({
  search_text: searchText(255),
  order_by: searchText(40),
  order_dir: searchEnum(orderDirections, requestListDefaults.order_dir),
  limit: searchInteger(requestListDefaults.limit, { min: 1, max: 100 }),
  offset: searchInteger(requestListDefaults.offset, { min: 0 }),
});

export type RequestListSearch = Omit<SearchOutput<typeof requestListSearch>, "order_by"> & {
  statuses?: string[];
  order_by: string;
};

const parseRequestListSearch = searchValidator(requestListSearch);

/** The parameter type is what links may pass (everything optional); the result has the defaults. */
export function validateRequestListSearch(input: Partial<RequestListSearch> & SearchSchemaInput): RequestListSearch {
  const search = parseRequestListSearch(input);
  // Explicit, in the URL's order of keys.
  return {
    search_text: search.search_text,
    statuses: stringList(input.statuses),
    order_by: search.order_by ?? requestListDefaults.order_by,
    order_dir: search.order_dir,
    limit: search.limit,
    offset: search.offset,
  };
}
