import type { Scope } from "../../../lib/scope";

/** Query keys of the webhooks feature, each starting with the organization scope. */
export const webhookKeys = {
  all: ["webhooks"] as const,
  endpoints: (scope: Scope, query: unknown) =>
    ["webhooks", scope.requesterId, scope.targetId, "endpoints", query] as const,
  deliveries: (scope: Scope, endpointId: string, query: unknown) =>
    ["webhooks", scope.requesterId, scope.targetId, "deliveries", endpointId, query] as const,
};
