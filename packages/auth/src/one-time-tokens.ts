import { createHash, randomBytes, randomInt } from "node:crypto";
import { authOneTimeTokens, type Database } from "@staffing/db";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { AuthProviderError, CODE_EXPIRED_MESSAGE, LINK_EXPIRED_MESSAGE } from "./errors";

export type OneTimePurpose = "recovery" | "invite" | "reauthentication";

// Wrong six-digit codes a token survives: after these it is spent, so a code cannot be guessed.
const MAX_CODE_ATTEMPTS = 5;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const codeHash = (userId: string, code: string) => sha256(`${userId}:${code}`);

/**
 * A new one-use link token (and six-digit code) for a user; any earlier one for the same purpose
 * stops working, so only the newest mail's link does.
 */
export async function issueOneTimeToken(
  db: Database,
  userId: string,
  purpose: OneTimePurpose,
  lifetimeSeconds: number,
): Promise<{ token: string; code: string }> {
  const token = randomBytes(32).toString("base64url");
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await db.transaction(async (tx) => {
    await spendOneTimeTokens(tx, userId, purpose);
    await tx.insert(authOneTimeTokens).values({
      userId,
      purpose,
      tokenHash: sha256(token),
      codeHash: codeHash(userId, code),
      expiresAt: sql`now() + make_interval(secs => ${lifetimeSeconds})`,
    });
  });
  return { token, code };
}

/** Makes every open token of the user for the purpose useless (a password was set meanwhile). */
export async function spendOneTimeTokens(db: Database, userId: string, purpose: OneTimePurpose) {
  await db
    .update(authOneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authOneTimeTokens.userId, userId),
        eq(authOneTimeTokens.purpose, purpose),
        isNull(authOneTimeTokens.usedAt),
      ),
    );
}

const usable = and(isNull(authOneTimeTokens.usedAt), gt(authOneTimeTokens.expiresAt, sql`now()`));

/** Uses the token of an e-mailed link once; answers whose it was, or GoTrue's otp_expired (403). */
export async function useLinkToken(db: Database, token: string, purpose: OneTimePurpose): Promise<string> {
  const [used] = await db
    .update(authOneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(authOneTimeTokens.tokenHash, sha256(token)), eq(authOneTimeTokens.purpose, purpose), usable),
    )
    .returning({ userId: authOneTimeTokens.userId });
  if (!used) throw new AuthProviderError(403, "otp_expired", LINK_EXPIRED_MESSAGE);
  return used.userId;
}

/** Uses the newest open token of the user by its six-digit code; wrong codes wear it out. */
export async function useCode(
  db: Database,
  userId: string,
  code: string,
  purpose: OneTimePurpose,
): Promise<void> {
  const refused = new AuthProviderError(403, "otp_expired", CODE_EXPIRED_MESSAGE);
  const matched = await db.transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(authOneTimeTokens)
      .where(and(eq(authOneTimeTokens.userId, userId), eq(authOneTimeTokens.purpose, purpose), usable))
      .orderBy(desc(authOneTimeTokens.createdAt))
      .limit(1)
      .for("update");
    if (!open) return false;
    if (open.codeHash === codeHash(userId, code)) {
      await tx.update(authOneTimeTokens).set({ usedAt: sql`now()` }).where(eq(authOneTimeTokens.id, open.id));
      return true;
    }
    const attempts = open.failedCodeAttempts + 1;
    await tx
      .update(authOneTimeTokens)
      .set({ failedCodeAttempts: attempts, ...(attempts >= MAX_CODE_ATTEMPTS ? { usedAt: sql`now()` } : {}) })
      .where(eq(authOneTimeTokens.id, open.id));
    return false;
  });
  if (!matched) throw refused;
}
