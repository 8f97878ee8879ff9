/** Counts one attempt of a client; answers the seconds to wait when it is over its limit, else null. */
export interface RateLimiter {
  consume(clientKey: string): Promise<number | null>;
}

/** The public writes a bot could flood (pageView: the analytics beacon). */
export type RateLimitedAction = "inquiry" | "newsletter" | "pageView";
export type RateLimits = Record<RateLimitedAction, RateLimiter>;

const unlimited: RateLimiter = { consume: async () => null };
export const NO_RATE_LIMITS: RateLimits = { inquiry: unlimited, newsletter: unlimited, pageView: unlimited };

/** Carried as the cause of a TOO_MANY_REQUESTS error, so HTTP adapters can send Retry-After. */
export class RetryAfter extends Error {
  constructor(readonly seconds: number) {
    super(`retry after ${seconds} s`);
    this.name = "RetryAfter";
  }
}
