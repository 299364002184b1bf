import type { SearchSchemaInput } from "@tanstack/react-router";
import { orderDirections } from "../../../../contract/values";
import { stringList } from "../../../lib/search-params";
import {
  type SearchOutput,
  searchBoolean,
  searchEnum,
  searchInteger,
  searchIsoDate,
  searchObject,
  searchText,
  searchUuid,
  searchValidator,
} from "../../../lib/search-schema";

/**
 * The document list's state in the URL with the API's names (`file_id`, `document_types`,
 * `period_from`, `period_to`, `analysis_status`, `review_status`, `order_by`, `order_dir`, `limit`, `offset`) and
 * `document`: the document whose line items are open. Validated by zod (zod/mini: this runs in the
 * entry chunk).
 *
 * The document types and `order_by` values are not in `contract/values.ts` (only in
 * chart-of-accounts.ts and documents.ts, with zod): `document_types` stays a list of strings and
 * `order_by` free text, which `toDocumentQuery` narrows to the contract's enums; `review_status`
 * (api-design §13) likewise.
 */
export const documentListDefaults = {
  order_by: "period",
  order_dir: "desc",
  limit: 20,
  offset: 0,
} as const;

export const documentListSearch = searchObject({
  file_id: searchUuid(),
  period_from: searchIsoDate(),
  period_to: searchIsoDate(),
  analysis_status: searchBoolean(),
  review_status: searchText(20),
  order_by: searchText(40),
  order_dir: searchEnum(orderDirections, documentListDefaults.order_dir),
  limit: searchInteger(documentListDefaults.limit, { min: 1, max: 100 }),
  offset: searchInteger(documentListDefaults.offset, { min: 0 }),
  document: searchUuid(),
});

export type DocumentListSearch = Omit<SearchOutput<typeof documentListSearch>, "order_by"> & {
  document_types?: string[];
  order_by: string;
};

const parseDocumentListSearch = searchValidator(documentListSearch);

/** The parameter type is what links may pass (everything optional); the result has the defaults. */
export function validateDocumentListSearch(input: Partial<DocumentListSearch> & SearchSchemaInput): DocumentListSearch {
  const search = parseDocumentListSearch(input);
  // Explicit, in the URL's order of keys.
  return {
    file_id: search.file_id,
    document_types: stringList(input.document_types),
    period_from: search.period_from,
    period_to: search.period_to,
    analysis_status: search.analysis_status,
    review_status: search.review_status,
    order_by: search.order_by ?? documentListDefaults.order_by,
    order_dir: search.order_dir,
    limit: search.limit,
    offset: search.offset,
    document: search.document,
  };
}
