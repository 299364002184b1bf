import type { QueryClient } from "@tanstack/react-query";

/**
 * What route loaders get as `context.queryClient`. TanStack Query (≈ 12 KB gzip) loads with the
 * signed-in shell (routes/_app.tsx provides it to the components), not with the sign-in page: this
 * stand-in loads the app's one QueryClient (app/query-client.ts) on first use and forwards to it.
 * By the time a signed-in route's loader runs, the shell's chunk has loaded it already.
 */
export type RouteQueryClient = Pick<QueryClient, "ensureQueryData">;

let loading: Promise<QueryClient> | undefined;

export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import("./query-client").then((m) => m.queryClient);
  return loading;
}

export const routeQueryClient: RouteQueryClient = {
  ensureQueryData: ((options: Parameters<QueryClient["ensureQueryData"]>[0]) =>
    loadQueryClient().then((client) => client.ensureQueryData(options))) as QueryClient["ensureQueryData"],
};
