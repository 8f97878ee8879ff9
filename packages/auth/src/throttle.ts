import { authSignInThrottle, type Database } from "@staffing/db";
import { clientBucket, RATE_LIMITS } from "@staffing/shared";
import { eq, inArray, or, type SQL, sql, TransactionRollbackError } from "drizzle-orm";
import { tooManyRequests, waitInWords } from "./errors";

export interface ThrottlePolicy {
  /** Failed sign-ins to one account from one client before that client must wait. */
  accountFreeFailures: number;
  /** The first wait; it doubles with every further failure. */
  accountBaseDelaySeconds: number;
  accountMaxDelaySeconds: number;
  /** Failed sign-ins to one account from all clients in a window before the account waits for its end. */
  accountMaxFailures: number;
  /** Failed sign-ins from one client in a window before that client must wait for the window's end. */
  ipMaxFailures: number;
  windowSeconds: number;
  /** Password-reset requests per client an hour (per address, the mails' own limit applies). */
  resetRequestsPerClientPerHour: number;
}

// RATE_LIMITS (packages/shared): a client guessing one account waits after five misses (30 s, then
// 60 s, ... up to 15 min) while the owner signs in from elsewhere; a higher cap per account stops a
// guess spread over many clients; an address shared by a whole office gets a generous allowance.
const { signInAccountClient, signInAccount, signInClient, passwordResetPerClient } = RATE_LIMITS;
export const DEFAULT_THROTTLE_POLICY: ThrottlePolicy = {
  accountFreeFailures: signInAccountClient.count,
  accountBaseDelaySeconds: signInAccountClient.lockout.firstWaitSeconds,
  accountMaxDelaySeconds: signInAccountClient.lockout.longestWaitSeconds,
  accountMaxFailures: signInAccount.count,
  ipMaxFailures: signInClient.count,
  windowSeconds: signInClient.windowSeconds,
  resetRequestsPerClientPerHour: passwordResetPerClient.count,
};

const accountOf = (email: string) => email.trim().toLowerCase();
const accountKey = (email: string) => `email:${accountOf(email)}`;
// The pair's prefix names the account, so a reset can lift every client's lock on it at once.
const accountClientPrefix = (email: string) => `email-client:${accountOf(email)} `;
const accountClientKey = (email: string, ip: string) => `${accountClientPrefix(email)}${clientBucket(ip)}`;
const ipKey = (ip: string) => `ip:${clientBucket(ip)}`;

type Rule = "lockout" | "window";

const t = authSignInThrottle;

/**
 * Sign-in limits per account and client (a lockout that grows), per account (a higher cap) and per
 * client (a client: an IPv4 address, an IPv6 /64). The guessing client stays locked out of the
 * account, even with the right password, while its owner signs in from a client that has not failed.
 * Each attempt is counted before its password is checked, and the count and the check of the limit
 * are one statement per key in one transaction: however many attempts arrive at once, no more than
 * the allowance reach the password hash; the others are refused with 429. A success takes its
 * attempt back.
 */
export class SignInThrottle {
  constructor(
    private readonly db: Database,
    private readonly policy: ThrottlePolicy = DEFAULT_THROTTLE_POLICY,
  ) {}

  /** Takes one attempt for the pair, the account and the client, or refuses (429) and counts nothing. */
  async admit(email: string, ip: string): Promise<void> {
    const p = this.policy;
    const admitted = await this.db
      .transaction(async (tx) => {
        const pair = await this.take(tx, accountClientKey(email, ip), "lockout", p.accountFreeFailures);
        const account = pair && (await this.take(tx, accountKey(email), "window", p.accountMaxFailures));
        const client = account && (await this.take(tx, ipKey(ip), "window", p.ipMaxFailures));
        if (!client) tx.rollback();
        return true;
      })
      .catch((error: unknown) => {
        if (isRollback(error)) return false;
        throw error;
      });
    if (!admitted) throw await this.refusal(email, ip);
  }

  /** A successful sign-in clears this client's count on the account and gives back the attempt. */
  async recordSuccess(email: string, ip: string): Promise<void> {
    await this.db.delete(t).where(eq(t.key, accountClientKey(email, ip)));
    await this.db
      .update(t)
      .set({ failures: sql`greatest(${t.failures} - 1, 0)` })
      .where(inArray(t.key, [accountKey(email), ipKey(ip)]));
  }

  /** Lifts every lock on the account (a password reset proves who it is). */
  async clear(email: string): Promise<void> {
    await this.db
      .delete(t)
      .where(or(eq(t.key, accountKey(email)), sql`starts_with(${t.key}, ${accountClientPrefix(email)})`));
  }

  // One statement: count the attempt unless the key is blocked, and block it when this attempt
  // reaches the allowance. No row back means it was blocked.
  private async take(tx: Database, key: string, rule: Rule, allowance: number): Promise<boolean> {
    const p = this.policy;
    const expired = sql`${t.windowStartedAt} < now() - make_interval(secs => ${p.windowSeconds})`;
    const failures = sql`(case when ${expired} then 1 else ${t.failures} + 1 end)`;
    const windowStart = sql`(case when ${expired} then now() else ${t.windowStartedAt} end)`;
    const blockAt = (count: SQL, start: SQL) =>
      rule === "lockout"
        ? sql`case when ${count} >= ${allowance} then now() + make_interval(secs => least(${p.accountMaxDelaySeconds}::float8, ${p.accountBaseDelaySeconds}::float8 * power(2, ${count} - ${allowance}))) end`
        : sql`case when ${count} >= ${allowance} then ${start} + make_interval(secs => ${p.windowSeconds}) end`;
    const rows = await tx
      .insert(t)
      .values({ key, failures: 1, blockedUntil: blockAt(sql`1`, sql`now()`) })
      .onConflictDoUpdate({
        target: t.key,
        set: { failures, windowStartedAt: windowStart, blockedUntil: blockAt(failures, windowStart) },
        setWhere: sql`${t.blockedUntil} is null or ${t.blockedUntil} <= now()`,
      })
      .returning({ key: t.key });
    return rows.length > 0;
  }

  private async refusal(email: string, ip: string) {
    const rows = await this.db
      .select({ blockedUntil: t.blockedUntil })
      .from(t)
      .where(inArray(t.key, [accountClientKey(email, ip), accountKey(email), ipKey(ip)]));
    const until = Math.max(0, ...rows.map((row) => row.blockedUntil?.getTime() ?? 0));
    const seconds = Math.max(1, Math.ceil((until - Date.now()) / 1000));
    return tooManyRequests(
      "over_request_rate_limit",
      `Too many failed sign-in attempts. Try again in ${waitInWords(seconds)}.`,
      seconds,
    );
  }
}

const isRollback = (error: unknown) => error instanceof TransactionRollbackError;
