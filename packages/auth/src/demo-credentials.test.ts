import { type DatabaseHandle, users } from "@staffing/db";
import { createTestDatabase } from "@staffing/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DemoCredentialsCheck } from "./demo-credentials";
import { hashPassword, verifyPassword } from "./passwords";
import { createUser } from "./users";

// The login screen's demo card: shown while the demo credentials sign in, and checked cheaply.

const DEMO = { email: "Demo@Example.com", password: "demo-password-1" };
let database: DatabaseHandle;
let checks = 0;
const countedVerify = (passwordHash: string, password: string) => {
  checks++;
  return verifyPassword(passwordHash, password);
};

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(() => database?.close());

describe("DemoCredentialsCheck", () => {
  it("says no while no such account exists", async () => {
    expect(await new DemoCredentialsCheck(database.db, DEMO, countedVerify).stillSignIn()).toBe(false);
    expect(checks).toBe(0);
  });

  it("says yes while the password is the demo one, hashing it once however often it is asked", async () => {
    await createUser(database.db, {
      email: "demo@example.com",
      username: "demo",
      role: "admin",
      password: DEMO.password,
    });
    const check = new DemoCredentialsCheck(database.db, DEMO, countedVerify);
    checks = 0;
    const answers = await Promise.all(Array.from({ length: 10 }, () => check.stillSignIn()));
    expect(answers.every(Boolean)).toBe(true);
    expect(await check.stillSignIn()).toBe(true);
    expect(checks).toBe(1);
  });

  it("says no once the password is changed, and yes again when it is changed back (checked anew each time)", async () => {
    const check = new DemoCredentialsCheck(database.db, DEMO, countedVerify);
    expect(await check.stillSignIn()).toBe(true);
    checks = 0;
    const setPassword = async (password: string) =>
      database.db
        .update(users)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(users.email, "demo@example.com"));
    await setPassword("someone-elses-now");
    expect(await check.stillSignIn()).toBe(false);
    expect(await check.stillSignIn()).toBe(false);
    expect(checks).toBe(1);
    await setPassword(DEMO.password);
    expect(await check.stillSignIn()).toBe(true);
    expect(checks).toBe(2);
  });

  it("says no for a disabled account, whatever its password", async () => {
    const check = new DemoCredentialsCheck(database.db, DEMO, countedVerify);
    await database.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.email, "demo@example.com"));
    expect(await check.stillSignIn()).toBe(false);
    await database.db.update(users).set({ disabledAt: null }).where(eq(users.email, "demo@example.com"));
    expect(await check.stillSignIn()).toBe(true);
  });
});
