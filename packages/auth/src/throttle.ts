import { authSignInThrottle, type Database } from "@staffing/db";
import { eq, inArray, sql } from "drizzle-orm";
import { AuthProviderError } from "./errors";

export interface ThrottlePolicy {
  /** Failed sign-ins of one account before it must wait. */
  accountFreeFailures: number;
  /** The first wait; it doubles with every further failure. */
  accountBaseDelaySeconds: number;
  accountMaxDelaySeconds: number;
  /** Failed sign-ins from one address in a window before that address must wait for the window's end. */
  ipMaxFailures: number;
  windowSeconds: number;
}

// An account waits after five misses (30 s, then 60 s, ... up to 15 min); an address shared by a
// whole office gets a generous allowance, so guessing one account's password never locks out others.
export const DEFAULT_THROTTLE_POLICY: ThrottlePolicy = {
  accountFreeFailures: 5,
  accountBaseDelaySeconds: 30,
  accountMaxDelaySeconds: 15 * 60,
  ipMaxFailures: 100,
  windowSeconds: 15 * 60,
};

const accountKey = (email: string) => `email:${email.trim().toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

export class SignInThrottle {
  constructor(
    private readonly db: Database,
    private readonly policy: ThrottlePolicy = DEFAULT_THROTTLE_POLICY,
  ) {}

  /** Refuses with 429 while the account or the address must wait. */
  async assertAllowed(email: string, ip: string): Promise<void> {
    const rows = await this.db
      .select()
      .from(authSignInThrottle)
      .where(inArray(authSignInThrottle.key, [accountKey(email), ipKey(ip)]));
    const now = Date.now();
    let waitUntil = 0;
    for (const row of rows) {
      if (row.blockedUntil && row.blockedUntil.getTime() > now)
        waitUntil = Math.max(waitUntil, row.blockedUntil.getTime());
    }
    if (waitUntil > now) {
      const retryAfter = Math.ceil((waitUntil - now) / 1000);
      throw new AuthProviderError(
        429,
        "over_request_rate_limit",
        `Too many failed sign-in attempts. Try again in ${retryAfter} seconds.`,
        retryAfter,
      );
    }
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const account = await this.bump(accountKey(email));
    const extra = account.failures - this.policy.accountFreeFailures;
    if (extra >= 0) {
      const delay = Math.min(
        this.policy.accountMaxDelaySeconds,
        this.policy.accountBaseDelaySeconds * 2 ** extra,
      );
      await this.block(accountKey(email), new Date(Date.now() + delay * 1000));
    }
    const address = await this.bump(ipKey(ip));
    if (address.failures >= this.policy.ipMaxFailures) {
      await this.block(
        ipKey(ip),
        new Date(address.windowStartedAt.getTime() + this.policy.windowSeconds * 1000),
      );
    }
  }

  /** A successful sign-in clears the account's count (not the address's). */
  async recordSuccess(email: string): Promise<void> {
    await this.db.delete(authSignInThrottle).where(eq(authSignInThrottle.key, accountKey(email)));
  }

  // Counts one failure; a count older than the window starts again from one.
  private async bump(key: string): Promise<{ failures: number; windowStartedAt: Date }> {
    const expired = sql`${authSignInThrottle.windowStartedAt} < now() - make_interval(secs => ${this.policy.windowSeconds})`;
    const [row] = await this.db
      .insert(authSignInThrottle)
      .values({ key, failures: 1 })
      .onConflictDoUpdate({
        target: authSignInThrottle.key,
        set: {
          failures: sql`case when ${expired} then 1 else ${authSignInThrottle.failures} + 1 end`,
          windowStartedAt: sql`case when ${expired} then now() else ${authSignInThrottle.windowStartedAt} end`,
        },
      })
      .returning({
        failures: authSignInThrottle.failures,
        windowStartedAt: authSignInThrottle.windowStartedAt,
      });
    if (!row) throw new Error("The sign-in throttle was not updated.");
    return row;
  }

  private async block(key: string, until: Date): Promise<void> {
    await this.db
      .update(authSignInThrottle)
      .set({ blockedUntil: until })
      .where(eq(authSignInThrottle.key, key));
  }
}
