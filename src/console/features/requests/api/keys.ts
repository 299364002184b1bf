import type { Scope } from "../../../lib/scope";

/** Query keys of the document-request feature, each starting with the scope. */
export const requestKeys = {
  all: ["document-requests"] as const,
  scoped: (scope: Scope) => ["document-requests", scope.requesterId, scope.targetId] as const,
  list: (scope: Scope, query: unknown) =>
    ["document-requests", scope.requesterId, scope.targetId, "list", query] as const,
  /** The Host's requests across all its Guests (always Self: the switcher's Target does not matter). */
  hostList: (requesterId: string, query: unknown) => ["document-requests", requesterId, "host-list", query] as const,
};
