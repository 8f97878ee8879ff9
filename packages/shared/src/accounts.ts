// Limits of staff accounts and their sign-in, shared by the provider, the API and the panel.

/** The longest e-mail address (RFC 5321's path limit); longer is refused before any work. */
export const EMAIL_MAX_LENGTH = 254;
/** The longest password accepted; hashing a megabyte would be an easy way to burn the CPU. */
export const PASSWORD_MAX_LENGTH = 1000;

/** How long a password-reset link (and its six-digit code) stays good. */
export const RECOVERY_LINK_HOURS = 1;
/** How long the code mailed by /reauthenticate (supabase-js `reauthenticate()`) stays good. */
export const REAUTHENTICATION_CODE_MINUTES = 60;
/** How long an invite link stays good. */
export const INVITE_LINK_DAYS = 7;
/** Where e-mailed reset and invite links land in the panel. */
export const SET_PASSWORD_PATH = "/admin/set-password";
/** Where an invite's link lands: the set-password screen, told it is an invite even once expired. */
export const INVITE_LANDING_PATH = `${SET_PASSWORD_PATH}?invite=1`;

/** The six digits of a time-based code, every 30 seconds (RFC 6238's defaults, what every app uses). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;

/** GoTrue's reuse interval: a refresh token presented again this soon answers with the same session. */
export const REFRESH_TOKEN_REUSE_SECONDS = 10;

export const AUTH_ASSURANCE_LEVELS = ["aal1", "aal2"] as const;
export type AuthAssuranceLevel = (typeof AUTH_ASSURANCE_LEVELS)[number];

/** What the Users screen shows of an account. */
export const STAFF_STATUSES = ["active", "invited", "disabled"] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];
