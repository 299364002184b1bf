import type { Scope } from "../../../lib/scope";

/**
 * Query keys of the feature. Every key starts with the scope (requester, target): switching the
 * target organization never shows another scope's cached data, and invalidating `scoped(scope)`
 * refreshes every list and detail of that scope after a move.
 */
export const applicationKeys = {
  all: ["applications"] as const,
  scoped: (scope: Scope) => ["applications", scope.requesterId, scope.targetId] as const,
  list: (scope: Scope, query: unknown) => ["applications", scope.requesterId, scope.targetId, "list", query] as const,
  detail: (scope: Scope, id: string) => ["applications", scope.requesterId, scope.targetId, "detail", id] as const,
};
