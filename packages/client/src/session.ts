import { createClient } from "@supabase/supabase-js";
import { CLIENT_MESSAGES, StaffingSignInError } from "./messages";
import type { SignInProvider } from "./site-config";

/** A staff member's e-mail and password, and the authenticator app's code when the account has one. */
export interface PasswordCredentials {
  email: string;
  password: string;
  /**
   * The six digits of the account's authenticator app, asked for only when the account has a verified
   * second factor (the admin API refuses a password-only session of such an account). A function is
   * called at that moment, so the code it gives is a fresh one.
   */
  totp?: string | (() => string | Promise<string>);
}

/** Answers a valid access token each time it is called (refreshed by supabase-js when near its end). */
export type AccessTokenSource = () => Promise<string>;

/**
 * Signs in at the site's provider with supabase-js, as the admin panel does, and raises the session to
 * aal2 with the TOTP code when the account has a second factor. The session lives in memory only.
 */
export async function signIn(
  provider: SignInProvider,
  credentials: PasswordCredentials,
): Promise<AccessTokenSource> {
  const { auth } = createClient(provider.authUrl, provider.anonKey, {
    // A script keeps nothing on disk; supabase-js refreshes the session before it expires.
    auth: { persistSession: false, autoRefreshToken: true, detectSessionInUrl: false },
  });
  const signedIn = await auth.signInWithPassword({
    email: credentials.email,
    password: credentials.password,
  });
  if (signedIn.error) throw new StaffingSignInError(CLIENT_MESSAGES.signInFailed(signedIn.error.message));

  const assurance = await auth.mfa.getAuthenticatorAssuranceLevel();
  if (assurance.error) throw new StaffingSignInError(CLIENT_MESSAGES.signInFailed(assurance.error.message));
  if (assurance.data.nextLevel === "aal2" && assurance.data.currentLevel !== "aal2") {
    await verifySecondFactor(auth, credentials.totp);
  }

  return async () => {
    // getSession answers the session in memory, refreshing it first when it is about to expire.
    const { data, error } = await auth.getSession();
    if (error || !data.session) throw new StaffingSignInError(CLIENT_MESSAGES.signedOut);
    return data.session.access_token;
  };
}

type Auth = ReturnType<typeof createClient>["auth"];

async function verifySecondFactor(auth: Auth, totp: PasswordCredentials["totp"]): Promise<void> {
  if (totp === undefined) throw new StaffingSignInError(CLIENT_MESSAGES.secondFactorNeeded);
  const factors = await auth.mfa.listFactors();
  if (factors.error) throw new StaffingSignInError(CLIENT_MESSAGES.signInFailed(factors.error.message));
  const factor = factors.data.totp[0];
  if (!factor) throw new StaffingSignInError(CLIENT_MESSAGES.noTotpFactor);
  const code = typeof totp === "function" ? await totp() : totp;
  const verified = await auth.mfa.challengeAndVerify({ factorId: factor.id, code });
  if (verified.error)
    throw new StaffingSignInError(CLIENT_MESSAGES.secondFactorFailed(verified.error.message));
}
