import { createUser } from "@staffing/auth";
import { authSignInThrottle } from "@staffing/db";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "@staffing/shared";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_ANON_KEY } from "../config";
import { startTestServer, type TestServer } from "../testing";

// Found by the security review: the limits could be raced, and an oversized e-mail skipped them.

let server: TestServer;
const TARGET = { email: "target@example.com", password: "target-password-1" };

beforeAll(async () => {
  server = await startTestServer();
  await createUser(server.db, { ...TARGET, username: "target", role: "editor" });
});
afterAll(() => server?.close());

const signIn = (body: object) =>
  fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: DEV_ANON_KEY, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("the sign-in limits", () => {
  it("check at most 5 of 200 concurrent wrong passwords for one account; the rest get 429 with Retry-After", async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) => signIn({ email: TARGET.email, password: `wrong-guess-${n}` })),
    );
    const statuses = answers.map((response) => response.status);
    const checked = statuses.filter((status) => status === 400).length;
    const refused = answers.filter((response) => response.status === 429);
    console.log(`200 concurrent wrong passwords: ${checked} checked (400), ${refused.length} refused (429)`);
    expect(checked).toBe(5);
    expect(refused).toHaveLength(195);
    for (const response of refused) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    const [body] = await Promise.all(refused.slice(0, 1).map((response) => response.json()));
    expect((body as { message: string }).message).toMatch(
      /^Too many failed sign-in attempts\. Try again in \d+ seconds\.$/,
    );
  });

  it("refuses an e-mail over 254 characters or a password over 1,000 with 400, before any hash or write", async () => {
    const rows = async () => (await server.db.select({ n: count() }).from(authSignInThrottle))[0]?.n;
    const before = await rows();
    const longEmail = `${"a".repeat(EMAIL_MAX_LENGTH)}@example.com`;
    const started = performance.now();
    const email = await signIn({ email: longEmail, password: "whatever-password" });
    expect(email.status).toBe(400);
    expect(await email.json()).toMatchObject({
      code: "validation_failed",
      message: expect.stringContaining("254"),
    });
    const password = await signIn({ email: TARGET.email, password: "p".repeat(PASSWORD_MAX_LENGTH + 1) });
    expect(password.status).toBe(400);
    expect(await password.json()).toMatchObject({
      code: "validation_failed",
      message: expect.stringContaining("1000"),
    });
    const kilobytes = await signIn({ email: `${"b".repeat(4000)}@example.com`, password: "x" });
    expect(kilobytes.status).toBe(400);
    // No argon2 ran: three refusals take less than one hash check would (tens of milliseconds each).
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await rows()).toBe(before);
  });
});
