import { createClient, type Session, type SupabaseClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { DEV_ANON_KEY } from "../config";

export { totpCode } from "@staffing/auth/testing";

// supabase-js as the panel runs it, in Node (ws is its realtime transport on Node 20).

/** `headers` go with every request: a device's User-Agent, or the X-Forwarded-For of a proxy. */
export function supabaseClient(
  url: string,
  key = DEV_ANON_KEY,
  headers: Record<string, string> = {},
): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers },
    realtime: { transport: WebSocket as never },
  });
}

export async function signedInClient(
  url: string,
  credentials: { email: string; password: string },
  headers: Record<string, string> = {},
) {
  const client = supabaseClient(url, DEV_ANON_KEY, headers);
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

export function claimsOf(session: Pick<Session, "access_token">): Record<string, unknown> {
  return JSON.parse(Buffer.from(session.access_token.split(".")[1] ?? "", "base64url").toString());
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A tRPC query over HTTP, as the panel's client sends it: the status and the parsed answer. */
export async function trpcQuery<T>(url: string, path: string, token: string) {
  const response = await fetch(`${url}/trpc/${path}`, { headers: bearer(token) });
  return { status: response.status, body: (await response.json()) as TrpcAnswer<T> };
}

/** A tRPC mutation over HTTP (POST with the input as the JSON body). */
export async function trpcMutation<T>(url: string, path: string, token: string, input: unknown) {
  const response = await fetch(`${url}/trpc/${path}`, {
    method: "POST",
    headers: { ...bearer(token), "content-type": "application/json" },
    body: JSON.stringify(input),
  });
  return { status: response.status, body: (await response.json()) as TrpcAnswer<T> };
}

/** tRPC's answer: the procedure's result, or its error with the message the panel shows. */
export interface TrpcAnswer<T> {
  result?: { data: T };
  error?: { message: string; data: { code: string; httpStatus: number } };
}
