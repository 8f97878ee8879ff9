import { describe, expect, it } from "vitest";
import { USER_ROLES } from "./constants";
import { ROLE_LABELS, roleName } from "./roles";

describe("role names", () => {
  it("are the names people say, capitalised as a title, for every role", () => {
    expect(ROLE_LABELS).toEqual({
      admin: "Admin",
      editor: "Editor",
      seo_manager: "SEO manager",
      recruiter: "Recruiter",
    });
    for (const role of USER_ROLES) expect(roleName(role)).toBe(ROLE_LABELS[role]);
  });

  it("never show a stored code: no underscore, and no role named in lower case", () => {
    for (const role of USER_ROLES) {
      expect(roleName(role)).not.toContain("_");
      expect(roleName(role).charAt(0)).toBe(roleName(role).charAt(0).toUpperCase());
    }
  });

  it("keep a role this build does not know as it is, rather than showing nothing", () => {
    expect(roleName("candidate_scout")).toBe("candidate_scout");
  });
});
