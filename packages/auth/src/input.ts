import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@staffing/shared";
import { validationFailed } from "./errors";

// Checks on what a client sends, before any hashing or database work: an oversized e-mail or
// password is refused at once, so it can neither burn the CPU nor slip past a limit.

export const EMAIL_TOO_LONG = `The e-mail address is too long (at most ${EMAIL_MAX_LENGTH} characters).`;
export const PASSWORD_TOO_LONG = `The password is too long (at most ${PASSWORD_MAX_LENGTH} characters).`;
export const PASSWORD_TOO_SHORT = `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`;

/** A present, bounded e-mail, or undefined when none was sent. */
export function optionalEmail(value: unknown): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "string") throw validationFailed("The e-mail address must be text.");
  if (value.length > EMAIL_MAX_LENGTH) throw validationFailed(EMAIL_TOO_LONG);
  const email = value.trim();
  return email === "" ? undefined : email;
}

export function requiredEmail(value: unknown, missing: string): string {
  const email = optionalEmail(value);
  if (!email) throw validationFailed(missing);
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
    throw validationFailed("Unable to validate email address: invalid format");
  }
  return email;
}

/** A present, bounded password (its strength is checked where a new one is set). */
export function optionalPassword(value: unknown): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "string") throw validationFailed("The password must be text.");
  if (value.length > PASSWORD_MAX_LENGTH) throw validationFailed(PASSWORD_TOO_LONG);
  return value;
}

/** A new password: bounded both ways (GoTrue answers a short one with 422 weak_password). */
export function newPassword(value: unknown): string {
  const password = optionalPassword(value);
  if (!password) throw validationFailed("A new password is required.");
  return password;
}
