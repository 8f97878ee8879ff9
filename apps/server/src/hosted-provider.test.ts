import { createUser } from "@staffing/auth";
import { users } from "@staffing/db";
import {
  ACCOUNT_MESSAGES,
  COMPANY,
  INVITE_LANDING_PATH,
  MAIL_TEXTS,
  SET_PASSWORD_PATH,
} from "@staffing/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, clientFromRedirect, signedInClient, supabaseClient, totpCode } from "./accounts/helpers";
import { DEV_ANON_KEY } from "./config";
import {
  freePort,
  linkIn,
  type ReceivedMail,
  startTestServer,
  TEST_ADMIN,
  TestMailServer,
  type TestServer,
} from "./testing";

// With SUPABASE_URL set, the server trusts that provider's tokens. A second instance of our own
// server plays the hosted provider; resets and second factors are the provider's, and the
// panel's calls (supabase-js) go there, while the site's admin API applies the aal rule. Invites
// are sent there too, with the provider's service role key.

// The provider's service role key, which the site holds to invite colleagues there.
const SERVICE_ROLE_KEY = "test-service-role-key-0123456789abcdef";

let provider: TestServer;
let site: TestServer;
let mail: TestMailServer;

beforeAll(async () => {
  mail = await new TestMailServer().start();
  const sitePort = await freePort();
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  provider = await startTestServer({
    // The provider's allow list names the site, so its reset links land on the site's panel.
    env: { SMTP_URL: mail.smtpUrl, CORS_ORIGINS: siteUrl, AUTH_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY },
    retryPolicy: { limit: 5, delaySeconds: 1, backoff: false },
  });
  site = await startTestServer({
    port: sitePort,
    env: {
      SUPABASE_URL: provider.url,
      SUPABASE_ANON_KEY: DEV_ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: undefined,
    },
  });
});
afterAll(async () => {
  await site?.close();
  await provider?.close();
  await mail?.stop();
});

async function tokenFromProvider(credentials: { email: string; password: string }) {
  const { session } = await signedInClient(provider.url, credentials);
  return session.access_token;
}

const stats = (token: string) => fetch(`${site.url}/api/admin/stats`, { headers: bearer(token) });
const siteApi = (token: string, path: string, init: RequestInit = {}) =>
  fetch(`${site.url}/api/admin${path}`, {
    ...init,
    headers: { ...bearer(token), ...(init.body ? { "content-type": "application/json" } : {}) },
  });
const listed = async (token: string, email: string) =>
  ((await (await siteApi(token, "/users")).json()) as { email: string; status: string }[]).find(
    (user) => user.email === email,
  );
