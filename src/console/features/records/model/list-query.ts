import { privateRecordListQuery, privateRecordOrderBy } from "../../../../contract/records";
import type { RecordListQuery } from "../api/list-records";
import { type RecordListSearch, recordListDefaults } from "./list-search";

const searchTextSchema = privateRecordListQuery.shape.search_text.unwrap();

/** Whether the search text is long enough for the API (3-255 characters); shorter text is not sent. */
export function searchTextUsable(text: string | undefined): boolean {
  return text !== undefined && searchTextSchema.safeParse(text).success;
}

/** The URL state narrowed to what the contract accepts. */
export function toRecordQuery(search: RecordListSearch): RecordListQuery {
  const orderBy = privateRecordOrderBy.safeParse(search.order_by);
  return {
    search_field: search.search_field,
    search_text: searchTextUsable(search.search_text) ? search.search_text : undefined,
    archived: search.archived === "all" ? undefined : search.archived === "true",
    order_by: orderBy.success ? orderBy.data : recordListDefaults.order_by,
    order_dir: search.order_dir,
    limit: search.limit,
    offset: search.offset,
  };
}
