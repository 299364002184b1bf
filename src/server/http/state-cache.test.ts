import { describe, expect, it } from "vitest";
import { StateCache } from "./state-cache";

/** The short-lived cache of the authenticated hot path (account and session state). */
describe("StateCache", () => {
  const db = {};
  const other = {};

  it("answers from the cache within the TTL, per database and key", async () => {
    const cache = new StateCache<number>(10);
    let reads = 0;
    const read = async () => ++reads;
    expect(await cache.get(db, "a", 60_000, read)).toBe(1);
    expect(await cache.get(db, "a", 60_000, read)).toBe(1);
    expect(await cache.get(db, "b", 60_000, read)).toBe(2);
    expect(await cache.get(other, "a", 60_000, read)).toBe(3);
    expect(cache.size(db)).toBe(2);
    // A TTL of 0 reads every time and keeps nothing.
    const fresh = {};
    expect(await cache.get(fresh, "a", 0, read)).toBe(4);
    expect(await cache.get(fresh, "a", 0, read)).toBe(5);
    expect(cache.size(fresh)).toBe(0);
  });

  it("forgets one key or every key of one database", async () => {
    const cache = new StateCache<string>(10);
    await cache.get(db, "a", 60_000, async () => "old a");
    await cache.get(db, "b", 60_000, async () => "old b");
    await cache.get(other, "a", 60_000, async () => "other a");
    cache.forget(db, "a");
    expect(await cache.get(db, "a", 60_000, async () => "new a")).toBe("new a");
    expect(await cache.get(db, "b", 60_000, async () => "new b")).toBe("old b");
    cache.forget(db);
    expect(await cache.get(db, "b", 60_000, async () => "new b")).toBe("new b");
    expect(await cache.get(other, "a", 60_000, async () => "x")).toBe("other a");
  });

  it("does not keep a value read before a forget that happened while it was read", async () => {
    const cache = new StateCache<string>(10);
    let finish: (v: string) => void = () => {};
    const inFlight = cache.get(db, "a", 60_000, () => new Promise<string>((r) => (finish = r)));
    cache.forget(db);
    finish("read before the change");
    // The caller that started the read gets its answer, but the cache does not keep it.
    expect(await inFlight).toBe("read before the change");
    expect(await cache.get(db, "a", 60_000, async () => "after the change")).toBe("after the change");
  });

  it("drops the oldest entry at its size limit", async () => {
    const cache = new StateCache<string>(2);
    await cache.get(db, "a", 60_000, async () => "a1");
    await cache.get(db, "b", 60_000, async () => "b1");
    await cache.get(db, "c", 60_000, async () => "c1");
    expect(cache.size(db)).toBe(2);
    expect(await cache.get(db, "a", 60_000, async () => "a2")).toBe("a2");
    expect(await cache.get(db, "c", 60_000, async () => "c2")).toBe("c1");
  });
});
