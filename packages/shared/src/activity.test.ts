import { describe, expect, it } from "vitest";
import { ACTIVITY_KIND_CAPABILITIES, type ActivityEntry, activitySentence } from "./activity";
import { AUDITED_ENTITIES } from "./constants";
import { rolesWith } from "./roles";

const MARIA = "0b7a4f3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
const READER = "1c8b5a4f-2d3e-4f5a-9b0c-1d2e3f4a5b6c";
const SAM = "2d9c6b5a-3e4f-4a5b-8c1d-2e3f4a5b6c7d";

const entry = (change: Partial<ActivityEntry>): ActivityEntry => ({
  action: "update",
  kind: "page",
  at: new Date("2026-11-20T10:00:00Z"),
  actorName: "Maria",
  actorId: MARIA,
  entityId: "3e0d7c6b-4f5a-4b6c-9d2e-3f4a5b6c7d8e",
  byReader: false,
  recordName: "About us",
  before: null,
  after: null,
  names: { [MARIA]: "Maria", [READER]: "Jonas", [SAM]: "Sam Lee" },
  readerId: READER,
  ...change,
});

describe("the activity feed's sentences", () => {
  it("say who published, scheduled, unpublished or edited a page or post, by its title", () => {
    const published = { before: { isPublished: false }, after: { isPublished: true, publishedAt: null } };
    expect(activitySentence(entry(published))).toBe("Maria published the page About us");
    expect(
      activitySentence(
        entry({
          kind: "blog_post",
          recordName: "Hiring in 2027",
          before: { isPublished: false },
          after: { isPublished: true, publishedAt: "2026-12-01T09:00:00.000Z" },
        }),
      ),
    ).toBe("Maria scheduled the blog post Hiring in 2027");
    expect(activitySentence(entry({ before: { isPublished: true }, after: { isPublished: false } }))).toBe(
      "Maria unpublished the page About us",
    );
    expect(
      activitySentence(
        entry({ before: { isPublished: true, title: "About" }, after: { isPublished: true } }),
      ),
    ).toBe("Maria edited the page About us");
    expect(activitySentence(entry({ action: "create" }))).toBe("Maria created the page About us");
    expect(activitySentence(entry({ action: "delete" }))).toBe("Maria deleted the page About us");
  });

  it("tell the reader an inquiry was assigned to them, and name anyone else", () => {
    const assigned = (to: string | null, change: Partial<ActivityEntry> = {}) =>
      activitySentence(
        entry({
          kind: "inquiry",
          recordName: "Priya Raman",
          before: { assigneeId: null },
          after: { assigneeId: to },
          ...change,
        }),
      );
    expect(assigned(READER)).toBe("Maria assigned Priya Raman's inquiry to you");
    expect(assigned(SAM)).toBe("Maria assigned Priya Raman's inquiry to Sam Lee");
    expect(assigned(READER, { byReader: true, actorId: READER })).toBe(
      "You assigned Priya Raman's inquiry to yourself",
    );
    expect(assigned(null)).toBe("Maria removed the assignee of Priya Raman's inquiry");
  });

  it("tell an inquiry's status, notes and replies in words, never its field names", () => {
    const inquiry = { kind: "inquiry" as const, recordName: "Priya Raman" };
    expect(
      activitySentence(entry({ ...inquiry, before: { status: "new" }, after: { status: "in_progress" } })),
    ).toBe("Maria moved Priya Raman's inquiry to In Progress");
    expect(activitySentence(entry({ ...inquiry, action: "create", after: { note: "Called" } }))).toBe(
      "Maria added a note to Priya Raman's inquiry",
    );
    expect(
      activitySentence(entry({ ...inquiry, action: "create", after: { reply: { subject: "Hi" } } })),
    ).toBe("Maria replied to Priya Raman");
  });

  it("name roles as people say them, and people by name, never by role or id", () => {
    const user = { kind: "user" as const, recordName: "Sam Lee", entityId: SAM };
    expect(activitySentence(entry({ ...user, action: "create", after: { role: "seo_manager" } }))).toBe(
      "Maria added Sam Lee as SEO manager",
    );
    expect(activitySentence(entry({ ...user, before: { role: "editor" }, after: { role: "admin" } }))).toBe(
      "Maria changed the role of Sam Lee to Admin",
    );
    expect(
      activitySentence(entry({ ...user, before: { disabledAt: null }, after: { disabledAt: "2026-11-20" } })),
    ).toBe("Maria disabled the account of Sam Lee");
    expect(
      activitySentence(
        entry({
          ...user,
          entityId: MARIA,
          recordName: "Maria R.",
          before: { username: "Maria" },
          after: { username: "Maria R." },
        }),
      ),
    ).toBe("Maria changed their name to Maria R.");
    expect(
      activitySentence(
        entry({
          ...user,
          entityId: READER,
          actorId: READER,
          byReader: true,
          recordName: "Jonas K.",
          before: { username: "Jonas" },
          after: { username: "Jonas K." },
        }),
      ),
    ).toBe("You changed your name to Jonas K.");
    expect(activitySentence(entry({ kind: "mfa_factor", action: "delete", before: { userId: SAM } }))).toBe(
      "Maria removed the two-factor sign-in of Sam Lee",
    );
    expect(activitySentence(entry({ actorName: null }))).toBe(
      "A former staff member edited the page About us",
    );
    expect(activitySentence(entry({ byReader: true }))).toBe("You edited the page About us");
  });

  it("tell the two-factor requirement and the company profile plainly", () => {
    expect(
      activitySentence(entry({ kind: "staff_security", after: { requireTwoFactor: true }, byReader: true })),
    ).toBe("You required two-factor sign-in for all staff");
    expect(activitySentence(entry({ kind: "staff_security", after: { requireTwoFactor: false } }))).toBe(
      "Maria stopped requiring two-factor sign-in",
    );
    expect(activitySentence(entry({ kind: "company_profile", recordName: "Company" }))).toBe(
      "Maria updated the company profile",
    );
    expect(activitySentence(entry({ kind: "navigation", recordName: "Navigation" }))).toBe(
      "Maria changed the menus",
    );
    expect(activitySentence(entry({ kind: "redirect", action: "create", recordName: "/old → /new" }))).toBe(
      "Maria added the redirect /old → /new",
    );
  });

  it("show each kind only to roles that may read such records", () => {
    for (const kind of AUDITED_ENTITIES)
      expect(rolesWith(ACTIVITY_KIND_CAPABILITIES[kind])).toContain("admin");
    expect(rolesWith(ACTIVITY_KIND_CAPABILITIES.inquiry)).toEqual(["admin"]);
    expect(rolesWith(ACTIVITY_KIND_CAPABILITIES.page)).toEqual([
      "admin",
      "editor",
      "seo_manager",
      "recruiter",
    ]);
    expect(rolesWith(ACTIVITY_KIND_CAPABILITIES.job)).toEqual(["admin", "editor", "recruiter"]);
  });

  it("say who opened, scheduled, closed, filled or edited a job, by its title", () => {
    const job = (before: Record<string, unknown> | null, after: Record<string, unknown> | null) =>
      activitySentence(entry({ kind: "job", recordName: "Payroll Accountant", before, after }));
    expect(job({ status: "draft" }, { status: "open", publishedAt: "2026-11-20T10:00:00.000Z" })).toBe(
      "Maria opened the job Payroll Accountant to candidates",
    );
    expect(job({ status: "draft" }, { status: "open", publishedAt: "2026-12-01T09:00:00.000Z" })).toBe(
      "Maria scheduled the job Payroll Accountant to open",
    );
    expect(job({ status: "open" }, { status: "closed" })).toBe("Maria closed the job Payroll Accountant");
    expect(job({ status: "open" }, { status: "filled" })).toBe(
      "Maria marked the job Payroll Accountant as filled",
    );
    expect(job({ status: "closed" }, { status: "draft" })).toBe(
      "Maria took the job Payroll Accountant back to draft",
    );
    expect(job({ status: "open", title: "Payroll" }, { status: "open" })).toBe(
      "Maria edited the job Payroll Accountant",
    );
    expect(activitySentence(entry({ kind: "job", action: "create", recordName: "Payroll Accountant" }))).toBe(
      "Maria created the job Payroll Accountant",
    );
  });
});
