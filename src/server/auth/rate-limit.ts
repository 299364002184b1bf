import { Redis } from "ioredis";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { Config } from "../config";
import { ApiError } from "../http/api-error";

/**
 * Token-endpoint rate limits (api-design §3): per client_id and per source address, per minute.
 * In-process by default; shared through Redis when REDIS_URL is set, so several instances count
 * together (with an in-process limiter as insurance while Redis does not answer).
 */
export class TokenRateLimiter {
  private constructor(
    private readonly perClient: RateLimiterAbstract,
    private readonly perAddress: RateLimiterAbstract,
    private readonly redis: Redis | undefined,
  ) {}

  static create(config: Config, namespace = "cas"): TokenRateLimiter {
    const clientOpts = { points: config.tokenRatePerClient, duration: 60, keyPrefix: `${namespace}:rl:client` };
    const addressOpts = { points: config.tokenRatePerAddress, duration: 60, keyPrefix: `${namespace}:rl:addr` };
    if (!config.redisUrl) {
      return new TokenRateLimiter(new RateLimiterMemory(clientOpts), new RateLimiterMemory(addressOpts), undefined);
    }
    const redis = new Redis(config.redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
    });
    redis.on("error", () => {});
    return new TokenRateLimiter(
      new RateLimiterRedis({ ...clientOpts, storeClient: redis, insuranceLimiter: new RateLimiterMemory(clientOpts) }),
      new RateLimiterRedis({
        ...addressOpts,
        storeClient: redis,
        insuranceLimiter: new RateLimiterMemory(addressOpts),
      }),
      redis,
    );
  }

  /** Counts one token request; throws 429 oauth_service_rate_limit with Retry-After when over. */
  async consume(clientId: string, address: string): Promise<void> {
    try {
      await this.perAddress.consume(address);
      await this.perClient.consume(clientId);
    } catch (err) {
      if (err instanceof RateLimiterRes) {
        const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
        throw new ApiError("oauth_service_rate_limit", { headers: { "retry-after": String(seconds) } });
      }
      throw err;
    }
  }

  async close(): Promise<void> {
    this.redis?.disconnect();
  }
}
