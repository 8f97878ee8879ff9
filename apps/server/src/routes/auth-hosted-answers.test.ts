import { createUser, HOSTED_ANSWER_TEXTS, PROVIDER_HEALTH, USER_METADATA_TEXTS } from "@staffing/auth";
import { authSessions, readCompanyProfile, users } from "@staffing/db";
import { MAIL_TEXTS } from "@staffing/shared";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { eq, sql } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_ANON_KEY } from "../config";
import { type ReceivedMail, startTestServer, TestMailServer, type TestServer } from "../testing";

// supabase-js calls a script written against the hosted Supabase Auth makes, answered by the embedded
// provider as a hosted project set up like this site (staff invited, no sign-up, no phone, and here
// "secure password change" on) answers them.

let server: TestServer;
let mail: TestMailServer;
const STAFF = { email: "meta@example.com", password: "meta-password-1" };
// Changes its password: the other tests keep signing in as STAFF.
const REAUTH = { email: "reauth@example.com", password: "reauth-password-1" };

function supabase(): SupabaseClient {
  return createClient(server.url, DEV_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

async function signedIn(account = STAFF) {
  const client = supabase();
  const { error } = await client.auth.signInWithPassword(account);
  if (error) throw error;
  return client;
}

/** A raw POST to the provider, for bodies supabase-js does not send: the status and the error's code and message. */
async function post(path: string, payload: object) {
  const response = await fetch(`${server.url}/auth/v1${path}`, {
    method: "POST",
    headers: { apikey: DEV_ANON_KEY, "content-type": "application/json" },
    body: JSON.stringify(payload),
  });
  const { code, message } = (await response.json()) as { code?: string; message?: string };
  return { status: response.status, code, message };
}
const otpCall = (payload: object) => post("/otp", payload);
const resendCall = (payload: object) => post("/resend", payload);

/** The six-digit code a reauthentication mail carries, read through its text constant. */
function codeIn(received: ReceivedMail): string {
  const [before] = MAIL_TEXTS.reauthentication.code("#").split("#");
  const code = received.text.match(new RegExp(`${before}(\\d{6})`))?.[1];
  if (!code) throw new Error(`no code in "${received.subject}"`);
  return code;
}

beforeAll(async () => {
  mail = await new TestMailServer().start();
  server = await startTestServer({
    env: { SMTP_URL: mail.smtpUrl, AUTH_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: "true" },
    retryPolicy: { limit: 5, delaySeconds: 1, backoff: false },
  });
  await createUser(server.db, { ...STAFF, username: "meta", role: "editor" });
  await createUser(server.db, { ...REAUTH, username: "reauth", role: "editor" });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await mail?.stop();
});

describe("the embedded provider as supabase-js knows the hosted one", () => {
  it("keeps user metadata from updateUser({ data }): merged, a null key removed, the username kept", async () => {
    const auth = (await signedIn()).auth;
    const first = await auth.updateUser({ data: { theme: "dark", signature: "Ada" } });
    expect(first.error).toBeNull();
    expect(first.data.user?.user_metadata).toEqual({ theme: "dark", signature: "Ada", username: "meta" });

    const second = await auth.updateUser({ data: { signature: null, username: "someone-else" } });
    expect(second.data.user?.user_metadata).toEqual({ theme: "dark", username: "meta" });
    // Stored: a new session reads it back, and the account's username did not move.
    const { data } = await (await signedIn()).auth.getUser();
    expect(data.user?.user_metadata).toEqual({ theme: "dark", username: "meta" });
    const [row] = await server.db.select().from(users).where(eq(users.email, STAFF.email));
    expect(row?.username).toBe("meta");
  });

  it("refuses metadata that is not an object, or too large, with 400 and nothing stored", async () => {
    const { auth } = await signedIn();
    const huge = await auth.updateUser({ data: { note: "x".repeat(20_000) } });
    expect(huge.error).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: USER_METADATA_TEXTS.tooLarge,
    });
    const session = (await auth.getSession()).data.session;
    const listed = await fetch(`${server.url}/auth/v1/user`, {
      method: "PUT",
      headers: {
        apikey: DEV_ANON_KEY,
        authorization: `Bearer ${session?.access_token}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ data: ["a list"] }),
    });
    expect(listed.status).toBe(400);
    expect(await listed.json()).toMatchObject({
      code: "validation_failed",
      message: USER_METADATA_TEXTS.notAnObject,
    });
    expect((await auth.getUser()).data.user?.user_metadata).toEqual({ theme: "dark", username: "meta" });
  });

  it("lists the account's e-mail identity", async () => {
    const { data } = await (await signedIn()).auth.getUserIdentities();
    expect(data?.identities).toEqual([
      expect.objectContaining({
        provider: "email",
        user_id: data?.identities[0]?.id,
        identity_data: expect.objectContaining({ email: STAFF.email, email_verified: true }),
      }),
    ]);
  });

  it("answers signUp with 422 signup_disabled", async () => {
    const { error } = await supabase().auth.signUp({ email: "new@example.com", password: "new-password-1" });
    expect(error).toMatchObject({
      status: 422,
      code: "signup_disabled",
      message: HOSTED_ANSWER_TEXTS.signupDisabled,
    });
  });

  it("answers signInWithOtp as GoTrue with magic links and phone logins off, the same for any address", async () => {
    const magicLinkOff = {
      status: 422,
      code: "email_provider_disabled",
      message: HOSTED_ANSWER_TEXTS.magicLinkDisabled,
    };
    for (const [email, shouldCreateUser] of [
      [STAFF.email, true],
      [STAFF.email, false],
      ["nobody@example.com", false],
    ] as const) {
      const { error } = await supabase().auth.signInWithOtp({ email, options: { shouldCreateUser } });
      expect(error).toMatchObject(magicLinkOff);
    }
    const phone = await supabase().auth.signInWithOtp({ phone: "+15555550100" });
    expect(phone.error).toMatchObject({
      status: 400,
      code: "phone_provider_disabled",
      message: HOSTED_ANSWER_TEXTS.phoneOtpDisabled,
    });
    const both = await otpCall({ email: STAFF.email, phone: "+15555550100" });
    expect(both).toEqual({
      status: 400,
      code: "validation_failed",
      message: HOSTED_ANSWER_TEXTS.emailOrPhone,
    });
    const neither = await otpCall({});
    expect(neither).toEqual({
      status: 400,
      code: "validation_failed",
      message: HOSTED_ANSWER_TEXTS.otpTarget,
    });
  });

  it("answers resend with 200 for an address (nothing waits to be sent again), 400s as GoTrue otherwise", async () => {
    for (const email of [STAFF.email, "nobody@example.com"]) {
      const { error } = await supabase().auth.resend({ type: "signup", email });
      expect(error).toBeNull();
    }
    const sms = await supabase().auth.resend({ type: "sms", phone: "+15555550100" });
    expect(sms.error).toMatchObject({
      status: 400,
      code: "phone_provider_disabled",
      message: HOSTED_ANSWER_TEXTS.phoneDisabled,
    });
    const refused = { status: 400, code: "validation_failed" };
    expect(await resendCall({ type: "magiclink", email: STAFF.email })).toEqual({
      ...refused,
      message: HOSTED_ANSWER_TEXTS.resendTypes,
    });
    expect(await resendCall({ type: "signup" })).toEqual({
      ...refused,
      message: HOSTED_ANSWER_TEXTS.resendEmail,
    });
    expect(await resendCall({ type: "sms" })).toEqual({
      ...refused,
      message: HOSTED_ANSWER_TEXTS.resendPhone,
    });
    expect(await resendCall({ type: "email_change" })).toEqual({
      ...refused,
      message: HOSTED_ANSWER_TEXTS.resendTarget,
    });
  });

  it("answers reauthenticate with 401 without a session", async () => {
    const anonymous = await fetch(`${server.url}/auth/v1/reauthenticate`, {
      headers: { apikey: DEV_ANON_KEY },
    });
    expect(anonymous.status).toBe(401);
  });

  it("mails a code on reauthenticate that updateUser({ password, nonce }) needs, once", async () => {
    const { auth } = await signedIn(REAUTH);
    const newPassword = "reauth-password-2";

    // Signed in within the day, as at GoTrue no code is needed (here the current password is).
    const fresh = await auth.updateUser({ password: newPassword });
    expect(fresh.error).toMatchObject({ status: 400, code: "current_password_required" });
    // Signed in more than a day ago: the code is.
    const sessionId = decodeJwt((await auth.getSession()).data.session?.access_token ?? "").session_id;
    await server.db
      .update(authSessions)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(authSessions.id, String(sessionId)));
    const without = await auth.updateUser({ password: newPassword });
    expect(without.error).toMatchObject({
      status: 400,
      code: "reauthentication_needed",
      message: HOSTED_ANSWER_TEXTS.reauthenticationNeeded,
    });

    const notText = await fetch(`${server.url}/auth/v1/user`, {
      method: "PUT",
      headers: {
        apikey: DEV_ANON_KEY,
        authorization: `Bearer ${(await auth.getSession()).data.session?.access_token}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ password: newPassword, nonce: 123456 }),
    });
    expect(notText.status).toBe(400);
    expect(await notText.json()).toMatchObject({ code: "validation_failed" });

    const asked = await auth.reauthenticate();
    expect(asked.error).toBeNull();
    const received = await mail.waitFor((m) => m.to.includes(REAUTH.email));
    const company = (await readCompanyProfile(server.db)).name;
    expect(received.subject).toBe(MAIL_TEXTS.reauthentication.subject(company));
    const code = codeIn(received);
    // A second code within the minute is refused, as GoTrue's SMTP_MAX_FREQUENCY refuses it.
    const again = await auth.reauthenticate();
    expect(again.error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });

    const wrongCode = code === "000000" ? "111111" : "000000";
    const wrong = await auth.updateUser({ password: newPassword, nonce: wrongCode });
    expect(wrong.error).toMatchObject({
      status: 422,
      code: "reauthentication_not_valid",
      message: HOSTED_ANSWER_TEXTS.reauthenticationNotValid,
    });
    await expect(signedIn({ ...REAUTH, password: newPassword })).rejects.toMatchObject({ status: 400 });

    const right = await auth.updateUser({ password: newPassword, nonce: code });
    expect(right.error).toBeNull();
    await expect(signedIn({ ...REAUTH, password: newPassword })).resolves.toBeDefined();

    // Used once: the same code does not change the password again.
    const reused = await auth.updateUser({ password: "reauth-password-3", nonce: code });
    expect(reused.error).toMatchObject({ status: 422, code: "reauthentication_not_valid" });
    expect(await mail.messages(REAUTH.email)).toHaveLength(1);
  });

  it("answers /health with 200, as GoTrue", async () => {
    const response = await fetch(`${server.url}/auth/v1/health`, { headers: { apikey: DEV_ANON_KEY } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(PROVIDER_HEALTH);
  });

  it("answers a phone factor's enrolment with 422 mfa_phone_enroll_not_enabled", async () => {
    const { error } = await (await signedIn()).auth.mfa.enroll({
      factorType: "phone",
      phone: "+15555550100",
    });
    expect(error).toMatchObject({ status: 422, code: "mfa_phone_enroll_not_enabled" });
  });
});
