import type { Scope } from "../../../lib/scope";

/** Query keys of the people feature, each starting with the organization scope. */
export const peopleKeys = {
  all: ["people"] as const,
  list: (scope: Scope) => ["people", scope.requesterId, scope.targetId, "list"] as const,
};
