/** An answer of the sign-in provider that is not a success, in Supabase Auth's terms. */
export class AuthProviderError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
    /** More of GoTrue's answer beside code and message (weak_password's reasons). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AuthProviderError";
  }
}

// The one message for a wrong password and an unknown account, so neither tells the other apart.
export const INVALID_CREDENTIALS_MESSAGE = "Invalid login credentials";

export const invalidCredentials = () =>
  new AuthProviderError(400, "invalid_credentials", INVALID_CREDENTIALS_MESSAGE);

export const validationFailed = (message: string) => new AuthProviderError(400, "validation_failed", message);

// GoTrue's answer for a one-use link or code that is unknown, used or too old.
export const LINK_EXPIRED_MESSAGE = "Email link is invalid or has expired";
export const CODE_EXPIRED_MESSAGE = "Token has expired or is invalid";

export { waitInWords } from "@staffing/shared";

export const tooManyRequests = (code: string, message: string, retryAfterSeconds: number) =>
  new AuthProviderError(429, code, message, retryAfterSeconds);

/** The sign-in service cannot answer right now (its database, or a hosted provider): a 503. */
export class SignInUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "SignInUnavailable";
  }
}