const follow = async (link: string) =>
  (await fetch(link, { redirect: "manual" })).headers.get("location") ?? "";

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

  it("resets a password at the provider, the link landing on this site's panel", async () => {
    const email = "hosted-editor@example.com";
    await createUser(provider.db, {
      email,
      password: "hosted-old-password",
      username: "hosted",
      role: "editor",
    });
    await createUser(site.db, { email, username: "hosted", role: "editor" });
    const landing = `${site.url}${SET_PASSWORD_PATH}`;
    expect(
      await supabaseClient(provider.url).auth.resetPasswordForEmail(email, { redirectTo: landing }),
    ).toEqual({
      data: {},
      error: null,
    });
    const message = await mail.waitFor(
      (m) => m.to.includes(email) && m.subject === MAIL_TEXTS.recovery.subject(COMPANY.name),
    );
    const location = (await fetch(linkIn(message, "/auth/v1/verify"), { redirect: "manual" })).headers.get(
      "location",
    );
    expect(location?.startsWith(`${landing}#access_token=`)).toBe(true);
    const client = await clientFromRedirect(provider.url, location ?? "");
    expect((await client.auth.updateUser({ password: "hosted-new-password" })).error).toBeNull();
    expect((await stats(await tokenFromProvider({ email, password: "hosted-new-password" }))).status).toBe(
      200,
    );
  });

  it("applies the aal rule to the provider's tokens: with a verified factor there, only aal2 opens the API", async () => {
    const email = "hosted-mfa@example.com";
    const credentials = { email, password: "hosted-mfa-password" };
    await createUser(provider.db, { ...credentials, username: "hostedmfa", role: "editor" });
    await createUser(site.db, { email, username: "hostedmfa", role: "editor" });
    const { client } = await signedInClient(provider.url, credentials);
    const { data: factor } = await client.auth.mfa.enroll({ factorType: "totp" });
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: factor?.id ?? "",
      code: totpCode(factor?.totp.secret ?? ""),
    });
    expect(verified.error).toBeNull();
    expect((await stats(verified.data?.access_token ?? "")).status).toBe(200);

    const refused = await stats(await tokenFromProvider(credentials));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: ACCOUNT_MESSAGES.secondFactorRequired });
  });

  it("invites a colleague at the provider: its mail's link lands on this site's panel, and they get their role here", async () => {
    const admin = await tokenFromProvider(TEST_ADMIN);
    const email = "hosted-invitee@example.com";
    const added = await siteApi(admin, "/users", {
      method: "POST",
      body: JSON.stringify({ email, username: "invitee", role: "seo_manager" }),
    });
    expect(added.status).toBe(201);
    expect(await listed(admin, email)).toMatchObject({ status: "invited" });

    const message = await mail.waitFor(
      (m) => m.to.includes(email) && m.subject === MAIL_TEXTS.invite.subject(COMPANY.name),
    );
    const location = await follow(linkIn(message, `${provider.url}/auth/v1/verify`));
    expect(location.startsWith(`${site.url}${INVITE_LANDING_PATH}#access_token=`)).toBe(true);
    const client = await clientFromRedirect(provider.url, location);
    expect((await client.auth.updateUser({ password: "invitee-chosen-password" })).error).toBeNull();

    const token = await tokenFromProvider({ email, password: "invitee-chosen-password" });
    const me = await fetch(`${site.url}/trpc/users.me`, { headers: bearer(token) });
    expect(((await me.json()) as { result: { data: unknown } }).result.data).toMatchObject({
      email,
      role: "seo_manager",
    });
    expect(await listed(admin, email)).toMatchObject({ status: "active" });
  });

  it("resends an invite at the provider, and a revoked one opens nothing here", async () => {
    const admin = await tokenFromProvider(TEST_ADMIN);
    const email = "hosted-second-thoughts@example.com";
    const added = await siteApi(admin, "/users", {
      method: "POST",
      body: JSON.stringify({ email, username: "second", role: "editor" }),
    });
    const { id } = (await added.json()) as { id: string };
    const toThem = (m: ReceivedMail) =>
      m.to.includes(email) && m.subject === MAIL_TEXTS.invite.subject(COMPANY.name);
    await mail.waitFor(toThem);
    const resent = await mail.nextMail(toThem, async () =>
      expect((await siteApi(admin, `/users/${id}/invite`, { method: "POST" })).status).toBe(200),
    );

    expect((await siteApi(admin, `/users/${id}/invite`, { method: "DELETE" })).status).toBe(204);
    expect(await listed(admin, email)).toBeUndefined();
    // The provider still lets them choose a password, but this site no longer knows them.
    const location = await follow(linkIn(resent, `${provider.url}/auth/v1/verify`));
    const client = await clientFromRedirect(provider.url, location);
    expect((await client.auth.updateUser({ password: "second-chosen-password" })).error).toBeNull();
    const token = await tokenFromProvider({ email, password: "second-chosen-password" });
    expect((await stats(token)).status).toBe(401);
  });

  it("adds someone the provider already knows without an invite: they sign in as they are", async () => {
    const admin = await tokenFromProvider(TEST_ADMIN);
    const known = { email: "already-there@example.com", password: "already-there-password" };
    await createUser(provider.db, { ...known, username: "already", role: "editor" });
    const added = await siteApi(admin, "/users", {
      method: "POST",
      body: JSON.stringify({ email: known.email, username: "already", role: "editor" }),
    });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ invitedAt: null });
    expect((await stats(await tokenFromProvider(known))).status).toBe(200);
  });

  it("adds nobody when the provider does not send the invite: 502 with a message, nothing stored", async () => {
    const misconfigured = await startTestServer({
      env: {
        SUPABASE_URL: provider.url,
        SUPABASE_ANON_KEY: DEV_ANON_KEY,
        SUPABASE_SERVICE_ROLE_KEY: "not-the-providers-service-role-key",
        ADMIN_EMAIL: TEST_ADMIN.email,
        ADMIN_PASSWORD: undefined,
      },
    });
    try {
      const email = "never-invited@example.com";
      const added = await fetch(`${misconfigured.url}/api/admin/users`, {
        method: "POST",
        headers: { ...bearer(await tokenFromProvider(TEST_ADMIN)), "content-type": "application/json" },
        body: JSON.stringify({ email, username: "never", role: "editor" }),
      });
      expect(added.status).toBe(502);
      expect(await added.json()).toMatchObject({ message: ACCOUNT_MESSAGES.inviteNotSent });
      expect(await misconfigured.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    } finally {
      await misconfigured.close();
    }
  });

  it("keeps its invite call closed to anyone without the service role key", async () => {
    const { error } = await supabaseClient(provider.url).auth.admin.inviteUserByEmail("intruder@example.com");
    expect(error?.status).toBe(403);
    const { error: wrongKey } = await supabaseClient(
      provider.url,
      "not-the-service-role-key",
    ).auth.admin.inviteUserByEmail("intruder@example.com");
    expect(wrongKey?.status).toBe(401);
    const [row] = await provider.db.select().from(users).where(eq(users.email, "intruder@example.com"));
    expect(row).toBeUndefined();
  });

  it("refuses a password for a new colleague: the provider keeps passwords", async () => {
    const admin = await tokenFromProvider(TEST_ADMIN);
    const withPassword = await siteApi(admin, "/users", {
      method: "POST",
      body: JSON.stringify({
        email: "pw@example.com",
        username: "pw",
        role: "editor",
        password: "a-password-1",
      }),
    });
    expect(withPassword.status).toBe(400);
    expect(await withPassword.json()).toMatchObject({ message: ACCOUNT_MESSAGES.passwordNotKeptHere });
  });
});
