import { createHash } from "node:crypto";
import type { PublicWriteLimits, RateLimiter } from "@staffing/api";
import type { MailRecipientLimit } from "@staffing/mail";
import { canonicalMailbox, clientBucket, RATE_LIMITS, type RateLimitName } from "@staffing/shared";
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
 * The counters of the limits of RATE_LIMITS (packages/shared/src/rate-limits.ts) that live outside the
 * database: per-client limits on the public writes (a client: an IPv4 address, an IPv6 /64), and the
 * per-mailbox limit on mails to typed addresses (sign-in attempts are counted in the database, packages/auth).
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
  // Keyed by a digest of the mailbox (`victim+1@` is `victim@`): the store holds no address.
  const mailboxKey = (address: string) =>
    createHash("sha256").update(canonicalMailbox(address)).digest("base64url");
  const limiter = (
    keyPrefix: string,
    name: RateLimitName,
    count: number,
    keyOf: (key: string) => string = clientBucket,
  ): RateLimiter => {
    const store = counter({
      keyPrefix: `rl:${keyPrefix}`,
      points: count,
      duration: RATE_LIMITS[name].windowSeconds,
    });
    return {
      async consume(clientAddress) {
        try {
          await store.consume(keyOf(clientAddress));
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
    points: RATE_LIMITS.mailPerRecipient.count,
    duration: RATE_LIMITS.mailPerRecipient.windowSeconds,
  });
  const mailsPerRecipient: MailRecipientLimit = {
    async admit(kind, address) {
      try {
        await recipients.consume(`${kind}:${mailboxKey(address)}`);
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
      inquiry: limiter("inquiry", "inquiry", config.publicWriteLimits.inquiriesPerHour),
      newsletter: limiter("newsletter", "newsletter", config.publicWriteLimits.newsletterPerHour),
      jobAlert: limiter("job-alert", "jobAlert", config.publicWriteLimits.jobAlertsPerHour),
      pageView: limiter("page-view", "pageView", config.publicWriteLimits.pageViewsPerHour),
      application: limiter("application", "application", config.publicWriteLimits.applicationsPerHour),
      applicationMailbox: limiter(
        "application-mailbox",
        "applicationMailbox",
        RATE_LIMITS.applicationMailbox.count,
        mailboxKey,
      ),
    },
    close: async () => {
      await redis?.quit();
    },
  };
}
