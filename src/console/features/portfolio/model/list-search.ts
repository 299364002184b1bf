import { orderDirections, portfolioKinds, portfolioOrderFields, scoreBands } from "../../../../contract/values";
import {
  type SearchOutput,
  searchBoolean,
  searchEnum,
  searchEnumList,
  searchInteger,
  searchObject,
  searchOptionalEnum,
  searchText,
  searchValidator,
} from "../../../lib/search-schema";
import type { PortfolioQuery } from "../api/get-portfolio";

export const portfolioDefaults = { order_by: "name", order_dir: "asc", limit: 50, offset: 0 } as const;

/**
 * The portfolio's state in the URL (/portfolio), with the API's names: one `kind` (all when absent),
 * `bands`, `stale` (absent: both), `search_text`, `order_by`, `order_dir` and the page.
 */
export const portfolioSearch = searchObject({
  kind: searchOptionalEnum(portfolioKinds),
  bands: searchEnumList(scoreBands),
  stale: searchBoolean(),
  search_text: searchText(255),
  order_by: searchEnum(portfolioOrderFields, portfolioDefaults.order_by),
  order_dir: searchEnum(orderDirections, portfolioDefaults.order_dir),
  limit: searchInteger(portfolioDefaults.limit, { min: 1, max: 100 }),
  offset: searchInteger(portfolioDefaults.offset, { min: 0 }),
});
export type PortfolioSearch = SearchOutput<typeof portfolioSearch>;
export const validatePortfolioSearch = searchValidator(portfolioSearch);

/** The URL state as the API's query. */
export function toPortfolioQuery(search: PortfolioSearch): PortfolioQuery {
  return {
    kinds: search.kind ? [search.kind] : undefined,
    bands: search.bands,
    stale: search.stale,
    search_text: search.search_text,
    order_by: search.order_by,
    order_dir: search.order_dir,
    limit: search.limit,
    offset: search.offset,
  };
}
