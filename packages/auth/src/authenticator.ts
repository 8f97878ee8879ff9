import type { Database, User } from "@staffing/db";
import type { UserRole } from "@staffing/shared";
import { createRemoteJWKSet, jwtVerify } from "jose";
import type { EmbeddedAuthProvider } from "./provider";
import { findUserByEmail } from "./users";
import { AUDIENCE } from "./wire";

/** The signed-in staff member a request acts for. The role always comes from our users table. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  username: string;
  role: UserRole;
}

/** Turns a bearer token into the user it stands for, or null when it stands for nobody. */
export interface Authenticator {
  authenticate(token: string | undefined): Promise<AuthenticatedUser | null>;
  /** Whether staff sign in with a password kept here (the embedded provider), not at a hosted one. */
  readonly keepsPasswords: boolean;
}

const toAuthenticatedUser = (user: User): AuthenticatedUser => ({
  id: user.id,
  email: user.email,
  username: user.username,
  role: user.role,
});

/** Tokens of the embedded provider: valid signature and a session that was not signed out. */
export function embeddedAuthenticator(provider: EmbeddedAuthProvider): Authenticator {
  return {
    keepsPasswords: true,
    async authenticate(token) {
      if (!token) return null;
      try {
        const { user } = await provider.verifyAccessToken(token);
        return toAuthenticatedUser(user);
      } catch {
        return null;
      }
    },
  };
}

/**
 * Tokens of a hosted Supabase-compatible provider, checked against its published keys; the
 * token's e-mail names the account in our users table.
 */
export function hostedAuthenticator(db: Database, providerUrl: string, anonKey: string): Authenticator {
  const jwks = createRemoteJWKSet(new URL("auth/v1/.well-known/jwks.json", withSlash(providerUrl)), {
    headers: { apikey: anonKey },
  });
  return {
    keepsPasswords: false,
    async authenticate(token) {
      if (!token) return null;
      let email: unknown;
      try {
        const { payload } = await jwtVerify(token, jwks, {
          audience: AUDIENCE,
          algorithms: ["ES256", "RS256"],
        });
        email = payload.email;
      } catch {
        return null;
      }
      if (typeof email !== "string" || email === "") return null;
      const user = await findUserByEmail(db, email);
      return user && !user.disabledAt ? toAuthenticatedUser(user) : null;
    },
  };
}

const withSlash = (url: string) => (url.endsWith("/") ? url : `${url}/`);
