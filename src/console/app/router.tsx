import { createRouter } from "@tanstack/react-router";
import { ErrorState, Skeleton } from "../components/states";
import { parseSearch, stringifySearch } from "../lib/search-params";
import { routeTree } from "../routeTree.gen";
import { type RouteQueryClient, routeQueryClient } from "./route-query-client";

export interface RouterContext {
  queryClient: RouteQueryClient;
}

export const router = createRouter({
  routeTree,
  context: { queryClient: routeQueryClient },
  parseSearch,
  stringifySearch,
  defaultPreload: "intent",
  // Loaders only warm the query cache; TanStack Query decides freshness.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  defaultPendingMs: 150,
  defaultPendingComponent: () => <Skeleton lines={6} />,
  defaultErrorComponent: ({ error, reset }) => <ErrorState error={error} onRetry={reset} />,
  defaultNotFoundComponent: () => (
    <div className="state">
      <p className="state__title">This page does not exist.</p>
    </div>
  ),
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
