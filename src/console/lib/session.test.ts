import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  endSession,
  getSession,
  onSessionEnded,
  personSignedInHere,
  refreshPersonSession,
  sessionFromOtherTabs,
  sessionStore,
  setRefresher,
  startSession,
} from "./session";

afterEach(() => {
  endSession("signed-out");
  vi.useRealTimers();
});

const session = (expiresAt: number) => ({ accessToken: "t", expiresAt, clientId: "c", organizationId: "o" });

describe("session", () => {
  it("asks to sign in again when the token's lifetime ends (never silently)", () => {
    vi.useFakeTimers();
    const reasons: string[] = [];
    const off = onSessionEnded((r) => reasons.push(r));
    startSession(session(Date.now() + 60_000));
    expect(getSession()).not.toBeNull();
    vi.advanceTimersByTime(60_000);
    expect(sessionStore.get()).toBeNull();
    expect(reasons).toEqual(["expired"]);
    off();
  });

  it("signing out is not reported as an expiry", () => {
    const reasons: string[] = [];
    const off = onSessionEnded((r) => reasons.push(r));
    startSession(session(Date.now() + 60_000));
    endSession("signed-out");
    expect(sessionStore.get()).toBeNull();
    expect(reasons).toEqual([]);
    off();
  });

  it("an expired session is dropped when read", () => {
    sessionStore.set(session(Date.now() - 1));
    expect(getSession()).toBeNull();
  });
});

describe("session across tabs", () => {
  const otherTab = () => {
    const tab = new BroadcastChannel("cas.session");
    (tab as { unref?: () => void }).unref?.();
    return tab;
  };

  it("a tab without a session takes the one another tab hands over", async () => {
    const tab = otherTab();
    const theirs = session(Date.now() + 60_000);
    tab.onmessage = (e: MessageEvent<{ type: string }>) => {
      if (e.data.type === "ask") tab.postMessage({ type: "share", session: theirs });
    };
    expect(await sessionFromOtherTabs(2000)).toEqual(theirs);
    expect(getSession()).toEqual(theirs);
    tab.close();
  });

  it("with no other tab answering, there is no session after the wait", async () => {
    expect(await sessionFromOtherTabs(50)).toBeNull();
  });

  it("an expired or malformed session from another tab is not taken", async () => {
    const tab = otherTab();
    tab.onmessage = (e: MessageEvent<{ type: string }>) => {
      if (e.data.type !== "ask") return;
      tab.postMessage({ type: "share", session: session(Date.now() - 1) });
      tab.postMessage({ type: "share", session: { accessToken: 1 } });
    };
    expect(await sessionFromOtherTabs(200)).toBeNull();
    tab.close();
  });

  it("answers another tab's ask, and signing out in another tab signs this one out", async () => {
    const mine = session(Date.now() + 60_000);
    startSession(mine);
    const tab = otherTab();
    const shared = new Promise<unknown>((resolve) => {
      tab.onmessage = (e: MessageEvent<{ type: string; session?: unknown }>) => {
        if (e.data.type === "share") resolve(e.data.session);
      };
    });
    tab.postMessage({ type: "ask" });
    expect(await shared).toEqual(mine);
    tab.postMessage({ type: "signed-out" });
    await vi.waitFor(() => expect(sessionStore.get()).toBeNull());
    tab.close();
  });
});

describe("a person's session", () => {
  const memoryStorage = () => {
    const items = new Map<string, string>();
    return {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    };
  };
  beforeEach(() => {
    vi.stubGlobal("sessionStorage", memoryStorage());
    vi.stubGlobal("localStorage", memoryStorage());
  });
  afterEach(() => {
    endSession("signed-out");
    vi.unstubAllGlobals();
  });
  const person = (expiresAt: number, token = "p") => ({
    accessToken: token,
    expiresAt,
    clientId: null,
    organizationId: "o",
    person: { id: "u1", email: "p@example.com", name: "Pat", role: "analyst" as const },
  });

  it("keeps the access token in memory only, and marks that a person signed in here", () => {
    startSession(person(Date.now() + 600_000));
    expect(sessionStorage.getItem("cas.session")).toBeNull();
    expect(personSignedInHere()).toBe(true);
    endSession("signed-out");
    expect(personSignedInHere()).toBe(false);
  });

  it("refreshes once at a time, before expiry, and shares the new token with the other tabs", async () => {
    const tab = new BroadcastChannel("cas.session");
    (tab as { unref?: () => void }).unref?.();
    const shared: unknown[] = [];
    tab.onmessage = (e: MessageEvent<{ type: string; session?: unknown }>) => {
      if (e.data.type === "share") shared.push(e.data.session);
    };
    let calls = 0;
    setRefresher(async () => {
      calls++;
      return person(Date.now() + 600_000, `fresh-${calls}`);
    });
    startSession(person(Date.now() + 600_000));
    const [a, b] = await Promise.all([refreshPersonSession(), refreshPersonSession()]);
    expect(calls).toBe(1);
    expect(a?.accessToken).toBe("fresh-1");
    expect(b).toBe(a);
    expect(getSession()?.accessToken).toBe("fresh-1");
    await vi.waitFor(() => expect(shared).toHaveLength(1));
    tab.close();
  });

  it("a refused refresh ends the session and asks to sign in", async () => {
    const reasons: string[] = [];
    const off = onSessionEnded((r) => reasons.push(r));
    setRefresher(async () => {
      throw Object.assign(new Error("ended"), { code: "session_ended" });
    });
    startSession(person(Date.now() + 600_000));
    await expect(refreshPersonSession()).rejects.toThrow("ended");
    expect(sessionStore.get()).toBeNull();
    expect(reasons).toEqual(["expired"]);
    expect(personSignedInHere()).toBe(false);
    off();
  });
});
