import { createHash, timingSafeEqual } from "node:crypto";
import { type AuthSession, type Database, readCompanyProfile, type User, users } from "@staffing/db";
import type { Jobs } from "@staffing/jobs";
import { type MailRecipientLimit, queueMail } from "@staffing/mail";
import {
  clientBucket,
  DEFAULT_USER_ROLE,
  INVITE_LANDING_PATH,
  RATE_LIMITS,
  SET_PASSWORD_PATH,
  USER_ROLES,
} from "@staffing/shared";
import { eq } from "drizzle-orm";
import { type AuditRecorder, factorRecord } from "./audit";
import {
  AuthProviderError,
  invalidCredentials,
  LINK_EXPIRED_MESSAGE,
  tooManyRequests,
  validationFailed,
} from "./errors";
import { newPassword, optionalEmail, optionalPassword, requiredEmail } from "./input";
import { challengeFactor, enrollTotpFactor, factorsOf, unenrollFactor, verifyFactorCode } from "./mfa";
import { type OneTimePurpose, spendOneTimeTokens, useCode, useLinkToken } from "./one-time-tokens";
import { assertPasswordStrength, hashPassword, verifyAgainstDecoy, verifyPassword } from "./passwords";
import { countRequest } from "./request-limits";
import {
  type ClientInfo,
  findActiveSession,
  raiseAssurance,
  replaceRefreshTokens,
  revokeLowAssuranceSessions,
  revokeSessions,
  rotateRefreshToken,
  type SignOutScope,
  startSession,
} from "./sessions";
import type { SigningKeys } from "./signing-keys";
import { DEFAULT_THROTTLE_POLICY, SignInThrottle, type ThrottlePolicy } from "./throttle";
import { mergedUserMetadata } from "./user-metadata";
import { createUser, findUserByEmail, findUserById } from "./users";
import { ACCESS_TOKEN_SECONDS, AUDIENCE, type GoTrueSession, type GoTrueUser, toGoTrueUser } from "./wire";

export type { ClientInfo } from "./sessions";

/** What a verified access token of ours says, with the live session and user it stands for. */
export interface VerifiedToken {
  userId: string;
  email: string;
  sessionId: string;
  aal: "aal1" | "aal2";
  user: User;
  session: AuthSession;
  hasVerifiedFactor: boolean;
}

export interface EmbeddedProviderOptions {
  db: Database;
  keys: SigningKeys;
  /** PUBLIC_SITE_URL: the base of e-mailed links; the provider itself is at /auth/v1 under it. */
  siteUrl: string;
  /** Origins besides the site's that `redirect_to` may name (GoTrue's allow list). */
  redirectOrigins?: string[];
  /** Where reset and invite mails are queued (in the transaction that asks for them). */
  jobs: Jobs;
  /** The day's allowance of reset mails per address (counted in Redis, for every instance, when configured). */
  mailsPerRecipient: MailRecipientLimit;
  audit: AuditRecorder;
  /** Tests shorten some limits; the others keep their defaults. */
  throttlePolicy?: Partial<ThrottlePolicy> | undefined;
  /** AUTH_SERVICE_ROLE_KEY: opens the admin calls (POST /invite) to a site that uses this provider. */
  serviceRoleKey?: string | undefined;
}

const SIGN_OUT_SCOPES: readonly SignOutScope[] = ["global", "local", "others"];
const LINK_TYPES: readonly OneTimePurpose[] = ["recovery", "invite"];
// Sessions opened from an e-mailed link may set a password without knowing the old one.
const LINK_METHODS = new Set<string>(LINK_TYPES);

/**
 * The embedded sign-in provider: the part of Supabase Auth the site uses, on our own database,
 * so supabase-js works against our origin unchanged.
 */
export class EmbeddedAuthProvider {
  private readonly db: Database;
  private readonly keys: SigningKeys;
  private readonly throttle: SignInThrottle;
  private readonly policy: ThrottlePolicy;
  private readonly siteUrl: string;
  private readonly issuer: string;
  private readonly redirectOrigins: Set<string>;
  private readonly jobs: Jobs;
  private readonly mailsPerRecipient: MailRecipientLimit;
  private readonly audit: AuditRecorder;
  private readonly serviceRoleDigest: Buffer | null;

