import { createHash } from "node:crypto";
import type { PublicWriteLimits, RateLimiter } from "@staffing/api";
import { MAILS_PER_RECIPIENT_PER_DAY, type MailRecipientLimit } from "@staffing/mail";
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
 * What visitors may ask of the site: per-address limits on the public writes, and the per-recipient
 * limit on mails to typed addresses (sign-in attempts are counted in the database, packages/auth).
 * In memory for one instance; in Redis when REDIS_URL is set, so every instance counts against the
 * same limit. While Redis is away each instance counts in
 * memory (the insurance limiter), and the outage is logged once when it starts and once when it ends.
 */
export function createVisitorLimits(
  config: Config,
  log: Logger,
): { publicWrites: PublicWriteLimits; mailsPerRecipient: MailRecipientLimit; close(): Promise<void> } {
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
  const counter = (options: IRateLimiterOptions) =>
    redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: redis,
          // Before the first connection too (a request at start-up), the memory counts, not an error.
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
  const limiter = (keyPrefix: string, perHour: number): RateLimiter => {
    const store = counter({ keyPrefix: `rl:${keyPrefix}`, points: perHour, duration: 3600 });
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
  const recipients = counter({
    keyPrefix: "rl:mail-recipient",
    points: MAILS_PER_RECIPIENT_PER_DAY,
    duration: 86_400,
  });
  const mailsPerRecipient: MailRecipientLimit = {
    async admit(kind, address) {
      // Keyed by a digest: the store holds no address.
      const recipient = createHash("sha256").update(address.trim().toLowerCase()).digest("base64url");
      try {
        await recipients.consume(`${kind}:${recipient}`);
        return true;
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return false;
        throw refusal;
      }
    },
  };
  return {
    mailsPerRecipient,
    publicWrites: {
      inquiry: limiter("inquiry", config.publicWriteLimits.inquiriesPerHour),
      newsletter: limiter("newsletter", config.publicWriteLimits.newsletterPerHour),
      pageView: limiter("page-view", config.publicWriteLimits.pageViewsPerHour),
    },
    close: async () => {
      await redis?.quit();
    },
  };
}
