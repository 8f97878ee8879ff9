import type { User } from "@staffing/db";

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
  last_sign_in_at: string | null;
  app_metadata: { provider: string; providers: string[]; role: string };
  user_metadata: { username: string };
  identities: [];
  created_at: string;
  updated_at: string;
  is_anonymous: false;
}

export interface GoTrueSession {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: GoTrueUser;
}

export function toGoTrueUser(user: User, lastSignInAt: Date | null = null): GoTrueUser {
  return {
    id: user.id,
    aud: AUDIENCE,
    role: AUDIENCE,
    email: user.email,
    email_confirmed_at: user.createdAt.toISOString(),
    phone: "",
    confirmed_at: user.createdAt.toISOString(),
    last_sign_in_at: lastSignInAt?.toISOString() ?? null,
    app_metadata: { provider: "email", providers: ["email"], role: user.role },
    user_metadata: { username: user.username },
    identities: [],
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    is_anonymous: false,
  };
}
