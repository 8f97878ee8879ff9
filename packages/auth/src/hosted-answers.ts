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
  reauthenticate:
    "No reauthentication code is sent here: change the password with updateUser({ password, current_password })",
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

/** GET /reauthenticate, for a signed-in user: the current password stands in for the e-mailed code. */
export const reauthenticationNotSent = () =>
  new AuthProviderError(422, "validation_failed", HOSTED_ANSWER_TEXTS.reauthenticate);

/** GET /health, as GoTrue answers it. */
export const PROVIDER_HEALTH = {
  version: "embedded",
  name: "GoTrue",
  description: HOSTED_ANSWER_TEXTS.health,
} as const;
