import { afterEach, describe, expect, it, vi } from "vitest";
import { endSession, getSession, onSessionEnded, sessionFromOtherTabs, sessionStore, startSession } from "./session";

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
