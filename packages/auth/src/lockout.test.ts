import { RATE_LIMITS } from "@staffing/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthProviderError, INVALID_CREDENTIALS_MESSAGE } from "./errors";
import { startTestProvider, type TestProvider } from "./testing";
import { SignInThrottle } from "./throttle";
import { createUser } from "./users";

// Issue 31: one wrong password each time the lock expired kept any account (the admin's) locked for
// everyone. The lock is now the guessing client's on that account; a higher cap per account still
// stops a guess spread over many clients, and a client is an IPv6 /64, not one address of it.

const FREE = RATE_LIMITS.signInAccountClient.count;
// Small, so the spread-out attack needs few password hashes; still above the per-client allowance.
const ACCOUNT_CAP = FREE * 2;
let auth: TestProvider;
const password = "owner-password-1";
const account = (name: string) => ({ email: `${name}@example.com`, password });

beforeAll(async () => {
  auth = await startTestProvider({ throttlePolicy: { accountMaxFailures: ACCOUNT_CAP } });
  for (const name of ["owner", "spread", "ipv6", "reset"]) {
    await createUser(auth.db, { ...account(name), username: name, role: "editor" });
  }
}, 120_000);
afterAll(() => auth?.close());

/** The status a sign-in gets: 200 with a session, else the provider's refusal. */
const signIn = (credentials: { email: string; password: string }, ip: string) =>
  auth.provider.signInWithPassword(credentials, { ip }).then(
    () => 200,
    (error: unknown) => {
      if (!(error instanceof AuthProviderError)) throw error;
      if (error.status === 400) expect(error.message).toBe(INVALID_CREDENTIALS_MESSAGE);
      return error.status;
    },
  );

const guessFrom = async (email: string, ip: string, times: number) => {
  const statuses = [];
  for (let i = 0; i < times; i++) statuses.push(await signIn({ email, password: `guess-${i}` }, ip));
  return statuses;
};

describe("the sign-in lockout", () => {
  it("keeps the guessing client locked out of the account even with the right password", async () => {
    const owner = account("owner");
    expect(await guessFrom(owner.email, "198.51.100.1", FREE)).toEqual(Array(FREE).fill(400));
    expect(await signIn({ ...owner, password: "one-more-guess" }, "198.51.100.1")).toBe(429);
    expect(await signIn(owner, "198.51.100.1")).toBe(429);
  });

  it("accepts the owner's right password from a client that has not failed, while the guesser stays out", async () => {
    const owner = account("owner");
    expect(await signIn(owner, "203.0.113.20")).toBe(200);
    expect(await signIn(owner, "198.51.100.1")).toBe(429);
  });

  it("stops a guess spread over many clients at the account's cap, for every client", async () => {
    const spread = account("spread");
    const statuses = [];
    for (let i = 0; i < ACCOUNT_CAP; i++)
      statuses.push(...(await guessFrom(spread.email, `192.0.2.${i + 1}`, 1)));
    expect(statuses).toEqual(Array(ACCOUNT_CAP).fill(400));
    expect(await signIn({ ...spread, password: "next-guess" }, "192.0.2.200")).toBe(429);
    // The owner too waits for the window's end: the cap is what stops the spread-out attack.
    expect(await signIn(spread, "203.0.113.99")).toBe(429);
  });

  it("counts every address of one IPv6 /64 as one client, and another /64 apart", async () => {
    const owner = account("ipv6");
    const statuses = [];
    for (let i = 1; i <= FREE; i++) statuses.push(...(await guessFrom(owner.email, `2001:db8:7:1::${i}`, 1)));
    expect(statuses).toEqual(Array(FREE).fill(400));
    expect(await signIn(owner, "2001:db8:7:1:ffff:1:2:3")).toBe(429);
    expect(await signIn(owner, "2001:db8:7:2::1")).toBe(200);
  });

  it("lifts every client's lock on the account when its password is reset (as a recovery link does)", async () => {
    const owner = account("reset");
    await guessFrom(owner.email, "198.51.100.7", FREE);
    expect(await signIn(owner, "198.51.100.7")).toBe(429);
    await new SignInThrottle(auth.db).clear(owner.email);
    expect(await signIn(owner, "198.51.100.7")).toBe(200);
  });
});
