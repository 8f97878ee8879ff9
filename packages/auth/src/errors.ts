/** An answer of the sign-in provider that is not a success, in Supabase Auth's terms. */
export class AuthProviderError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "AuthProviderError";
  }
}

// The one message for a wrong password and an unknown account, so neither tells the other apart.
export const INVALID_CREDENTIALS_MESSAGE = "Invalid login credentials";

export const invalidCredentials = () =>
  new AuthProviderError(400, "invalid_credentials", INVALID_CREDENTIALS_MESSAGE);
