import { CLIENT_MESSAGES, StaffingSignInError } from "./messages";

/** The part of the site's GET /auth/client-config (what the admin panel reads) that a client needs. */
export interface SignInProvider {
  /** Where the GoTrue-compatible provider answers: the site itself (`/auth/v1`) or a hosted one. */
  authUrl: string;
  /** The provider's public api key, sent as `apikey` with every call to it. */
  anonKey: string;
}

/**
 * Asks the site where its sign-in provider is and for its public key, as the admin panel does, so a
 * script needs only the site's address. Nothing in the answer is secret.
 */
export async function readSignInProvider(siteUrl: URL): Promise<SignInProvider> {
  const response = await fetch(new URL("/auth/client-config", siteUrl), {
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new StaffingSignInError(CLIENT_MESSAGES.siteConfigUnavailable(response.status));
  const config = (await response.json()) as { authUrl: string | null; anonKey: string };
  // null: the embedded provider, served by the site itself.
  return { authUrl: config.authUrl ?? siteUrl.origin, anonKey: config.anonKey };
}
