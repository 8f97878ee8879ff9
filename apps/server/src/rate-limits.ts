import type { RateLimiter, RateLimits } from "@staffing/api";
import { Redis } from "ioredis";
import type { Logger } from "pino";
import {
  type IRateLimiterOptions,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import type { Config } from "./config";

/**
 * Per-address limits on the public writes. In memory for one instance; in Redis when REDIS_URL is
 * set, so every instance counts against the same limit. While Redis is away each instance counts in
 * memory (the insurance limiter), and the outage is logged once when it starts and once when it ends.
 */
export function createRateLimits(
  config: Config,
  log: Logger,
): { limits: RateLimits; close(): Promise<void> } {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : null;
  if (redis) {
    let away = false;
    // ioredis reports every failed reconnection attempt: only the first of an outage is news.
    redis.on("error", (error: Error) => {
      if (away) return;
      away = true;
      log.warn({ err: error }, "Redis is unreachable: rate limits are counted in memory until it is back");
    });
    redis.on("ready", () => {
      if (!away) return;
      away = false;
      log.info("Redis is back: rate limits are shared again");
    });
  }
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
