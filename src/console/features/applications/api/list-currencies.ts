import { queryOptions, useQuery } from "@tanstack/react-query";
import { listCurrencies } from "../../../../contract/resources";
import { callApi } from "../../../lib/api-client";

/** GET /resources/currencies (token only), ordered by the list's priority. */
export function fetchCurrencies(signal?: AbortSignal) {
  return callApi(listCurrencies, { signal }).then((list) =>
    [...list].sort((a, b) => a.priority - b.priority || a.code.localeCompare(b.code)),
  );
}

export const currenciesQueryOptions = queryOptions({
  queryKey: ["resources", "currencies"],
  queryFn: ({ signal }) => fetchCurrencies(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useCurrencies() {
  return useQuery(currenciesQueryOptions);
}
