/**
 * Route options of a list screen whose loader only warms the query cache (not awaited). Its search
 * is its loader's deps, so every change of filters is a new route match, and the router swapped
 * the whole screen for its pending skeleton whenever routing that change took over `defaultPendingMs`
 * (150 ms: a busy machine or a slow phone). The filter bar went with it: the menu just used closed
 * and keyboard focus fell to <body> (docs/testing.md, the list kit's status menu). The screen has
 * its own waiting states (the previous rows dimmed, a table skeleton on a first visit), so the
 * router's is never shown for these routes.
 */
export const listRouteOptions = { pendingMs: Number.POSITIVE_INFINITY } as const;
