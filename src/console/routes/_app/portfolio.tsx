import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { useCallback } from "react";
import { portfolioQueryOptions } from "../../features/portfolio/api/get-portfolio";
import { PortfolioScreen, type PortfolioSearch } from "../../features/portfolio/components/portfolio-screen";
import {
  portfolioDefaults,
  toPortfolioQuery,
  validatePortfolioSearch,
} from "../../features/portfolio/model/list-search";
import { listRouteOptions } from "../../lib/list-route";
import { getScope } from "../../lib/scope";

/** The portfolio (docs/console.md, "Portfolio"). */
export const Route = createFileRoute("/_app/portfolio")({
  validateSearch: validatePortfolioSearch,
  search: { middlewares: [stripSearchParams(portfolioDefaults)] },
  loaderDeps: ({ search }) => search,
  ...listRouteOptions,
  loader: ({ context, deps }) => {
    const scope = getScope();
    if (!scope) return;
    void context.queryClient.ensureQueryData(portfolioQueryOptions(scope, toPortfolioQuery(deps))).catch(() => {});
  },
  component: PortfolioRoute,
});

function PortfolioRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (change: Partial<PortfolioSearch>) => void navigate({ search: (prev) => ({ ...prev, ...change }) }),
    [navigate],
  );
  return <PortfolioScreen search={search} onChange={onChange} />;
}
