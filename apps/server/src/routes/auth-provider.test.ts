import { createUser } from "@staffing/auth";
import { authRefreshTokens } from "@staffing/db";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { isNotNull, sql } from "drizzle-orm";
import { generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { DEV_ANON_KEY } from "../config";
import { startTestServer, TEST_ADMIN, type TestServer } from "../testing";

// The admin panel's view of the embedded provider: supabase-js, unchanged, against our server.

let server: TestServer;
const EDITOR = { email: "Editor@Example.com", password: "editor-password-1" };
const VICTIM = { email: "victim@example.com", password: "victim-password-1" };
const BYSTANDER = { email: "bystander@example.com", password: "bystander-password-1" };
const TIMING = { email: "timing@example.com", password: "timing-password-1" };

function supabase(url = server.url, key = DEV_ANON_KEY): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

async function signIn(credentials: { email: string; password: string }) {
  const { data, error } = await supabase().auth.signInWithPassword(credentials);
  if (error || !data.session) throw error ?? new Error("no session");
  return data.session;
}

const adminStats = (token: string) =>
  fetch(`${server.url}/api/admin/stats`, { headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  server = await startTestServer({
    throttlePolicy: {
      accountFreeFailures: 3,
      accountBaseDelaySeconds: 30,
      accountMaxDelaySeconds: 600,
      accountMaxFailures: 100,
      ipMaxFailures: 1000,
      windowSeconds: 900,
    },
  });
  await createUser(server.db, { ...EDITOR, username: "editor", role: "editor" });
  await createUser(server.db, { ...VICTIM, username: "victim", role: "editor" });
  await createUser(server.db, { ...BYSTANDER, username: "bystander", role: "editor" });
  await createUser(server.db, { ...TIMING, username: "timing", role: "editor" });
});
afterAll(() => server?.close());

describe("sign-in with supabase-js", () => {
  it("signs in with e-mail and password and returns a session with an ES256 access token", async () => {
    const { data, error } = await supabase().auth.signInWithPassword(TEST_ADMIN);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(TEST_ADMIN.email);
    const session = data.session;
    expect(session?.token_type).toBe("bearer");
    expect(session?.expires_in).toBe(3600);
    expect(session?.refresh_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const [header, payload] = (session?.access_token ?? "")
      .split(".")
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, "base64url").toString()));
    expect(header).toMatchObject({ alg: "ES256", typ: "JWT" });
    expect(typeof header.kid).toBe("string");
    expect(payload).toMatchObject({
      sub: data.user?.id,
      aud: "authenticated",
      role: "authenticated",
      email: TEST_ADMIN.email,
    });
    expect(typeof payload.session_id).toBe("string");
    expect(payload.exp - payload.iat).toBe(3600);
  });

  it("matches the e-mail whatever its case", async () => {
    const session = await signIn({ email: EDITOR.email.toUpperCase(), password: EDITOR.password });
    expect(session.user.email).toBe(EDITOR.email);
  });

  it("gets the signed-in user and opens the admin API with the token", async () => {
    const session = await signIn(TEST_ADMIN);
    const { data, error } = await supabase().auth.getUser(session.access_token);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(session.user.id);
    const stats = await adminStats(session.access_token);
    expect(stats.status).toBe(200);
    expect(await stats.json()).toMatchObject({ totalPosts: expect.any(Number) });
  });

  it("refuses a wrong password and an unknown account alike: 400 invalid_credentials, same message", async () => {
    const wrong = await supabase().auth.signInWithPassword({
      email: BYSTANDER.email,
      password: "not-the-password",
    });
    const unknown = await supabase().auth.signInWithPassword({
      email: "nobody@example.com",
      password: "not-the-password",
    });
    for (const { error, data } of [wrong, unknown]) {
      expect(data.session).toBeNull();
      expect(error?.status).toBe(400);
      expect(error?.code).toBe("invalid_credentials");
      expect(error?.message).toBe("Invalid login credentials");
    }
    await signIn(BYSTANDER); // clears the bystander's failure count for later tests
  });

  it("spends a password-hash check on unknown accounts too, so timing does not tell them apart", async () => {
    const time = async (email: string) => {
      const started = performance.now();
      await supabase().auth.signInWithPassword({ email, password: "not-the-password" });
      return performance.now() - started;
    };
    // Two tries each stay under the per-account limit, which would otherwise answer first.
    const samples = async (email: string) => Math.min(await time(email), await time(email));
    const known = await samples(TIMING.email);
    const unknown = await samples(`ghost-${Date.now()}@example.com`);
    // A refusal without a hash takes a few milliseconds; with one, the same order as a known account.
    // The bound is loose because shared machines are noisy: it only tells "a hash" from "none".
    expect(unknown).toBeGreaterThan(known * 0.2);
  });

  it("asks for an e-mail and a password", async () => {
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: DEV_ANON_KEY, "content-type": "application/json" },
      body: JSON.stringify({ email: TEST_ADMIN.email }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: "You must provide either an email or phone number and a password",
    });
  });
});

