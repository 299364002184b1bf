import type { Scope } from "../../../lib/scope";

/** Query keys of the settings feature, each starting with the organization scope. */
export const settingsKeys = {
  all: ["organization-settings"] as const,
  settings: (scope: Scope) => ["organization-settings", scope.requesterId, scope.targetId] as const,
};
