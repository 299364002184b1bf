import type { Scope } from "../../../lib/scope";

export const partnerKeys = {
  all: ["partners"] as const,
  list: (scope: Scope, query: unknown) => ["partners", scope.requesterId, scope.targetId, "list", query] as const,
  detail: (scope: Scope, partnerId: string) =>
    ["partners", scope.requesterId, scope.targetId, "detail", partnerId] as const,
};
