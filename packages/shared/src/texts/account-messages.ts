// Messages the server gives about staff accounts, shown as they are by the panel.

export const ACCOUNT_MESSAGES = {
  secondFactorRequired: "Enter the six-digit code from your authenticator app to continue.",
  signInUnavailable: "Signing in is not possible right now. Try again shortly.",
  passwordNotKeptHere: "Passwords are kept by the sign-in provider; leave the password empty.",
  nothingToChange: "Say what to change: a role, or disabled true or false.",
  inviteOnlyPending: "Only an invite that was not accepted yet can be resent or revoked.",
  lastAdmin: "The site needs at least one active admin: make someone else an admin first.",
  notInvitedHere: "Invites are sent by the sign-in provider.",
  inviteNotSent: "The sign-in provider did not send the invite. Try again in a moment.",
  sessionsKeptElsewhere: "Sessions are kept by the sign-in provider.",
  factorsKeptElsewhere: "Second factors are kept by the sign-in provider.",
  noSecondFactor: "This user has no second factor.",
  usernameTaken: "This username is taken.",
  /** A two-factor code that is not the one the authenticator app shows now (a typo, an old code). */
  codeWrong: "That code is not right. Enter the six digits your authenticator app shows now.",
  /** A two-factor code good once, sent a second time. */
  codeUsed: "That code was already used. Wait for your authenticator app to show a new one, then enter it.",
  /** Two-factor sign-in is required of all staff and this account has none yet (403 mfa_enrollment_required). */
  mfaEnrollmentRequired: "Your company requires two-factor sign-in. Set it up to continue.",
  /** An admin without a second factor turning the requirement on would lock themselves out. */
  requireTwoFactorNeedsOwn:
    "Set up two-factor sign-in for your own account first (Settings), then require it of everyone.",
} as const;
