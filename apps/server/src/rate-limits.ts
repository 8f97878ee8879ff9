import type { RateLimiter, RateLimits } from "@staffing/api";
import { Redis } from "ioredis";
import {
  type IRateLimiterOptions,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import type { Config } from "./config";

/**
 * Per-address limits on the public writes. In memory for one instance; in Redis when REDIS_URL is
 * set, so every instance counts against the same limit.
 */
export function createRateLimits(config: Config): { limits: RateLimits; close(): Promise<void> } {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : null;
  const limiter = (keyPrefix: string, perHour: number): RateLimiter => {
    const options: IRateLimiterOptions = { keyPrefix: `rl:${keyPrefix}`, points: perHour, duration: 3600 };
    const store = redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: redis,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
    return {
      async consume(clientKey) {
        try {
          await store.consume(clientKey);
          return null;
        } catch (refusal) {
          if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
          throw refusal;
        }
      },
    };
  };
  return {
    limits: {
      inquiry: limiter("inquiry", config.rateLimits.inquiriesPerHour),
      newsletter: limiter("newsletter", config.rateLimits.newsletterPerHour),
    },
    close: async () => {
      await redis?.quit();
    },
  };
}
