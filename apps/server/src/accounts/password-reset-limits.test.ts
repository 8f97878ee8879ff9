import { createUser, DEFAULT_THROTTLE_POLICY } from "@staffing/auth";
import { authOneTimeTokens, users } from "@staffing/db";
import { COMPANY, MAIL_TEXTS, RECOVERY_LINK_HOURS, SET_PASSWORD_PATH } from "@staffing/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_ANON_KEY } from "../config";
import { linkIn, startTestServer, TestMailServer, type TestServer } from "../testing";
import { sessionFromRedirect, supabaseClient } from "./helpers";

// How long a reset link works, and how many reset mails one client may ask for. Behind a proxy
// (TRUST_PROXY), each test's requests come from a client address of its own.

let mail: TestMailServer;
let server: TestServer;
const ON_TIME = { email: "on-time@example.com", password: "on-time-password-1" };
const LATE = { email: "late-reset@example.com", password: "late-password-1" };
const BUSY = { email: "busy@example.com", password: "busy-password-1" };
const OTHER = { email: "other-client@example.com", password: "other-password-1" };
// The embedded provider's default: reset mails one client may ask for in an hour, whatever the addresses.
const MAILS_PER_CLIENT_PER_HOUR = DEFAULT_THROTTLE_POLICY.resetRequestsPerClientPerHour;

beforeAll(async () => {
  mail = await new TestMailServer().start();
  server = await startTestServer({
    env: { SMTP_URL: mail.smtpUrl, TRUST_PROXY: "1" },
    retryPolicy: { limit: 5, delaySeconds: 1, backoff: false },
  });
  for (const account of [ON_TIME, LATE, BUSY, OTHER]) {
    await createUser(server.db, { ...account, username: account.email.split("@")[0] ?? "", role: "editor" });
  }
});
afterAll(async () => {
  await server?.close();
  await mail?.stop();
});

const landing = () => `${server.url}${SET_PASSWORD_PATH}`;
const fromClient = (ip: string) => supabaseClient(server.url, DEV_ANON_KEY, { "x-forwarded-for": ip });
const follow = async (link: string) =>
  (await fetch(link, { redirect: "manual" })).headers.get("location") ?? "";
const resetMailTo = (email: string) =>
  mail.waitFor((m) => m.to.includes(email) && m.subject === MAIL_TEXTS.recovery.subject(COMPANY.name));

/** Makes the user's open reset link (and code) `minutes` older, as if the mail came that long ago. */
async function ageResetLink(email: string, minutes: number) {
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const age = sql`make_interval(mins => ${minutes})`;
  const aged = await server.db
    .update(authOneTimeTokens)
    .set({
      createdAt: sql`${authOneTimeTokens.createdAt} - ${age}`,
      expiresAt: sql`${authOneTimeTokens.expiresAt} - ${age}`,
    })
    .where(and(eq(authOneTimeTokens.userId, user?.id ?? ""), eq(authOneTimeTokens.purpose, "recovery")))
    .returning({ createdAt: authOneTimeTokens.createdAt, expiresAt: authOneTimeTokens.expiresAt });
  expect(aged).toHaveLength(1);
  return aged[0];
}

describe("a reset link", () => {
  it(`works for ${RECOVERY_LINK_HOURS} hour: 59 minutes after the mail it still signs in`, async () => {
    await fromClient("198.51.100.1").auth.resetPasswordForEmail(ON_TIME.email, { redirectTo: landing() });
    const message = await resetMailTo(ON_TIME.email);
    expect(message.text).toContain(MAIL_TEXTS.recovery.validity(RECOVERY_LINK_HOURS));
    const token = await ageResetLink(ON_TIME.email, 59);
    expect((token?.expiresAt.getTime() ?? 0) - (token?.createdAt.getTime() ?? 0)).toBe(
      RECOVERY_LINK_HOURS * 3_600_000,
    );

    const location = await follow(linkIn(message, "/auth/v1/verify"));
    expect(location.startsWith(`${landing()}#`)).toBe(true);
    expect(sessionFromRedirect(location)).toMatchObject({ type: "recovery", token_type: "bearer" });
    expect(sessionFromRedirect(location).access_token).toBeTruthy();
  });

  it("is refused once older than an hour, and so is the mail's six-digit code", async () => {
    await fromClient("198.51.100.2").auth.resetPasswordForEmail(LATE.email, { redirectTo: landing() });
    const message = await resetMailTo(LATE.email);
    await ageResetLink(LATE.email, 61);

    const location = await follow(linkIn(message, "/auth/v1/verify"));
    expect(location.startsWith(`${landing()}#`)).toBe(true);
    expect(sessionFromRedirect(location)).toEqual({
      error: "access_denied",
      error_code: "otp_expired",
      error_description: "Email link is invalid or has expired",
      sb: "",
    });
    const code = message.text.match(/(\d{6})/)?.[1] ?? "";
    const byCode = await supabaseClient(server.url).auth.verifyOtp({
      email: LATE.email,
      token: code,
      type: "recovery",
    });
    expect(byCode.data.session).toBeNull();
    expect(byCode.error?.status).toBe(403);
    expect(byCode.error?.code).toBe("otp_expired");
  });
});

describe("reset mails per client", () => {
  it(`answers 429 once one client asked for ${MAILS_PER_CLIENT_PER_HOUR} in an hour, for any address; other clients go on`, async () => {
    const busy = fromClient("203.0.113.7");
    for (let i = 0; i < MAILS_PER_CLIENT_PER_HOUR; i++) {
      const answer = await busy.auth.resetPasswordForEmail(`nobody-${i}@example.com`, {
        redirectTo: landing(),
      });
      expect(answer).toEqual({ data: {}, error: null });
    }
    const refused = await busy.auth.resetPasswordForEmail(BUSY.email, { redirectTo: landing() });
    expect(refused.error?.status).toBe(429);
    expect(refused.error?.code).toBe("over_request_rate_limit");

    const raw = await fetch(`${server.url}/auth/v1/recover`, {
      method: "POST",
      headers: { apikey: DEV_ANON_KEY, "content-type": "application/json", "x-forwarded-for": "203.0.113.7" },
      body: JSON.stringify({ email: "someone-else@example.com" }),
    });
    expect(raw.status).toBe(429);
    const retryAfter = Number(raw.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // Another client is not held up; mails go out in order, so the refused one would be here by now.
    const other = await fromClient("203.0.113.8").auth.resetPasswordForEmail(OTHER.email, {
      redirectTo: landing(),
    });
    expect(other.error).toBeNull();
    await resetMailTo(OTHER.email);
    expect((await mail.messages()).some((m) => m.to.includes(BUSY.email))).toBe(false);
  });
});
