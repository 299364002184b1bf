import {
  type DocumentRequestStatus,
  documentRequestOrderBy,
  documentRequestStatusSchema,
} from "../../../../contract/requests";
import type { RequestListQuery } from "../api/list-requests";
import { type RequestListSearch, requestListDefaults } from "./list-search";

/** The URL state narrowed to what the contract accepts. */
export function toRequestQuery(search: RequestListSearch): RequestListQuery {
  const statuses = (search.statuses ?? []).filter(
    (s): s is DocumentRequestStatus => documentRequestStatusSchema.safeParse(s).success,
  );
  const orderBy = documentRequestOrderBy.safeParse(search.order_by);
  return {
    search_field: "comment",
    search_text: search.search_text,
    statuses: statuses.length ? statuses : undefined,
    order_by: orderBy.success ? orderBy.data : requestListDefaults.order_by,
    order_dir: search.order_dir,
    limit: search.limit,
    offset: search.offset,
  };
}
