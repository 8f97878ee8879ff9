import {
  type AuthMfaFactor,
  type AuthSession,
  authMfaChallenges,
  authMfaFactors,
  authRequestCounters,
  type Database,
  type User,
} from "@staffing/db";
import { ACCOUNT_MESSAGES, RATE_LIMITS, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from "@staffing/shared";
import { and, eq, ne, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { AuthProviderError, tooManyRequests, validationFailed, waitInWords } from "./errors";
import { countRequest } from "./request-limits";

// GoTrue's limits: a challenge is answered within five minutes; at most ten factors per user.
const CHALLENGE_SECONDS = 300;
const MAX_FACTORS = 10;
// Wrong codes per factor in five minutes before it must wait: 5 of a million combinations.
const MAX_VERIFY_ATTEMPTS = RATE_LIMITS.secondFactorCodes.count;
const VERIFY_WINDOW_SECONDS = RATE_LIMITS.secondFactorCodes.windowSeconds;
// Codes one step either side of now are accepted: a phone's clock may be off by that much.
const CLOCK_DRIFT_STEPS = 1;

/** A factor as GoTrue lists it in the user (`user.factors`). */
export interface GoTrueFactor {
  id: string;
  friendly_name?: string;
  factor_type: "totp";
  status: "unverified" | "verified";
  created_at: string;
  updated_at: string;
  last_challenged_at?: string;
}

export const toGoTrueFactor = (factor: AuthMfaFactor): GoTrueFactor => ({
  id: factor.id,
  ...(factor.friendlyName ? { friendly_name: factor.friendlyName } : {}),
  factor_type: factor.factorType,
  status: factor.status,
  created_at: factor.createdAt.toISOString(),
  updated_at: factor.updatedAt.toISOString(),
  ...(factor.lastChallengedAt ? { last_challenged_at: factor.lastChallengedAt.toISOString() } : {}),
});

export function factorsOf(db: Database, userId: string): Promise<AuthMfaFactor[]> {
  return db
    .select()
    .from(authMfaFactors)
    .where(eq(authMfaFactors.userId, userId))
    .orderBy(authMfaFactors.createdAt);
}

const totp = (secret: string, label?: string, issuer?: string) =>
  new TOTP({
    ...(issuer ? { issuer } : {}),
    ...(label ? { label } : {}),
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

const insufficientAal = (status: number, message: string) =>
  new AuthProviderError(status, "insufficient_aal", message);

/** POST /factors: a new unverified TOTP factor, its secret, otpauth URI and QR code (SVG). */
export async function enrollTotpFactor(
  db: Database,
  user: User,
  session: AuthSession,
  params: { friendlyName?: string | undefined; issuer: string },
) {
  const factors = await factorsOf(db, user.id);
  if (factors.some((factor) => factor.status === "verified") && session.aal !== "aal2") {
    throw insufficientAal(403, "AAL2 required to enroll a new factor");
  }
  if (params.friendlyName && factors.some((factor) => factor.friendlyName === params.friendlyName)) {
    throw new AuthProviderError(
      422,
      "mfa_factor_name_conflict",
      `A factor with the friendly name "${params.friendlyName}" for this user already exists`,
    );
  }
  if (factors.length >= MAX_FACTORS) {
    throw new AuthProviderError(
      422,
      "too_many_enrolled_mfa_factors",
      "Maximum number of verified factors reached, unenroll to continue",
    );
  }
  const secret = new Secret({ size: 20 }).base32;
  const uri = totp(secret, user.email, params.issuer).toString();
  const qrCode = svgWithoutHashes(
    await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 }),
  );
  const [factor] = await db
    .insert(authMfaFactors)
    .values({ userId: user.id, friendlyName: params.friendlyName ?? null, secret })
    .returning();
  if (!factor) throw new Error("The factor was not stored.");
  return {
    id: factor.id,
    type: "totp" as const,
    friendly_name: factor.friendlyName ?? "",
    totp: { qr_code: qrCode, secret, uri },
  };
}

// supabase-js makes the SVG a `data:image/svg+xml;utf-8,<svg…>` URL as it comes; a `#` there would end
// the URL at the first colour, so colours are written as rgb() instead.
const svgWithoutHashes = (svg: string) =>
  svg.replace(
    /#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})\b/gi,
    (_match, r: string, g: string, b: string) =>
      `rgb(${Number.parseInt(r, 16)},${Number.parseInt(g, 16)},${Number.parseInt(b, 16)})`,
  );

async function ownFactor(db: Database, userId: string, factorId: string): Promise<AuthMfaFactor> {
  const [factor] = /^[0-9a-f-]{36}$/i.test(factorId)
    ? await db
        .select()
        .from(authMfaFactors)
        .where(and(eq(authMfaFactors.id, factorId), eq(authMfaFactors.userId, userId)))
    : [];
  if (!factor) throw new AuthProviderError(404, "mfa_factor_not_found", "Factor not found");
  return factor;
}

/** POST /factors/{id}/challenge. */
export async function challengeFactor(db: Database, userId: string, factorId: string, ip: string) {
  const factor = await ownFactor(db, userId, factorId);
  const [challenge] = await db.insert(authMfaChallenges).values({ factorId: factor.id, ip }).returning();
  await db
    .update(authMfaFactors)
    .set({ lastChallengedAt: sql`now()` })
    .where(eq(authMfaFactors.id, factor.id));
  if (!challenge) throw new Error("The challenge was not stored.");
  return {
    id: challenge.id,
    type: "totp" as const,
    expires_at: Math.floor(challenge.createdAt.getTime() / 1000) + CHALLENGE_SECONDS,
  };
}

/**
 * Checks the code of a challenge (POST /factors/{id}/verify): the challenge must be fresh, from the
 * same address and unanswered; the code within one step of now and not used before. Answers the
 * factor, and whether this verified it for the first time; `onVerified` runs in the same
 * transaction (raising the session and writing the audit row).
 */
export async function verifyFactorCode<T>(
  db: Database,
  userId: string,
  factorId: string,
  params: { challengeId: unknown; code: unknown; ip: string },
  onVerified: (tx: Database, factor: AuthMfaFactor, firstTime: boolean) => Promise<T>,
): Promise<T> {
  if (typeof params.challengeId !== "string" || typeof params.code !== "string") {
    throw validationFailed("challenge_id and code are required");
  }
  const factor = await ownFactor(db, userId, factorId);
  const wait = await countRequest(db, `mfa-verify:${factor.id}`, MAX_VERIFY_ATTEMPTS, VERIFY_WINDOW_SECONDS);
  if (wait !== null) {
    throw tooManyRequests(
      "over_request_rate_limit",
      `Too many codes tried. Try again in ${waitInWords(wait)}.`,
      wait,
    );
  }
  const [challenge] = /^[0-9a-f-]{36}$/i.test(params.challengeId)
    ? await db
        .select()
        .from(authMfaChallenges)
        .where(and(eq(authMfaChallenges.id, params.challengeId), eq(authMfaChallenges.factorId, factor.id)))
    : [];
  if (!challenge) {
    throw new AuthProviderError(
      422,
      "mfa_factor_not_found",
      "MFA factor with the provided challenge ID not found",
    );
  }
  if (challenge.verifiedAt || challenge.ip !== params.ip) {
    throw new AuthProviderError(
      422,
      "mfa_ip_address_mismatch",
      "Challenge and verify IP addresses mismatch.",
    );
  }
  if (Date.now() - challenge.createdAt.getTime() > CHALLENGE_SECONDS * 1000) {
    await db.delete(authMfaChallenges).where(eq(authMfaChallenges.id, challenge.id));
    throw new AuthProviderError(
      422,
      "mfa_challenge_expired",
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  const generator = totp(factor.secret);
  const delta = /^\d{6}$/.test(params.code)
    ? generator.validate({ token: params.code, window: CLOCK_DRIFT_STEPS })
    : null;
  const step = delta === null ? null : generator.counter() + delta;
  // GoTrue's code for both; the message says which, in words the panel shows as they are.
  if (step === null) throw new AuthProviderError(422, "mfa_verification_failed", ACCOUNT_MESSAGES.codeWrong);

  return db.transaction(async (tx) => {
    // A code is good once: the step is taken only if it is newer than the last one accepted.
    const [taken] = await tx
      .update(authMfaFactors)
      .set({ lastUsedStep: step, status: "verified" })
      .where(
        and(eq(authMfaFactors.id, factor.id), sql`coalesce(${authMfaFactors.lastUsedStep}, -1) < ${step}`),
      )
      .returning();
    if (!taken) {
      // This very code was taken (now or by a request a moment ago); an older one is just not right.
      const older = factor.lastUsedStep !== null && step < factor.lastUsedStep;
      throw new AuthProviderError(
        422,
        "mfa_verification_failed",
        older ? ACCOUNT_MESSAGES.codeWrong : ACCOUNT_MESSAGES.codeUsed,
      );
    }
    const answered = await tx
      .update(authMfaChallenges)
      .set({ verifiedAt: sql`now()` })
      .where(and(eq(authMfaChallenges.id, challenge.id), sql`${authMfaChallenges.verifiedAt} is null`))
      .returning({ id: authMfaChallenges.id });
    if (answered.length === 0) {
      throw new AuthProviderError(
        422,
        "mfa_ip_address_mismatch",
        "Challenge and verify IP addresses mismatch.",
      );
    }
    await tx.delete(authRequestCounters).where(eq(authRequestCounters.key, `mfa-verify:${factor.id}`));
    const firstTime = factor.status !== "verified";
    // A factor verified for the first time replaces the other half-finished enrolments.
    if (firstTime) {
      await tx
        .delete(authMfaFactors)
        .where(
          and(
            eq(authMfaFactors.userId, userId),
            eq(authMfaFactors.status, "unverified"),
            ne(authMfaFactors.id, factor.id),
          ),
        );
    }
    return onVerified(tx, taken, firstTime);
  });
}

/** DELETE /factors/{id}: a verified factor goes only from an aal2 session (GoTrue's rule). */
export async function unenrollFactor<T>(
  db: Database,
  userId: string,
  session: AuthSession,
  factorId: string,
  onDeleted: (tx: Database, factor: AuthMfaFactor) => Promise<T>,
): Promise<{ id: string }> {
  const factor = await ownFactor(db, userId, factorId);
  if (factor.status === "verified" && session.aal !== "aal2") {
    throw insufficientAal(422, "AAL2 required to unenroll verified factor");
  }
  await db.transaction(async (tx) => {
    await tx.delete(authMfaFactors).where(eq(authMfaFactors.id, factor.id));
    await onDeleted(tx, factor);
  });
  return { id: factor.id };
}

/** An admin's removal of every factor of another user (a lost phone). */
export async function removeFactorsOf(
  db: Database,
  userId: string,
  onDeleted: (tx: Database, factor: AuthMfaFactor) => Promise<void>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(authMfaFactors).where(eq(authMfaFactors.userId, userId)).returning();
    for (const factor of removed) await onDeleted(tx, factor);
    return removed.length;
  });
}
