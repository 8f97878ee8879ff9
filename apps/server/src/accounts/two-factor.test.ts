import { createUser } from "@staffing/auth";
import { auditLog } from "@staffing/db";
import { ACCOUNT_MESSAGES } from "@staffing/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_ANON_KEY } from "../config";
import { accessToken, startTestServer, TEST_ADMIN, type TestServer } from "../testing";
import { bearer, claimsOf, signedInClient, supabaseClient, totpCode } from "./helpers";

// Two-factor sign-in through supabase-js's auth.mfa against the embedded provider, with the codes
// an authenticator app would show computed here.

let server: TestServer;
const ALICE = { email: "alice@example.com", password: "alice-password-1" };
const BOB = { email: "bob@example.com", password: "bob-password-1" };
const CAROL = { email: "carol@example.com", password: "carol-password-1" };
const ERIN = { email: "erin@example.com", password: "erin-password-1" };

beforeAll(async () => {
  server = await startTestServer();
  await createUser(server.db, { ...ALICE, username: "alice", role: "editor" });
  await createUser(server.db, { ...BOB, username: "bob", role: "seo_manager" });
  await createUser(server.db, { ...CAROL, username: "carol", role: "editor" });
  await createUser(server.db, { ...ERIN, username: "erin", role: "editor" });
});
afterAll(() => server?.close());

const stats = (token: string) => fetch(`${server.url}/api/admin/stats`, { headers: bearer(token) });
const auditOf = (factorId: string) =>
  server.db
    .select({ action: auditLog.action, actorEmail: auditLog.actorEmail })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "mfa_factor"), eq(auditLog.entityId, factorId)));

/** Signs in, enrols a TOTP factor and verifies it: the session becomes aal2. */
async function enrolAndVerify(credentials: { email: string; password: string }) {
  const { client } = await signedInClient(server.url, credentials);
  const { data: factor, error } = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
  if (error || !factor) throw error ?? new Error("no factor");
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: totpCode(factor.totp.secret),
  });
  if (verified.error) throw verified.error;
  return { client, factor };
}

