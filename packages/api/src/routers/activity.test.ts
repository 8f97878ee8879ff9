import { createUser } from "@staffing/auth";
import { type DatabaseHandle, inquiries } from "@staffing/db";
import { createTestDatabase } from "@staffing/db/testing";
import type { UserRole } from "@staffing/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInnerContext } from "../context";
import { createCaller } from "../root";

// The dashboard's recent activity (issue 29): the audit log in sentences, people by name.

let database: DatabaseHandle;
type Name = "maria" | "jonas" | "eve";
const staff = {} as Record<Name, { id: string; email: string; username: string; role: UserRole }>;

const callerFor = (name: Name) => createCaller(createInnerContext({ db: database.db, user: staff[name] }));

beforeAll(async () => {
  database = await createTestDatabase();
  for (const [name, username, role] of [
    ["maria", "Maria", "admin"],
    ["jonas", "Jonas", "admin"],
    ["eve", "Eve", "editor"],
  ] as const) {
    const user = await createUser(database.db, { email: `${name}@example.com`, username, role });
    staff[name] = { id: user.id, email: user.email, username: user.username, role };
  }
}, 120_000);
afterAll(() => database?.close());

describe("stats.activity", () => {
  it("tells the latest changes newest first, by name, with 'you' for the reader", async () => {
    const page = await callerFor("maria").pages.create({
      title: "About us",
      slug: "about-us-activity",
      content: "<p>Who we are.</p>",
    });
    await callerFor("maria").pages.update({ ...page, isPublished: true });
    const [inquiry] = await database.db
      .insert(inquiries)
      .values({ name: "Priya Raman", email: "priya@example.com" })
      .returning();
    await callerFor("maria").inquiries.update({ id: inquiry?.id ?? "", assigneeId: staff.jonas.id });

    const sentences = (await callerFor("jonas").stats.activity()).map((item) => item.sentence);
    expect(sentences.slice(0, 3)).toEqual([
      "Maria assigned Priya Raman's inquiry to you",
      "Maria published the page About us",
      "Maria created the page About us",
    ]);
    const own = (await callerFor("maria").stats.activity()).map((item) => item.sentence);
    expect(own[0]).toBe("You assigned Priya Raman's inquiry to Jonas");
  });

  it("shows an editor only the changes of records an editor may read: no inquiries", async () => {
    const sentences = (await callerFor("eve").stats.activity()).map((item) => item.sentence);
    expect(sentences).toContain("Maria published the page About us");
    expect(sentences.some((sentence) => sentence.includes("inquiry"))).toBe(false);
  });

  it("gives at most ten, each with its moment", async () => {
    for (let n = 0; n < 12; n += 1)
      await callerFor("maria").blog.create({ title: `News ${n}`, slug: `news-activity-${n}` });
    const items = await callerFor("jonas").stats.activity();
    expect(items).toHaveLength(10);
    expect(items[0]?.sentence).toBe("Maria created the blog post News 11");
    expect(items[0]?.at).toBeInstanceOf(Date);
  });
});
