import type { EndpointDef } from "../../contract/endpoint";
import type { Scenario } from "../../contract/scenarios";
import { createStore, useStore } from "./external-store";
import { getSession, sessionStore } from "./session";

/**
 * The organization scope of every organization-scoped call: the Requester (always the signed-in
 * client's organization) and the Target chosen in the organization switcher, with the scenario(s)
 * that pair makes (Self, Host → Guest, Guest → Host). Kept in sessionStorage so a reload keeps it.
 *
 * Query keys include `targetId`, so switching the target never shows another scope's cached data.
 */
export interface Scope {
  requesterId: string;
  targetId: string;
  /** Display name of the target; null when it is the requester itself and its name is not known yet. */
  targetName: string | null;
  /** Usually one; two when connections exist in both directions. */
  scenarios: readonly Scenario[];
}

interface StoredTarget {
  requesterId: string;
  targetId: string;
  targetName: string | null;
  scenarios: Scenario[];
}

const storageKey = "cas.target";

function readStored(): StoredTarget | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(storageKey);
    return raw ? (JSON.parse(raw) as StoredTarget) : null;
  } catch {
    return null;
  }
}

const targetStore = createStore<StoredTarget | null>(readStored());

function selfScope(requesterId: string): Scope {
  return { requesterId, targetId: requesterId, targetName: null, scenarios: ["self"] };
}

let cached: { session: unknown; target: unknown; scope: Scope | null } = { session: null, target: null, scope: null };

/** The current scope; null when nobody is signed in. Stable identity while nothing changes. */
export function getScope(): Scope | null {
  const session = sessionStore.get();
  const target = targetStore.get();
  if (cached.session === session && cached.target === target) return cached.scope;
  let scope: Scope | null = null;
  if (session) {
    scope =
      target && target.requesterId === session.organizationId && target.targetId !== session.organizationId
        ? { ...target }
        : selfScope(session.organizationId);
  }
  cached = { session, target, scope };
  return scope;
}

/** The scope for a call that needs one; throws when nobody is signed in (guards prevent that). */
export function requireScope(): Scope {
  const scope = getSession() ? getScope() : null;
  if (!scope) throw new Error("Not signed in");
  return scope;
}

export function setTarget(target: { targetId: string; targetName: string | null; scenarios: Scenario[] }) {
  const session = sessionStore.get();
  if (!session) return;
  const next: StoredTarget = { requesterId: session.organizationId, ...target };
  try {
    globalThis.sessionStorage?.setItem(storageKey, JSON.stringify(next));
  } catch {
    // memory only
  }
  targetStore.set(next);
}

export function resetTarget() {
  try {
    globalThis.sessionStorage?.removeItem(storageKey);
  } catch {
    // ignore
  }
  targetStore.set(null);
}

function subscribe(listener: () => void) {
  const a = sessionStore.subscribe(listener);
  const b = targetStore.subscribe(listener);
  return () => {
    a();
    b();
  };
}

const scopeStore = { get: getScope, set: () => {}, subscribe };

/** The current scope (null when signed out). Components re-render when it changes. */
export function useScope(): Scope | null {
  return useStore(scopeStore);
}

/** Subscribe to scope changes outside React (the router re-runs its loaders). */
export const onScopeChange = subscribe;

/** Scenarios an endpoint permits; organization endpoints without a list are Self only. */
export function endpointScenarios(endpoint: Pick<EndpointDef, "auth" | "scenarios">): readonly Scenario[] {
  if (endpoint.auth !== "org") return ["self", "host", "guest"];
  return endpoint.scenarios ?? ["self"];
}

/** Whether the scope's scenario lets the caller use the endpoint. */
export function scopeAllows(scope: Scope | null, endpoint: Pick<EndpointDef, "auth" | "scenarios">): boolean {
  if (!scope) return false;
  const permitted = endpointScenarios(endpoint);
  return scope.scenarios.some((s) => permitted.includes(s));
}
