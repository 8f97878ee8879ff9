import type { Database, User } from "@staffing/db";
import { AuthProviderError, invalidCredentials } from "./errors";
import { verifyAgainstDecoy, verifyPassword } from "./passwords";
import {
  findActiveSessionUser,
  revokeSessions,
  rotateRefreshToken,
  type SignOutScope,
  startSession,
} from "./sessions";
import type { SigningKeys } from "./signing-keys";
import { DEFAULT_THROTTLE_POLICY, SignInThrottle, type ThrottlePolicy } from "./throttle";
import { findUserByEmail } from "./users";
import { ACCESS_TOKEN_SECONDS, AUDIENCE, type GoTrueSession, type GoTrueUser, toGoTrueUser } from "./wire";

export interface ClientInfo {
  ip: string;
  userAgent?: string | undefined;
}

/** What a verified access token of ours says. */
export interface AccessClaims {
  userId: string;
  email: string;
  sessionId: string;
}

const SIGN_OUT_SCOPES: readonly SignOutScope[] = ["global", "local", "others"];

/**
 * The embedded sign-in provider: the part of Supabase Auth the site uses, on our own database,
 * so supabase-js works against our origin unchanged.
 */
export class EmbeddedAuthProvider {
  private readonly throttle: SignInThrottle;

  constructor(
    private readonly db: Database,
    private readonly keys: SigningKeys,
    private readonly issuer: string,
    throttlePolicy: ThrottlePolicy = DEFAULT_THROTTLE_POLICY,
  ) {
    this.throttle = new SignInThrottle(db, throttlePolicy);
  }

  async signInWithPassword(
    credentials: { email?: unknown; phone?: unknown; password?: unknown },
    client: ClientInfo,
  ) {
    const { email, password } = credentials;
    if (typeof credentials.phone === "string" && credentials.phone !== "" && !email) {
      throw new AuthProviderError(400, "phone_provider_disabled", "Phone logins are disabled");
    }
    if (typeof email !== "string" || email.trim() === "" || typeof password !== "string" || password === "") {
      throw new AuthProviderError(
        400,
        "validation_failed",
        "You must provide either an email or phone number and a password",
      );
    }
    await this.throttle.assertAllowed(email, client.ip);
    const user = await findUserByEmail(this.db, email);
    // Unknown, password-less and disabled accounts cost one hash check too, and get the same answer.
    const matches = user?.passwordHash
      ? await verifyPassword(user.passwordHash, password)
      : await verifyAgainstDecoy(password);
    if (!user || !matches || user.disabledAt) {
      await this.throttle.recordFailure(email, client.ip);
      throw invalidCredentials();
    }
    await this.throttle.recordSuccess(email);
    const { sessionId, refreshToken } = await startSession(this.db, user.id, client);
    return this.sessionResponse(user, sessionId, refreshToken, new Date());
  }

  async refresh(refreshToken: unknown): Promise<GoTrueSession> {
    if (typeof refreshToken !== "string" || refreshToken === "") {
      throw new AuthProviderError(400, "validation_failed", "refresh_token required");
    }
    const rotated = await rotateRefreshToken(this.db, refreshToken);
    return this.sessionResponse(rotated.user, rotated.sessionId, rotated.refreshToken, null);
  }

  /** The claims of a valid token of a live session; throws 401/403 in GoTrue's terms otherwise. */
  async verifyAccessToken(token: string | undefined): Promise<AccessClaims & { user: User }> {
    if (!token)
      throw new AuthProviderError(401, "no_authorization", "This endpoint requires a valid Bearer token");
    let claims: AccessClaims;
    try {
      const payload = await this.keys.verify(token, AUDIENCE);
      if (typeof payload.sub !== "string" || typeof payload.session_id !== "string")
        throw new Error("claims");
      claims = { userId: payload.sub, email: String(payload.email ?? ""), sessionId: payload.session_id };
    } catch {
      throw new AuthProviderError(403, "bad_jwt", "invalid JWT: unable to parse or verify signature");
    }
    const user = await findActiveSessionUser(this.db, claims.sessionId, claims.userId);
    if (!user)
      throw new AuthProviderError(
        403,
        "session_not_found",
        "Session from session_id claim in JWT does not exist",
      );
    return { ...claims, user };
  }

  async getUser(token: string | undefined): Promise<GoTrueUser> {
    const { user } = await this.verifyAccessToken(token);
    return toGoTrueUser(user);
  }

  async logout(token: string | undefined, scope: unknown): Promise<void> {
    const chosen = scope === undefined ? "global" : scope;
    if (!SIGN_OUT_SCOPES.includes(chosen as SignOutScope)) {
      throw new AuthProviderError(400, "validation_failed", "Unsupported logout scope");
    }
    const claims = await this.verifyAccessToken(token);
    await revokeSessions(this.db, claims, chosen as SignOutScope);
  }

  jwks() {
    return this.keys.jwks();
  }

  private async sessionResponse(
    user: User,
    sessionId: string,
    refreshToken: string,
    signedInAt: Date | null,
  ): Promise<GoTrueSession> {
    const goTrueUser = toGoTrueUser(user, signedInAt);
    const accessToken = await this.keys.sign(
      {
        iss: this.issuer,
        sub: user.id,
        aud: AUDIENCE,
        role: AUDIENCE,
        email: user.email,
        session_id: sessionId,
        aal: "aal1",
        amr: [{ method: "password", timestamp: Math.floor(Date.now() / 1000) }],
        app_metadata: goTrueUser.app_metadata,
        user_metadata: goTrueUser.user_metadata,
        is_anonymous: false,
      },
      ACCESS_TOKEN_SECONDS,
    );
    return {
      access_token: accessToken,
      token_type: "bearer",
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: Math.floor(Date.now() / 1000) + ACCESS_TOKEN_SECONDS,
      refresh_token: refreshToken,
      user: goTrueUser,
    };
  }
}
