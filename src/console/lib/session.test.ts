import { afterEach, describe, expect, it, vi } from "vitest";
import { endSession, getSession, onSessionEnded, sessionStore, startSession } from "./session";

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
