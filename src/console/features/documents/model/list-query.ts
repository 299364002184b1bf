import type { z } from "zod";
import { documentTypeSchema } from "../../../../contract/chart-of-accounts";
import { documentOrderBy, type ReviewStatus, reviewStatusSchema } from "../../../../contract/documents";
import { type DocumentListSearch, documentListDefaults } from "./list-search";

/** The filters, order and page of both document lists (the API's names). */
export interface DocumentQuery {
  file_id?: string;
  document_types?: Array<z.infer<typeof documentTypeSchema>>;
  period_from?: string;
  period_to?: string;
  analysis_status?: boolean;
  review_status?: ReviewStatus;
  order_by: z.infer<typeof documentOrderBy>;
  order_dir: "asc" | "desc";
  limit: number;
  offset: number;
}

/**
 * The URL state narrowed to what the contract accepts (`file_id` is already a UUID, checked by the
 * route's schema): unknown values are dropped, and a period range given backwards is sent in order
 * (the API would refuse it with 422).
 */
export function toDocumentQuery(search: DocumentListSearch): DocumentQuery {
  const types = (search.document_types ?? []).filter(
    (t): t is z.infer<typeof documentTypeSchema> => documentTypeSchema.safeParse(t).success,
  );
  const orderBy = documentOrderBy.safeParse(search.order_by);
  const reviewStatus = reviewStatusSchema.safeParse(search.review_status);
  let from = search.period_from;
  let to = search.period_to;
  if (from && to && from > to) [from, to] = [to, from];
  return {
    file_id: search.file_id,
    document_types: types.length ? types : undefined,
    period_from: from,
    period_to: to,
    analysis_status: search.analysis_status,
    review_status: reviewStatus.success ? reviewStatus.data : undefined,
    order_by: orderBy.success ? orderBy.data : documentListDefaults.order_by,
    order_dir: search.order_dir,
    limit: search.limit,
    offset: search.offset,
  };
}

/** Whether any filter narrows the list (for the empty state's words). */
export function isFiltered(q: DocumentQuery): boolean {
  return Boolean(
    q.file_id ||
      q.document_types ||
      q.period_from ||
      q.period_to ||
      q.analysis_status !== undefined ||
      q.review_status !== undefined,
  );
}
