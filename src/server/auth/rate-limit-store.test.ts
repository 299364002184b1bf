import { describe, expect, it } from "vitest";
import { backoffMs, retryAfterSeconds, type TokenRateLimits } from "./rate-limit";
import { MemoryCounterStore } from "./rate-limit-store";

/** The in-process counters and the arithmetic of the token limits (the rules: rate-limit.api.test.ts). */

const t0 = 1_700_000_000_000;

describe("MemoryCounterStore", () => {
  it("counts hits in a fixed window that starts with the first and ends windowMs later, to the millisecond", async () => {
    const store = new MemoryCounterStore();
    expect(await store.hit("k", 60_000, t0)).toEqual({ count: 1, resetAt: t0 + 60_000 });
    expect(await store.hit("k", 60_000, t0 + 59_999)).toEqual({ count: 2, resetAt: t0 + 60_000 });
    expect(await store.peek(["k", "other"], t0 + 59_999)).toEqual([{ count: 2, resetAt: t0 + 60_000 }, null]);
    expect(await store.peek(["k"], t0 + 60_000)).toEqual([null]);
    expect(await store.hit("k", 60_000, t0 + 60_000)).toEqual({ count: 1, resetAt: t0 + 120_000 });
  });

  it("slides the window with every hit when asked (a memory of failures), and releases and deletes", async () => {
    const store = new MemoryCounterStore();
    await store.hit("m", 1000, t0, true);
    expect(await store.hit("m", 1000, t0 + 900, true)).toEqual({ count: 2, resetAt: t0 + 1900 });
    await store.release("m", t0 + 1000);
    expect(await store.peek(["m"], t0 + 1000)).toEqual([{ count: 1, resetAt: t0 + 1900 }]);
    await store.delete("m");
    expect(await store.peek(["m"], t0 + 1000)).toEqual([null]);
  });

  it("holds a key until an instant, never shortening a running hold", async () => {
    const store = new MemoryCounterStore();
    await store.holdUntil("b", t0 + 8000, t0);
    await store.holdUntil("b", t0 + 2000, t0 + 1000);
    expect(await store.peek(["b"], t0 + 7999)).toEqual([{ count: 1, resetAt: t0 + 8000 }]);
    expect(await store.peek(["b"], t0 + 8000)).toEqual([null]);
  });
});

describe("token limit arithmetic", () => {
  const limits: TokenRateLimits = {
    perClient: 10,
    perAddress: 60,
    failuresPerClient: 100,
    backoffAfterFailures: 5,
    backoffBaseMs: 1000,
    backoffMaxMs: 900_000,
  };

  it("backs a pair off from its 5th failure: 1 s, doubled each time, up to the maximum", () => {
    expect([1, 4, 5, 6, 7, 14, 15, 1000].map((n) => backoffMs(n, limits))).toEqual([
      0, 0, 1000, 2000, 4000, 512_000, 900_000, 900_000,
    ]);
  });

  it("rounds Retry-After up to whole seconds, never below 1", () => {
    expect([1, 999, 1000, 1001, 10_500, 0, -5].map(retryAfterSeconds)).toEqual([1, 1, 1, 2, 11, 1, 1]);
  });
});
