import { describe, expect, it } from "vitest";
import type { CompanyProfile } from "./schemas/company-profile";
import {
  absoluteUrl,
  blogPostingJsonLd,
  buildSeoHead,
  organizationJsonLd,
  personJsonLd,
  profilePageJsonLd,
  schemaBlocks,
  siteHead,
  websiteJsonLd,
} from "./seo";

const SITE = "https://www.example.com";
const blocks = (head: ReturnType<typeof buildSeoHead>) =>
  head.scripts.map((script) => JSON.parse(script.children) as Record<string, unknown>);

const PROFILE: CompanyProfile = {
  name: "Harbour Staffing",
  tagline: "People for every shift.",
  logo: null,
  phones: [
    { label: "Main office", number: "+1 (604) 555-0100" },
    { label: "24/7 support", number: "+1 (800) 555-0111" },
  ],
  emails: [{ label: "General", address: "hello@harbour.example" }],
  offices: [
    {
      name: "Head office",
      street: "1 Pier Road",
      city: "Vancouver",
      region: "British Columbia",
      postalCode: "V6B 1A1",
      country: "Canada",
      phone: "",
      email: "",
    },
    {
      name: "Branch",
      street: "",
      city: "Calgary",
      region: "",
      postalCode: "",
      country: "",
      phone: "",
      email: "",
    },
  ],
  supportNote: "Open around the clock",
  hours: [],
  socialLinks: [
    { network: "linkedin", url: "https://www.linkedin.com/company/harbour-staffing" },
    { network: "youtube", url: "https://www.youtube.com/@harbourstaffing" },
  ],
  foundingYear: 2012,
  timeZone: "America/Vancouver",
};
const BUILT_IN_LOGO = "/assets/logo-abc123.svg";

describe("organizationJsonLd", () => {
  it("is the company profile's facts: name, the site's address, address, phone, e-mail and social links", () => {
    expect(organizationJsonLd(SITE, PROFILE, BUILT_IN_LOGO)).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Harbour Staffing",
      url: SITE,
      logo: `${SITE}/assets/logo-abc123.svg`,
      description: "People for every shift.",
      foundingDate: "2012",
      telephone: "+1 (604) 555-0100",
      email: "hello@harbour.example",
      address: {
        "@type": "PostalAddress",
        streetAddress: "1 Pier Road",
        addressLocality: "Vancouver",
        addressRegion: "British Columbia",
        postalCode: "V6B 1A1",
        addressCountry: "Canada",
      },
      contactPoint: [
        { "@type": "ContactPoint", telephone: "+1 (604) 555-0100", contactType: "Main office" },
        { "@type": "ContactPoint", telephone: "+1 (800) 555-0111", contactType: "24/7 support" },
      ],
      sameAs: [
        "https://www.linkedin.com/company/harbour-staffing",
        "https://www.youtube.com/@harbourstaffing",
      ],
    });
  });

  it("shows the profile's logo as an absolute URL when it has one", () => {
    const src = `/media/${"a".repeat(32)}-400x120.png`;
    const block = organizationJsonLd(SITE, { ...PROFILE, logo: { src, alt: "Harbour" } }, BUILT_IN_LOGO);
    expect(block.logo).toBe(`${SITE}${src}`);
  });

  it("leaves out what the profile does not hold rather than sending it empty", () => {
    const bare = {
      ...PROFILE,
      tagline: "",
      phones: [],
      emails: [],
      offices: [],
      socialLinks: [],
      foundingYear: null,
    };
    const json = JSON.parse(JSON.stringify(organizationJsonLd(SITE, bare, BUILT_IN_LOGO)));
    expect(Object.keys(json).sort()).toEqual(["@context", "@type", "logo", "name", "url"]);
    const branchOnly = { ...PROFILE, offices: PROFILE.offices.slice(1) };
    expect(JSON.parse(JSON.stringify(organizationJsonLd(SITE, branchOnly, BUILT_IN_LOGO))).address).toEqual({
      "@type": "PostalAddress",
      addressLocality: "Calgary",
    });
  });
});

describe("siteHead", () => {
  it("names the company as the site, links the blog's RSS feed and carries the Organization block", () => {
    const head = siteHead(SITE, PROFILE, { builtInLogo: BUILT_IN_LOGO, withTitle: true });
    expect(head.links).toContainEqual({
      rel: "alternate",
      type: "application/rss+xml",
      title: "Harbour Staffing Blog",
      href: `${SITE}/rss.xml`,
    });
    expect(head.meta).toContainEqual({ property: "og:site_name", content: "Harbour Staffing" });
    expect(head.meta).toContainEqual({ title: "Harbour Staffing" });
    expect(blocks(head)).toEqual([organizationJsonLd(SITE, PROFILE, BUILT_IN_LOGO)]);
  });

  it("gives no fallback title where the page has a head of its own for it", () => {
    const head = siteHead(SITE, PROFILE, { builtInLogo: BUILT_IN_LOGO, withTitle: false });
    expect(head.meta.some((tag) => "title" in tag)).toBe(false);
    expect(head.meta.some((tag) => "property" in tag && tag.property === "og:title")).toBe(false);
  });

  it("keeps script out of the profile's text", () => {
    const head = siteHead(
      SITE,
      { ...PROFILE, name: "</script><script>alert(1)</script>" },
      {
        builtInLogo: BUILT_IN_LOGO,
        withTitle: true,
      },
    );
    expect(head.scripts.every((script) => !script.children.includes("</script>"))).toBe(true);
  });
});

