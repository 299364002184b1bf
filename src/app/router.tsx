import { createRouter } from "@tanstack/react-router";
import { ErrorState, Skeleton } from "../components/states";
import { parseSearch, stringifySearch } from "../lib/search-params";
import { routeTree } from "../routeTree.gen";
import { queryClient } from "./query-client";

export interface RouterContext {
  queryClient: typeof queryClient;
}

export const router = createRouter({
  routeTree,
  context: { queryClient },
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
