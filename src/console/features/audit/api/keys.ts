import type { Scope } from "../../../lib/scope";

/** Query keys of the audit log feature, each starting with the organization scope. */
export const auditKeys = {
  all: ["audit"] as const,
  list: (scope: Scope, query: unknown) => ["audit", scope.requesterId, scope.targetId, "events", query] as const,
};
