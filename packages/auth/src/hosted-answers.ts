import { AuthProviderError, validationFailed } from "./errors";
import { optionalEmail, requiredEmail } from "./input";

// What a hosted Supabase Auth project set up as this site is (staff invited, no sign-up, e-mail and
// password only, no phone) answers to the supabase-js calls the site does not use, so a script written
// against the hosted provider gets the same answer here instead of a 404.

export const HOSTED_ANSWER_TEXTS = {
  signupDisabled: "Signups not allowed for this instance",
  magicLinkDisabled: "Login with magic link is disabled",
  phoneOtpDisabled: "Unsupported phone provider",
  phoneDisabled: "Phone logins are disabled",
  emailOrPhone: "Only an email address or phone number should be provided",
  channelWithEmail: "Channel should only be specified with Phone OTP",
  otpTarget: "One of email or phone must be set",
  resendTypes: "Missing one of these types: signup, email_change, sms, phone_change",
  resendEmail: "Type provided requires an email address",
  resendPhone: "Type provided requires a phone number",
  resendTarget: "Missing email address or phone number",
  reauthenticationNeeded: "Password update requires reauthentication",
  reauthenticationNotValid: "Nonce has expired or is invalid",
  reauthenticationTooSoon: (seconds: number) =>
    `For security purposes, you can only request this after ${seconds} seconds.`,
  health: "The embedded Supabase Auth compatible sign-in provider of this site",
} as const;

/** POST /signup: nobody signs up; staff are invited. */
export const signupDisabled = () =>
  new AuthProviderError(422, "signup_disabled", HOSTED_ANSWER_TEXTS.signupDisabled);

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * POST /otp (supabase-js signInWithOtp), as GoTrue answers with magic links and phone logins off:
 * its checks in its order. Unlike GoTrue with `create_user: false`, an unknown address gets the same
 * answer as a known one (422 otp_disabled there would tell which addresses have accounts).
 */
export function otp(body: { email?: unknown; phone?: unknown; channel?: unknown }): never {
  const email = optionalEmail(body.email);
  const phone = text(body.phone);
  if (email && phone) throw validationFailed(HOSTED_ANSWER_TEXTS.emailOrPhone);
  if (email && text(body.channel)) throw validationFailed(HOSTED_ANSWER_TEXTS.channelWithEmail);
  if (email) {
    throw new AuthProviderError(422, "email_provider_disabled", HOSTED_ANSWER_TEXTS.magicLinkDisabled);
  }
  if (phone) {
    throw new AuthProviderError(400, "phone_provider_disabled", HOSTED_ANSWER_TEXTS.phoneOtpDisabled);
  }
  throw validationFailed(HOSTED_ANSWER_TEXTS.otpTarget);
}

const RESEND_TYPES = new Set(["signup", "email_change", "sms", "phone_change"]);

/**
 * POST /resend: every account's address is confirmed by its invite and none has an e-mail change
 * waiting, so there is nothing to send again; the answer is the same whether or not the address has an
 * account (as at the hosted provider, it must not tell).
 */
export function resend(body: { type?: unknown; email?: unknown; phone?: unknown }): Record<string, never> {
  // GoTrue's checks, in its order (resend.go's Validate), all 400s.
  if (typeof body.type !== "string" || !RESEND_TYPES.has(body.type))
    throw validationFailed(HOSTED_ANSWER_TEXTS.resendTypes);
  const email = optionalEmail(body.email);
  const phone = text(body.phone);
  if (!email && body.type === "signup") throw validationFailed(HOSTED_ANSWER_TEXTS.resendEmail);
  if (!phone && body.type === "sms") throw validationFailed(HOSTED_ANSWER_TEXTS.resendPhone);
  if (email && phone) throw validationFailed(HOSTED_ANSWER_TEXTS.emailOrPhone);
  if (email) {
    requiredEmail(email, HOSTED_ANSWER_TEXTS.resendEmail);
    return {};
  }
  if (phone) {
    throw new AuthProviderError(400, "phone_provider_disabled", HOSTED_ANSWER_TEXTS.phoneDisabled);
  }
  throw validationFailed(HOSTED_ANSWER_TEXTS.resendTarget);
}

/** A password change without the mailed code, where the site requires it (GoTrue's 400). */
export const reauthenticationNeeded = () =>
  new AuthProviderError(400, "reauthentication_needed", HOSTED_ANSWER_TEXTS.reauthenticationNeeded);

/** A wrong, used or expired code (GoTrue's 422). */
export const reauthenticationNotValid = () =>
  new AuthProviderError(422, "reauthentication_not_valid", HOSTED_ANSWER_TEXTS.reauthenticationNotValid);

/** A second code asked for within the minute (GoTrue's 429). */
export const reauthenticationTooSoon = (seconds: number) =>
  new AuthProviderError(
    429,
    "over_email_send_rate_limit",
    HOSTED_ANSWER_TEXTS.reauthenticationTooSoon(seconds),
    seconds,
  );

/** GET /health, as GoTrue answers it. */
export const PROVIDER_HEALTH = {
  version: "embedded",
  name: "GoTrue",
  description: HOSTED_ANSWER_TEXTS.health,
} as const;
