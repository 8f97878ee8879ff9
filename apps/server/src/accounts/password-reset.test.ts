import { accountMailComposers, createUser } from "@staffing/auth";
import { users } from "@staffing/db";
import { MAILS_PER_RECIPIENT_PER_DAY } from "@staffing/mail";
import { COMPANY, MAIL_TEXTS, SET_PASSWORD_PATH } from "@staffing/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_ANON_KEY } from "../config";
import { linkIn, startTestServer, TestMailServer, type TestServer } from "../testing";
import { bearer, clientFromRedirect, sessionFromRedirect, signedInClient, supabaseClient } from "./helpers";

// 'Forgot password?' with supabase-js unchanged: the reset mail arrives at a real SMTP server
// process, its link answers as GoTrue's does, and updateUser sets the new password.

let mail: TestMailServer;
let server: TestServer;
const EDITOR = { email: "reset-editor@example.com", password: "old-password-1" };
const CODE_USER = { email: "code-user@example.com", password: "code-password-1" };
const LOCKED = { email: "locked@example.com", password: "locked-password-1" };
const LIMITED = { email: "limited@example.com", password: "limited-password-1" };

beforeAll(async () => {
  mail = await new TestMailServer().start();
  server = await startTestServer({
    // Behind one proxy: a test chooses the client address a request comes from.
    env: { SMTP_URL: mail.smtpUrl, TRUST_PROXY: "1" },
    retryPolicy: { limit: 5, delaySeconds: 1, backoff: false },
  });
  for (const account of [EDITOR, CODE_USER, LOCKED, LIMITED]) {
    await createUser(server.db, { ...account, username: account.email.split("@")[0] ?? "", role: "editor" });
  }
});
afterAll(async () => {
  await server?.close();
  await mail?.stop();
});

const landing = () => `${server.url}${SET_PASSWORD_PATH}`;
const stats = (token: string) => fetch(`${server.url}/api/admin/stats`, { headers: bearer(token) });
const follow = (link: string) => fetch(link, { redirect: "manual" });
const resetMailTo = (email: string) =>
  mail.waitFor((m) => m.to.includes(email) && m.subject === MAIL_TEXTS.recovery.subject(COMPANY.name));

async function requestReset(email: string) {
  return supabaseClient(server.url).auth.resetPasswordForEmail(email, { redirectTo: landing() });
}