  constructor(options: EmbeddedProviderOptions) {
    this.db = options.db;
    this.keys = options.keys;
    this.policy = { ...DEFAULT_THROTTLE_POLICY, ...options.throttlePolicy };
    this.throttle = new SignInThrottle(this.db, this.policy);
    this.siteUrl = options.siteUrl;
    this.issuer = `${options.siteUrl}/auth/v1`;
    this.redirectOrigins = new Set([new URL(options.siteUrl).origin, ...(options.redirectOrigins ?? [])]);
    this.jobs = options.jobs;
    this.mailsPerRecipient = options.mailsPerRecipient;
    this.audit = options.audit;
    this.serviceRoleDigest = options.serviceRoleKey ? digest(options.serviceRoleKey) : null;
  }

  /** Whether a key is the service role key (compared as digests, in constant time). */
  isServiceRoleKey(key: string | undefined): boolean {
    return Boolean(key && this.serviceRoleDigest && timingSafeEqual(digest(key), this.serviceRoleDigest));
  }

  // --- sign-in and sessions --------------------------------------------------------------------

  async signInWithPassword(
    credentials: { email?: unknown; phone?: unknown; password?: unknown },
    client: ClientInfo,
  ): Promise<GoTrueSession> {
    // Sizes are checked before anything else: an oversized value costs no hash and no write.
    const email = optionalEmail(credentials.email);
    const password = optionalPassword(credentials.password);
    if (typeof credentials.phone === "string" && credentials.phone !== "" && !email) {
      throw new AuthProviderError(400, "phone_provider_disabled", "Phone logins are disabled");
    }
    if (!email || !password) {
      throw validationFailed("You must provide either an email or phone number and a password");
    }
    await this.throttle.admit(email, client.ip);
    const user = await findUserByEmail(this.db, email);
    // Unknown, password-less and disabled accounts cost one hash check too, and get the same answer.
    const matches = user?.passwordHash
      ? await verifyPassword(user.passwordHash, password)
      : await verifyAgainstDecoy(password);
    if (!user || !matches || user.disabledAt) throw invalidCredentials();
    await this.throttle.recordSuccess(email, client.ip);
    const { session, refreshToken } = await startSession(this.db, user.id, client, "password");
    return this.sessionResponse(user, session, refreshToken, new Date());
  }

  async refresh(refreshToken: unknown): Promise<GoTrueSession> {
    if (typeof refreshToken !== "string" || refreshToken === "" || refreshToken.length > 200) {
      throw validationFailed("refresh_token required");
    }
    const rotated = await rotateRefreshToken(this.db, refreshToken);
    return this.sessionResponse(rotated.user, rotated.session, rotated.refreshToken, null);
  }

  /** The claims of a valid token of a live session; throws 401/403 in GoTrue's terms otherwise. */
  async verifyAccessToken(token: string | undefined): Promise<VerifiedToken> {
    if (!token)
      throw new AuthProviderError(401, "no_authorization", "This endpoint requires a valid Bearer token");
    let claims: { userId: string; email: string; sessionId: string; aal: "aal1" | "aal2" };
    try {
      const payload = await this.keys.verify(token, AUDIENCE);
      if (typeof payload.sub !== "string" || typeof payload.session_id !== "string")
        throw new Error("claims");
      claims = {
        userId: payload.sub,
        email: String(payload.email ?? ""),
        sessionId: payload.session_id,
        aal: payload.aal === "aal2" ? "aal2" : "aal1",
      };
    } catch {
      throw new AuthProviderError(403, "bad_jwt", "invalid JWT: unable to parse or verify signature");
    }
    const active = await findActiveSession(this.db, claims.sessionId, claims.userId);
    if (!active)
      throw new AuthProviderError(
        403,
        "session_not_found",
        "Session from session_id claim in JWT does not exist",
      );
    // A second factor counts only when the session that the server holds proved it: a token saying
    // aal2 for an aal1 session was not signed here (an aal1 token of a raised session is fine).
    if (claims.aal === "aal2" && active.session.aal !== "aal2")
      throw new AuthProviderError(403, "bad_jwt", "invalid JWT: unable to parse or verify signature");
    return { ...claims, ...active };
  }

  async getUser(token: string | undefined): Promise<GoTrueUser> {
    const { user } = await this.verifyAccessToken(token);
    return toGoTrueUser(user, await factorsOf(this.db, user.id));
  }

  async logout(token: string | undefined, scope: unknown): Promise<void> {
    const chosen = scope === undefined ? "global" : scope;
    if (!SIGN_OUT_SCOPES.includes(chosen as SignOutScope)) {
      throw validationFailed("Unsupported logout scope");
    }
    const claims = await this.verifyAccessToken(token);
    // A password alone must not end the sessions that proved the second factor: `others` is refused,
    // and `global` ends this session and the other password-only ones (what supabase-js's default
    // signOut from the code screen means), never an aal2 one. `local` is this session only.
    if (claims.hasVerifiedFactor && claims.session.aal !== "aal2") {
      if (chosen === "others") {
        throw new AuthProviderError(
          403,
          "insufficient_aal",
          "AAL2 session is required to sign out the other sessions when MFA is enabled.",
        );
      }
      if (chosen === "global") {
        await revokeLowAssuranceSessions(this.db, claims.userId);
        return;
      }
    }
    await revokeSessions(this.db, claims, chosen as SignOutScope);
  }

