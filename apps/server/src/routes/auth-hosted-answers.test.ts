import { createUser, HOSTED_ANSWER_TEXTS, PROVIDER_HEALTH, USER_METADATA_TEXTS } from "@staffing/auth";
import { users } from "@staffing/db";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_ANON_KEY } from "../config";
import { startTestServer, type TestServer } from "../testing";

// supabase-js calls a script written against the hosted Supabase Auth makes, answered by the embedded
// provider as a hosted project set up like this site (staff invited, no sign-up, no phone) answers them.

let server: TestServer;
const STAFF = { email: "meta@example.com", password: "meta-password-1" };

function supabase(): SupabaseClient {
  return createClient(server.url, DEV_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

async function signedIn() {
  const client = supabase();
  const { error } = await client.auth.signInWithPassword(STAFF);
  if (error) throw error;
  return client;
}

beforeAll(async () => {
  server = await startTestServer();
  await createUser(server.db, { ...STAFF, username: "meta", role: "editor" });
}, 120_000);
afterAll(() => server?.close());

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

  it("answers signInWithOtp with 422 otp_disabled", async () => {
    const { error } = await supabase().auth.signInWithOtp({ email: STAFF.email });
    expect(error).toMatchObject({ status: 422, code: "otp_disabled" });
  });

  it("answers resend with 200 for an address (nothing waits to be sent again), 422 for a phone", async () => {
    for (const email of [STAFF.email, "nobody@example.com"]) {
      const { error } = await supabase().auth.resend({ type: "signup", email });
      expect(error).toBeNull();
    }
    const { error } = await supabase().auth.resend({ type: "sms", phone: "+15555550100" });
    expect(error).toMatchObject({ status: 422, code: "phone_provider_disabled" });
  });

  it("answers reauthenticate with 401 without a session and with 422 saying what to do with one", async () => {
    const anonymous = await fetch(`${server.url}/auth/v1/reauthenticate`, {
      headers: { apikey: DEV_ANON_KEY },
    });
    expect(anonymous.status).toBe(401);
    const { error } = await (await signedIn()).auth.reauthenticate();
    expect(error).toMatchObject({ status: 422, message: HOSTED_ANSWER_TEXTS.reauthenticate });
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
