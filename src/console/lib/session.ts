import { createStore, useStore } from "./external-store";

/**
 * The signed-in API client. The access token lives in memory and in sessionStorage (so a reload of
 * the tab keeps the session, a closed browser does not); never in localStorage. A new tab of the
 * same browser session asks the open tabs for it over a BroadcastChannel (sessionFromOtherTabs), and
 * signing out in one tab signs out all of them.
 * The organization id is read from the token's `org` claim: it is the Requester-Organization-ID.
 */
export interface Session {
  accessToken: string;
  /** Epoch milliseconds when the token stops being accepted. */
  expiresAt: number;
  clientId: string;
  organizationId: string;
}

/** Why the user is asked to sign in (shown on the sign-in screen). */
export const signInReasons = ["expired", "invalid", "signed-out"] as const;
export type SignInReason = (typeof signInReasons)[number];

const storageKey = "cas.session";

/** The value as a Session, or null when it is not one. */
function asSession(value: unknown): Session | null {
  if (!value || typeof value !== "object") return null;
  const s = value as Partial<Session>;
  if (
    typeof s.accessToken !== "string" ||
    typeof s.expiresAt !== "number" ||
    typeof s.clientId !== "string" ||
    typeof s.organizationId !== "string"
  ) {
    return null;
  }
  return { accessToken: s.accessToken, expiresAt: s.expiresAt, clientId: s.clientId, organizationId: s.organizationId };
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

let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleExpiry(session: Session | null) {
  clearTimeout(expiryTimer);
  if (!session) return;
  // setTimeout's ceiling is ~24.8 days; tokens live an hour by default.
  const delay = Math.min(Math.max(session.expiresAt - Date.now(), 0), 2 ** 31 - 1);
  expiryTimer = setTimeout(() => endSession("expired"), delay);
}

export function startSession(session: Session) {
  keepSession(session);
}

function keepSession(session: Session) {
  try {
    globalThis.sessionStorage?.setItem(storageKey, JSON.stringify(session));
  } catch {
    // Storage full or disabled: the session lives in memory only.
  }
  sessionStore.set(session);
  scheduleExpiry(session);
}

/**
 * Ends the session. `signed-out` is the user's choice (told to the other tabs, which end theirs);
 * other reasons notify the app so it re-asks.
 */
export function endSession(reason: SignInReason, fromOtherTab = false) {
  if (reason === "signed-out" && !fromOtherTab) tell({ type: "signed-out" });
  const had = sessionStore.get() !== null;
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
      if (!sessionStore.get()) keepSession(shared);
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
