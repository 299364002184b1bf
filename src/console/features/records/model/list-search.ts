import type { SearchSchemaInput } from "@tanstack/react-router";
import { orderDirections } from "../../../../contract/values";
import {
  type SearchOutput,
  searchEnum,
  searchInteger,
  searchObject,
  searchText,
  searchValidator,
} from "../../../lib/search-schema";

/**
 * The private-record list's state in the URL, with the API's names (`search_field`, `search_text`,
 * `order_by`, `order_dir`, `limit`, `offset`) and `archived`: `false` (active, the default), `true`
 * or `all` (the API's "absent"). Validated by zod (zod/mini: this runs in the entry chunk).
 *
 * `search_field` and `order_by` values are not in `contract/values.ts` (the contract declares them
 * inline in records.ts): `search_field` keeps its two literals here, `order_by` stays free text
 * that `toRecordQuery` narrows to the contract's enum.
 */
const archivedFilters = ["false", "true", "all"] as const;
export type ArchivedFilter = (typeof archivedFilters)[number];

const recordSearchFields = ["name", "email"] as const;

export const recordListDefaults = {
  search_field: "name",
  archived: "false",
  order_by: "name",
  order_dir: "asc",
  limit: 20,
  offset: 0,
} as const;

export const recordListSearch = searchObject({
  search_field: searchEnum(recordSearchFields, recordListDefaults.search_field),
  search_text: searchText(255),
  archived: searchEnum(archivedFilters, recordListDefaults.archived),
  order_by: searchText(40),
  order_dir: searchEnum(orderDirections, recordListDefaults.order_dir),
  limit: searchInteger(recordListDefaults.limit, { min: 1, max: 100 }),
  offset: searchInteger(recordListDefaults.offset, { min: 0 }),
});

export type RecordListSearch = Omit<SearchOutput<typeof recordListSearch>, "order_by"> & { order_by: string };

const parseRecordListSearch = searchValidator(recordListSearch);

/** The parameter type is what links may pass (everything optional); the result has the defaults. */
export function validateRecordListSearch(input: Partial<RecordListSearch> & SearchSchemaInput): RecordListSearch {
  const search = parseRecordListSearch(input);
  // Explicit, in the URL's order of keys.
  return {
    search_field: search.search_field,
    search_text: search.search_text,
    archived: search.archived,
    order_by: search.order_by ?? recordListDefaults.order_by,
    order_dir: search.order_dir,
    limit: search.limit,
    offset: search.offset,
  };
}