describe("refresh tokens", () => {
  it("rotate on use: the new pair works and the session stays the same", async () => {
    const first = await signIn(TEST_ADMIN);
    const { data, error } = await supabase().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(first.refresh_token);
    expect((await adminStats(data.session?.access_token ?? "")).status).toBe(200);
  });

  it("answer the same token twice within ten seconds with the same new session (a double click, a retry)", async () => {
    const first = await signIn(TEST_ADMIN);
    const [a, b] = await Promise.all([
      supabase().auth.refreshSession({ refresh_token: first.refresh_token }),
      supabase().auth.refreshSession({ refresh_token: first.refresh_token }),
    ]);
    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
    expect(a.data.session?.refresh_token).toBe(b.data.session?.refresh_token);
    expect(a.data.session?.refresh_token).not.toBe(first.refresh_token);
    const sessionOf = (token = "") =>
      JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()).session_id;
    expect(sessionOf(a.data.session?.access_token)).toBe(sessionOf(first.access_token));
    expect(sessionOf(b.data.session?.access_token)).toBe(sessionOf(first.access_token));
    // A third try a moment later still gets that session, and it goes on working.
    const again = await supabase().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(again.data.session?.refresh_token).toBe(a.data.session?.refresh_token);
    const next = await supabase().auth.refreshSession({ refresh_token: a.data.session?.refresh_token ?? "" });
    expect(next.error).toBeNull();
    expect((await adminStats(next.data.session?.access_token ?? "")).status).toBe(200);
  });

  it("refuse a token reused after the reuse interval and revoke its session", async () => {
    const first = await signIn(TEST_ADMIN);
    const rotated = await supabase().auth.refreshSession({ refresh_token: first.refresh_token });
    const second = rotated.data.session;
    expect(second).toBeTruthy();
    // As if the first use were eleven seconds ago.
    await server.db
      .update(authRefreshTokens)
      .set({ usedAt: sql`now() - interval '11 seconds'` })
      .where(isNotNull(authRefreshTokens.usedAt));

    const replay = await supabase().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(replay.error?.code).toBe("refresh_token_already_used");
    // The whole session is gone: its newest refresh token and its access tokens too.
    const afterReplay = await supabase().auth.refreshSession({ refresh_token: second?.refresh_token ?? "" });
    expect(afterReplay.error?.status).toBe(400);
    expect((await adminStats(second?.access_token ?? "")).status).toBe(401);
  });

  it("refuse an unknown token", async () => {
    const { error } = await supabase().auth.refreshSession({ refresh_token: "made-up-token" });
    expect(error?.code).toBe("refresh_token_not_found");
  });
});

describe("sign-out", () => {
  it("revokes the session: the old access token no longer opens the admin API", async () => {
    const client = supabase();
    const { data } = await client.auth.signInWithPassword(TEST_ADMIN);
    const token = data.session?.access_token ?? "";
    expect((await adminStats(token)).status).toBe(200);

    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    expect((await adminStats(token)).status).toBe(401);
    const { data: after, error: userError } = await supabase().auth.getUser(token);
    expect(after.user).toBeNull();
    expect(userError?.name).toBe("AuthSessionMissingError");
  });

  it("scope local ends only this session, scope others keeps this one", async () => {
    const a = await signIn(EDITOR);
    const b = await signIn(EDITOR);
    const c = await signIn(EDITOR);
    const logout = (token: string, scope: string) =>
      fetch(`${server.url}/auth/v1/logout?scope=${scope}`, {
        method: "POST",
        headers: {
          apikey: DEV_ANON_KEY,
          authorization: `Bearer ${token}`,
          "content-type": "application/json",
        },
      });
    expect((await logout(a.access_token, "local")).status).toBe(204);
    expect((await adminStats(a.access_token)).status).toBe(401);
    expect((await adminStats(b.access_token)).status).toBe(200);

    expect((await logout(b.access_token, "others")).status).toBe(204);
    expect((await adminStats(b.access_token)).status).toBe(200);
    expect((await adminStats(c.access_token)).status).toBe(401);

    expect((await logout(b.access_token, "everywhere")).status).toBe(400);
  });
});