  jwks() {
    return this.keys.jwks();
  }

  // --- password reset and invites ---------------------------------------------------------------

  /**
   * POST /recover: a reset mail when the address has an account. The answer is the same either way,
   * and so is the work: the limit per client, the mail's limit per recipient, and one queued job
   * whose sender looks the account up (a lookup and a queued mail for known addresses only made
   * them measurably slower). Over the recipient's allowance the answer is the same, without a mail.
   */
  async recover(body: { email?: unknown }, redirectTo: unknown, client: ClientInfo): Promise<object> {
    const email = requiredEmail(body.email, "Password recovery requires an email");
    const perClient = await countRequest(
      this.db,
      `recover-ip:${clientBucket(client.ip)}`,
      this.policy.resetRequestsPerClientPerHour,
      RATE_LIMITS.passwordResetPerClient.windowSeconds,
    );
    if (perClient !== null) {
      throw tooManyRequests("over_request_rate_limit", "Request rate limit reached", perClient);
    }
    if (!(await this.mailsPerRecipient.admit("password-recovery", email))) return {};
    const target = this.redirectTarget(redirectTo, SET_PASSWORD_PATH);
    await this.db.transaction((tx) =>
      queueMail(this.jobs, tx, [{ kind: "password-recovery", email, redirectTo: target }]),
    );
    return {};
  }

  /**
   * POST /invite, GoTrue's admin call (supabase-js `auth.admin.inviteUserByEmail`), for a site that
   * uses this provider as its hosted one: with the service role key, an invite mail to a new
   * address, or a new one to an address invited and not yet accepted. Its link lands on
   * `redirect_to` (on the allow list), where the colleague chooses a password.
   */
  async invite(
    serviceKey: string | undefined,
    body: { email?: unknown; data?: unknown },
    redirectTo: unknown,
  ) {
    if (!this.isServiceRoleKey(serviceKey)) throw new AuthProviderError(403, "not_admin", "User not allowed");
    const email = requiredEmail(body.email, "An email address is required");
    const data = body.data && typeof body.data === "object" ? (body.data as Record<string, unknown>) : {};
    const role = USER_ROLES.find((name) => name === data.role) ?? DEFAULT_USER_ROLE;
    const landing = this.redirectTarget(redirectTo, INVITE_LANDING_PATH);
    return this.db.transaction(async (tx) => {
      const known = await findUserByEmail(tx, email);
      if (known && (known.passwordHash || !known.invitedAt)) {
        throw new AuthProviderError(
          422,
          "email_exists",
          "A user with this email address has already been registered",
        );
      }
      const [user] = known
        ? await tx.update(users).set({ invitedAt: new Date() }).where(eq(users.id, known.id)).returning()
        : [await createUser(tx, { email, username: email, role, invited: true })];
      if (!user) throw new Error("The invited user was not stored.");
      await queueMail(this.jobs, tx, [{ kind: "invite", userId: user.id, redirectTo: landing }]);
      return toGoTrueUser(user);
    });
  }

