import type { Redis } from "ioredis";

/**
 * The counters behind the token-endpoint limits (rate-limit.ts): fixed windows keyed by a string,
 * timed by the limiter's clock (passed in as `now`, milliseconds), never by the store's own. In
 * the process, or in Redis so that every instance counts together; Redis keeps each key only as long
 * as its window (plus a second) runs, the window itself is decided by `now`.
 */
export interface Window {
  count: number;
  /** When the window ends (the limiter's clock, ms). */
  resetAt: number;
}

export interface CounterStore {
  /**
   * Adds one to the key's running window, or starts a window of `windowMs` with 1 when none runs.
   * With `slide`, the window then ends `windowMs` after `now` whatever it was (a memory that every
   * hit refreshes). Answers the window after the hit.
   */
  hit(key: string, windowMs: number, now: number, slide?: boolean): Promise<Window>;
  /** The running windows of the keys (null where none runs), without counting. */
  peek(keys: readonly string[], now: number): Promise<Array<Window | null>>;
  /** Makes the key's window run until `until` at least (count 1 when it starts one). */
  holdUntil(key: string, until: number, now: number): Promise<void>;
  /** Takes one back from the key's running window (a hit that turned out not to count). */
  release(key: string, now: number): Promise<void>;
  delete(key: string): Promise<void>;
}

const PRUNE_ABOVE = 50_000;