describe("a password reset", () => {
  it("works end to end: mail, link, new password; the old one and the other sessions end", async () => {
    const { session: before } = await signedInClient(server.url, EDITOR);
    expect(await requestReset(EDITOR.email)).toEqual({ data: {}, error: null });

    const message = await resetMailTo(EDITOR.email);
    expect(message.html).toContain(MAIL_TEXTS.recovery.action);
    const link = linkIn(message, "/auth/v1/verify");
    expect(link.startsWith(`${server.url}/auth/v1/verify?`)).toBe(true);

    const redirect = await follow(link);
    expect(redirect.status).toBe(303);
    const location = redirect.headers.get("location") ?? "";
    expect(location.startsWith(`${landing()}#`)).toBe(true);
    const fragment = sessionFromRedirect(location);
    expect(fragment).toMatchObject({ type: "recovery", token_type: "bearer", expires_in: "3600" });

    const client = await clientFromRedirect(server.url, location);
    const updated = await client.auth.updateUser({ password: "brand-new-password" });
    expect(updated.error).toBeNull();

    const old = await supabaseClient(server.url).auth.signInWithPassword(EDITOR);
    expect(old.error?.code).toBe("invalid_credentials");
    const fresh = await supabaseClient(server.url).auth.signInWithPassword({
      email: EDITOR.email,
      password: "brand-new-password",
    });
    expect(fresh.error).toBeNull();
    // The session opened before the reset is over.
    expect((await stats(before.access_token)).status).toBe(401);

    const again = await follow(link);
    expect(again.status).toBe(303);
    expect(sessionFromRedirect(again.headers.get("location") ?? "")).toMatchObject({
      error: "access_denied",
      error_code: "otp_expired",
      error_description: "Email link is invalid or has expired",
    });
  });

  it("answers the same for an address without an account, and sends it nothing", async () => {
    const ghost = `ghost-${Date.now()}@example.com`;
    expect(await requestReset(ghost)).toEqual({ data: {}, error: null });
    await requestReset(CODE_USER.email);
    await resetMailTo(CODE_USER.email); // mails are sent in order: the ghost's would be here by now
    expect((await mail.messages()).some((m) => m.to.includes(ghost))).toBe(false);
  });

  it("also works with the six-digit code of the mail (verifyOtp), once", async () => {
    const message = await resetMailTo(CODE_USER.email);
    const code = message.text.match(/(\d{6})/)?.[1] ?? "";
    expect(message.text).toContain(MAIL_TEXTS.recovery.code(code));

    const wrong = await supabaseClient(server.url).auth.verifyOtp({
      email: CODE_USER.email,
      token: code === "000000" ? "111111" : "000000",
      type: "recovery",
    });
    expect(wrong.error?.status).toBe(403);
    expect(wrong.error?.code).toBe("otp_expired");

    const client = supabaseClient(server.url);
    const { data, error } = await client.auth.verifyOtp({
      email: CODE_USER.email,
      token: code,
      type: "recovery",
    });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(CODE_USER.email);
    expect((await client.auth.updateUser({ password: "code-chosen-password" })).error).toBeNull();

    const reused = await supabaseClient(server.url).auth.verifyOtp({
      email: CODE_USER.email,
      token: code,
      type: "recovery",
    });
    expect(reused.error?.code).toBe("otp_expired");
  });

  it("lifts a sign-in lock on the account", async () => {
    const wrong = () =>
      supabaseClient(server.url).auth.signInWithPassword({ email: LOCKED.email, password: "nope-nope" });
    for (let i = 0; i < 5; i++) await wrong();
    const locked = await supabaseClient(server.url).auth.signInWithPassword(LOCKED);
    expect(locked.error?.status).toBe(429);
    expect(locked.error?.message).toMatch(/Try again in \d+ (seconds|minutes?)\./);

    await requestReset(LOCKED.email);
    const link = linkIn(await resetMailTo(LOCKED.email), "/auth/v1/verify");
    const client = await clientFromRedirect(server.url, (await follow(link)).headers.get("location") ?? "");
    expect((await client.auth.updateUser({ password: "unlocked-password" })).error).toBeNull();
    const after = await supabaseClient(server.url).auth.signInWithPassword({
      email: LOCKED.email,
      password: "unlocked-password",
    });
    expect(after.error).toBeNull();
  });

  it(`sends one address ${MAILS_PER_RECIPIENT_PER_DAY} reset mails a day at most, answering every request alike, account or not`, async () => {
    const ghost = `limit-ghost-${Date.now()}@example.com`;
    for (const email of [LIMITED.email, ghost]) {
      for (let i = 0; i <= MAILS_PER_RECIPIENT_PER_DAY; i++) {
        // From a new client each time: the limit is the recipient's, whoever asks.
        const client = supabaseClient(server.url, DEV_ANON_KEY, { "x-forwarded-for": `198.51.100.${i + 1}` });
        const answer = await client.auth.resetPasswordForEmail(email, { redirectTo: landing() });
        expect(answer).toEqual({ data: {}, error: null });
      }
    }
    const mailsTo = async (email: string) =>
      (await mail.messages()).filter((m) => m.to.includes(email)).length;
    await expect.poll(() => mailsTo(LIMITED.email), { timeout: 15_000 }).toBe(MAILS_PER_RECIPIENT_PER_DAY);
    // Mails go out in order: once a later one has arrived, a refused one would be there too.
    await mail.nextMail(
      (m) => m.to.includes(EDITOR.email),
      () => requestReset(EDITOR.email),
    );
    expect(await mailsTo(LIMITED.email)).toBe(MAILS_PER_RECIPIENT_PER_DAY);
    expect(await mailsTo(ghost)).toBe(0);
  });

  it("does the same work for an address without an account: one queued mail, which its sender drops", async () => {
    const ghost = `work-ghost-${Date.now()}@example.com`;
    // The reset jobs in the account mails' queue (pg-boss's table) for an address.
    const queued = async (email: string) => {
      const result = (await server.db.execute(
        sql`select data from pgboss.job where name = 'mail.account' and data->>'kind' = 'password-recovery' and data->>'email' = ${email}`,
      )) as unknown;
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
        data: unknown;
      }[];
      return rows.map((row) => row.data);
    };
    const known = await queued(CODE_USER.email);
    expect(await requestReset(CODE_USER.email)).toEqual({ data: {}, error: null });
    expect(await requestReset(ghost)).toEqual({ data: {}, error: null });
    expect(await queued(CODE_USER.email)).toHaveLength(known.length + 1);
    expect(await queued(ghost)).toEqual([{ kind: "password-recovery", email: ghost, redirectTo: landing() }]);
    await mail.nextMail(
      (m) => m.to.includes(EDITOR.email),
      () => requestReset(EDITOR.email),
    );
    expect((await mail.messages()).some((m) => m.to.includes(ghost))).toBe(false);
  });

  it("still sends a reset queued by the version before, which named the account by id", async () => {
    const [user] = await server.db.select().from(users).where(eq(users.email, CODE_USER.email));
    const compose = accountMailComposers(server.db, server.url)["password-recovery"];
    const earlierJob = { kind: "password-recovery", userId: user?.id, redirectTo: landing() } as never;
    const message = await compose(earlierJob);
    expect(message?.to).toBe(CODE_USER.email);
    expect(message?.subject).toBe(MAIL_TEXTS.recovery.subject(COMPANY.name));
  });

  it("sends a link to the site's own page when redirect_to names another site", async () => {
    const message = await mail.nextMail(
      (m) => m.to.includes(CODE_USER.email),
      () =>
        fetch(`${server.url}/auth/v1/recover?redirect_to=${encodeURIComponent("https://evil.example/x")}`, {
          method: "POST",
          headers: { apikey: DEV_ANON_KEY, "content-type": "application/json" },
          body: JSON.stringify({ email: CODE_USER.email }),
        }),
    );
    const link = linkIn(message, "/auth/v1/verify");
    expect(new URL(link).searchParams.get("redirect_to")).toBe(`${server.url}${SET_PASSWORD_PATH}`);
  });
});
