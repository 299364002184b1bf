import { Redis } from "ioredis";
import type { Config } from "../config";
import { ApiError } from "../http/api-error";
import { type CounterStore, InsuredCounterStore, MemoryCounterStore, RedisCounterStore } from "./rate-limit-store";

/** The spec's limits are "a minute" (api-design §3). */
const WINDOW_MS = 60_000;
/** A (client_id, address) pair's failures are forgotten after this long without one (or a success). */
const FAILURE_MEMORY_MS = 3_600_000;

/** Which limit refused a token request (the label of `rate_limit_refusals_total`). */
export type RateLimitName = "address" | "client" | "client_failures" | "pair_backoff";

/** The limits of the token endpoint (docs/api-conventions.md, rate limits; README's configuration). */
export interface TokenRateLimits {
  /** Requests presenting the client's right secret, a minute per client_id (TOKEN_RATE_PER_CLIENT). */
  perClient: number;
  /** Every request, a minute per source address (TOKEN_RATE_PER_ADDRESS). */
  perAddress: number;
  /** Failed attempts a minute per client_id from all addresses together (TOKEN_FAILURES_PER_CLIENT). */
  failuresPerClient: number;
  /** Failed attempts of one (client_id, address) pair before it is backed off (TOKEN_BACKOFF_AFTER_FAILURES). */
  backoffAfterFailures: number;
  /** The first back-off, doubled at each further failure of the pair (TOKEN_BACKOFF_BASE_SECONDS). */
  backoffBaseMs: number;
  /** The longest back-off (TOKEN_BACKOFF_MAX_SECONDS). */
  backoffMaxMs: number;
}

/** What `admit` lets through, handed back with the outcome. */
export interface TokenAttempt {
  readonly clientId: string;
  readonly address: string;
}

/** Whole seconds, rounded up, never below 1: a client that waits that long is not refused by the same limit. */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** The back-off of a pair after its n-th failure (n ≥ backoffAfterFailures), else 0. */
export function backoffMs(failures: number, limits: TokenRateLimits): number {
  if (failures < limits.backoffAfterFailures) return 0;
  const doublings = Math.min(failures - limits.backoffAfterFailures, 40);
  return Math.min(limits.backoffBaseMs * 2 ** doublings, limits.backoffMaxMs);
}

/**
 * Token-endpoint rate limits (api-design §3), built so that a stranger who knows a client_id cannot
 * lock its owner out (OWASP, "account lockout"; issue 24):
 * - per source address: every request counts, `perAddress` a minute;
 * - per client_id: only requests presenting the right secret count, `perClient` a minute, so the
 *   owner's budget is the owner's alone;
 * - failed attempts (unknown client or wrong secret) count per (client_id, address) pair, which is
 *   backed off exponentially after `backoffAfterFailures` of them (a success from the pair forgets
 *   them), and per client_id from all addresses against a much higher ceiling, `failuresPerClient`
 *   a minute, that bounds a distributed attack (when it is reached the client_id is refused from
 *   every address until the minute ends: the price of bounding guessing).
 * A refusal is 429 oauth_service_rate_limit whose Retry-After is the longest wait of every limit
 * that refuses, rounded up to whole seconds. A refused attempt verifies no secret.
 * In-process by default; shared through Redis when REDIS_URL is set (with the process as insurance
 * while Redis does not answer). Time is the limiter's clock (`rateLimitClock` in tests).
 */
export class TokenRateLimiter {
  private constructor(
    private readonly store: CounterStore,
    private readonly limits: TokenRateLimits,
    private readonly now: () => number,
    private readonly prefix: string,
    private readonly redis: Redis | undefined,
    private readonly onRefusal: (limit: RateLimitName) => void,
  ) {}

