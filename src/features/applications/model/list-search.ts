import type { SearchSchemaInput } from "@tanstack/react-router";
import { integer, oneOf, optionalString, type RawSearch, stringList } from "../../../lib/search-params";

/**
 * The list's state in the URL, named exactly like the API's query parameters (every filter,
 * search, sort and page). Validated here without zod (this runs in the entry chunk, see
 * lib/search-params.ts); `toListQuery` narrows the values to the contract's enums.
 */
export interface ApplicationListSearch {
  credit_application_statuses?: string[];
  credit_application_types?: string[];
  search_text?: string;
  shipper_id?: string;
  forwarder_id?: string;
  order_by: string;
  order_dir: "asc" | "desc";
  limit: number;
  offset: number;
}

export const applicationListDefaults = {
  order_by: "updated_at",
  order_dir: "desc",
  limit: 20,
  offset: 0,
} as const satisfies Partial<ApplicationListSearch>;

/** The parameter type is what links may pass (everything optional); the result has the defaults. */
export function validateApplicationListSearch(
  input: Partial<ApplicationListSearch> & SearchSchemaInput,
): ApplicationListSearch {
  const raw: RawSearch = input;
  return {
    credit_application_statuses: stringList(raw.credit_application_statuses),
    credit_application_types: stringList(raw.credit_application_types),
    search_text: optionalString(raw.search_text, 255),
    shipper_id: optionalString(raw.shipper_id, 36),
    forwarder_id: optionalString(raw.forwarder_id, 36),
    order_by: optionalString(raw.order_by, 40) ?? applicationListDefaults.order_by,
    order_dir: oneOf(raw.order_dir, ["asc", "desc"] as const, applicationListDefaults.order_dir),
    limit: integer(raw.limit, applicationListDefaults.limit, { min: 1, max: 100 }),
    offset: integer(raw.offset, applicationListDefaults.offset, { min: 0 }),
  };
}
