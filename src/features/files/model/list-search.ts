import type { SearchSchemaInput } from "@tanstack/react-router";
import { integer, oneOf, optionalString, type RawSearch, stringList } from "../../../lib/search-params";

/**
 * The organization file list's state in the URL, named like the API's query (`statuses`,
 * `order_by`, `order_dir`, `limit`, `offset`), plus `document_request_id` to preselect the request an
 * upload answers. Validated without zod (entry chunk); `toFileQuery` narrows to the contract.
 */
export interface FileListSearch {
  statuses?: string[];
  order_by: string;
  order_dir: "asc" | "desc";
  limit: number;
  offset: number;
  document_request_id?: string;
}

export const fileListDefaults = {
  order_by: "uploaded_at",
  order_dir: "desc",
  limit: 20,
  offset: 0,
} as const satisfies Partial<FileListSearch>;

export function validateFileListSearch(input: Partial<FileListSearch> & SearchSchemaInput): FileListSearch {
  const raw: RawSearch = input;
  return {
    statuses: stringList(raw.statuses),
    order_by: optionalString(raw.order_by, 40) ?? fileListDefaults.order_by,
    order_dir: oneOf(raw.order_dir, ["asc", "desc"] as const, fileListDefaults.order_dir),
    limit: integer(raw.limit, fileListDefaults.limit, { min: 1, max: 100 }),
    offset: integer(raw.offset, fileListDefaults.offset, { min: 0 }),
    document_request_id: optionalString(raw.document_request_id, 36),
  };
}
