import { describe, expect, it } from "vitest";
import { isOffSiteTarget, redirectInput, redirectTarget, redirectTargetPath } from "./redirects";

describe("a redirect's target", () => {
  it("is written as the URL parser writes it, and writing it again changes nothing (REST and tRPC both parse it)", () => {
    for (const [value, target] of [
      ["/careers", "/careers"],
      ["/careers/?team=ops", "/careers?team=ops"],
      ["/über uns", null],
      ["/über-uns", "/%C3%BCber-uns"],
      ["/a/../b", "/b"],
      ["/.//host/x", "/host/x"],
      ["//host/x", "//host/x"],
      ["/\\host/x", "//host/x"],
      ["HTTPS://Example.COM", "https://example.com/"],
      ["https://例え.jp/日本", "https://xn--r8jz45g.jp/%E6%97%A5%E6%9C%AC"],
      ["https://", null],
      ["javascript:alert(1)", null],
      ["careers", null],
      ["/a\u0001", null],
      ["/a\u007f", null],
      ["/a\u0085", null],
    ] as const) {
      expect(redirectTarget(value), JSON.stringify(value)).toBe(target);
      if (target) expect(redirectTarget(target), target).toBe(target);
    }
  });

  it("names another host when it is absolute or scheme-relative", () => {
    expect(["/x", "//host/x", "https://example.com/"].map(isOffSiteTarget)).toEqual([false, true, true]);
    expect(redirectTargetPath("/%C3%BCber-uns/?q=1#top")).toBe("/über-uns");
    expect(redirectTargetPath("//host/x")).toBeNull();
  });

  it("cannot be the old address itself, however it is written", () => {
    const self = redirectInput.safeParse({ fromPath: "/über-uns", toUrl: "/%C3%BCber-uns/?from=menu" });
    expect(self.error?.issues.map((issue) => issue.path)).toEqual([["toUrl"]]);
  });
});
