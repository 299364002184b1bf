import type { SearchSchemaInput } from "@tanstack/react-router";
import { integer, oneOf, optionalString, type RawSearch, stringList } from "../../../lib/search-params";

/**
 * The document-request list's state in the URL, with the API's names (`search_text` on the
 * comment, `statuses`, `order_by`, `order_dir`, `limit`, `offset`). Validated without zod (entry chunk).
 */
export interface RequestListSearch {
  search_text?: string;
  statuses?: string[];
  order_by: string;
  order_dir: "asc" | "desc";
  limit: number;
  offset: number;
}

export const requestListDefaults = {
  order_by: "created_at",
  order_dir: "desc",
  limit: 20,
  offset: 0,
} as const satisfies Partial<RequestListSearch>;

export function validateRequestListSearch(input: Partial<RequestListSearch> & SearchSchemaInput): RequestListSearch {
  const raw: RawSearch = input;
  return {
    search_text: optionalString(raw.search_text, 255),
    statuses: stringList(raw.statuses),
    order_by: optionalString(raw.order_by, 40) ?? requestListDefaults.order_by,
    order_dir: oneOf(raw.order_dir, ["asc", "desc"] as const, requestListDefaults.order_dir),
    limit: integer(raw.limit, requestListDefaults.limit, { min: 1, max: 100 }),
    offset: integer(raw.offset, requestListDefaults.offset, { min: 0 }),
  };
}
