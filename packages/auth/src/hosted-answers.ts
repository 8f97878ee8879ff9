import { AuthProviderError, validationFailed } from "./errors";

// What a hosted Supabase Auth project set up as this site is (staff invited, no sign-up, e-mail and
// password only, no phone) answers to the supabase-js calls the site does not use, so a script written
// against the hosted provider gets the same answer here instead of a 404.

export const HOSTED_ANSWER_TEXTS = {
  signupDisabled: "Signups not allowed for this instance",
  otpDisabled: "Sign-in with a one-time link or code is not enabled on this site: sign in with a password",
  phoneDisabled: "Phone logins are disabled",
  resendTypes: "Missing one of these types: signup, email_change, sms, phone_change",
  resendEmail: "Missing email address",
  reauthenticationNeeded: "Password update requires reauthentication",
  reauthenticationNotValid: "Nonce has expired or is invalid",
  reauthenticationTooSoon: (seconds: number) =>
    `For security purposes, you can only request this after ${seconds} seconds.`,
  health: "The embedded Supabase Auth compatible sign-in provider of this site",
} as const;

/** POST /signup: nobody signs up; staff are invited. */
export const signupDisabled = () =>
  new AuthProviderError(422, "signup_disabled", HOSTED_ANSWER_TEXTS.signupDisabled);

/** POST /otp: no magic link or e-mailed code signs anyone in here. */
export const otpDisabled = () => new AuthProviderError(422, "otp_disabled", HOSTED_ANSWER_TEXTS.otpDisabled);

const RESEND_TYPES = new Set(["signup", "email_change", "sms", "phone_change"]);

/**
 * POST /resend: every account's address is confirmed by its invite and none has an e-mail change
 * waiting, so there is nothing to send again; the answer is the same whether or not the address has an
 * account (as at the hosted provider, it must not tell).
 */
export function resend(body: { type?: unknown; email?: unknown }): Record<string, never> {
  if (typeof body.type !== "string" || !RESEND_TYPES.has(body.type))
    throw validationFailed(HOSTED_ANSWER_TEXTS.resendTypes);
  if (body.type === "sms" || body.type === "phone_change") {
    throw new AuthProviderError(422, "phone_provider_disabled", HOSTED_ANSWER_TEXTS.phoneDisabled);
  }
  if (typeof body.email !== "string" || !body.email.trim())
    throw validationFailed(HOSTED_ANSWER_TEXTS.resendEmail);
  return {};
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
