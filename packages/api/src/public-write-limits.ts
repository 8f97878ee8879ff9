/**
 * Counts one attempt of a client (its address; the limit counts an IPv6 address by its /64); answers
 * the seconds to wait when it is over its limit, else null. Limits: RATE_LIMITS in @staffing/shared.
 */
export interface RateLimiter {
  consume(clientAddress: string): Promise<number | null>;
}

/**
 * The public writes a bot could flood, each limited per client address (pageView: the analytics
 * beacon), and applications also per mailbox (`applicationMailbox`: its key is the e-mail address
 * typed, counted as the mailbox it reaches). Sign-in attempts are limited apart (packages/auth),
 * mails per recipient too (packages/mail).
 */
export type PublicWrite =
  | "inquiry"
  | "newsletter"
  | "jobAlert"
  | "pageView"
  | "application"
  | "applicationMailbox";
export type PublicWriteLimits = Record<PublicWrite, RateLimiter>;

const unlimited: RateLimiter = { consume: async () => null };
export const NO_PUBLIC_WRITE_LIMITS: PublicWriteLimits = {
  inquiry: unlimited,
  newsletter: unlimited,
  jobAlert: unlimited,
  pageView: unlimited,
  application: unlimited,
  applicationMailbox: unlimited,
};

/** Carried as the cause of a TOO_MANY_REQUESTS error, so HTTP adapters can send Retry-After. */
export class RetryAfter extends Error {
  constructor(readonly seconds: number) {
    super(`retry after ${seconds} s`);
    this.name = "RetryAfter";
  }
}
