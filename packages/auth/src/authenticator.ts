import { createHash } from "node:crypto";
import { type Database, isDatabaseUnavailable, type User, users } from "@staffing/db";
import type { AuthAssuranceLevel, UserRole } from "@staffing/shared";
import { eq } from "drizzle-orm";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { LRUCache } from "lru-cache";
import { SignInUnavailable } from "./errors";
import type { EmbeddedAuthProvider } from "./provider";
import { findUserByEmail } from "./users";
import { AUDIENCE } from "./wire";

/** The signed-in staff member a request acts for. The role always comes from our users table. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  username: string;
  role: UserRole;
  // Optional so a user built by hand (procedure tests) is an aal1 user without a second factor.
  /** The token's session (the embedded provider's; absent for a hosted one's). */
  sessionId?: string | null;
  aal?: AuthAssuranceLevel;
  /** A verified second factor exists but this session has not used it: only aal2 may act. */
  needsSecondFactor?: boolean;
  /** Whether the account has a verified second factor (an aal2 session has used one). */
  hasSecondFactor?: boolean;
}

/** Turns a bearer token into the user it stands for, or null when it stands for nobody. */
export interface Authenticator {
  /** Throws (the database's error) when the database cannot answer: a 503, never a 401. */
  authenticate(token: string | undefined): Promise<AuthenticatedUser | null>;
  /** Whether staff sign in with a password kept here (the embedded provider), not at a hosted one. */
  readonly keepsPasswords: boolean;
}

const toAuthenticatedUser = (
  user: User,
  session: { sessionId: string | null; aal: AuthAssuranceLevel; hasVerifiedFactor: boolean },
): AuthenticatedUser => ({
  id: user.id,
  email: user.email,
  username: user.username,
  role: user.role,
  sessionId: session.sessionId,
  aal: session.aal,
  needsSecondFactor: session.hasVerifiedFactor && session.aal !== "aal2",
  hasSecondFactor: session.hasVerifiedFactor,
});

/** Tokens of the embedded provider: valid signature and a session that was not signed out. */
export function embeddedAuthenticator(provider: EmbeddedAuthProvider): Authenticator {
  return {
    keepsPasswords: true,
    async authenticate(token) {
      if (!token) return null;
      try {
        const verified = await provider.verifyAccessToken(token);
        return toAuthenticatedUser(verified.user, verified);
      } catch (error) {
        // An outage is not a bad token: the panel must not sign everyone out over it.
        if (isDatabaseUnavailable(error)) {
          throw new SignInUnavailable("The database is not reachable.", { cause: error });
        }
        return null;
      }
    },
  };
}

interface HostedUser {
  factors?: { status?: string }[];
}

/**
 * Tokens of a hosted Supabase-compatible provider, checked against its published keys; the
 * token's e-mail names the account in our users table. An aal1 token is asked about at the
 * provider (GET /auth/v1/user, kept a minute): a user with a verified factor there needs aal2 here.
 */
export function hostedAuthenticator(db: Database, providerUrl: string, anonKey: string): Authenticator {
  const base = withSlash(providerUrl);
  const jwks = createRemoteJWKSet(new URL("auth/v1/.well-known/jwks.json", base), {
    headers: { apikey: anonKey },
  });
  const factorsKnown = new LRUCache<string, boolean>({ max: 10_000, ttl: 60_000 });
  const hasVerifiedFactor = async (token: string): Promise<boolean | null> => {
    const key = createHash("sha256").update(token).digest("hex");
    const known = factorsKnown.get(key);
    if (known !== undefined) return known;
    const response = await fetch(new URL("auth/v1/user", base), {
      headers: { apikey: anonKey, authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(5000),
    }).catch((error: unknown) => {
      throw new SignInUnavailable("The sign-in provider is not reachable.", { cause: error });
    });
    if (response.status >= 500)
      throw new SignInUnavailable(`The sign-in provider answered ${response.status}.`);
    // A token the provider no longer knows (signed out there) opens nothing here either.
    if (!response.ok) return null;
    const user = (await response.json()) as HostedUser;
    const answer = (user.factors ?? []).some((factor) => factor.status === "verified");
    factorsKnown.set(key, answer);
    return answer;
  };
  return {
    keepsPasswords: false,
    async authenticate(token) {
      if (!token) return null;
      let payload: Record<string, unknown>;
      try {
        ({ payload } = await jwtVerify(token, jwks, { audience: AUDIENCE, algorithms: ["ES256", "RS256"] }));
      } catch {
        return null;
      }
      const email = payload.email;
      if (typeof email !== "string" || email === "") return null;
      const user = await findUserByEmail(db, email);
      if (!user || user.disabledAt) return null;
      const aal: AuthAssuranceLevel = payload.aal === "aal2" ? "aal2" : "aal1";
      const verifiedFactor = aal === "aal1" ? await hasVerifiedFactor(token) : false;
      if (verifiedFactor === null) return null;
      // The provider signed an invited colleague in: they accepted (the Users screen stops saying "Invited").
      if (user.invitedAt) await db.update(users).set({ invitedAt: null }).where(eq(users.id, user.id));
      // An aal2 token was raised with a factor: the provider is not asked about it.
      return toAuthenticatedUser(user, {
        sessionId: null,
        aal,
        hasVerifiedFactor: aal === "aal2" || verifiedFactor,
      });
    },
  };
}

const withSlash = (url: string) => (url.endsWith("/") ? url : `${url}/`);
