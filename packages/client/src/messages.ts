/** What the client says when it cannot give a script a signed-in client (tests read the same texts). */
export const CLIENT_MESSAGES = {
  siteConfigUnavailable: (status: number) =>
    `The site did not say where to sign in (GET /auth/client-config answered ${status}).`,
  signInFailed: (reason: string) => `Sign-in failed: ${reason}`,
  secondFactorNeeded:
    "This account has a second factor: pass { totp } with the six digits from the authenticator app.",
  noTotpFactor: "This account asks for a second factor, but has no verified authenticator app.",
  secondFactorFailed: (reason: string) => `The six-digit code was refused: ${reason}`,
  signedOut: "The session has ended (signed out, or its refresh token was refused): sign in again.",
} as const;

/** Thrown when the client cannot sign in: the message says why, in the provider's words where it gave any. */
export class StaffingSignInError extends Error {
  override name = "StaffingSignInError";
}
