import { describe, expect, it } from "vitest";
import { ADMIN_EDGE_PURGES, describePurge, describePurgeKey } from "./edge-purges";

describe("the purge log's words", () => {
  it("name pages and posts by their address, the rest by what they are", () => {
    expect(
      [
        "page:home",
        "page:resources/reports",
        "post:hello-world",
        "posts",
        "pages",
        "profile",
        "navigation",
        "seo",
      ].map(describePurgeKey),
    ).toEqual([
      "/",
      "/resources/reports",
      "/blog/hello-world",
      "lists of posts",
      "the sitemap",
      "the company profile",
      "the menus",
      "the SEO settings",
    ]);
  });

  it("say a purge's keys in one line, as a sentence starts", () => {
    expect(describePurge(["seo"])).toBe("The SEO settings");
    expect(describePurge(["post:hello", "posts"])).toBe("/blog/hello, lists of posts");
  });

  it("name each edge as its maker writes it", () => {
    expect(["varnish", "cloudflare", "fastly"].map(ADMIN_EDGE_PURGES.purged)).toEqual([
      "Purged at Varnish",
      "Purged at Cloudflare",
      "Purged at Fastly",
    ]);
  });
});
