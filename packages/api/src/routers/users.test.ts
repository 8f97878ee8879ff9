import { createUser } from "@staffing/auth";
import { type DatabaseHandle, users } from "@staffing/db";
import { createTestDatabase } from "@staffing/db/testing";
import { ACCOUNT_MESSAGES } from "@staffing/shared";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createInnerContext } from "../context";
import { createCaller } from "../root";

// The site always keeps an admin: someone must be able to manage users. Checked on the real
// database, with the calls really at the same moment (PostgreSQL: two connections of the pool).
let database: DatabaseHandle;
let admins: { id: string; email: string; username: string }[];
let round = 0;

const callerFor = (admin: { id: string; email: string; username: string }) =>
  createCaller(createInnerContext({ db: database.db, user: { ...admin, role: "admin" } }));

const activeAdmins = async () =>
  database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.disabledAt)));

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
beforeEach(async () => {
  // Earlier tests' admins step aside: each test starts with exactly two.
  await database.db.update(users).set({ role: "editor" });
  admins = [];
  round += 1;
  for (const name of [`ada${round}`, `grace${round}`]) {
    const user = await createUser(database.db, {
      email: `${name}@example.com`,
      username: name,
      role: "admin",
      password: "correct-horse-battery",
    });
    admins.push({ id: user.id, email: user.email, username: user.username });
  }
});
afterAll(async () => {
  await database?.close();
});

describe("the last admin", () => {
  it.each([
    ["demote each other", { role: "editor" as const }],
    ["disable each other", { disabled: true }],
  ])(
    "stays when two admins %s at the same moment: one change is refused with a clear 409",
    async (_case, change) => {
      const [ada, grace] = admins as [(typeof admins)[0], (typeof admins)[0]];
      const outcomes = await Promise.allSettled([
        callerFor(ada).users.update({ id: grace.id, ...change }),
        callerFor(grace).users.update({ id: ada.id, ...change }),
      ]);
      expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
      const [refused] = outcomes.filter((outcome) => outcome.status === "rejected");
      expect(refused?.reason).toMatchObject({ code: "CONFLICT", message: ACCOUNT_MESSAGES.lastAdmin });
      expect(await activeAdmins()).toHaveLength(1);
    },
  );

  it("refuses a change by an admin who was demoted after the request was let in", async () => {
    const [ada, grace] = admins as [(typeof admins)[0], (typeof admins)[0]];
    const carol = await createUser(database.db, {
      email: `carol${round}@example.com`,
      username: `carol${round}`,
      role: "admin",
      password: "correct-horse-battery",
    });
    await callerFor(ada).users.update({ id: grace.id, role: "editor" });
    // Grace's request was let in while she was an admin; she is not one any more.
    await expect(callerFor(grace).users.update({ id: carol.id, role: "editor" })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await activeAdmins()).toHaveLength(2);
    // And the last one stays, however it is asked.
    await callerFor(ada).users.update({ id: carol.id, disabled: true });
    await expect(callerFor(carol).users.update({ id: ada.id, role: "editor" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: ACCOUNT_MESSAGES.lastAdmin,
    });
    expect(await activeAdmins()).toEqual([{ id: ada.id }]);
  });
});

describe("what a hosted sign-in provider keeps", () => {
  // The provider keeps passwords and second factors; without its service role key nobody here invites.
  const hostedCallerFor = (admin: { id: string; email: string; username: string }) =>
    createCaller(
      createInnerContext({
        db: database.db,
        user: { ...admin, role: "admin" },
        keepsPasswords: false,
        invites: null,
      }),
    );

  it("is refused with a 400 that says where it is kept, and nothing changes", async () => {
    const [ada, grace] = admins as [(typeof admins)[0], (typeof admins)[0]];
    const caller = hostedCallerFor(ada);
    const newColleague = { email: `pw${round}@example.com`, username: `pw${round}`, role: "editor" as const };
    await expect(caller.users.create({ ...newColleague, password: "a-password-1" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: ACCOUNT_MESSAGES.passwordNotKeptHere,
    });
    await expect(caller.users.removeSecondFactors({ id: grace.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: ACCOUNT_MESSAGES.factorsKeptElsewhere,
    });
    await expect(caller.users.resendInvite({ id: grace.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: ACCOUNT_MESSAGES.notInvitedHere,
    });
    await expect(caller.users.update({ id: grace.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: ACCOUNT_MESSAGES.nothingToChange,
    });
    expect(await database.db.select().from(users).where(eq(users.email, newColleague.email))).toEqual([]);
    expect(await activeAdmins()).toHaveLength(2);
  });
});
