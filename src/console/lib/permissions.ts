import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EndpointDef } from "../../contract/endpoint";
import {
  endpointPermission,
  getCurrentPrincipal,
  type Permission,
  rolePermissions,
  type UserRole,
  userRoles,
} from "../../contract/people";
import { callApi } from "./api-client";
import { type Session, useSession } from "./session";

/** GET /auth/me: who the token speaks for (a person with role and permissions, or an API client). */
export function fetchCurrentPrincipal(signal?: AbortSignal) {
  return callApi(getCurrentPrincipal, { signal });
}

/** Keyed by the session (a person, a client), so another sign-in never reads the previous one's. */
export function currentPrincipalQueryOptions(session: Pick<Session, "clientId" | "person" | "organizationId"> | null) {
  return queryOptions({
    queryKey: ["me", session?.organizationId ?? "", session?.person?.id ?? session?.clientId ?? ""],
    queryFn: ({ signal }) => fetchCurrentPrincipal(signal),
    staleTime: 60_000,
  });
}

export function useCurrentPrincipal() {
  const session = useSession();
  return useQuery({ ...currentPrincipalQueryOptions(session), enabled: session !== null });
}

const roleWords: Record<UserRole, string> = {
  viewer: "viewers",
  analyst: "analysts",
  approver: "approvers",
  admin: "admins",
};

/** "Approvers and admins" — the roles whose permissions include `permission`, from the contract's table. */
export function rolesWith(permission: Permission): string {
  const names = userRoles.filter((r) => rolePermissions[r].includes(permission)).map((r) => roleWords[r]);
  const text = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "nobody");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const defaultDoing: Record<Permission, string> = {
  view: "see this",
  work: "make changes",
  decide: "make credit decisions",
  administer: "administer the organization",
};

/** Why a role cannot: "Approvers and admins can approve." */
export function permissionReason(permission: Permission, doing = defaultDoing[permission]): string {
  return `${rolesWith(permission)} can ${doing}.`;
}

export interface Can {
  allowed: boolean;
  /** Words for a disabled control ("Approvers and admins can approve."); null when allowed. */
  reason: string | null;
  permission: Permission;
}

/**
 * The role that limits the console: the person's from GET /auth/me (a role change applies at once),
 * until it arrives the one of the sign-in answer; an API client has every right (null: no limit).
 */
export function useRole(): UserRole | null {
  const session = useSession();
  const me = useCurrentPrincipal();
  if (!session?.person) return null;
  if (me.data?.kind === "person") return me.data.role;
  return session.person.role;
}

/** Whether the signed-in role holds `permission` (the contract's `rolePermissions`). */
export function usePermission(permission: Permission, doing?: string): Can {
  const role = useRole();
  const allowed = role === null || rolePermissions[role].includes(permission);
  return { allowed, reason: allowed ? null : permissionReason(permission, doing), permission };
}

/** Whether the signed-in role may call `endpoint` (the contract's `endpointPermission`). */
export function useCan(endpoint: Pick<EndpointDef, "id" | "method">, doing?: string): Can {
  return usePermission(endpointPermission(endpoint), doing);
}

/** `useCan` for many controls at once (a list of buttons): a function of the endpoint. */
export function useCanCheck(): (endpoint: Pick<EndpointDef, "id" | "method">, doing?: string) => Can {
  const role = useRole();
  return (endpoint, doing) => {
    const permission = endpointPermission(endpoint);
    const allowed = role === null || rolePermissions[role].includes(permission);
    return { allowed, reason: allowed ? null : permissionReason(permission, doing), permission };
  };
}
