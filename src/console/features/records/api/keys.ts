import type { Scope } from "../../../lib/scope";

/**
 * Query keys of the records feature; every key starts with "private-records" and the scope (the
 * files feature refreshes the root after an extraction ends: a new score).
 */
export const recordKeys = {
  all: ["private-records"] as const,
  scoped: (scope: Scope) => ["private-records", scope.requesterId, scope.targetId] as const,
  list: (scope: Scope, query: unknown) =>
    ["private-records", scope.requesterId, scope.targetId, "list", query] as const,
  detail: (scope: Scope, id: string) => ["private-records", scope.requesterId, scope.targetId, "detail", id] as const,
  currentScore: (scope: Scope, id: string) =>
    ["private-records", scope.requesterId, scope.targetId, "current-score", id] as const,
};
