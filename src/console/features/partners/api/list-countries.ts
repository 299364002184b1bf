import { queryOptions, useQuery } from "@tanstack/react-query";
import { listCountries } from "../../../../contract/resources";
import { callApi } from "../../../lib/api-client";

/** GET /resources/countries (token only), by name. */
export const countriesQueryOptions = queryOptions({
  queryKey: ["resources", "countries"],
  queryFn: ({ signal }) =>
    callApi(listCountries, { signal }).then((l) => [...l].sort((a, b) => a.country_name.localeCompare(b.country_name))),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useCountries() {
  return useQuery(countriesQueryOptions);
}
