import { createUser } from "@staffing/auth";
import { auditLog, staffSecurity } from "@staffing/db";
import { ACCOUNT_MESSAGES } from "@staffing/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TEST_ADMIN, type TestServer } from "../testing";
import { bearer, signedInClient, totpCode, trpcQuery } from "./helpers";

// GET|PUT /api/admin/security (issue 29): an admin requires two-factor sign-in of every staff
// account; while it is on, an account without a factor can only enrol one.

let server: TestServer;
const EDITOR = { email: "nadia@example.com", password: "nadia-password-1" };
const ENROLLED = { email: "omar@example.com", password: "omar-password-1" };

beforeAll(async () => {
  server = await startTestServer();
  await createUser(server.db, { ...EDITOR, username: "Nadia Haddad", role: "editor" });
  await createUser(server.db, { ...ENROLLED, username: "Omar Diallo", role: "editor" });
}, 120_000);
afterAll(() => server?.close());

/** Signs in and, with `enrol`, sets up a TOTP factor: the session is aal2 and the account has a factor. */
async function signIn(credentials: { email: string; password: string }, enrol = false) {
  const { client, session } = await signedInClient(server.url, credentials);
  if (!enrol) return session.access_token;
  const { data: factor, error } = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
  if (error || !factor) throw error ?? new Error("no factor");
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: totpCode(factor.totp.secret),
  });
  if (verified.error) throw verified.error;
  return (await client.auth.getSession()).data.session?.access_token ?? "";
}

const security = (token: string, requireTwoFactor?: unknown) =>
  server.app.inject({
    method: requireTwoFactor === undefined ? "GET" : "PUT",
    url: "/api/admin/security",
    headers: bearer(token),
    ...(requireTwoFactor === undefined ? {} : { payload: { requireTwoFactor } }),
  });

const stored = async () =>
  (await server.db.select().from(staffSecurity).where(eq(staffSecurity.id, 1)))[0]?.requireTwoFactor ?? false;

describe("requiring two-factor sign-in of all staff", () => {
  let adminPassword = "";
  let adminWithFactor = "";

  it("is off at first; an admin reads it with the names of staff who have no second factor", async () => {
    adminPassword = await signIn(TEST_ADMIN);
    const response = await security(adminPassword);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.requireTwoFactor).toBe(false);
    expect(body.withoutSecondFactor.map((person: { name: string }) => person.name)).toEqual(
      expect.arrayContaining(["Nadia Haddad", "Omar Diallo"]),
    );
  });

  it("is refused to an editor, reading or changing it, with 403 naming the role; nothing changes", async () => {
    const editor = await signIn(EDITOR);
    for (const response of [await security(editor), await security(editor, true)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: "forbidden", message: "This needs the Admin role." });
    }
    expect(await stored()).toBe(false);
  });

  it("cannot be turned on by an admin without a second factor of their own (400, nothing changes)", async () => {
    const response = await security(adminPassword, true);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: "validation_error",
      message: expect.stringContaining(ACCOUNT_MESSAGES.requireTwoFactorNeedsOwn),
      fields: { requireTwoFactor: [ACCOUNT_MESSAGES.requireTwoFactorNeedsOwn] },
    });
    expect(await stored()).toBe(false);
  });

  it("refuses a body that is not true or false with 400 naming the field", async () => {
    const response = await security(adminPassword, "yes");
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty("requireTwoFactor");
  });

  it("is turned on by an admin with a second factor, in the audit log, and no longer lists them", async () => {
    adminWithFactor = await signIn(TEST_ADMIN, true);
    const response = await security(adminWithFactor, true);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.requireTwoFactor).toBe(true);
    const names = body.withoutSecondFactor.map((person: { name: string }) => person.name);
    expect(names).toContain("Nadia Haddad");
    expect(names).not.toContain("admin");
    expect(await stored()).toBe(true);
    const [entry] = await server.db.select().from(auditLog).where(eq(auditLog.entityType, "staff_security"));
    expect(entry).toMatchObject({
      actorEmail: TEST_ADMIN.email,
      before: { requireTwoFactor: false },
      after: { requireTwoFactor: true },
    });
  });

  it("while on, answers 403 mfa_enrollment_required to an account without a factor, on REST and tRPC", async () => {
    const editor = await signIn(EDITOR);
    const stats = await server.app.inject({ url: "/api/admin/stats", headers: bearer(editor) });
    expect(stats.statusCode).toBe(403);
    expect(stats.json()).toEqual({
      error: "mfa_enrollment_required",
      message: ACCOUNT_MESSAGES.mfaEnrollmentRequired,
    });
    const pages = await trpcQuery(server.url, "pages.list", editor);
    expect(pages.status).toBe(403);
    expect(pages.body.error).toMatchObject({
      message: ACCOUNT_MESSAGES.mfaEnrollmentRequired,
      data: { reason: "mfa_enrollment_required" },
    });
    // What the enrolment screen needs still answers: who they are, their sessions.
    const me = await trpcQuery<{ email: string; hasSecondFactor: boolean }>(server.url, "users.me", editor);
    expect(me.status).toBe(200);
    expect(me.body.result?.data).toMatchObject({ email: EDITOR.email, hasSecondFactor: false });
    expect((await trpcQuery(server.url, "account.sessions", editor)).status).toBe(200);
  });

  it("while on, lets an account that enrolled a factor work as before", async () => {
    const enrolled = await signIn(ENROLLED, true);
    const stats = await server.app.inject({ url: "/api/admin/stats", headers: bearer(enrolled) });
    expect(stats.statusCode).toBe(200);
    const pages = await trpcQuery(server.url, "pages.list", enrolled);
    expect(pages.status).toBe(200);
  });

  it("is turned off again by the admin, and the account without a factor works again", async () => {
    const response = await security(adminWithFactor, false);
    expect(response.statusCode).toBe(200);
    expect(response.json().requireTwoFactor).toBe(false);
    const editor = await signIn(EDITOR);
    const stats = await server.app.inject({ url: "/api/admin/stats", headers: bearer(editor) });
    expect(stats.statusCode).toBe(200);
  });
});
