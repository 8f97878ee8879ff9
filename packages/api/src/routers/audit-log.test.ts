import { createUser } from "@staffing/auth";
import type { DatabaseHandle } from "@staffing/db";
import { createTestDatabase } from "@staffing/db/testing";
import type { UserRole } from "@staffing/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInnerContext } from "../context";
import { createCaller } from "../root";

// "Who changed what": the audit log an admin reads, narrowed to one colleague's changes.

let database: DatabaseHandle;
const staff = {} as Record<"ada" | "grace", { id: string; email: string; username: string; role: UserRole }>;

const callerFor = (name: keyof typeof staff) =>
  createCaller(createInnerContext({ db: database.db, user: staff[name] }));

beforeAll(async () => {
  database = await createTestDatabase();
  for (const [name, role] of [
    ["ada", "admin"],
    ["grace", "editor"],
  ] as const) {
    const user = await createUser(database.db, { email: `${name}@example.com`, username: name, role });
    staff[name] = { id: user.id, email: user.email, username: user.username, role };
  }
}, 120_000);
afterAll(() => database?.close());

describe("the audit log filtered by user", () => {
  it("lists only that user's changes, and only those of a kind when the kind is given too", async () => {
    const adasPage = await callerFor("ada").pages.create({
      title: "Careers",
      slug: "careers-audit",
      content: "<p>Join us.</p>",
    });
    const adasPost = await callerFor("ada").blog.create({ title: "Ada's news", slug: "adas-news" });
    const gracesPage = await callerFor("grace").pages.create({
      title: "Locations",
      slug: "locations-audit",
      content: "<p>Edmonton.</p>",
    });
    const gracesPost = await callerFor("grace").blog.create({ title: "Grace's news", slug: "graces-news" });
    // Grace edits Ada's page: the change is Grace's, whoever made the page.
    await callerFor("grace").pages.update({
      id: adasPage.id,
      title: "Careers at Northbridge",
      slug: adasPage.slug,
      content: adasPage.content,
    });

    const entries = async (query: Parameters<ReturnType<typeof callerFor>["auditLog"]["list"]>[0]) =>
      (await callerFor("ada").auditLog.list(query)).map((entry) => [
        entry.actorEmail,
        entry.action,
        entry.entityType,
        entry.entityId,
      ]);

    // Newest first.
    expect(await entries({ actorId: staff.ada.id })).toEqual([
      ["ada@example.com", "create", "blog_post", adasPost.id],
      ["ada@example.com", "create", "page", adasPage.id],
    ]);
    expect(await entries({ actorId: staff.grace.id })).toEqual([
      ["grace@example.com", "update", "page", adasPage.id],
      ["grace@example.com", "create", "blog_post", gracesPost.id],
      ["grace@example.com", "create", "page", gracesPage.id],
    ]);
    expect(await entries({ actorId: staff.grace.id, entityType: "page" })).toEqual([
      ["grace@example.com", "update", "page", adasPage.id],
      ["grace@example.com", "create", "page", gracesPage.id],
    ]);
    expect(await entries({ actorId: staff.ada.id, entityType: "blog_post" })).toEqual([
      ["ada@example.com", "create", "blog_post", adasPost.id],
    ]);
    // Without the user filter, the kind filter alone shows both colleagues' changes.
    expect((await entries({ entityType: "page" })).map(([email]) => email)).toEqual([
      "grace@example.com",
      "grace@example.com",
      "ada@example.com",
    ]);
  });
});
