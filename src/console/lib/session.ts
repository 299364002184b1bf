import type { UserRole } from "../../contract/people";
import { createStore, useStore } from "./external-store";

/**
 * The signed-in person or API client (docs/console.md, docs/people.md "Console").
 *
 * - An API client's access token lives in memory and in sessionStorage (a reload of the tab keeps
 *   it, a closed browser does not).
 * - A person's access token lives in memory only. The refresh token is the httpOnly cookie the
 *   console never sees; a reload or a new tab gets a fresh access token with POST /auth/refresh, and
 *   the open tab refreshes shortly before expiry. Refresh tokens rotate with reuse detection, so only
 *   one tab refreshes at a time (Web Locks API, lock "cas.refresh"); the others take the new token
 *   over the BroadcastChannel. localStorage holds only the marker "a person signed in in this
 *   browser" (`cas.person`, no secret), so a visitor who never signed in is not sent a refresh.
 *
 * A new tab asks the open tabs for the session over a BroadcastChannel (sessionFromOtherTabs), and
 * signing out in one tab signs out all of them.
 * The organization id is read from the token's `org` claim: it is the Requester-Organization-ID.
 */
export interface PersonInfo {
  id: string;
  email: string;
  name: string;
  role: UserRole;
}

export interface Session {
  accessToken: string;
  /** Epoch milliseconds when the token stops being accepted. */
  expiresAt: number;
  /** The API client's id; null for a person. */
  clientId: string | null;
  organizationId: string;
  /** The signed-in person (from the sign-in or refresh answer); absent for an API client. */
  person?: PersonInfo;
}

/** Why the user is asked to sign in (shown on the sign-in screen). */
export const signInReasons = ["expired", "invalid", "signed-out"] as const;
export type SignInReason = (typeof signInReasons)[number];

const storageKey = "cas.session";
/** localStorage: a person signed in in this browser (no secret; the refresh cookie is the proof). */
const personMarkerKey = "cas.person";
/** A person's token is refreshed this long before it expires (at most a quarter of its lifetime). */
const refreshAheadMs = 60_000;

const roleNames: readonly string[] = ["viewer", "analyst", "approver", "admin"];

function asPerson(value: unknown): PersonInfo | undefined {
  if (!value || typeof value !== "object") return undefined;
  const p = value as Partial<PersonInfo>;
  if (typeof p.id !== "string" || typeof p.email !== "string" || typeof p.name !== "string") return undefined;
  if (typeof p.role !== "string" || !roleNames.includes(p.role)) return undefined;
  return { id: p.id, email: p.email, name: p.name, role: p.role };
}

/** The value as a Session, or null when it is not one. */
function asSession(value: unknown): Session | null {
  if (!value || typeof value !== "object") return null;
  const s = value as Partial<Session>;
  if (
    typeof s.accessToken !== "string" ||
    typeof s.expiresAt !== "number" ||
    (typeof s.clientId !== "string" && s.clientId !== null) ||
    typeof s.organizationId !== "string"
  ) {
    return null;
  }
  const person = asPerson(s.person);
  if (s.clientId === null && !person) return null;
  return {
    accessToken: s.accessToken,
    expiresAt: s.expiresAt,
    clientId: s.clientId,
    organizationId: s.organizationId,
    ...(person ? { person } : {}),
  };
}

