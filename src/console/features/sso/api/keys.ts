import type { Scope } from "../../../lib/scope";

/** Query keys of the single sign-on feature, each starting with the organization scope. */
export const ssoKeys = {
  all: ["sso-configuration"] as const,
  configuration: (scope: Scope) => ["sso-configuration", scope.requesterId, scope.targetId] as const,
};
