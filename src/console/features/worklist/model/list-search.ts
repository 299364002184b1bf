import { worklistKinds } from "../../../../contract/values";
import {
  type SearchOutput,
  searchInteger,
  searchObject,
  searchOptionalEnum,
  searchValidator,
} from "../../../lib/search-schema";

export const worklistDefaults = { limit: 50, offset: 0 } as const;

/** The worklist's state in the URL (/worklist): one `kind` (all when absent) and the page. */
export const worklistSearch = searchObject({
  kind: searchOptionalEnum(worklistKinds),
  limit: searchInteger(worklistDefaults.limit, { min: 1, max: 100 }),
  offset: searchInteger(worklistDefaults.offset, { min: 0 }),
});

export type WorklistSearch = SearchOutput<typeof worklistSearch>;

export const validateWorklistSearch = searchValidator(worklistSearch);
