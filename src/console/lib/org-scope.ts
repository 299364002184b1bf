import type { Scope } from "./scope";

/**
 * The headers and `org_id` of endpoints whose `org_id` is not simply the Target (api-design §4;
 * spec: Authentication 7). The organization switcher picks a Target; these helpers turn it into
 * the call the API expects, so screens work in every scenario where the data is reachable.
 *
 * - `host-owned` (documents, analytics, document-request list): data a Host holds about a Guest.
 *   Target = me (Self): my own data. Target = my Guest (Host → Guest): the Host sends its own id in
 *   both headers and the Guest's id in `org_id`. Target = my Host (Guest → Host): my own id in
 *   `org_id`, the Host as Target.
 * - `host-guest` (document-request create, reminder, cancellation): the caller is the Host acting
 *   on one of its Guests, always in the Self scenario with `org_id` = the Guest.
 */
export interface OrgCall {
  /** Headers of the call (Requester and Target). */
  scope: Scope;
  /** The `org_id` path parameter. */
  orgId: string;
}

/** The Self scope of the signed-in organization. */
export function selfScopeOf(scope: Scope): Scope {
  return { requesterId: scope.requesterId, targetId: scope.requesterId, targetName: null, scenarios: ["self"] };
}

/** The Guest → Host scope towards one Host (e.g. to complete that Host's document request). */
export function guestScopeTowards(requesterId: string, hostId: string, hostName: string | null = null): Scope {
  return { requesterId, targetId: hostId, targetName: hostName, scenarios: ["guest"] };
}

/** Whose data a host-owned endpoint addresses for the switcher's choice, and with which headers. */
export function hostOwnedCall(scope: Scope): OrgCall {
  if (scope.targetId === scope.requesterId) return { scope, orgId: scope.requesterId };
  // Both directions may exist: reading the Guest's data (as its Host) wins, it is what the switcher names.
  if (scope.scenarios.includes("host")) return { scope: selfScopeOf(scope), orgId: scope.targetId };
  return { scope, orgId: scope.requesterId };
}

/** A Host acting on its Guest `guestId` (Self headers, org_id = the Guest). */
export function hostGuestCall(scope: Scope, guestId: string): OrgCall {
  return { scope: selfScopeOf(scope), orgId: guestId };
}

/** Words for whose data a host-owned screen shows: "your organization", "Borealis Trading Co". */
export function hostOwnedSubject(scope: Scope, ownName = "your organization"): string {
  const call = hostOwnedCall(scope);
  return call.orgId === scope.requesterId ? ownName : (scope.targetName ?? "the chosen organization");
}
