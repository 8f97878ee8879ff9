import { createUser } from "@staffing/auth";
import { authMfaFactors, type DatabaseHandle, inquiries } from "@staffing/db";
import { createTestDatabase } from "@staffing/db/testing";
import { ADMIN_AUDIT_LOG, PAGE_TYPE_LABELS, type UserRole } from "@staffing/shared";
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

describe("the audit log names every record (never by its id)", () => {
  const named = async (entityType: Parameters<ReturnType<typeof callerFor>["auditLog"]["list"]>[0]) =>
    (await callerFor("ada").auditLog.list(entityType)).map((entry) => [entry.action, entry.recordName]);

  it("a page or post by its title, with its author by username", async () => {
    const page = await callerFor("grace").pages.create({
      title: "Our offices",
      slug: "offices-named",
      content: "<p>Edmonton.</p>",
    });
    await callerFor("ada").pages.update({ ...page, title: "Our offices and hours" });
    const [update] = await callerFor("ada").auditLog.list({ entityId: page.id });
    expect(update).toMatchObject({ action: "update", recordName: "Our offices and hours" });
    // The author's id in the snapshots comes with the author's name.
    expect(update?.names[staff.grace.id]).toBe("grace");
  });

  it("an inquiry by its sender, also when the entry kept only the status, and after it is deleted", async () => {
    const [inquiry] = await database.db
      .insert(inquiries)
      .values({ name: "Priya Raman", email: "priya@example.com" })
      .returning();
    if (!inquiry) throw new Error("no inquiry");
    await callerFor("ada").inquiries.updateStatus({ id: inquiry.id, status: "in_progress" });
    expect(await named({ entityId: inquiry.id })).toEqual([["update", "Priya Raman"]]);
    await callerFor("ada").inquiries.delete({ id: inquiry.id });
    // The status change's entry holds no name; the record is gone: the deletion's entry names it.
    expect(await named({ entityId: inquiry.id })).toEqual([
      ["delete", "Priya Raman"],
      ["update", "Priya Raman"],
    ]);
  });

  it("a second factor as the authenticator app of its owner", async () => {
    await database.db
      .insert(authMfaFactors)
      .values({ userId: staff.grace.id, secret: "JBSWY3DPEHPK3PXP", status: "verified" });
    await callerFor("ada").users.removeSecondFactors({ id: staff.grace.id });
    const [removal] = await callerFor("ada").auditLog.list({ entityType: "mfa_factor" });
    expect(removal?.recordName).toBe(ADMIN_AUDIT_LOG.factorOf(ADMIN_AUDIT_LOG.authenticatorApp, "grace"));
    expect(removal?.recordName).not.toContain(removal?.entityId ?? "none");
  });

  it("a user by username, a redirect by its addresses, an SEO setting by its page type", async () => {
    await callerFor("ada").users.update({ id: staff.grace.id, role: "seo_manager" });
    expect((await named({ entityType: "user" }))[0]).toEqual(["update", "grace"]);

    const redirect = await callerFor("ada").redirects.create({ fromPath: "/old-offices", toUrl: "/contact" });
    await callerFor("ada").redirects.delete({ id: redirect.id });
    expect(await named({ entityId: redirect.id })).toEqual([
      ["delete", ADMIN_AUDIT_LOG.redirect("/old-offices", "/contact")],
      ["create", ADMIN_AUDIT_LOG.redirect("/old-offices", "/contact")],
    ]);

    await callerFor("ada").seo.create({ pageType: "about", settings: { title: "About us" } });
    expect((await named({ entityType: "seo_setting" }))[0]).toEqual(["create", PAGE_TYPE_LABELS.about]);
  });
});