describe("forged tokens", () => {
  async function realKid() {
    const response = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`, {
      headers: { apikey: DEV_ANON_KEY },
    });
    const { keys } = (await response.json()) as { keys: { kid: string; kty: string; d?: string }[] };
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.kty === "EC" && key.d === undefined)).toBe(true);
    return keys[0]?.kid ?? "";
  }

  it("refuses a token signed with another key under our key id", async () => {
    const session = await signIn(TEST_ADMIN);
    const claims = JSON.parse(Buffer.from(session.access_token.split(".")[1] ?? "", "base64url").toString());
    const { privateKey } = await generateKeyPair("ES256");
    const forged = await new SignJWT({ ...claims, email: "someone@example.com" })
      .setProtectedHeader({ alg: "ES256", kid: await realKid() })
      .sign(privateKey);
    expect((await adminStats(forged)).status).toBe(401);
    expect((await supabase().auth.getUser(forged)).error?.status).toBe(403);
  });

  it("refuses an unsigned (alg: none) token", async () => {
    const session = await signIn(TEST_ADMIN);
    const [, payload] = session.access_token.split(".");
    const header = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT", kid: await realKid() })).toString(
      "base64url",
    );
    const unsigned = `${header}.${payload}.`;
    expect((await adminStats(unsigned)).status).toBe(401);
    expect((await supabase().auth.getUser(unsigned)).error?.status).toBe(403);
  });
});

describe("brute force", () => {
  it("limits failed sign-ins per account with a growing delay, and leaves other accounts alone", async () => {
    const attempt = (password: string) =>
      supabase().auth.signInWithPassword({ email: VICTIM.email, password });
    for (let i = 0; i < 3; i++) expect((await attempt("guess")).error?.status).toBe(400);

    const limited = await attempt("guess");
    expect(limited.error?.status).toBe(429);
    // Even the right password waits until the delay is over.
    expect((await attempt(VICTIM.password)).error?.status).toBe(429);

    const raw = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: DEV_ANON_KEY, "content-type": "application/json" },
      body: JSON.stringify({ email: VICTIM.email, password: "guess" }),
    });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get("retry-after"))).toBeGreaterThan(0);

    const other = await supabase().auth.signInWithPassword(BYSTANDER);
    expect(other.error).toBeNull();
    expect(other.data.session).toBeTruthy();
  });
});

describe("the public api key", () => {
  it("is required on every call", async () => {
    const missing = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(TEST_ADMIN),
    });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: "No API key found in request" });
    expect((await fetch(`${server.url}/auth/v1/.well-known/jwks.json`)).status).toBe(401);
  });

  it("must be the configured one", async () => {
    const { error } = await supabase(server.url, "some-other-key").auth.signInWithPassword(TEST_ADMIN);
    expect(error?.status).toBe(401);
  });
});

describe("GET /settings", () => {
  it("answers as GoTrue does: e-mail sign-in on, every other provider off, no sign-up, no SSO", async () => {
    const response = await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: DEV_ANON_KEY } });
    expect(response.status).toBe(200);
    const settings = await response.json();
    expect(settings).toEqual({
      external: {
        anonymous_users: false,
        apple: false,
        azure: false,
        bitbucket: false,
        discord: false,
        facebook: false,
        figma: false,
        fly: false,
        github: false,
        gitlab: false,
        google: false,
        keycloak: false,
        kakao: false,
        linkedin: false,
        linkedin_oidc: false,
        notion: false,
        spotify: false,
        slack: false,
        slack_oidc: false,
        workos: false,
        twitch: false,
        twitter: false,
        email: true,
        phone: false,
        zoom: false,
      },
      disable_signup: true,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: "",
      saml_enabled: false,
    });
    expect((await fetch(`${server.url}/auth/v1/settings`)).status).toBe(401);
  });
});
