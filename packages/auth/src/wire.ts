import type { AmrEntry, AuthMfaFactor, User } from "@staffing/db";
import { type GoTrueFactor, toGoTrueFactor } from "./mfa";

// The shapes Supabase Auth (GoTrue) answers with, as supabase-js reads them.

export const AUDIENCE = "authenticated";
export const ACCESS_TOKEN_SECONDS = 60 * 60;

export interface GoTrueUser {
  id: string;
  aud: string;
  role: string;
  email: string;
  email_confirmed_at: string;
  phone: string;
  confirmed_at: string;
  invited_at?: string;
  last_sign_in_at: string | null;
  app_metadata: { provider: string; providers: string[]; role: string };
  user_metadata: Record<string, unknown> & { username: string };
  identities: GoTrueIdentity[];
  /** GoTrue leaves it out when the user has none; supabase-js reads it for listFactors and the AAL. */
  factors?: GoTrueFactor[];
  created_at: string;
  updated_at: string;
  is_anonymous: false;
}

/** A sign-in method of a user: here the one e-mail identity every account has, as a hosted provider lists it. */
export interface GoTrueIdentity {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: { email: string; email_verified: boolean; phone_verified: boolean; sub: string };
  provider: "email";
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
  email: string;
}

export interface GoTrueSession {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: GoTrueUser;
}

/** The claims GoTrue puts in an access token besides the registered ones. */
export interface GoTrueClaims {
  email: string;
  session_id: string;
  aal: "aal1" | "aal2";
  amr: AmrEntry[];
}

export function toGoTrueUser(
  user: User,
  factors: AuthMfaFactor[] = [],
  lastSignInAt: Date | null = null,
): GoTrueUser {
  return {
    id: user.id,
    aud: AUDIENCE,
    role: AUDIENCE,
    email: user.email,
    email_confirmed_at: user.createdAt.toISOString(),
    phone: "",
    confirmed_at: user.createdAt.toISOString(),
    ...(user.invitedAt ? { invited_at: user.invitedAt.toISOString() } : {}),
    last_sign_in_at: lastSignInAt?.toISOString() ?? null,
    app_metadata: { provider: "email", providers: ["email"], role: user.role },
    // The username is the admin panel's; a key of the same name in the stored metadata does not hide it.
    user_metadata: { ...user.userMetadata, username: user.username },
    identities: [emailIdentity(user, lastSignInAt)],
    ...(factors.length > 0 ? { factors: factors.map(toGoTrueFactor) } : {}),
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    is_anonymous: false,
  };
}

function emailIdentity(user: User, lastSignInAt: Date | null): GoTrueIdentity {
  return {
    // An account has exactly one e-mail identity: its id is the user's (GoTrue's provider id for e-mail).
    identity_id: user.id,
    id: user.id,
    user_id: user.id,
    identity_data: { email: user.email, email_verified: true, phone_verified: false, sub: user.id },
    provider: "email",
    last_sign_in_at: lastSignInAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    email: user.email,
  };
}

// GoTrue's external providers, each on or off in GET /settings (supabase/auth internal/api/settings.go).
const GOTRUE_PROVIDERS = [
  "anonymous_users",
  "apple",
  "azure",
  "bitbucket",
  "discord",
  "facebook",
  "figma",
  "fly",
  "github",
  "gitlab",
  "google",
  "keycloak",
  "kakao",
  "linkedin",
  "linkedin_oidc",
  "notion",
  "spotify",
  "slack",
  "slack_oidc",
  "workos",
  "twitch",
  "twitter",
  "email",
  "phone",
  "zoom",
] as const;

export interface GoTrueSettings {
  external: Record<(typeof GOTRUE_PROVIDERS)[number], boolean>;
  disable_signup: boolean;
  mailer_autoconfirm: boolean;
  phone_autoconfirm: boolean;
  sms_provider: string;
  saml_enabled: boolean;
}

/**
 * GET /settings of this provider: e-mail and password only; nobody signs up (staff are invited), no
 * phone, no SSO, and an address is confirmed by the invite it was sent.
 */
export const EMBEDDED_PROVIDER_SETTINGS: GoTrueSettings = {
  external: Object.fromEntries(
    GOTRUE_PROVIDERS.map((provider) => [provider, provider === "email"]),
  ) as GoTrueSettings["external"],
  disable_signup: true,
  mailer_autoconfirm: false,
  phone_autoconfirm: false,
  sms_provider: "",
  saml_enabled: false,
};
