import { authOneTimeTokens, users } from "@staffing/db";
import { COMPANY, MAIL_TEXTS, SET_PASSWORD_PATH } from "@staffing/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accessToken,
  linkIn,
  startTestServer,
  TEST_ADMIN,
  TestMailServer,
  type TestServer,
} from "../testing";
import { bearer, clientFromRedirect, sessionFromRedirect, supabaseClient } from "./helpers";

// An admin invites a colleague by e-mail and role; the colleague chooses a password from the link.

let mail: TestMailServer;
let server: TestServer;
let admin: string;

beforeAll(async () => {
  mail = await new TestMailServer().start();
  server = await startTestServer({
    env: { SMTP_URL: mail.smtpUrl },
    retryPolicy: { limit: 5, delaySeconds: 1, backoff: false },
  });
  admin = await accessToken(server, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await server?.close();
  await mail?.stop();
});

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}/api/admin${path}`, {
    ...init,
    headers: { ...bearer(admin), "content-type": "application/json", ...init.headers },
  });
const invite = (email: string, role = "seo_manager") =>
  api("/users", { method: "POST", body: JSON.stringify({ email, username: email.split("@")[0], role }) });
const follow = async (link: string) =>
  (await fetch(link, { redirect: "manual" })).headers.get("location") ?? "";
const listed = async (email: string) =>
  ((await (await api("/users")).json()) as { id: string; email: string; status: string }[]).find(
    (user) => user.email === email,
  );

describe("inviting a colleague", () => {
  it("works end to end: invite mail, link, chosen password, signed in with their role", async () => {
    const email = "new.colleague@example.com";
    const created = await invite(email);
    expect(created.status).toBe(201);
    expect(await listed(email)).toMatchObject({ status: "invited" });

    const message = await mail.waitFor((m) => m.to.includes(email));
    expect(message.subject).toBe(MAIL_TEXTS.invite.subject(COMPANY.name));
    expect(message.text).toContain(MAIL_TEXTS.invite.intro(COMPANY.name, "SEO manager"));
    const location = await follow(linkIn(message, "/auth/v1/verify"));
    expect(location.startsWith(`${server.url}${SET_PASSWORD_PATH}?invite=1#`)).toBe(true);
    expect(sessionFromRedirect(location).type).toBe("invite");

    const client = await clientFromRedirect(server.url, location);
    // No current password: the colleague never had one.
    expect((await client.auth.updateUser({ password: "my-own-password" })).error).toBeNull();

    const signedIn = await supabaseClient(server.url).auth.signInWithPassword({
      email,
      password: "my-own-password",
    });
    expect(signedIn.error).toBeNull();
    const me = await fetch(`${server.url}/trpc/users.me`, {
      headers: bearer(signedIn.data.session?.access_token ?? ""),
    });
    expect(((await me.json()) as { result: { data: { role: string } } }).result.data.role).toBe(
      "seo_manager",
    );
    expect(await listed(email)).toMatchObject({ status: "active" });
    // The invite's link is spent.
    expect(sessionFromRedirect(await follow(linkIn(message, "/auth/v1/verify")))).toMatchObject({
      error_code: "otp_expired",
    });
  });

  it("resends an invite with a new link (the old one stops working) and revokes one", async () => {
    const email = "resent@example.com";
    await invite(email, "editor");
    const first = await mail.waitFor((m) => m.to.includes(email));
    const { id } = (await listed(email)) ?? { id: "" };

    const second = await mail.nextMail(
      (m) => m.to.includes(email),
      async () => expect((await api(`/users/${id}/invite`, { method: "POST" })).status).toBe(200),
    );
    expect(linkIn(second, "/verify")).not.toBe(linkIn(first, "/verify"));
    expect(sessionFromRedirect(await follow(linkIn(first, "/auth/v1/verify")))).toMatchObject({
      error_code: "otp_expired",
    });

    expect((await api(`/users/${id}/invite`, { method: "DELETE" })).status).toBe(204);
    expect(await listed(email)).toBeUndefined();
    expect(sessionFromRedirect(await follow(linkIn(second, "/auth/v1/verify")))).toMatchObject({
      error_code: "otp_expired",
    });
  });

  it("says so when the link has expired", async () => {
    const email = "late@example.com";
    await invite(email);
    const message = await mail.waitFor((m) => m.to.includes(email));
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    await server.db
      .update(authOneTimeTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(authOneTimeTokens.userId, user?.id ?? ""));
    const location = await follow(linkIn(message, "/auth/v1/verify"));
    expect(location.startsWith(`${server.url}${SET_PASSWORD_PATH}?invite=1#`)).toBe(true);
    expect(sessionFromRedirect(location)).toMatchObject({
      error: "access_denied",
      error_code: "otp_expired",
      error_description: "Email link is invalid or has expired",
    });
  });

  it("refuses to resend or revoke an invite that was accepted", async () => {
    const { id } = (await listed(TEST_ADMIN.email)) ?? { id: "" };
    expect((await api(`/users/${id}/invite`, { method: "POST" })).status).toBe(409);
    expect((await api(`/users/${id}/invite`, { method: "DELETE" })).status).toBe(409);
  });
});
