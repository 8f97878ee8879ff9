import { describe, expect, it } from "vitest";
import { absoluteUrl, blogPostingJsonLd, buildSeoHead, schemaBlocks } from "./seo";

const SITE = "https://www.example.com";
const blocks = (head: ReturnType<typeof buildSeoHead>) =>
  head.scripts.map((script) => JSON.parse(script.children) as Record<string, unknown>);

describe("buildSeoHead", () => {
  it("links the blog's RSS feed from every page's head", () => {
    const head = buildSeoHead({ siteUrl: SITE, path: "/about", settings: {} });
    expect(head.links).toContainEqual({
      rel: "alternate",
      type: "application/rss+xml",
      title: "Northbridge Staffing Blog",
      href: `${SITE}/rss.xml`,
    });
  });

  it("puts the SEO setting's JSON-LD in the head, instead of our Organization block when it declares one", () => {
    const organization = {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Northbridge Staffing",
    };
    const website = { "@context": "https://schema.org", "@type": "WebSite", url: SITE };
    const head = buildSeoHead({
      siteUrl: SITE,
      path: "/",
      settings: { schema: JSON.stringify([organization, website]) },
    });
    expect(blocks(head)).toEqual([organization, website]);

    const own = buildSeoHead({ siteUrl: SITE, path: "/", settings: { schema: JSON.stringify(website) } });
    expect(blocks(own).map((block) => block["@type"])).toEqual(["Organization", "WebSite"]);
  });

  it("keeps script out of a schema's text, and leaves text that is not JSON out", () => {
    const head = buildSeoHead({
      siteUrl: SITE,
      path: "/",
      settings: { schema: JSON.stringify({ "@type": "Thing", name: "</script><script>alert(1)</script>" }) },
    });
    expect(head.scripts.every((script) => !script.children.includes("</script>"))).toBe(true);
    expect(schemaBlocks("{not json")).toEqual([]);
  });

  it("gives a structured-data image an absolute address once, however it came", () => {
    for (const image of ["/media/a.webp", `${SITE}/media/a.webp`, `${SITE}https://cdn.example.org/a.webp`]) {
      const head = buildSeoHead({
        siteUrl: SITE,
        path: "/blog/x",
        settings: {},
        structuredData: [{ "@type": "BlogPosting", image }],
      });
      const posting = blocks(head).find((block) => block["@type"] === "BlogPosting");
      expect(posting?.image, image).toBe(
        image.includes("cdn.example.org") ? "https://cdn.example.org/a.webp" : `${SITE}/media/a.webp`,
      );
    }
  });
});

describe("absoluteUrl and blogPostingJsonLd", () => {
  it("make an address absolute once", () => {
    expect(absoluteUrl(SITE, "/blog")).toBe(`${SITE}/blog`);
    expect(absoluteUrl(SITE, "https://cdn.example.org/a.webp")).toBe("https://cdn.example.org/a.webp");
    expect(absoluteUrl(SITE, `${SITE}https://cdn.example.org/a.webp`)).toBe("https://cdn.example.org/a.webp");
  });

  it("give a post's BlogPosting an absolute image whether it lives on the site or elsewhere", () => {
    const post = { title: "T", slug: "t", tags: ["a"], createdAt: "2026-01-01", updatedAt: "2026-01-02" };
    expect(blogPostingJsonLd(SITE, { ...post, featuredImage: "https://cdn.example.org/a.webp" }).image).toBe(
      "https://cdn.example.org/a.webp",
    );
    expect(blogPostingJsonLd(SITE, { ...post, featuredImage: "/media/a.webp" })).toMatchObject({
      image: `${SITE}/media/a.webp`,
      mainEntityOfPage: `${SITE}/blog/t`,
    });
  });
});