describe("two-factor sign-in", () => {
  let secret = "";
  let factorId = "";
  // When the first code was computed: later codes are taken relative to its time step.
  let firstCodeAt = 0;

  it("enrols a TOTP factor: QR code, secret and URI, then verification raises the session to aal2", async () => {
    const { client } = await signedInClient(server.url, ALICE);
    const { data, error } = await client.auth.mfa.enroll({
      factorType: "totp",
      friendlyName: "Alice's phone",
    });
    expect(error).toBeNull();
    expect(data?.type).toBe("totp");
    expect(data?.totp.qr_code.startsWith("data:image/svg+xml;utf-8,<svg")).toBe(true);
    // As a data URL the SVG must hold no '#', which would end the URL early (a broken image).
    expect(data?.totp.qr_code).not.toContain("#");
    expect(data?.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data?.totp.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    secret = data?.totp.secret ?? "";
    factorId = data?.id ?? "";

    const before = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal1" });

    const challenge = await client.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    expect(challenge.data?.expires_at).toBeGreaterThan(Date.now() / 1000);
    const wrongCode = [totpCode(secret, -1), totpCode(secret), totpCode(secret, 1)].includes("000000")
      ? "111111"
      : "000000";
    const wrong = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data?.id ?? "",
      code: wrongCode,
    });
    expect(wrong.error?.code).toBe("mfa_verification_failed");
    // Words a person can act on, which the panel shows as they are.
    expect(wrong.error?.message).toBe(ACCOUNT_MESSAGES.codeWrong);

    const retry = await client.auth.mfa.challenge({ factorId });
    firstCodeAt = Date.now();
    const verified = await client.auth.mfa.verify({
      factorId,
      challengeId: retry.data?.id ?? "",
      code: totpCode(secret, 0, firstCodeAt),
    });
    expect(verified.error).toBeNull();
    const session = (await client.auth.getSession()).data.session;
    expect(session && claimsOf(session)).toMatchObject({ aal: "aal2" });
    const methods = (claimsOf(session ?? { access_token: "" }).amr as { method: string }[]).map(
      (m) => m.method,
    );
    expect(methods).toEqual(["totp", "password"]);
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: "aal2",
      nextLevel: "aal2",
    });
    expect((await stats(session?.access_token ?? "")).status).toBe(200);
    expect(await auditOf(factorId)).toEqual([{ action: "create", actorEmail: ALICE.email }]);
  });

  it("refuses the admin API to a password-only (aal1) session with 403 asking for the code", async () => {
    const { client, session } = await signedInClient(server.url, ALICE);
    expect(claimsOf(session)).toMatchObject({ aal: "aal1" });
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: "aal1",
      nextLevel: "aal2",
    });
    const refused = await stats(session.access_token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: ACCOUNT_MESSAGES.secondFactorRequired });
    const trpc = await fetch(`${server.url}/trpc/users.me`, { headers: bearer(session.access_token) });
    expect(trpc.status).toBe(403);

    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.totp.map((factor) => factor.id)).toEqual([factorId]);
    // The code just used is good once; the next period's (one step of drift) is accepted.
    const reused = await client.auth.mfa.challengeAndVerify({
      factorId,
      code: totpCode(secret, 0, firstCodeAt),
    });
    expect(reused.error?.code).toBe("mfa_verification_failed");
    expect(reused.error?.message).toBe(ACCOUNT_MESSAGES.codeUsed);
    const next = await client.auth.mfa.challengeAndVerify({
      factorId,
      code: totpCode(secret, 1, firstCodeAt),
    });
    expect(next.error).toBeNull();
    expect((await stats(next.data?.access_token ?? "")).status).toBe(200);
    // Codes two steps away are too far.
    const { client: other } = await signedInClient(server.url, ALICE);
    expect(
      (await other.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret, 3, firstCodeAt) })).error
        ?.code,
    ).toBe("mfa_verification_failed");
  });

  it("ends the user's aal1 sessions once a factor is verified", async () => {
    const { session: plain } = await signedInClient(server.url, BOB);
    expect((await stats(plain.access_token)).status).toBe(200);
    const { factor } = await enrolAndVerify(BOB);
    expect((await stats(plain.access_token)).status).toBe(401);
    expect(factor.id).toBeTruthy();
  });

  it("removes a factor only from an aal2 session, and records it", async () => {
    const { client: strong, factor } = await enrolAndVerify(CAROL);
    const { client: weak } = await signedInClient(server.url, CAROL);
    const low = await weak.auth.mfa.unenroll({ factorId: factor.id });
    expect(low.error?.code).toBe("insufficient_aal");

    const removed = await strong.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factor.id });
    expect((await strong.auth.mfa.listFactors()).data?.all).toEqual([]);
    expect((await auditOf(factor.id)).map((row) => row.action).sort()).toEqual(["create", "delete"]);
    // A password alone opens the admin API again.
    const { session } = await signedInClient(server.url, CAROL);
    expect((await stats(session.access_token)).status).toBe(200);
  });

  it("lets an admin remove another user's factors (a lost phone), recorded in the audit log", async () => {
    const admin = await accessToken(server, TEST_ADMIN.email, TEST_ADMIN.password);
    const users = (await (
      await fetch(`${server.url}/api/admin/users`, { headers: bearer(admin) })
    ).json()) as {
      id: string;
      email: string;
      hasSecondFactor: boolean;
    }[];
    const alice = users.find((user) => user.email === ALICE.email);
    expect(alice?.hasSecondFactor).toBe(true);

    const response = await fetch(`${server.url}/api/admin/users/${alice?.id}/factors`, {
      method: "DELETE",
      headers: bearer(admin),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ removed: 1 });
    expect(await auditOf(factorId)).toContainEqual({ action: "delete", actorEmail: TEST_ADMIN.email });
    const { session } = await signedInClient(server.url, ALICE);
    expect((await stats(session.access_token)).status).toBe(200);

    const again = await fetch(`${server.url}/api/admin/users/${alice?.id}/factors`, {
      method: "DELETE",
      headers: bearer(admin),
    });
    expect(again.status).toBe(404);
  });

  it("keeps another user's factors to admins", async () => {
    const { session } = await signedInClient(server.url, ALICE);
    const users = await fetch(`${server.url}/api/admin/users`, { headers: bearer(session.access_token) });
    expect(users.status).toBe(403);
  });

  it("asks the current password to change it, and ends the other sessions when it changes", async () => {
    const a = await signedInClient(server.url, ALICE);
    const b = await signedInClient(server.url, ALICE);
    const missing = await a.client.auth.updateUser({ password: "alice-new-password" });
    expect(missing.error?.code).toBe("current_password_required");
    const mismatch = await a.client.auth.updateUser({
      password: "alice-new-password",
      current_password: "wrong",
    });
    expect(mismatch.error?.code).toBe("current_password_mismatch");
    const same = await a.client.auth.updateUser({
      password: ALICE.password,
      current_password: ALICE.password,
    });
    expect(same.error?.code).toBe("same_password");
    const short = await a.client.auth.updateUser({ password: "short", current_password: ALICE.password });
    expect(short.error?.code).toBe("weak_password");

    const changed = await a.client.auth.updateUser({
      password: "alice-new-password",
      current_password: ALICE.password,
    });
    expect(changed.error).toBeNull();
    expect((await stats(b.session.access_token)).status).toBe(401);
    const current = (await a.client.auth.getSession()).data.session;
    expect((await stats(current?.access_token ?? "")).status).toBe(200);
    expect((await supabaseClient(server.url).auth.signInWithPassword(ALICE)).error?.code).toBe(
      "invalid_credentials",
    );
  });
});