  /** `onRefusal` hears of each 429 with the limit of the longest wait (the metrics count it). */
  static create(
    config: Config,
    namespace = "cas",
    onRefusal: (limit: RateLimitName) => void = () => {},
  ): TokenRateLimiter {
    const limits: TokenRateLimits = {
      perClient: config.tokenRatePerClient,
      perAddress: config.tokenRatePerAddress,
      failuresPerClient: config.tokenFailuresPerClient,
      backoffAfterFailures: config.tokenBackoffAfterFailures,
      backoffBaseMs: config.tokenBackoffBaseSeconds * 1000,
      backoffMaxMs: config.tokenBackoffMaxSeconds * 1000,
    };
    const clock = config.rateLimitClock ?? Date.now;
    const prefix = `${namespace}:rl`;
    if (!config.redisUrl)
      return new TokenRateLimiter(new MemoryCounterStore(), limits, clock, prefix, undefined, onRefusal);
    const redis = new Redis(config.redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
    });
    redis.on("error", () => {});
    const store = new InsuredCounterStore(new RedisCounterStore(redis), new MemoryCounterStore());
    return new TokenRateLimiter(store, limits, clock, prefix, redis, onRefusal);
  }

  private keys(clientId: string, address: string) {
    const pair = JSON.stringify([clientId, address]);
    return {
      address: `${this.prefix}:addr:${address}`,
      granted: `${this.prefix}:client:${clientId}`,
      failures: `${this.prefix}:client-failures:${clientId}`,
      pairFailures: `${this.prefix}:pair-failures:${pair}`,
      pairBackoff: `${this.prefix}:pair-backoff:${pair}`,
    };
  }

  /**
   * Counts the request against its address and refuses it (429, before any secret is verified) when
   * any limit is exhausted. An admitted attempt holds one place under the client's failure ceiling
   * until `succeeded` gives it back, so that attempts in flight together cannot pass the ceiling.
   */
  async admit(clientId: string, address: string): Promise<TokenAttempt> {
    const k = this.keys(clientId, address);
    const now = this.now();
    const [byAddress, [backoff, failures, granted]] = await Promise.all([
      this.store.hit(k.address, WINDOW_MS, now),
      this.store.peek([k.pairBackoff, k.failures, k.granted], now),
    ]);
    const waits: Wait[] = [];
    if (byAddress.count > this.limits.perAddress) waits.push(["address", byAddress.resetAt - now]);
    if (backoff) waits.push(["pair_backoff", backoff.resetAt - now]);
    if (failures && failures.count >= this.limits.failuresPerClient) {
      waits.push(["client_failures", failures.resetAt - now]);
    }
    if (granted && granted.count >= this.limits.perClient) waits.push(["client", granted.resetAt - now]);
    this.refuseIfWaiting(waits);
    const held = await this.store.hit(k.failures, WINDOW_MS, now);
    if (held.count > this.limits.failuresPerClient) {
      await this.store.release(k.failures, now);
      this.refuseIfWaiting([["client_failures", held.resetAt - now]]);
    }
    return { clientId, address };
  }

  /**
   * The attempt presented the client's right secret: it counts against the client's budget (429
   * when attempts in flight together went past it), and the pair's failures are forgotten.
   */
  async succeeded(attempt: TokenAttempt): Promise<void> {
    const k = this.keys(attempt.clientId, attempt.address);
    const now = this.now();
    const [granted] = await Promise.all([
      this.store.hit(k.granted, WINDOW_MS, now),
      this.store.release(k.failures, now),
      this.store.delete(k.pairFailures),
    ]);
    if (granted.count > this.limits.perClient) this.refuseIfWaiting([["client", granted.resetAt - now]]);
  }

  /** The attempt failed (unknown client or wrong secret): it stays under the ceiling, and the pair may be backed off. */
  async failed(attempt: TokenAttempt): Promise<void> {
    const k = this.keys(attempt.clientId, attempt.address);
    const now = this.now();
    const memory = Math.max(FAILURE_MEMORY_MS, 2 * this.limits.backoffMaxMs);
    const failures = await this.store.hit(k.pairFailures, memory, now, true);
    const wait = backoffMs(failures.count, this.limits);
    if (wait > 0) await this.store.holdUntil(k.pairBackoff, now + wait, now);
  }

  /** The attempt ended before its secret was checked (database unreachable): its place under the ceiling is given back. */
  async abandoned(attempt: TokenAttempt): Promise<void> {
    await this.store.release(this.keys(attempt.clientId, attempt.address).failures, this.now());
  }

  async close(): Promise<void> {
    this.redis?.disconnect();
  }

  private refuseIfWaiting(waits: Wait[]): void {
    if (waits.length === 0) return;
    const [limit, longest] = waits.reduce((a, b) => (b[1] > a[1] ? b : a));
    this.onRefusal(limit);
    refuse(longest);
  }
}

/** A limit that refuses, and how long until it would admit the request (ms). */
type Wait = [RateLimitName, number];

function refuse(longest: number): never {
  throw new ApiError("oauth_service_rate_limit", {
    headers: { "retry-after": String(retryAfterSeconds(longest)) },
  });
}
