import type { Scope } from "../../../lib/scope";

/** Query keys of the API clients feature, each starting with the organization scope. */
export const apiClientKeys = {
  all: ["api-clients"] as const,
  list: (scope: Scope, query: unknown) => ["api-clients", scope.requesterId, scope.targetId, "list", query] as const,
};
