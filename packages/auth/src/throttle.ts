import { authSignInThrottle, type Database } from "@staffing/db";
import { eq, inArray, type SQL, sql, TransactionRollbackError } from "drizzle-orm";
import { tooManyRequests, waitInWords } from "./errors";

export interface ThrottlePolicy {
  /** Failed sign-ins of one account before it must wait. */
  accountFreeFailures: number;
  /** The first wait; it doubles with every further failure. */
  accountBaseDelaySeconds: number;
  accountMaxDelaySeconds: number;
  /** Failed sign-ins from one address in a window before that address must wait for the window's end. */
  ipMaxFailures: number;
  windowSeconds: number;
  /** Password-reset requests per client an hour (per address, the mails' own limit applies). */
  resetRequestsPerClientPerHour: number;
}

// An account waits after five misses (30 s, then 60 s, ... up to 15 min); an address shared by a
// whole office gets a generous allowance, so guessing one account's password never locks out others.
export const DEFAULT_THROTTLE_POLICY: ThrottlePolicy = {
  accountFreeFailures: 5,
  accountBaseDelaySeconds: 30,
  accountMaxDelaySeconds: 15 * 60,
  ipMaxFailures: 100,
  windowSeconds: 15 * 60,
  resetRequestsPerClientPerHour: 20,
};

export const accountKey = (email: string) => `email:${email.trim().toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

const t = authSignInThrottle;

/**
 * Sign-in limits per account and per client address. Each attempt is counted before its password
 * is checked, and the count and the check of the limit are one statement per key in one
 * transaction: however many attempts arrive at once, no more than the allowance reach the password
 * hash; the others are refused with 429. A success takes its attempt back.
 */
export class SignInThrottle {
  constructor(
    private readonly db: Database,
    private readonly policy: ThrottlePolicy = DEFAULT_THROTTLE_POLICY,
  ) {}

  /** Takes one attempt for the account and the address, or refuses (429) and counts nothing. */
  async admit(email: string, ip: string): Promise<void> {
    const admitted = await this.db
      .transaction(async (tx) => {
        const account = await this.take(tx, accountKey(email), "account");
        const address = account && (await this.take(tx, ipKey(ip), "address"));
        if (!address) tx.rollback();
        return true;
      })
      .catch((error: unknown) => {
        if (isRollback(error)) return false;
        throw error;
      });
    if (!admitted) throw await this.refusal(email, ip);
  }

  /** A successful sign-in clears the account's count and gives the address its attempt back. */
  async recordSuccess(email: string, ip: string): Promise<void> {
    await this.clear(email);
    await this.db
      .update(t)
      .set({ failures: sql`greatest(${t.failures} - 1, 0)` })
      .where(eq(t.key, ipKey(ip)));
  }

  /** Lifts the account's lock (a password reset proves who it is). */
  async clear(email: string): Promise<void> {
    await this.db.delete(t).where(eq(t.key, accountKey(email)));
  }

  // One statement: count the attempt unless the key is blocked, and block it when this attempt
  // reaches the allowance. No row back means it was blocked.
  private async take(tx: Database, key: string, kind: "account" | "address"): Promise<boolean> {
    const p = this.policy;
    const expired = sql`${t.windowStartedAt} < now() - make_interval(secs => ${p.windowSeconds})`;
    const failures = sql`(case when ${expired} then 1 else ${t.failures} + 1 end)`;
    const windowStart = sql`(case when ${expired} then now() else ${t.windowStartedAt} end)`;
    const blockAt = (count: SQL, start: SQL) =>
      kind === "account"
        ? sql`case when ${count} >= ${p.accountFreeFailures} then now() + make_interval(secs => least(${p.accountMaxDelaySeconds}::float8, ${p.accountBaseDelaySeconds}::float8 * power(2, ${count} - ${p.accountFreeFailures}))) end`
        : sql`case when ${count} >= ${p.ipMaxFailures} then ${start} + make_interval(secs => ${p.windowSeconds}) end`;
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
      .where(inArray(t.key, [accountKey(email), ipKey(ip)]));
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
