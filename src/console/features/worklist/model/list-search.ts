import { orderDirections, worklistKinds, worklistOrderFields } from "../../../../contract/values";
import {
  type SearchOutput,
  searchEnum,
  searchInteger,
  searchObject,
  searchOptionalEnum,
  searchValidator,
} from "../../../lib/search-schema";

export const worklistDefaults = { order_by: "urgency", order_dir: "asc", limit: 50, offset: 0 } as const;

/** The worklist's state in the URL (/worklist): one `kind` (all when absent), the order and the page. */
export const worklistSearch = searchObject({
  kind: searchOptionalEnum(worklistKinds),
  order_by: searchEnum(worklistOrderFields, worklistDefaults.order_by),
  order_dir: searchEnum(orderDirections, worklistDefaults.order_dir),
  limit: searchInteger(worklistDefaults.limit, { min: 1, max: 100 }),
  offset: searchInteger(worklistDefaults.offset, { min: 0 }),
});

export type WorklistSearch = SearchOutput<typeof worklistSearch>;

export const validateWorklistSearch = searchValidator(worklistSearch);