describe("signing out with the password alone (aal1) when a second factor is verified", () => {
  const logout = (token: string, scope: string) =>
    fetch(`${server.url}/auth/v1/logout?scope=${scope}`, {
      method: "POST",
      headers: { ...bearer(token), apikey: DEV_ANON_KEY },
    });
  const user = (token: string) =>
    fetch(`${server.url}/auth/v1/user`, { headers: { ...bearer(token), apikey: DEV_ANON_KEY } });

  it("cannot end the sessions that proved the factor: scope=others is 403 insufficient_aal, global ends only aal1 ones", async () => {
    const { client: phone } = await enrolAndVerify(ERIN);
    const strong = (await phone.auth.getSession()).data.session?.access_token ?? "";
    expect(claimsOf({ access_token: strong }).aal).toBe("aal2");

    const passwordOnly = (await signedInClient(server.url, ERIN)).session.access_token;
    expect(claimsOf({ access_token: passwordOnly }).aal).toBe("aal1");
    const others = await logout(passwordOnly, "others");
    expect(others.status).toBe(403);
    expect(await others.json()).toMatchObject({ code: "insufficient_aal" });
    expect((await stats(strong)).status).toBe(200);
    expect((await phone.auth.refreshSession()).error).toBeNull();

    // `global` (supabase-js's default signOut, the code screen's 'use another account') ends this
    // session and the other password-only ones, not the aal2 session.
    const spare = (await signedInClient(server.url, ERIN)).session.access_token;
    const global = await logout(passwordOnly, "global");
    expect(global.status).toBe(204);
    expect((await user(passwordOnly)).status).toBe(403);
    expect((await user(spare)).status).toBe(403);
    const stillStrong = (await phone.auth.getSession()).data.session?.access_token ?? "";
    expect((await stats(stillStrong)).status).toBe(200);

    // `local` is this session's own business.
    const another = (await signedInClient(server.url, ERIN)).session.access_token;
    expect((await logout(another, "local")).status).toBe(204);
    expect((await user(another)).status).toBe(403);
    expect((await stats(stillStrong)).status).toBe(200);
  });
});
