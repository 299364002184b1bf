import type { SearchSchemaInput } from "@tanstack/react-router";
import { orderDirections } from "../../../../contract/values";
import { stringList } from "../../../lib/search-params";
import {
  type SearchOutput,
  searchEnum,
  searchInteger,
  searchObject,
  searchText,
  searchUuid,
  searchValidator,
} from "../../../lib/search-schema";

/**
 * The organization file list's state in the URL, named like the API's query (`statuses`,
 * `order_by`, `order_dir`, `limit`, `offset`), plus `document_request_id` to preselect the request an
 * upload answers. Validated by zod (zod/mini: this runs in the entry chunk).
 *
 * The file statuses and `order_by` values are not in `contract/values.ts` (only in files.ts, with
 * zod): `statuses` stays a list of strings and `order_by` free text, which `toFileQuery` narrows to
 * the contract's enums.
 */
export const fileListDefaults = {
  order_by: "uploaded_at",
  order_dir: "desc",
  limit: 20,
  offset: 0,
} as const;

export const fileListSearch = searchObject({
  order_by: searchText(40),
  order_dir: searchEnum(orderDirections, fileListDefaults.order_dir),
  limit: searchInteger(fileListDefaults.limit, { min: 1, max: 100 }),
  offset: searchInteger(fileListDefaults.offset, { min: 0 }),
  document_request_id: searchUuid(),
});

export type FileListSearch = Omit<SearchOutput<typeof fileListSearch>, "order_by"> & {
  statuses?: string[];
  order_by: string;
};

const parseFileListSearch = searchValidator(fileListSearch);

/** The parameter type is what links may pass (everything optional); the result has the defaults. */
export function validateFileListSearch(input: Partial<FileListSearch> & SearchSchemaInput): FileListSearch {
  const search = parseFileListSearch(input);
  // Explicit, in the URL's order of keys.
  return {
    statuses: stringList(input.statuses),
    order_by: search.order_by ?? fileListDefaults.order_by,
    order_dir: search.order_dir,
    limit: search.limit,
    offset: search.offset,
    document_request_id: search.document_request_id,
  };
}
