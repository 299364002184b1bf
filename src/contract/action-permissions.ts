import { applicationActionEndpoints } from "./applications";
import type { EndpointDef } from "./endpoint";
import { endpointPermission, type Permission, roleAllows, type UserRole } from "./people";
import { signatureActionEndpoints } from "./signatures";
import type { ApplicationAction } from "./transitions";

/**
 * Which moves of a credit application a person's role permits (issue 26, docs/people.md "Roles"):
 * a move needs the permission of the endpoint that performs it, read from the one permission table
 * (`endpointPermission`). The server's `allowed_actions` and the console's buttons both read this.
 */

/** The endpoint that performs each move of the transition table. */
export const actionEndpoints: Readonly<Record<ApplicationAction, EndpointDef>> = {
  ...applicationActionEndpoints,
  ...signatureActionEndpoints,
};

/** The permission a move needs (approve → decide, start_review → work, …). */
export function actionPermission(action: ApplicationAction): Permission {
  return endpointPermission(actionEndpoints[action]);
}

/**
 * The moves open to the caller's organization split by the person's role: `allowed` keeps the
 * order of `actions`; `withheld` are those the role lacks. An API client (`role` null) has every
 * right: nothing is withheld.
 */
export function splitActionsByRole(
  actions: readonly ApplicationAction[],
  role: UserRole | null,
): { allowed: ApplicationAction[]; withheld: ApplicationAction[] } {
  if (role === null) return { allowed: [...actions], withheld: [] };
  const allowed: ApplicationAction[] = [];
  const withheld: ApplicationAction[] = [];
  for (const a of actions) (roleAllows(role, actionPermission(a)) ? allowed : withheld).push(a);
  return { allowed, withheld };
}