  /**
   * GET /verify, the e-mailed link: as GoTrue, a 303 to `redirect_to` carrying the new session in
   * the fragment, or the error in the fragment when the link is used, unknown or too old.
   */
  async verifyLink(query: Record<string, string | undefined>, client: ClientInfo): Promise<string> {
    const type = this.linkType(query.type);
    if (!query.token) throw validationFailed("Verify requires a token or a token hash");
    const redirect = this.redirectTarget(query.redirect_to, SET_PASSWORD_PATH);
    try {
      const userId = await useLinkToken(this.db, query.token, type);
      const session = await this.openLinkSession(userId, type, client);
      const fragment = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: session.token_type,
        type,
        sb: "",
      });
      return `${redirect}#${fragment}`;
    } catch (error) {
      if (!(error instanceof AuthProviderError) || error.status >= 500) throw error;
      const fragment = new URLSearchParams({
        error: error.status === 403 ? "access_denied" : "invalid_request",
        error_code: error.code,
        error_description: error.message,
        sb: "",
      });
      return `${redirect}#${fragment}`;
    }
  }

  /** POST /verify: the six-digit code with the e-mail (verifyOtp), or the link's token as token_hash. */
  async verifyOtp(
    body: { type?: unknown; email?: unknown; token?: unknown; token_hash?: unknown },
    client: ClientInfo,
  ): Promise<GoTrueSession> {
    const type = this.linkType(body.type);
    const token = typeof body.token === "string" && body.token !== "" ? body.token : undefined;
    const tokenHash =
      typeof body.token_hash === "string" && body.token_hash !== "" ? body.token_hash : undefined;
    if (Boolean(token) === Boolean(tokenHash)) {
      throw validationFailed("Verify requires either a token or a token hash");
    }
    let userId: string;
    if (tokenHash) {
      if (tokenHash.length > 200) throw new AuthProviderError(403, "otp_expired", LINK_EXPIRED_MESSAGE);
      userId = await useLinkToken(this.db, tokenHash, type);
    } else {
      const email = requiredEmail(
        body.email,
        "Only an email address or phone number should be provided on verify",
      );
      const user = await findUserByEmail(this.db, email);
      const code = token ?? "";
      if (!user || !/^\d{6}$/.test(code)) {
        throw new AuthProviderError(403, "otp_expired", "Token has expired or is invalid");
      }
      await useCode(this.db, user.id, code, type);
      userId = user.id;
    }
    return this.openLinkSession(userId, type, client);
  }

  private async openLinkSession(userId: string, type: OneTimePurpose, client: ClientInfo) {
    const user = await findUserById(this.db, userId);
    if (!user || user.disabledAt) throw new AuthProviderError(403, "user_banned", "User is banned");
    // Proving the mailbox lifts a sign-in lock on the account.
    if (type === "recovery") await this.throttle.clear(user.email);
    const { session, refreshToken } = await startSession(this.db, user.id, client, type);
    return this.sessionResponse(user, session, refreshToken, new Date());
  }

  // --- the signed-in user ------------------------------------------------------------------------

  /**
   * PUT /user: a new password. From a session opened by a reset or invite link no current password
   * is needed; otherwise the current one is (GoTrue's current_password). With a verified second
   * factor the session must be aal2. Every other session of the user ends.
   */
  async updateUser(
    token: string | undefined,
    body: {
      password?: unknown;
      current_password?: unknown;
      email?: unknown;
      phone?: unknown;
      data?: unknown;
    },
    client: ClientInfo,
  ): Promise<GoTrueUser> {
    const current = await this.verifyAccessToken(token);
    const { user, session } = current;
    const email = optionalEmail(body.email);
    if (email && email.toLowerCase() !== user.email.toLowerCase()) {
      throw new AuthProviderError(
        422,
        "validation_failed",
        "The e-mail address cannot be changed here; ask an admin.",
      );
    }
    if (body.phone) throw new AuthProviderError(422, "validation_failed", "Phone numbers are not used here.");
    if (body.data !== undefined) {
      const userMetadata = mergedUserMetadata(user.userMetadata, body.data);
      const [row] = await this.db
        .update(users)
        .set({ userMetadata })
        .where(eq(users.id, user.id))
        .returning();
      if (body.password === undefined) return toGoTrueUser(row ?? user, await factorsOf(this.db, user.id));
    }
    if (body.password === undefined) return toGoTrueUser(user, await factorsOf(this.db, user.id));

    const password = newPassword(body.password);
    if (current.hasVerifiedFactor && session.aal !== "aal2") {
      throw new AuthProviderError(
        401,
        "insufficient_aal",
        "AAL2 session is required to update email or password when MFA is enabled.",
      );
    }
    assertPasswordStrength(password);
    const openedByLink = session.amr.some((entry) => LINK_METHODS.has(entry.method));
    if (!openedByLink && user.passwordHash) {
      const given = optionalPassword(body.current_password);
      if (!given) {
        throw new AuthProviderError(
          400,
          "current_password_required",
          "Current password required when setting new password.",
        );
      }
      // The current password is a password check like a sign-in: it takes an attempt of the limits.
      await this.throttle.admit(user.email, client.ip);
      if (!(await verifyPassword(user.passwordHash, given))) {
        throw new AuthProviderError(
          400,
          "current_password_mismatch",
          "Current password required when setting new password.",
        );
      }
      await this.throttle.recordSuccess(user.email, client.ip);
    }
    if (user.passwordHash && (await verifyPassword(user.passwordHash, password))) {
      throw new AuthProviderError(
        422,
        "same_password",
        "New password should be different from the old password.",
      );
    }
    const passwordHash = await hashPassword(password);
    const updated = await this.db.transaction(async (tx) => {
      const [row] = await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id)).returning();
      // Old reset and invite links die with the old password, and so do the other sessions.
      await spendOneTimeTokens(tx, user.id, "recovery");
      await spendOneTimeTokens(tx, user.id, "invite");
      await revokeSessions(tx, current, "others");
      return row ?? user;
    });
    await this.throttle.clear(user.email);
    return toGoTrueUser(updated, await factorsOf(this.db, user.id));
  }

  // --- second factors ----------------------------------------------------------------------------

  async enrollFactor(
    token: string | undefined,
    body: { factor_type?: unknown; friendly_name?: unknown; issuer?: unknown },
  ) {
    const { user, session } = await this.verifyAccessToken(token);
    // As a hosted project with phone MFA off answers supabase-js's phone enrolment.
    if (body.factor_type === "phone") {
      throw new AuthProviderError(422, "mfa_phone_enroll_not_enabled", "MFA enroll is disabled for Phone");
    }
    if (body.factor_type !== "totp") {
      throw validationFailed("factor_type needs to be totp");
    }
    const friendlyName =
      typeof body.friendly_name === "string" ? body.friendly_name.trim().slice(0, 100) : "";
    // An authenticator app lists the code under the company's name, as its profile has it now.
    const issuer =
      typeof body.issuer === "string" && body.issuer.trim()
        ? body.issuer.trim().slice(0, 100)
        : (await readCompanyProfile(this.db)).name;
    return enrollTotpFactor(this.db, user, session, { friendlyName: friendlyName || undefined, issuer });
  }

  async challengeFactor(token: string | undefined, factorId: string, client: ClientInfo) {
    const { user } = await this.verifyAccessToken(token);
    return challengeFactor(this.db, user.id, factorId, client.ip);
  }

  /**
   * POST /factors/{id}/verify: a right code raises this session to aal2 (a new access and refresh
   * token) and ends the user's aal1 sessions, as GoTrue does; a first verification is audited.
   */
  async verifyFactor(
    token: string | undefined,
    factorId: string,
    body: { challenge_id?: unknown; code?: unknown },
    client: ClientInfo,
  ): Promise<GoTrueSession> {
    const { user, sessionId } = await this.verifyAccessToken(token);
    const { session, refreshToken } = await verifyFactorCode(
      this.db,
      user.id,
      factorId,
      { challengeId: body.challenge_id, code: body.code, ip: client.ip },
      async (tx, factor, firstTime) => {
        const raised = await raiseAssurance(tx, sessionId, "totp");
        const refreshToken = await replaceRefreshTokens(tx, sessionId);
        await revokeLowAssuranceSessions(tx, user.id);
        if (firstTime) {
          await this.audit(tx, user, {
            action: "create",
            entityType: "mfa_factor",
            entityId: factor.id,
            after: factorRecord(factor),
          });
        }
        return { session: raised, refreshToken };
      },
    );
    return this.sessionResponse(user, session, refreshToken, null);
  }

  async unenrollFactor(token: string | undefined, factorId: string): Promise<{ id: string }> {
    const { user, session } = await this.verifyAccessToken(token);
    return unenrollFactor(this.db, user.id, session, factorId, async (tx, factor) => {
      if (factor.status !== "verified") return;
      await this.audit(tx, user, {
        action: "delete",
        entityType: "mfa_factor",
        entityId: factor.id,
        before: factorRecord(factor),
      });
    });
  }

  // --- helpers -----------------------------------------------------------------------------------

  private linkType(value: unknown): OneTimePurpose {
    if (!LINK_TYPES.includes(value as OneTimePurpose))
      throw validationFailed("Unsupported verification type");
    return value as OneTimePurpose;
  }

  /** `redirect_to` when it is on an allowed origin, else the site's own page (GoTrue's allow list). */
  private redirectTarget(value: unknown, fallbackPath: string): string {
    if (typeof value === "string" && value.length <= 2000) {
      try {
        const url = new URL(value);
        if (this.redirectOrigins.has(url.origin)) return url.toString();
      } catch {
        // not a URL: the fallback below
      }
    }
    return `${this.siteUrl}${fallbackPath}`;
  }

  private async sessionResponse(
    user: User,
    session: AuthSession,
    refreshToken: string,
    signedInAt: Date | null,
  ): Promise<GoTrueSession> {
    const goTrueUser = toGoTrueUser(user, await factorsOf(this.db, user.id), signedInAt);
    const accessToken = await this.keys.sign(
      {
        iss: this.issuer,
        sub: user.id,
        aud: AUDIENCE,
        role: AUDIENCE,
        email: user.email,
        phone: "",
        session_id: session.id,
        aal: session.aal,
        amr: session.amr,
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

const digest = (key: string) => createHash("sha256").update(key).digest();
