import { createUser } from "@staffing/auth";
import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { DEV_ANON_KEY } from "./config";
import { startTestServer, TEST_ADMIN, type TestServer } from "./testing";

// With SUPABASE_URL set, the server trusts that provider's tokens. A second instance of our own
// server plays the hosted provider.

let provider: TestServer;
let site: TestServer;

beforeAll(async () => {
  provider = await startTestServer();
  site = await startTestServer({
    env: {
      SUPABASE_URL: provider.url,
      SUPABASE_ANON_KEY: DEV_ANON_KEY,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: undefined,
    },
  });
});
afterAll(async () => {
  await site?.close();
  await provider?.close();
});

async function tokenFromProvider(credentials: { email: string; password: string }) {
  const client = createClient(provider.url, DEV_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { data, error } = await client.auth.signInWithPassword(credentials);
  if (error || !data.session) throw error ?? new Error("no session");
  return data.session.access_token;
}

const stats = (token: string) =>
  fetch(`${site.url}/api/admin/stats`, { headers: { authorization: `Bearer ${token}` } });

describe("a hosted sign-in provider", () => {
  it("opens the admin API to a token of the provider whose e-mail has an account here", async () => {
    const response = await stats(await tokenFromProvider(TEST_ADMIN));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ totalInquiries: expect.any(Number) });
  });

  it("refuses a valid provider token whose e-mail has no account here", async () => {
    const stranger = { email: "stranger@example.com", password: "stranger-password" };
    await createUser(provider.db, { ...stranger, username: "stranger", role: "admin" });
    expect((await stats(await tokenFromProvider(stranger))).status).toBe(401);
  });

  it("refuses a token the provider did not sign", async () => {
    expect((await stats("eyJhbGciOiJFUzI1NiJ9.e30.c2lnbmF0dXJl")).status).toBe(401);
  });

  it("serves no embedded provider of its own", async () => {
    const response = await fetch(`${site.url}/auth/v1/.well-known/jwks.json`, {
      headers: { apikey: DEV_ANON_KEY },
    });
    expect(response.status).toBe(404);
  });
});
