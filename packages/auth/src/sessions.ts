import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import {
  type AmrEntry,
  type AuthSession,
  authMfaFactors,
  authRefreshTokens,
  authSessions,
  type Database,
  type User,
  users,
} from "@staffing/db";
import { type AuthAssuranceLevel, REFRESH_TOKEN_REUSE_SECONDS } from "@staffing/shared";
import { and, desc, eq, exists, gt, isNull, ne, sql } from "drizzle-orm";
import { AuthProviderError } from "./errors";

export type SignOutScope = "global" | "local" | "others";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const newRefreshToken = () => randomBytes(32).toString("base64url");

export interface ClientInfo {
  ip: string;
  userAgent?: string | undefined;
}

/** How a session was opened, in GoTrue's `amr` terms. */
export const amrEntry = (method: string): AmrEntry => ({ method, timestamp: Math.floor(Date.now() / 1000) });

export async function startSession(
  db: Database,
  userId: string,
  client: ClientInfo,
  method: string,
): Promise<{ session: AuthSession; refreshToken: string }> {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .insert(authSessions)
      .values({ userId, ip: client.ip, userAgent: client.userAgent ?? null, amr: [amrEntry(method)] })
      .returning();
    if (!session) throw new Error("The session was not stored.");
    const refreshToken = newRefreshToken();
    await tx.insert(authRefreshTokens).values({ sessionId: session.id, tokenHash: hashToken(refreshToken) });
    return { session, refreshToken };
  });
}

// The successor of a refresh token is kept encrypted with a key only that token gives: presenting
// it again within the reuse interval yields the same successor, and the table alone yields nothing.
const sealKey = (token: string) => createHash("sha256").update(`successor:${token}`).digest();

