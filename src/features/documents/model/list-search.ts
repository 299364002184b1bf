import type { SearchSchemaInput } from "@tanstack/react-router";
import {
  integer,
  oneOf,
  optionalBoolean,
  optionalString,
  type RawSearch,
  stringList,
} from "../../../lib/search-params";

/**
 * The document list's state in the URL with the API's names (`file_id`, `document_types`,
 * `period_from`, `period_to`, `analysis_status`, `order_by`, `order_dir`, `limit`, `offset`) and
 * `document`: the document whose line items are open. Validated without zod (entry chunk).
 */
export interface DocumentListSearch {
  file_id?: string;
  document_types?: string[];
  period_from?: string;
  period_to?: string;
  analysis_status?: boolean;
  order_by: string;
  order_dir: "asc" | "desc";
  limit: number;
  offset: number;
  document?: string;
}

export const documentListDefaults = {
  order_by: "period",
  order_dir: "desc",
  limit: 20,
  offset: 0,
} as const satisfies Partial<DocumentListSearch>;

const isoDate = (raw: unknown) => {
  const v = optionalString(raw, 10);
  return v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined;
};

export function validateDocumentListSearch(input: Partial<DocumentListSearch> & SearchSchemaInput): DocumentListSearch {
  const raw: RawSearch = input;
  return {
    file_id: optionalString(raw.file_id, 36),
    document_types: stringList(raw.document_types),
    period_from: isoDate(raw.period_from),
    period_to: isoDate(raw.period_to),
    analysis_status: optionalBoolean(raw.analysis_status),
    order_by: optionalString(raw.order_by, 40) ?? documentListDefaults.order_by,
    order_dir: oneOf(raw.order_dir, ["asc", "desc"] as const, documentListDefaults.order_dir),
    limit: integer(raw.limit, documentListDefaults.limit, { min: 1, max: 100 }),
    offset: integer(raw.offset, documentListDefaults.offset, { min: 0 }),
    document: optionalString(raw.document, 36),
  };
}
