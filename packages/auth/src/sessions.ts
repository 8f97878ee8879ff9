import { createHash, randomBytes } from "node:crypto";
import { authRefreshTokens, authSessions, type Database, type User, users } from "@staffing/db";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { AuthProviderError } from "./errors";

export type SignOutScope = "global" | "local" | "others";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const newRefreshToken = () => randomBytes(32).toString("base64url");

export async function startSession(
  db: Database,
  userId: string,
  client: { ip: string; userAgent?: string | undefined },
): Promise<{ sessionId: string; refreshToken: string }> {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .insert(authSessions)
      .values({ userId, ip: client.ip, userAgent: client.userAgent ?? null })
      .returning({ id: authSessions.id });
    if (!session) throw new Error("The session was not stored.");
    const refreshToken = newRefreshToken();
    await tx.insert(authRefreshTokens).values({ sessionId: session.id, tokenHash: hashToken(refreshToken) });
    return { sessionId: session.id, refreshToken };
  });
}

/**
 * Trades a refresh token for a new one. Each token is good once: presenting a used one means it
 * was stolen or replayed, so the whole session is revoked.
 */
export async function rotateRefreshToken(
  db: Database,
  refreshToken: string,
): Promise<{ sessionId: string; refreshToken: string; user: User }> {
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

  return db
    .transaction(async (tx) => {
      // Only one caller can mark the token used, even when two present it at the same moment.
      const claimed = await tx
        .update(authRefreshTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(authRefreshTokens.id, found.token.id), isNull(authRefreshTokens.usedAt)))
        .returning({ id: authRefreshTokens.id });
      if (claimed.length === 0) {
        await tx
          .update(authSessions)
          .set({ revokedAt: sql`now()` })
          .where(eq(authSessions.id, found.session.id));
        return { reused: true as const };
      }
      const next = newRefreshToken();
      await tx.insert(authRefreshTokens).values({ sessionId: found.session.id, tokenHash: hashToken(next) });
      return { reused: false as const, refreshToken: next };
    })
    .then((result) => {
      if (result.reused) {
        throw new AuthProviderError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
      }
      return { sessionId: found.session.id, refreshToken: result.refreshToken, user: found.user };
    });
}

/** The user of a live session, or undefined when it was revoked or the account disabled. */
export async function findActiveSessionUser(
  db: Database,
  sessionId: string,
  userId: string,
): Promise<User | undefined> {
  const [row] = await db
    .select({ user: users })
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
  return row?.user;
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