describe("buildSeoHead", () => {
  it("puts the SEO setting's JSON-LD in the head, but for an Organization block (the profile's is on every page)", () => {
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
    expect(blocks(head)).toEqual([website]);
  });

  it("leaves the title to the site's fallback when neither the page nor its settings have one", () => {
    const head = buildSeoHead({ siteUrl: SITE, path: "/", settings: {} });
    expect(head.meta.some((tag) => "title" in tag)).toBe(false);
    const titled = buildSeoHead({ siteUrl: SITE, path: "/", settings: { title: "Home" } });
    expect(titled.meta).toContainEqual({ title: "Home" });
    expect(titled.meta).toContainEqual({ property: "og:title", content: "Home" });
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

describe("canonical addresses", () => {
  it("are named by every indexed page, and by no page search engines are asked to leave out", () => {
    const indexed = buildSeoHead({ siteUrl: SITE, path: "/about", settings: {} });
    expect(indexed.links).toEqual([{ rel: "canonical", href: `${SITE}/about` }]);
    for (const robots of ["noindex, follow", "NOINDEX", "index, nofollow, noindex"]) {
      expect(buildSeoHead({ siteUrl: SITE, path: "/nowhere", settings: { robots } }).links, robots).toEqual(
        [],
      );
    }
  });
});

describe("websiteJsonLd", () => {
  it("describes the site and its search (the blog's, /blog?q=) for search engines", () => {
    expect(websiteJsonLd(SITE, "Harbour Staffing")).toEqual({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: "Harbour Staffing",
      url: `${SITE}/`,
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${SITE}/blog?q={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    });
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
    expect(
      blogPostingJsonLd(SITE, "Harbour Staffing", {
        ...post,
        featuredImage: "https://cdn.example.org/a.webp",
      }).image,
    ).toBe("https://cdn.example.org/a.webp");
    expect(
      blogPostingJsonLd(SITE, "Harbour Staffing", { ...post, featuredImage: "/media/a.webp" }),
    ).toMatchObject({
      image: `${SITE}/media/a.webp`,
      publisher: { "@type": "Organization", name: "Harbour Staffing" },
      mainEntityOfPage: `${SITE}/blog/t`,
    });
  });
});

describe("a post's author in structured data", () => {
  const post = { title: "T", slug: "t", tags: [], createdAt: "2026-01-01", updatedAt: "2026-01-02" };
  const dana = {
    name: "Dana Whitford",
    slug: "dana-whitford",
    jobTitle: "Managing Director",
    photo: "/media/dana.webp",
    bio: "Founded the company.",
    linkedinUrl: "https://www.linkedin.com/in/dana-whitford",
  };

  it("names the person who wrote the post, with their page, job title, photo and LinkedIn", () => {
    expect(blogPostingJsonLd(SITE, "Harbour Staffing", { ...post, author: dana }).author).toEqual({
      "@type": "Person",
      name: "Dana Whitford",
      url: `${SITE}/authors/dana-whitford`,
      jobTitle: "Managing Director",
      image: `${SITE}/media/dana.webp`,
      description: "Founded the company.",
      sameAs: ["https://www.linkedin.com/in/dana-whitford"],
    });
  });

  it("names the company when no one is named, and leaves out a person's empty facts", () => {
    expect(blogPostingJsonLd(SITE, "Harbour Staffing", { ...post, author: null }).author).toEqual({
      "@type": "Organization",
      name: "Harbour Staffing",
    });
    const bare = JSON.parse(JSON.stringify(personJsonLd(SITE, { name: "Bo", slug: "bo", jobTitle: "" })));
    expect(bare).toEqual({ "@type": "Person", name: "Bo", url: `${SITE}/authors/bo` });
  });

  it("makes an author page a ProfilePage about the person, who works for the company", () => {
    expect(profilePageJsonLd(SITE, dana, "Harbour Staffing")).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ProfilePage",
      url: `${SITE}/authors/dana-whitford`,
      mainEntity: {
        "@type": "Person",
        name: "Dana Whitford",
        worksFor: { "@type": "Organization", name: "Harbour Staffing" },
      },
    });
  });
});
