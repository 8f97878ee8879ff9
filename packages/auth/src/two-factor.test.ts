import { TOTP_PERIOD_SECONDS } from "@staffing/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestProvider, type TestProvider, totpCode } from "./testing";
import { createUser } from "./users";

// A second factor's codes as an authenticator app shows them, checked by the provider itself.
// (Enrolment, aal2 and the admin API through supabase-js over HTTP: apps/server's two-factor.test.ts.)

let auth: TestProvider;
const DAVE = { email: "dave@example.com", password: "dave-password-1" };
const CLIENT = { ip: "203.0.113.9" };

beforeAll(async () => {
  auth = await startTestProvider();
  await createUser(auth.db, { ...DAVE, username: "dave", role: "editor" });
}, 120_000);
afterAll(() => auth?.close());

/**
 * Waits, when needed, until the current 30-second step has a few seconds left, so a code computed
 * now is checked within the same step.
 */
async function awayFromStepEdge() {
  const intoStep = Date.now() % (TOTP_PERIOD_SECONDS * 1000);
  if (intoStep > (TOTP_PERIOD_SECONDS - 4) * 1000) {
    await new Promise((resolve) => setTimeout(resolve, TOTP_PERIOD_SECONDS * 1000 - intoStep + 100));
  }
}

const claimsOf = (accessToken: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(accessToken.split(".")[1] ?? "", "base64url").toString());

describe("a TOTP code", () => {
  it("is accepted from one step (30 s) before now, as a phone running late shows it; not from two or three steps before", async () => {
    const { provider } = auth;
    const { access_token: token } = await provider.signInWithPassword(DAVE, CLIENT);
    const factor = await provider.enrollFactor(token, { factor_type: "totp", friendly_name: "Slow phone" });
    // What supabase-js's challengeAndVerify does: a challenge, then the code against it.
    const verify = async (code: string) => {
      const challenge = await provider.challengeFactor(token, factor.id, CLIENT);
      return provider.verifyFactor(token, factor.id, { challenge_id: challenge.id, code }, CLIENT);
    };
    await awayFromStepEdge();
    const now = Date.now();
    // Too far back: refused while the factor has taken no code yet, so only the clock window says no.
    for (const steps of [-3, -2]) {
      await expect(verify(totpCode(factor.totp.secret, steps, now))).rejects.toMatchObject({
        status: 422,
        code: "mfa_verification_failed",
      });
    }
    expect((await provider.verifyAccessToken(token)).session.aal).toBe("aal1");

    const late = await verify(totpCode(factor.totp.secret, -1, now));
    expect(claimsOf(late.access_token)).toMatchObject({ aal: "aal2" });
    expect((await provider.verifyAccessToken(late.access_token)).session.aal).toBe("aal2");
  });
});
