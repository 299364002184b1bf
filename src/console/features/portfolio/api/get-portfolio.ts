import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QueryIn, ResponseOf } from "../../../../contract/endpoint";
import { getPortfolio } from "../../../../contract/portfolio";
import { callApi } from "../../../lib/api-client";
import { samePagedList } from "../../../lib/keep-previous-page";
import { selfScopeOf } from "../../../lib/org-scope";
import { type Scope, useScope } from "../../../lib/scope";
import { portfolioKeys } from "./keys";

export type PortfolioQuery = QueryIn<typeof getPortfolio>;
export type PortfolioPage = ResponseOf<typeof getPortfolio>;
export type PortfolioRow = PortfolioPage["items"][number];

/** GET /portfolio: the signed-in organization's Guests and private records (Self headers, whatever the Target). */
export function fetchPortfolio(scope: Scope, query: PortfolioQuery, signal?: AbortSignal) {
  return callApi(getPortfolio, { scope: selfScopeOf(scope), query, signal });
}

export function portfolioQueryOptions(scope: Scope, query: PortfolioQuery) {
  const queryKey = portfolioKeys.list(scope.requesterId, query);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetchPortfolio(scope, query, signal),
    placeholderData: (previous, previousQuery) =>
      samePagedList(previousQuery?.queryKey, queryKey) ? previous : undefined,
  });
}

export function usePortfolio(query: PortfolioQuery) {
  const scope = useScope();
  return useQuery({
    ...portfolioQueryOptions(scope ?? { requesterId: "", targetId: "", targetName: null, scenarios: [] }, query),
    enabled: scope !== null,
  });
}
