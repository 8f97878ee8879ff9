import { authSignInThrottle } from "@staffing/db";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "@staffing/shared";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthProviderError, INVALID_CREDENTIALS_MESSAGE } from "./errors";
import { startTestProvider, type TestProvider } from "./testing";
import { createUser } from "./users";

// Found by the security review: the limits could be raced, and an oversized e-mail skipped them.
// (The 429's Retry-After header over HTTP: apps/server's auth-provider.test.ts.)

let auth: TestProvider;
const TARGET = { email: "target@example.com", password: "target-password-1" };
const CLIENT = { ip: "203.0.113.7" };

beforeAll(async () => {
  auth = await startTestProvider();
  await createUser(auth.db, { ...TARGET, username: "target", role: "editor" });
}, 120_000);
afterAll(() => auth?.close());

/** The provider's refusal of a sign-in (its answer would be a session). */
const refusalOf = (credentials: object) =>
  auth.provider.signInWithPassword(credentials, CLIENT).then(
    () => {
      throw new Error("the sign-in was let in");
    },
    (error: unknown) => {
      if (!(error instanceof AuthProviderError)) throw error;
      return error;
    },
  );

describe("the sign-in limits", () => {
  it("check at most 5 of 200 concurrent wrong passwords for one account; the rest get 429 and the wait", async () => {
    const refusals = await Promise.all(
      Array.from({ length: 200 }, (_, n) => refusalOf({ email: TARGET.email, password: `wrong-guess-${n}` })),
    );
    const checked = refusals.filter((refusal) => refusal.status === 400);
    const refused = refusals.filter((refusal) => refusal.status === 429);
    expect(checked).toHaveLength(5);
    for (const refusal of checked) expect(refusal.message).toBe(INVALID_CREDENTIALS_MESSAGE);
    expect(refused).toHaveLength(195);
    for (const refusal of refused) {
      expect(refusal.retryAfterSeconds).toBeGreaterThan(0);
      expect(refusal.message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ seconds\.$/);
    }
  });

  it("refuses an e-mail over 254 characters or a password over 1,000 with 400, before any hash or write", async () => {
    const rows = async () => (await auth.db.select({ n: count() }).from(authSignInThrottle))[0]?.n;
    const before = await rows();
    const started = performance.now();
    const longEmail = `${"a".repeat(EMAIL_MAX_LENGTH)}@example.com`;
    expect(await refusalOf({ email: longEmail, password: "whatever-password" })).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: expect.stringContaining("254"),
    });
    const longPassword = "p".repeat(PASSWORD_MAX_LENGTH + 1);
    expect(await refusalOf({ email: TARGET.email, password: longPassword })).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: expect.stringContaining("1000"),
    });
    const kilobytes = await refusalOf({ email: `${"b".repeat(4000)}@example.com`, password: "x" });
    expect(kilobytes.status).toBe(400);
    // No argon2 ran: three refusals take less than one hash check would (tens of milliseconds each).
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await rows()).toBe(before);
  });
});
