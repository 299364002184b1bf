import { queryOptions, useQuery } from "@tanstack/react-query";
import { listMetricWeights } from "../../../../contract/analytics";
import { callApi } from "../../../lib/api-client";
import { analyticsKeys } from "./keys";

/** GET /resources/weights/metrics: the scorecard (token only); it changes with releases, not with data. */
export function fetchWeights(signal?: AbortSignal) {
  return callApi(listMetricWeights, { signal });
}

export const weightsQueryOptions = queryOptions({
  queryKey: analyticsKeys.weights,
  queryFn: ({ signal }) => fetchWeights(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useWeights() {
  return useQuery(weightsQueryOptions);
}
