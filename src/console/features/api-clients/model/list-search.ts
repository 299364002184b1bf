import { type SearchOutput, searchInteger, searchObject, searchValidator } from "../../../lib/search-schema";

export const apiClientSearchDefaults = { limit: 20, offset: 0 } as const;

/** The API clients page's state in the URL: its page. */
export const apiClientSearch = searchObject({
  limit: searchInteger(apiClientSearchDefaults.limit, { min: 1, max: 100 }),
  offset: searchInteger(apiClientSearchDefaults.offset, { min: 0 }),
});

export type ApiClientsSearch = SearchOutput<typeof apiClientSearch>;

export const validateApiClientSearch = searchValidator(apiClientSearch);