function seal(token: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey(token), iv);
  const body = Buffer.concat([cipher.update(successor, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

function unseal(token: string, sealed: string): string | null {
  try {
    const bytes = Buffer.from(sealed, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", sealKey(token), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

export interface RotatedSession {
  session: AuthSession;
  refreshToken: string;
  user: User;
}

/**
 * Trades a refresh token for a new one. Each token is good once; the same token presented again
 * within GoTrue's reuse interval (a double click, a retried request, two tabs at once) answers with
 * the same successor. Presented later, it was stolen or replayed, so the whole session is revoked.
 */
export async function rotateRefreshToken(db: Database, refreshToken: string): Promise<RotatedSession> {
  const tokenHash = hashToken(refreshToken);
  const [found] = await db
    .select({ token: authRefreshTokens, session: authSessions, user: users })
    .from(authRefreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, authRefreshTokens.sessionId))
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(authRefreshTokens.tokenHash, tokenHash))
    .limit(1);
  if (!found) {
    throw new AuthProviderError(
      400,
      "refresh_token_not_found",
      "Invalid Refresh Token: Refresh Token Not Found",
    );
  }
  if (found.session.revokedAt) {
    throw new AuthProviderError(400, "session_expired", "Invalid Refresh Token: Session Expired (Revoked)");
  }
  if (found.user.disabledAt) throw new AuthProviderError(400, "user_banned", "User is banned");

  const outcome = await db.transaction(async (tx) => {
    const next = newRefreshToken();
    // Only one caller can mark the token used, even when two present it at the same moment; the
    // other waits for that one's commit and then reads its successor below.
    const claimed = await tx
      .update(authRefreshTokens)
      .set({ usedAt: sql`now()`, sealedSuccessor: seal(refreshToken, next) })
      .where(and(eq(authRefreshTokens.id, found.token.id), isNull(authRefreshTokens.usedAt)))
      .returning({ id: authRefreshTokens.id });
    if (claimed.length > 0) {
      await tx.insert(authRefreshTokens).values({ sessionId: found.session.id, tokenHash: hashToken(next) });
      const [session] = await tx
        .update(authSessions)
        .set({ refreshedAt: sql`now()` })
        .where(eq(authSessions.id, found.session.id))
        .returning();
      return { refreshToken: next, session: session ?? found.session };
    }
    const successor = await reusableSuccessor(tx, found.token.id, refreshToken);
    if (successor) return { refreshToken: successor, session: found.session };
    await tx.update(authSessions).set({ revokedAt: sql`now()` }).where(eq(authSessions.id, found.session.id));
    return null;
  });
  if (!outcome) {
    throw new AuthProviderError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
  }
  return { ...outcome, user: found.user };
}

// The successor of a token used within the reuse interval, while that successor is still the
// session's (not replaced by a second-factor verification or a sign-out).
async function reusableSuccessor(tx: Database, tokenId: number, token: string): Promise<string | null> {
  const [used] = await tx
    .select({ sealed: authRefreshTokens.sealedSuccessor })
    .from(authRefreshTokens)
    .where(
      and(
        eq(authRefreshTokens.id, tokenId),
        gt(authRefreshTokens.usedAt, sql`now() - make_interval(secs => ${REFRESH_TOKEN_REUSE_SECONDS})`),
      ),
    );
  const successor = used?.sealed ? unseal(token, used.sealed) : null;
  if (!successor) return null;
  const [live] = await tx
    .select({ id: authRefreshTokens.id })
    .from(authRefreshTokens)
    .where(eq(authRefreshTokens.tokenHash, hashToken(successor)));
  return live ? successor : null;
}

/**
 * Gives the session a fresh refresh token and drops its others: after a second factor is verified,
 * the session's tokens are the aal2 ones only.
 */
export async function replaceRefreshTokens(tx: Database, sessionId: string): Promise<string> {
  await tx.delete(authRefreshTokens).where(eq(authRefreshTokens.sessionId, sessionId));
  const refreshToken = newRefreshToken();
  await tx.insert(authRefreshTokens).values({ sessionId, tokenHash: hashToken(refreshToken) });
  return refreshToken;
}

export interface ActiveSession {
  user: User;
  session: AuthSession;
  /** Whether the user has a verified second factor (then only aal2 opens the admin API). */
  hasVerifiedFactor: boolean;
}

/** The user of a live session, or undefined when it was revoked or the account disabled. */
export async function findActiveSession(
  db: Database,
  sessionId: string,
  userId: string,
): Promise<ActiveSession | undefined> {
  const [row] = await db
    .select({
      user: users,
      session: authSessions,
      hasVerifiedFactor: exists(
        db
          .select({ one: sql`1` })
          .from(authMfaFactors)
          .where(and(eq(authMfaFactors.userId, users.id), eq(authMfaFactors.status, "verified"))),
      ).mapWith(Boolean),
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, sessionId),
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeSessions(
  db: Database,
  current: { sessionId: string; userId: string },
  scope: SignOutScope,
) {
  const live = and(eq(authSessions.userId, current.userId), isNull(authSessions.revokedAt));
  const which =
    scope === "local"
      ? eq(authSessions.id, current.sessionId)
      : scope === "others"
        ? and(live, ne(authSessions.id, current.sessionId))
        : live;
  await db.update(authSessions).set({ revokedAt: sql`now()` }).where(which);
}

export async function revokeAllSessionsOf(db: Database, userId: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}

/** Ends the user's aal1 sessions: once a second factor is verified they can open nothing. */
export async function revokeLowAssuranceSessions(tx: Database, userId: string): Promise<void> {
  await tx
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt), eq(authSessions.aal, "aal1")),
    );
}

/** Raises a session to aal2 and records the factor's method in its `amr`. */
export async function raiseAssurance(tx: Database, sessionId: string, method: string): Promise<AuthSession> {
  const [session] = await tx
    .update(authSessions)
    .set({
      aal: "aal2" satisfies AuthAssuranceLevel,
      amr: sql`jsonb_build_array(${JSON.stringify(amrEntry(method))}::jsonb) || ${authSessions.amr}`,
      refreshedAt: sql`now()`,
    })
    .where(eq(authSessions.id, sessionId))
    .returning();
  if (!session) throw new AuthProviderError(403, "session_not_found", "Session not found");
  return session;
}

/** A staff member's live sessions, the most recently active first, for the Settings screen. */
export function listLiveSessions(db: Database, userId: string) {
  return db
    .select({
      id: authSessions.id,
      userAgent: authSessions.userAgent,
      ip: authSessions.ip,
      aal: authSessions.aal,
      createdAt: authSessions.createdAt,
      lastActiveAt: sql<Date>`coalesce(${authSessions.refreshedAt}, ${authSessions.createdAt})`.mapWith(
        (value) => new Date(value),
      ),
    })
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
    .orderBy(desc(sql`coalesce(${authSessions.refreshedAt}, ${authSessions.createdAt})`));
}