/** Counters of this process (the default, and the insurance while Redis does not answer). */
export class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, Window>();
  private prunedAt = Number.NEGATIVE_INFINITY;

  async hit(key: string, windowMs: number, now: number, slide = false): Promise<Window> {
    const running = this.running(key, now);
    const next = running
      ? { count: running.count + 1, resetAt: slide ? now + windowMs : running.resetAt }
      : { count: 1, resetAt: now + windowMs };
    this.set(key, next, now);
    return { ...next };
  }

  async peek(keys: readonly string[], now: number): Promise<Array<Window | null>> {
    return keys.map((key) => {
      const running = this.running(key, now);
      return running ? { ...running } : null;
    });
  }

  async holdUntil(key: string, until: number, now: number): Promise<void> {
    const running = this.running(key, now);
    if (until <= now) return;
    this.set(key, { count: running?.count ?? 1, resetAt: Math.max(until, running?.resetAt ?? 0) }, now);
  }

  async release(key: string, now: number): Promise<void> {
    const running = this.running(key, now);
    if (running && running.count > 0) running.count -= 1;
  }

  async delete(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private running(key: string, now: number): Window | undefined {
    const w = this.windows.get(key);
    if (w && w.resetAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return w;
  }

  private set(key: string, w: Window, now: number): void {
    // Ended windows are dropped when read; past PRUNE_ABOVE keys, a sweep (at most once a second) drops the rest.
    if (this.windows.size >= PRUNE_ABOVE && now - this.prunedAt >= 1000 && !this.windows.has(key)) {
      this.prunedAt = now;
      for (const [k, v] of this.windows) if (v.resetAt <= now) this.windows.delete(k);
    }
    this.windows.set(key, w);
  }
}

// KEYS[1]; ARGV: now, windowMs, slide ("1"/"0"). A hash {c: count, r: resetAt}.
const HIT = `
local now = tonumber(ARGV[1])
local win = tonumber(ARGV[2])
local v = redis.call('HMGET', KEYS[1], 'c', 'r')
local c = tonumber(v[1])
local r = tonumber(v[2])
if c == nil or r == nil or r <= now then
  c = 0
  r = now + win
end
c = c + 1
if ARGV[3] == '1' then r = now + win end
redis.call('HSET', KEYS[1], 'c', c, 'r', r)
redis.call('PEXPIRE', KEYS[1], r - now + 1000)
return {c, r}
`;

// KEYS[1]; ARGV: now, until.
const HOLD = `
local now = tonumber(ARGV[1])
local untilMs = tonumber(ARGV[2])
local v = redis.call('HMGET', KEYS[1], 'c', 'r')
local c = tonumber(v[1])
local r = tonumber(v[2])
if c == nil or r == nil or r <= now then
  c = 1
  r = untilMs
elseif r < untilMs then
  r = untilMs
end
redis.call('HSET', KEYS[1], 'c', c, 'r', r)
redis.call('PEXPIRE', KEYS[1], r - now + 1000)
return 1
`;

// KEYS[1]; ARGV: now.
const RELEASE = `
local r = tonumber(redis.call('HGET', KEYS[1], 'r'))
if r ~= nil and r > tonumber(ARGV[1]) and tonumber(redis.call('HGET', KEYS[1], 'c')) > 0 then
  redis.call('HINCRBY', KEYS[1], 'c', -1)
end
return 1
`;

type Scripted = Redis & {
  casRateHit(key: string, now: string, windowMs: string, slide: string): Promise<[number, number]>;
  casRateHold(key: string, now: string, until: string): Promise<number>;
  casRateRelease(key: string, now: string): Promise<number>;
};

/** Counters in Redis (REDIS_URL): one hash per key, changed by a script so that a hit is atomic. */
export class RedisCounterStore implements CounterStore {
  private readonly redis: Scripted;

  constructor(redis: Redis) {
    redis.defineCommand("casRateHit", { numberOfKeys: 1, lua: HIT });
    redis.defineCommand("casRateHold", { numberOfKeys: 1, lua: HOLD });
    redis.defineCommand("casRateRelease", { numberOfKeys: 1, lua: RELEASE });
    this.redis = redis as Scripted;
  }

  get ready(): boolean {
    return this.redis.status === "ready";
  }

  async hit(key: string, windowMs: number, now: number, slide = false): Promise<Window> {
    const [count, resetAt] = await this.redis.casRateHit(key, String(now), String(windowMs), slide ? "1" : "0");
    return { count: Number(count), resetAt: Number(resetAt) };
  }

  async peek(keys: readonly string[], now: number): Promise<Array<Window | null>> {
    const rows = await Promise.all(keys.map((key) => this.redis.hmget(key, "c", "r")));
    return rows.map(([c, r]) => {
      if (c === null || r === null) return null;
      const w = { count: Number(c), resetAt: Number(r) };
      return w.resetAt > now ? w : null;
    });
  }

  async holdUntil(key: string, until: number, now: number): Promise<void> {
    if (until <= now) return;
    await this.redis.casRateHold(key, String(now), String(until));
  }

  async release(key: string, now: number): Promise<void> {
    await this.redis.casRateRelease(key, String(now));
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(key);
  }
}

/**
 * Redis with the process as insurance: while Redis does not answer, each operation is counted in
 * the process instead (fail-open to a per-instance limit, docs/api-conventions.md), and in Redis
 * again once ioredis has reconnected.
 */
export class InsuredCounterStore implements CounterStore {
  constructor(
    private readonly primary: RedisCounterStore,
    private readonly insurance: MemoryCounterStore,
  ) {}

  hit(key: string, windowMs: number, now: number, slide?: boolean): Promise<Window> {
    return this.either((s) => s.hit(key, windowMs, now, slide));
  }

  peek(keys: readonly string[], now: number): Promise<Array<Window | null>> {
    return this.either((s) => s.peek(keys, now));
  }

  holdUntil(key: string, until: number, now: number): Promise<void> {
    return this.either((s) => s.holdUntil(key, until, now));
  }

  release(key: string, now: number): Promise<void> {
    return this.either((s) => s.release(key, now));
  }

  delete(key: string): Promise<void> {
    return this.either((s) => s.delete(key));
  }

  private async either<T>(op: (store: CounterStore) => Promise<T>): Promise<T> {
    if (!this.primary.ready) return op(this.insurance);
    try {
      return await op(this.primary);
    } catch {
      return op(this.insurance);
    }
  }
}
