import type { SearchSchemaInput } from "@tanstack/react-router";
import { integer, oneOf, optionalString, type RawSearch } from "../../../lib/search-params";

/**
 * The private-record list's state in the URL, with the API's names (`search_field`, `search_text`,
 * `order_by`, `order_dir`, `limit`, `offset`) and `archived`: `false` (active, the default), `true`
 * or `all` (the API's "absent"). Validated without zod (entry chunk).
 */
export type ArchivedFilter = "false" | "true" | "all";

export interface RecordListSearch {
  search_field: "name" | "email";
  search_text?: string;
  archived: ArchivedFilter;
  order_by: string;
  order_dir: "asc" | "desc";
  limit: number;
  offset: number;
}

export const recordListDefaults = {
  search_field: "name",
  archived: "false",
  order_by: "name",
  order_dir: "asc",
  limit: 20,
  offset: 0,
} as const satisfies Partial<RecordListSearch>;

export function validateRecordListSearch(input: Partial<RecordListSearch> & SearchSchemaInput): RecordListSearch {
  const raw: RawSearch = input;
  return {
    search_field: oneOf(raw.search_field, ["name", "email"] as const, recordListDefaults.search_field),
    search_text: optionalString(raw.search_text, 255),
    archived: oneOf(raw.archived, ["false", "true", "all"] as const, recordListDefaults.archived),
    order_by: optionalString(raw.order_by, 40) ?? recordListDefaults.order_by,
    order_dir: oneOf(raw.order_dir, ["asc", "desc"] as const, recordListDefaults.order_dir),
    limit: integer(raw.limit, recordListDefaults.limit, { min: 1, max: 100 }),
    offset: integer(raw.offset, recordListDefaults.offset, { min: 0 }),
  };
}