function readStored(): Session | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(storageKey);
    return raw ? asSession(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export const sessionStore = createStore<Session | null>(readStored());

/** Listeners told when the session ends against the user's will (expiry, revoked token). */
const endedListeners = new Set<(reason: SignInReason) => void>();

/** Decodes (does not verify: the server does) the payload of a JWT. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split(".")[1];
  if (!part) return null;
  try {
    const b64 = part
      .replace(/-/g, "+")
      .replace(/_/g, "/")
      .padEnd(Math.ceil(part.length / 4) * 4, "=");
    const json = new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === "object" ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Builds a session from a token response; null when the token does not name an organization. */
export function sessionFromToken(clientId: string, accessToken: string, expiresIn: number, now = Date.now()) {
  const payload = decodeJwtPayload(accessToken);
  const org = payload?.org;
  if (typeof org !== "string") return null;
  return { accessToken, expiresAt: now + expiresIn * 1000, clientId, organizationId: org } satisfies Session;
}

/** What the sign-in and refresh endpoints answer (the contract's SessionToken, structurally). */
export interface PersonTokenAnswer {
  access_token: string;
  expires_in: number;
  user: { id: string; organization_id: string; email: string; name: string; role: UserRole };
}

/** A person's session from a sign-in or refresh answer. */
export function sessionFromPersonToken(answer: PersonTokenAnswer, now = Date.now()): Session {
  const org = decodeJwtPayload(answer.access_token)?.org;
  const { id, email, name, role } = answer.user;
  return {
    accessToken: answer.access_token,
    expiresAt: now + answer.expires_in * 1000,
    clientId: null,
    organizationId: typeof org === "string" ? org : answer.user.organization_id,
    person: { id, email, name, role },
  };
}

let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleExpiry(session: Session | null) {
  clearTimeout(expiryTimer);
  if (!session) return;
  const left = session.expiresAt - Date.now();
  if (session.person && refresher) {
    // A person's token is renewed shortly before it expires; if that fails, the session ends.
    const delay = Math.max(0, left - Math.min(refreshAheadMs, left / 4));
    expiryTimer = setTimeout(() => void refreshPersonSession().catch(() => {}), Math.min(delay, 2 ** 31 - 1));
    return;
  }
  // setTimeout's ceiling is ~24.8 days; tokens live an hour by default.
  const delay = Math.min(Math.max(left, 0), 2 ** 31 - 1);
  expiryTimer = setTimeout(() => endSession("expired"), delay);
}

export function startSession(session: Session) {
  keepSession(session);
}

function setPersonMarker(on: boolean) {
  try {
    if (on) globalThis.localStorage?.setItem(personMarkerKey, "1");
    else globalThis.localStorage?.removeItem(personMarkerKey);
  } catch {
    // Storage disabled: a reload asks to sign in again.
  }
}

/**
 * Before leaving for the organization's identity provider (single sign-on): the service sets the
 * refresh cookie on the way back, and this marker makes the console ask POST /auth/refresh for the
 * session when it loads again.
 */
export function expectPersonSession() {
  setPersonMarker(true);
}

/** Whether a person signed in in this browser (then a reload or a new tab tries POST /auth/refresh). */
export function personSignedInHere(): boolean {
  try {
    return globalThis.localStorage?.getItem(personMarkerKey) === "1";
  } catch {
    return false;
  }
}

function keepSession(session: Session) {
  try {
    // A person's token stays in memory only; an API client's survives a reload of the tab.
    if (session.person) globalThis.sessionStorage?.removeItem(storageKey);
    else globalThis.sessionStorage?.setItem(storageKey, JSON.stringify(session));
  } catch {
    // Storage full or disabled: the session lives in memory only.
  }
  if (session.person) setPersonMarker(true);
  sessionStore.set(session);
  scheduleExpiry(session);
}

// ---------------------------------------------------------------------------------------------
// A person's refresh: one tab at a time.

/** POST /auth/refresh, given by the auth feature (it carries the contract; this module stays light). */
export type Refresher = () => Promise<Session>;
let refresher: Refresher | null = null;

export function setRefresher(fn: Refresher) {
  refresher = fn;
  scheduleExpiry(sessionStore.get());
}

let inFlight: Promise<Session | null> | null = null;

interface LockManagerLike {
  request: <T>(name: string, callback: () => Promise<T>) => Promise<T>;
}

/**
 * A fresh access token for the person by POST /auth/refresh (the cookie), from one tab at a time:
 * under the Web Locks API lock "cas.refresh" (one request in flight per tab without it). A tab that
 * got the lock after another tab refreshed (its new token came over the channel meanwhile) uses that
 * token instead of refreshing again. The new token is shared with the other tabs. When the refresh
 * is refused (session ended, reused, signed out elsewhere) the session ends here.
 */
export function refreshPersonSession(): Promise<Session | null> {
  if (inFlight) return inFlight;
  const before = sessionStore.get();
  const run = async (): Promise<Session | null> => {
    const now = sessionStore.get();
    if (now?.person && now !== before && now.expiresAt - Date.now() > refreshAheadMs) return now;
    if (!refresher) return null;
    try {
      const fresh = await refresher();
      keepSession(fresh);
      tell({ type: "share", session: fresh });
      return fresh;
    } catch (error) {
      const current = sessionStore.get();
      if (current && current.expiresAt - Date.now() > 5_000 && isNetworkFailure(error)) {
        // The service could not be reached: try again shortly while the token still works.
        clearTimeout(expiryTimer);
        expiryTimer = setTimeout(() => void refreshPersonSession().catch(() => {}), 10_000);
        throw error;
      }
      setPersonMarker(false);
      endSession(current ? "expired" : "signed-out", true);
      throw error;
    }
  };
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  const started = locks ? locks.request("cas.refresh", run) : run();
  inFlight = started.finally(() => {
    inFlight = null;
  });
  return inFlight;
}

function isNetworkFailure(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "network_error";
}

/**
 * The session when the tab starts without one: another tab's, else (a person signed in in this
 * browser) a fresh token from the refresh cookie; null when neither works.
 */
export async function restoreSession(): Promise<Session | null> {
  const shared = await sessionFromOtherTabs();
  if (shared || !personSignedInHere() || !refresher) return shared;
  try {
    return await refreshPersonSession();
  } catch {
    return null;
  }
}

/**
 * Ends the session. `signed-out` is the user's choice (told to the other tabs, which end theirs);
 * other reasons notify the app so it re-asks.
 */
export function endSession(reason: SignInReason, fromOtherTab = false) {
  if (reason === "signed-out" && !fromOtherTab) tell({ type: "signed-out" });
  const had = sessionStore.get() !== null;
  // A person's session ended (signed out, expired, revoked): a reload no longer tries the cookie.
  if (had && sessionStore.get()?.person) setPersonMarker(false);
  if (reason === "signed-out" && !fromOtherTab) setPersonMarker(false);
  try {
    globalThis.sessionStorage?.removeItem(storageKey);
  } catch {
    // ignore
  }
  sessionStore.set(null);
  scheduleExpiry(null);
  if (had && reason !== "signed-out") for (const l of endedListeners) l(reason);
}

export function onSessionEnded(listener: (reason: SignInReason) => void) {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}

/** The current session when it is still valid, else null (an expired stored token is dropped). */
export function getSession(): Session | null {
  const s = sessionStore.get();
  if (s && s.expiresAt <= Date.now()) {
    endSession("expired");
    return null;
  }
  return s;
}

export function useSession() {
  return useStore(sessionStore);
}

// ---------------------------------------------------------------------------------------------
// Tabs of one browser session share the sign-in (same origin only; nothing is written to disk).

type TabMessage = { type: "ask" } | { type: "share"; session: unknown } | { type: "signed-out" };

const channel = typeof BroadcastChannel === "function" ? new BroadcastChannel("cas.session") : null;
const waiting = new Set<(session: Session | null) => void>();

function tell(message: TabMessage) {
  channel?.postMessage(message);
}

if (channel) {
  // Node (tests) keeps a process alive for an open channel; browsers have no unref.
  (channel as { unref?: () => void }).unref?.();
  channel.onmessage = (event: MessageEvent<TabMessage>) => {
    const message = event.data;
    if (message?.type === "ask") {
      const own = getSession();
      if (own) tell({ type: "share", session: own });
    } else if (message?.type === "share") {
      const shared = asSession(message.session);
      if (!shared || shared.expiresAt <= Date.now()) return;
      const own = sessionStore.get();
      // A tab without a session takes it; a person's tab takes the newer token another tab refreshed.
      const newer = own?.person && shared.person?.id === own.person.id && shared.expiresAt > own.expiresAt;
      if (!own || newer) keepSession(shared);
      for (const resolve of waiting) resolve(getSession());
      waiting.clear();
    } else if (message?.type === "signed-out") {
      endSession("signed-out", true);
    }
  };
}

/**
 * The session of this tab or, when it has none, of another open tab of the same browser session
 * (asked over a BroadcastChannel; null after `waitMs` when no tab answers). The auth guard awaits
 * it, so a link opened in a new tab does not ask to sign in again.
 */
export function sessionFromOtherTabs(waitMs = 300): Promise<Session | null> {
  const own = getSession();
  if (own || !channel) return Promise.resolve(own);
  return new Promise((resolve) => {
    const done = (session: Session | null) => {
      clearTimeout(timer);
      waiting.delete(done);
      resolve(session);
    };
    const timer = setTimeout(() => done(getSession()), waitMs);
    waiting.add(done);
    tell({ type: "ask" });
  });
}

scheduleExpiry(sessionStore.get());
