import { createClient, type Session, type SupabaseClient } from "@supabase/supabase-js";
import { TOTP } from "otpauth";
import WebSocket from "ws";
import { DEV_ANON_KEY } from "../config";

// supabase-js as the panel runs it, in Node (ws is its realtime transport on Node 20).

export function supabaseClient(url: string, key = DEV_ANON_KEY): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

export async function signedInClient(url: string, credentials: { email: string; password: string }) {
  const client = supabaseClient(url);
  const { data, error } = await client.auth.signInWithPassword(credentials);
  if (error || !data.session) throw error ?? new Error("no session");
  return { client, session: data.session };
}

/** The session an e-mailed link's redirect carries in its fragment, as supabase-js reads it. */
export function sessionFromRedirect(location: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(new URL(location).hash.slice(1)));
}

/** A client holding the session of an e-mailed link (what the panel's detectSessionInUrl does). */
export async function clientFromRedirect(url: string, location: string) {
  const fragment = sessionFromRedirect(location);
  const client = supabaseClient(url);
  const { error } = await client.auth.setSession({
    access_token: fragment.access_token ?? "",
    refresh_token: fragment.refresh_token ?? "",
  });
  if (error) throw error;
  return client;
}

/** The six digits an authenticator app shows at `at` (now), or `offsetSteps` periods later. */
export function totpCode(secret: string, offsetSteps = 0, at = Date.now()): string {
  return new TOTP({ secret }).generate({ timestamp: at + offsetSteps * 30_000 });
}

export function claimsOf(session: Pick<Session, "access_token">): Record<string, unknown> {
  return JSON.parse(Buffer.from(session.access_token.split(".")[1] ?? "", "base64url").toString());
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
