import type { SearchSchemaInput } from "@tanstack/react-router";
import * as z from "zod/mini";
import { documentRequestStatuses, hostDocumentRequestOrderFields, orderDirections } from "../../../../contract/values";
import {
  type SearchOutput,
  searchEnum,
  searchEnumList,
  searchInteger,
  searchIsoDate,
  searchObject,
  searchText,
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Distinct UUIDs of a possibly repeated key (others drop out), absent when none. */
function searchUuidList() {
  return z.catch(
    z.pipe(
      z.transform((raw: unknown) => {
        const values = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
        const ids = [...new Set(values.filter((v): v is string => typeof v === "string" && UUID.test(v)))];
        return ids.length ? ids : undefined;
      }),
      z.optional(z.array(z.string())),
    ),
    undefined,
  );
}

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
