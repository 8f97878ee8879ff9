import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { blogPosts, inquiries, newsletterSubscribers, pages, seoSettings } from "@staffing/db";
import {
  ABOUT_PAGE,
  BLOG_TEXTS,
  CONTACT_PAGE,
  FEED_PATH,
  HOME,
  INQUIRY_FORM,
  INQUIRY_THANKS,
  NAV,
  NEWSLETTER_TEXTS,
  NOT_FOUND,
  PREVIEW_TEXTS,
  PREVIEW_TOKEN_TTL_SECONDS,
  SERVICES_PAGE,
} from "@staffing/shared";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { accessToken, multipartBody, startTestServer, TEST_ADMIN, type TestServer } from "../../testing";
import { loadWebBuild, type WebBuild } from "./index";
import { jsonLd, servedPage, textOf } from "./served-page.testing";

// What a crawler, a link preview or a visitor without JavaScript sees: the server's HTML.

const SITE = "https://www.example.com";
const POST = "five-staffing-trends-shaping-hiring-in-2026";
let server: TestServer;
let renders = 0;
/** Set by a test to hold every render this long (a busy server). */
let renderDelayMs = 0;

beforeAll(async () => {
  const web = await loadWebBuild();
  const counted: WebBuild = {
    ...web,
    renderPage: async (request) => {
      renders += 1;
      if (renderDelayMs) await new Promise((resolve) => setTimeout(resolve, renderDelayMs));
      return web.renderPage(request);
    },
  };
  server = await startTestServer({
    withWebsite: counted,
    env: { PUBLIC_SITE_URL: SITE, INQUIRY_RATE_LIMIT_PER_HOUR: "1000" },
  });
});
afterAll(() => server?.close());

const page = (url: string, headers?: Record<string, string>) => servedPage(server, url, headers);

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/'/g, "&#x27;");
const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];
const meta = (html: string, key: string) =>
  attr(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
/** The titles of the post cards a page shows, in order. */
const cardTitles = (html: string) =>
  [...html.matchAll(/<article[^>]*>[\s\S]*?<h3[^>]*>[\s\S]*?<a[^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);
/** The document's head: what crawlers and feed readers read. */
const headOf = (html: string) => html.slice(0, html.indexOf("</head>"));
/** A post's "Related Articles" section, whole. */
const relatedSection = (html: string) =>
  html.match(
    new RegExp(`<section[^>]*><div[^>]*><h2[^>]*>${BLOG_TEXTS.related}</h2>[\\s\\S]*?</section>`),
  )?.[0];
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const directive = (csp: string, name: string) =>
  csp
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? [];

const ROUTES: [string, string, string][] = [
  ["/", HOME.heroTitle, INQUIRY_FORM.name],
  ["/services", SERVICES_PAGE.title, SERVICES_PAGE.virtual.cards[0]?.title ?? ""],
  ["/about", ABOUT_PAGE.title, "2009"],
  ["/blog", BLOG_TEXTS.heading, "How to Measure the Real Cost of a Bad Hire"],
  ["/blog?page=2", BLOG_TEXTS.page(2), "Five Staffing Trends Shaping Hiring in 2026"],
  [`/blog/${POST}`, "Five Staffing Trends Shaping Hiring in 2026", "Skills first, degrees second"],
  ["/contact", CONTACT_PAGE.title, CONTACT_PAGE.offices[0]?.city ?? ""],
  ["/faq", "Frequently Asked Questions", "How quickly can you place someone?"],
  ["/resources/case-studies", "Case Studies", "40 warehouse workers in 36 hours"],
];

describe("server-rendered public pages", () => {
  it.each(ROUTES)("%s is a complete document with its head and main text", async (url, heading, text) => {
    const { status, html, headers } = await page(url);
    expect(status).toBe(200);
    expect(headers["content-type"]).toMatch(/^text\/html/);
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    // As a crawler reads it: the text, whatever elements it is set in.
    expect(textOf(html)).toContain(heading);
    expect(textOf(html)).toContain(text);
    expect(attr(html, /<title>([^<]+)<\/title>/)).toBeTruthy();
    expect(meta(html, "description")?.length).toBeGreaterThan(50);
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)?.replace(/&amp;/g, "&")).toBe(`${SITE}${url}`);
    for (const key of [
      "og:title",
      "og:description",
      "og:type",
      "og:url",
      "og:image",
      "twitter:card",
      "robots",
    ]) {
      expect(meta(html, key), `${url} ${key}`).toBeTruthy();
    }
    const organization = jsonLd(html).find((block) => block["@type"] === "Organization");
    expect(organization?.address).toMatchObject({ addressLocality: "Edmonton", addressRegion: "Alberta" });
  });

  it.each(ROUTES)("%s carries its styles in its head: every class it wears has rules there", async (url) => {
    const { html } = await page(url);
    // (The minifier may write a media query as a range, `(width<=599px)`: the style holds a `<`.)
    const css = attr(html, /<style>([\s\S]*?)<\/style>/) ?? "";
    expect(css.length).toBeGreaterThan(5000);
    const worn = new Set(
      [...html.matchAll(/ class="([^"]*)"/g)].flatMap((match) => (match[1] ?? "").split(" ").filter(Boolean)),
    );
    expect(worn.size).toBeGreaterThan(10);
    const unstyled = [...worn].filter((name) => !css.includes(`.${name}`));
    expect(unstyled, url).toEqual([]);
  });

  it.each([...ROUTES.map(([url]) => url), "/no/such/page"])(
    "%s links the blog's RSS feed from its head",
    async (url) => {
      const links = [...headOf((await page(url)).html).matchAll(/<link ([^>]*)>/g)].map((m) => m[1] ?? "");
      const feed = links.filter((tag) => tag.includes('rel="alternate"'));
      expect(feed).toHaveLength(1);
      expect(attr(feed[0] ?? "", /type="([^"]+)"/)).toBe("application/rss+xml");
      expect(attr(feed[0] ?? "", /href="([^"]+)"/)).toBe(`${SITE}${FEED_PATH}`);
    },
  );

  it("describes the site and its search on the home page only (WebSite, a SearchAction to /blog?q=)", async () => {
    const website = jsonLd((await page("/")).html).find((block) => block["@type"] === "WebSite");
    expect(website).toMatchObject({
      url: `${SITE}/`,
      potentialAction: { target: { urlTemplate: `${SITE}/blog?q={search_term_string}` } },
    });
    const about = jsonLd((await page("/about")).html);
    expect(about.some((block) => block["@type"] === "WebSite")).toBe(false);
  });

  it("links a feed that is there: the blog's RSS", async () => {
    const feed = await server.app.inject({ url: FEED_PATH });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toMatch(/^application\/rss\+xml/);
    expect(feed.body).toContain("<rss");
  });

  it.each(ROUTES)("%s runs one script before the visitor acts: the islands' loader", async (url) => {
    const { html } = await page(url);
    const scripts = [...html.matchAll(/<script\b([^>]*)>([^<]*)<\/script>/g)].map(([, attrs = "", text]) => ({
      attrs,
      text,
    }));
    const executable = scripts.filter(
      ({ attrs, text }) =>
        !/type="(application\/ld\+json|speculationrules)"/.test(attrs) &&
        // Besides it, one line that only says whether the brand font is already at hand.
        !(
          attrs === "" && /^try\{localStorage\.getItem\("brand-font"\)[^<]*\}catch\(e\)\{\}$/.test(text ?? "")
        ),
    );
    // It asks for the loader's module once the page has painted (site/islands-loader.ts).
    expect(executable).toHaveLength(1);
    expect(executable[0]?.text).toMatch(/import\("\/assets\/islands-[\w-]+\.js"\)/);
    expect(executable[0]?.text).toContain('getEntriesByName("first-contentful-paint")');
    // Nothing of the router travels: no hydration data, no app to boot.
    expect(html).not.toContain("$_TSR");
    expect(html).not.toContain("__TSR");
  });

  it("marks each island with its props, and renders its markup in place", async () => {
    const { html } = await page("/contact");
    const island = html.match(
      /<div data-island="inquiry-form" data-load="interaction" data-prefix="([^"]+)" data-props="([^"]+)">/,
    );
    expect(island).toBeTruthy();
    const props = JSON.parse((island?.[2] ?? "").replace(/&quot;/g, '"'));
    expect(props).toMatchObject({ returnTo: "/contact#inquiry" });
    const form = html.match(/<form id="inquiry"[^>]*>/)?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/forms/inquiry"');
    for (const name of ["site-nav", "mobile-nav", "newsletter-form", "toasts"]) {
      expect(html, name).toContain(`data-island="${name}"`);
    }
  });

  it("marks a post up as an article with dates, a BlogPosting and a breadcrumb trail", async () => {
    const { html } = await page(`/blog/${POST}`);
    expect(meta(html, "og:type")).toBe("article");
    expect(meta(html, "article:published_time")).toMatch(/^2026-01-13T/);
    expect(meta(html, "article:modified_time")).toBeTruthy();
    // The demo's image, as the media library serves it.
    const [stored] = await server.db.select().from(blogPosts).where(eq(blogPosts.slug, POST));
    expect(stored?.featuredImage).toMatch(/^\/media\/[0-9a-f]{32}-1200x630\.webp$/);
    expect(meta(html, "og:image")).toBe(`${SITE}${stored?.featuredImage}`);
    const blocks = jsonLd(html);
    expect(blocks.find((b) => b["@type"] === "BlogPosting")).toMatchObject({
      headline: expect.stringContaining("Five"),
      image: `${SITE}${stored?.featuredImage}`,
    });
    const trail = blocks.find((b) => b["@type"] === "BreadcrumbList");
    expect(trail.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      "Home",
      "Blog",
      expect.any(String),
    ]);
    expect(html).toContain(BLOG_TEXTS.minRead(2));
  });

  it("keeps a filtered blog page crawlable at its own address, with plain links for categories and pages", async () => {
    const { status, html } = await page("/blog?category=Remote%20Work");
    expect(status).toBe(200);
    expect(html).toContain("Managing Remote Teams Across Time Zones");
    expect(html).not.toContain("How to Measure the Real Cost of a Bad Hire");
    expect(html).toContain('href="/blog?category=Technology"');
    expect(html).toMatch(/aria-current="page"[^>]*>Remote Work</);
  });

  it("answers a blog search without JavaScript with the matching posts of every page", async () => {
    // The post is on page 2 of the list: the search is over every post, not the page shown.
    const { status, html, headers } = await page("/blog?q=Five+staff+trend");
    expect(status).toBe(200);
    expect(cardTitles(html)).toEqual(["Five Staffing Trends Shaping Hiring in 2026"]);
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="Five staff trend"/);
    expect(headers["cache-control"]).toBe("private, no-store");
    // Kept out of search engines, in the head as in the header, naming no canonical address.
    expect(meta(html, "robots")).toBe("noindex, follow");
    expect(headers["x-robots-tag"]).toBe("noindex");
    expect(html).not.toContain('rel="canonical"');
  });

  it("links a post's category as the blog's own filter links it: one address for one list", async () => {
    const { html } = await page("/blog/managing-remote-teams-across-time-zones");
    expect(html).toContain('href="/blog?category=Remote+Work"');
    expect(html).not.toContain("category=Remote%20Work");
    expect((await page("/blog")).html).toContain('href="/blog?category=Remote+Work"');
  });

  it("searches the blog for digits too", async () => {
    const { html } = await page("/blog?q=2026");
    expect(cardTitles(html)).toContain("Five Staffing Trends Shaping Hiring in 2026");
    expect(cardTitles(html)).not.toContain("How to Measure the Real Cost of a Bad Hire");
    expect(cardTitles((await page("/blog?q=warehouse")).html)).toEqual([
      "What the Logistics Labour Shortage Means for Warehouse Operators",
    ]);
  });

  it("shows 'No articles found' and 'Clear Filters' for a blog search that matches nothing", async () => {
    const { html } = await page("/blog?q=zzzz+nothing+matches&category=Technology");
    expect(html).toContain(BLOG_TEXTS.empty);
    expect(html).toMatch(new RegExp(`<a href="/blog"[^>]*>${BLOG_TEXTS.clearFilters}</a>`));
    expect(html).not.toContain("Five Staffing Trends Shaping Hiring in 2026");
  });

  it("offers phone numbers and e-mail addresses as links a visitor can act on", async () => {
    const { html } = await page("/contact");
    expect(html).toContain('href="tel:+17805550142"');
    expect(html).toContain('href="mailto:info@northbridgestaffing.com"');
  });

  it("answers the contact questions as <details>, open without any script", async () => {
    const { html } = await page("/contact");
    expect(html).toContain(`<summary>${escapeHtml(CONTACT_PAGE.faq[0]?.q ?? "")}</summary>`);
  });

  it("lets Chromium prerender the next page on hover, never the panel, the API or a form", async () => {
    const { html } = await page("/");
    const rules = JSON.parse(attr(html, /<script type="speculationrules">([^<]+)<\/script>/) ?? "{}");
    expect(rules.prerender[0].eagerness).toBe("moderate");
    expect(JSON.stringify(rules)).toContain("/admin/*");
    expect(JSON.stringify(rules)).toContain("/forms/*");
  });
});

describe("not found", () => {
  it("answers an unknown path with 404 and the spec's screen, with a full head", async () => {
    const { status, html } = await page("/no/such/page");
    expect(status).toBe(404);
    expect(html).toContain(NOT_FOUND.title);
    expect(meta(html, "description")).toBe(NOT_FOUND.text.replace(/'/g, "&#x27;"));
    expect(meta(html, "og:title")).toBeTruthy();
    // Kept out of search, so it names no canonical address that would contradict that.
    expect(meta(html, "robots")).toBe("noindex, follow");
    expect(html).not.toContain('rel="canonical"');
    expect(jsonLd(html).some((block) => block["@type"] === "Organization")).toBe(true);
  });

  it.each(["/blog/no-such-post", "/blog/Feed", "/blog/caf%C3%A9", "/blog/x/y"])(
    "answers %s with 404 and the not-found screen",
    async (url) => {
      const { status, html } = await page(url);
      expect(status).toBe(404);
      expect(html).toContain("Not Found");
    },
  );

  it("answers an unknown post with 'Blog Post Not Found' and 'Back to Blog'", async () => {
    const { html } = await page("/blog/no-such-post");
    expect(html).toContain(BLOG_TEXTS.notFoundTitle);
    expect(html).toContain(BLOG_TEXTS.backToBlog);
  });

  it("shows all posts for an unknown category", async () => {
    const { status, html } = await page("/blog?category=nope");
    expect(status).toBe(200);
    expect(html).toContain("How to Measure the Real Cost of a Bad Hire");
  });

  it("never serves an unpublished page", async () => {
    expect((await page("/careers")).status).toBe(404);
  });

  it.each([
    "/api/nothing",
    "/api",
    "/trpc",
    "/auth",
    "/media",
    "/assets",
    "/assets/nothing.js",
    "/media/nothing.png",
    `/media/${"0".repeat(32)}-480.webp`,
  ])("keeps %s JSON", async (url) => {
    const response = await server.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: "not_found" });
  });

  it.each([
    "/media",
    "/assets",
    "/healthz/x",
    "/admin/%2e%2e/x",
    "/admin/%2E./x",
    // A missing file: a seed folder's name, a library file's name, a build's file.
    "/media/nothing.png",
    `/media/${"0".repeat(32)}-480.webp`,
    "/assets/nothing.js",
  ])("shows a person who opens %s the not-found screen with 404", async (url) => {
    const { status, html, headers } = await page(url, {
      accept: "text/html,application/xhtml+xml,*/*;q=0.8",
    });
    expect(status).toBe(404);
    expect(headers["content-type"]).toMatch(/^text\/html/);
    expect(html).toContain(NOT_FOUND.title);
  });
});

describe("the admin panel", () => {
  it("is served to every path under /admin as the panel's document, kept out of search", async () => {
    for (const url of ["/admin", "/admin/login", "/admin/pages"]) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["x-robots-tag"], url).toBe("noindex, nofollow");
      expect(meta(response.body, "robots"), url).toBe("noindex, nofollow");
      // Rendered in the browser: the server sends neither the site's header nor staff data.
      expect(response.body, url).not.toContain(NAV.getQuote);
      expect(response.body, url).toMatch(
        /<script nonce="[^"]+" type="module" crossorigin src="\/assets\/admin-/,
      );
    }
  });

  it("hands the answer's nonce to the panel's styles", async () => {
    const response = await server.app.inject({ url: "/admin/login" });
    const nonce = directive(String(response.headers["content-security-policy"]), "style-src")
      .find((value) => value.startsWith("'nonce-"))
      ?.slice(7, -1);
    expect(nonce).toBeTruthy();
    expect(meta(response.body, "csp-nonce")).toBe(nonce);
  });
});

describe("links", () => {
  it("every link on the public pages leads somewhere", async () => {
    const seen = new Set<string>();
    for (const [url] of ROUTES) {
      const { html } = await page(url);
      for (const match of html.matchAll(/href="(\/[^"#]*)/g))
        seen.add((match[1] ?? "").replace(/&amp;/g, "&"));
    }
    expect(seen.size).toBeGreaterThan(20);
    for (const href of seen) {
      const response = await server.app.inject({ url: href });
      expect(response.statusCode, href).toBe(200);
    }
  });
});

describe("the page cache", () => {
  it("renders a page once and serves it from the cache until content changes", async () => {
    await page("/about");
    const before = renders;
    for (let i = 0; i < 3; i++) expect((await page("/about")).status).toBe(200);
    expect(renders).toBe(before);
  });

  it("keeps one copy per page whatever else the address carries: a cache buster renders nothing", async () => {
    await page("/blog");
    const before = renders;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => page(`/blog?cb=${n}${Math.random()}&utm_source=x`)),
    );
    expect(renders).toBe(before);
    const [first] = answers;
    for (const answer of answers) expect(answer.html).toBe(first?.html);
  });

  it("answers a cached page alike at its own address and at any other that means it", async () => {
    await page("/about");
    const withoutDate = ({ date: _, ...headers }: Record<string, unknown>) => headers;
    const encodings: Record<string, string>[] = [
      {},
      { "accept-encoding": "br" },
      { "accept-encoding": "gzip" },
    ];
    for (const headers of encodings) {
      const own = await page("/about", headers);
      const other = await page("/about/?utm_source=newsletter", headers);
      expect(other.status).toBe(200);
      expect(other.raw).toEqual(own.raw);
      expect(withoutDate(other.headers)).toEqual(withoutDate(own.headers));
    }
    const etag = String((await page("/about")).headers.etag);
    expect((await page("/about", { "if-none-match": etag })).status).toBe(304);
    expect((await server.app.inject({ method: "HEAD", url: "/about" })).headers.etag).toBe(etag);
  });

  it("renders a page once for visitors who ask for it at the same moment, and each gets it whole", async () => {
    await server.db.update(blogPosts).set({ excerpt: "Shared render" }).where(eq(blogPosts.slug, POST));
    await vi.waitFor(async () => expect((await page("/blog?page=2")).html).toContain("Shared render"), {
      timeout: 2000,
    });
    const before = renders;
    const answers = await Promise.all(Array.from({ length: 6 }, () => page(`/blog/${POST}`)));
    expect(renders).toBe(before + 1);
    for (const answer of answers)
      expect(answer.html).toContain("Five Staffing Trends Shaping Hiring in 2026");
  });

  it("serves a change made by anyone, even straight in the database, as soon as PostgreSQL announces it", async () => {
    const url = "/blog/how-to-measure-the-real-cost-of-a-bad-hire";
    expect((await page(url)).html).toContain("How to Measure the Real Cost of a Bad Hire");
    await server.db
      .update(blogPosts)
      .set({ title: "What a Bad Hire Really Costs" })
      .where(eq(blogPosts.slug, "how-to-measure-the-real-cost-of-a-bad-hire"));
    await vi.waitFor(async () => expect((await page(url)).html).toContain("What a Bad Hire Really Costs"), {
      timeout: 2000,
      interval: 5,
    });
    expect((await page("/")).html).toContain("What a Bad Hire Really Costs");
  });

  it("past a full render queue, answers the last good copy, or 503 with Retry-After when there is none", async () => {
    await page("/about");
    await server.db.update(blogPosts).set({ excerpt: "Queue test" }).where(eq(blogPosts.slug, POST));
    renderDelayMs = 150;
    try {
      // Every page is stale now; 80 different addresses at once overflow the queue.
      const answers = await Promise.all([
        page("/about"),
        ...Array.from({ length: 80 }, (_, n) => page(`/blog?page=${n + 2}`)),
      ]);
      const refused = answers.filter((answer) => answer.status === 503);
      expect(refused.length).toBeGreaterThan(0);
      for (const answer of refused) expect(answer.headers["retry-after"]).toBeTruthy();
      // The about page had a copy: whether it waited its turn or not, its visitor got the page.
      expect(answers[0]?.status).toBe(200);
      expect(answers[0]?.html).toContain(escapeHtml(ABOUT_PAGE.title));
    } finally {
      renderDelayMs = 0;
    }
  });
});

describe("HTML delivery", () => {
  it("is the same bytes for every visitor, compressed once, with a strong ETag and a 304 on a repeat visit", async () => {
    const plain = await page("/about");
    const again = await page("/about");
    expect(again.html).toBe(plain.html);
    expect(again.headers["content-security-policy"]).toBe(plain.headers["content-security-policy"]);

    const br = await page("/about", { "accept-encoding": "br, gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.raw).toString()).toBe(plain.html);
    const gzip = await page("/about", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.raw).toString()).toBe(plain.html);
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    // Each encoding is a representation of its own, with its own strong ETag (RFC 9110).
    expect(new Set([etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    const revisit = await page("/about", { "if-none-match": etag });
    expect(revisit.status).toBe(304);
    expect(revisit.html).toBe("");
    const brRevisit = await page("/about", {
      "accept-encoding": "br",
      "if-none-match": String(br.headers.etag),
    });
    expect(brRevisit.status).toBe(304);
  });

  it("allows exactly the page's own inline script and style by their hashes", async () => {
    const { html, headers } = await page("/");
    const csp = String(headers["content-security-policy"]);
    const style = attr(html, /<style>([\s\S]*?)<\/style>/) ?? "";
    const rules = attr(html, /<script type="speculationrules">([^<]+)<\/script>/) ?? "";
    const [brandFont = "", islandsLoader = ""] = [...html.matchAll(/<script>([^<]+)<\/script>/g)].map(
      ([, text]) => text,
    );
    expect(directive(csp, "style-src")).toEqual(["'self'", sha256(style)]);
    expect(directive(csp, "script-src")).toEqual([
      "'self'",
      sha256(brandFont),
      sha256(islandsLoader),
      sha256(rules),
    ]);
    expect(csp).not.toContain("nonce-");
    expect(directive(csp, "script-src")).not.toContain("'unsafe-inline'");
    expect(directive(csp, "frame-ancestors")).toEqual(["'none'"]);
  });
});

describe("static assets", () => {
  it("are served with a one-year immutable cache", async () => {
    const { html } = await page("/");
    const script = attr(html, /import\("([^"]+)"\)/) ?? "";
    expect(script).toMatch(/^\/assets\/islands-[\w-]+\.js$/);
    const asset = await server.app.inject({ url: script });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // The brand font, as the inlined stylesheet names it (asked for once the page has loaded).
    const font = attr(html, /url\((\/assets\/plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2)\)/) ?? "";
    const fontFile = await server.app.inject({ url: font });
    expect(fontFile.statusCode).toBe(200);
    expect(fontFile.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

// The forms without JavaScript: a plain post, a 303 back to the page, the outcome shown there once.
describe("public forms without JavaScript", () => {
  const post = (url: string, fields: Record<string, string>) =>
    server.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(fields).toString(),
    });
  const follow = async (response: Awaited<ReturnType<typeof post>>) => {
    const cookie = String(response.headers["set-cookie"]).split(";")[0] ?? "";
    const location = String(response.headers.location);
    return { location, ...(await page(location.split("#")[0] ?? "/", { cookie })) };
  };
  const inquiry = {
    name: "Grace Hopper",
    email: "grace@example.com",
    company: "Navy Research",
    service: "virtual",
    message: "Two remote bookkeepers for month-end close.",
    returnTo: "/contact#inquiry",
    formId: "inquiry",
  };

  beforeEach(async () => {
    await server.db.delete(inquiries);
  });

  it("stores an inquiry and answers 303 back to the page, which says it was sent, once", async () => {
    const response = await post("/forms/inquiry", { ...inquiry, idempotencyKey: "form-0123456789abcdef" });
    expect(response.statusCode).toBe(303);
    const back = await follow(response);
    expect(back.location).toBe("/contact#inquiry");
    expect(back.status).toBe(200);
    // The thank-you in place of the form: whom we heard from, about what, by when.
    expect(back.html).toContain(INQUIRY_THANKS.title("Grace Hopper"));
    expect(back.html).toContain(INQUIRY_THANKS.about(INQUIRY_FORM.serviceLabels.virtual));
    expect(back.html).toMatch(/A specialist will reply by \w+day, \d{1,2}:\d{2}/);
    expect(back.html).not.toContain('id="inquiry-name"');
    expect(back.headers["cache-control"]).toBe("private, no-store");
    expect(String(back.headers["set-cookie"])).toMatch(/Max-Age=0/);
    const stored = await server.db.select().from(inquiries);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: "Grace Hopper", service: "virtual", company: "Navy Research" });
    // Everyone else still gets the cached page, without this visitor's outcome.
    expect((await page("/contact")).html).not.toContain(INQUIRY_THANKS.nextHeading);
  });

  it("refuses an inquiry with the field errors and keeps what was typed", async () => {
    const response = await post("/forms/inquiry", {
      ...inquiry,
      email: "not-an-email",
      returnTo: "/services#inquiry",
    });
    expect(response.statusCode).toBe(303);
    const back = await follow(response);
    expect(back.location).toBe("/services#inquiry");
    expect(back.html).toMatch(/id="inquiry-email"[^>]*aria-invalid="true"/);
    expect(back.html).toContain('value="not-an-email"');
    expect(back.html).toContain('value="Grace Hopper"');
    expect(back.html).toContain(escapeHtml(inquiry.message));
    expect(back.html).not.toContain(INQUIRY_THANKS.nextHeading);
    expect(await server.db.select().from(inquiries)).toHaveLength(0);
  });

  it("sends the page with the outcome compressed as the browser asks", async () => {
    const response = await post("/forms/inquiry", { ...inquiry, email: "not-an-email" });
    const cookie = String(response.headers["set-cookie"]).split(";")[0] ?? "";
    const br = await page("/contact", { cookie, "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.raw).toString()).toContain('value="not-an-email"');
    const gzip = await page("/contact", { cookie, "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.raw).toString()).toContain('value="not-an-email"');
  });

  it("stores one inquiry however often the same form is sent: with its key, or without one", async () => {
    for (let i = 0; i < 3; i++)
      await post("/forms/inquiry", { ...inquiry, idempotencyKey: "form-aaaaaaaaaaaaaaaa" });
    expect(await server.db.select().from(inquiries)).toHaveLength(1);
    // No key: the page had no script to make one. A double press is still one inquiry.
    await Promise.all([
      post("/forms/inquiry", { ...inquiry, name: "Twice" }),
      post("/forms/inquiry", { ...inquiry, name: "Twice" }),
    ]);
    expect(await server.db.select().from(inquiries).where(eq(inquiries.name, "Twice"))).toHaveLength(1);
  });

  it("never sends the visitor to another site", async () => {
    for (const returnTo of ["https://evil.example.com/", "//evil.example.com/x", "/\\evil.example.com"]) {
      const response = await post("/forms/inquiry", {
        ...inquiry,
        returnTo,
        idempotencyKey: `form-${returnTo.length}xxxxxxxxxxxxxxxx`,
      });
      expect(response.headers.location, returnTo).toBe("/contact#inquiry");
    }
  });

  it("subscribes to the newsletter from the footer and shows it on the page it came from", async () => {
    const response = await post("/forms/newsletter", {
      email: "reader@example.com",
      returnTo: "/about#newsletter",
      formId: "newsletter",
    });
    expect(response.statusCode).toBe(303);
    const back = await follow(response);
    expect(back.location).toBe("/about#newsletter");
    expect(back.html).toContain(escapeHtml(NEWSLETTER_TEXTS.checkInbox));
    const [subscriber] = await server.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "reader@example.com"));
    expect(subscriber).toBeTruthy();
  });

  it("refuses a newsletter address that is not one, and says why", async () => {
    const back = await follow(
      await post("/forms/newsletter", {
        email: "nope",
        returnTo: "/blog#blog-newsletter",
        formId: "blog-newsletter",
      }),
    );
    expect(back.html).toMatch(/id="blog-newsletter-email"[^>]*aria-invalid="true"/);
    expect(back.html).toContain('value="nope"');
  });

  it("ignores an outcome cookie that is not one of ours", async () => {
    const { status, html } = await page("/contact", { cookie: "site_form_outcome=%%%garbage" });
    expect(status).toBe(200);
    expect(html).not.toContain(INQUIRY_THANKS.nextHeading);
  });
});

describe("draft previews", () => {
  const previewOf = async (kind: "blog" | "pages", id: string) => {
    const token = await accessToken(server, TEST_ADMIN.email, TEST_ADMIN.password);
    const response = await server.app.inject({
      method: "POST",
      url: `/api/admin/${kind}/${id}/preview`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    return new URL((response.json() as { url: string }).url).pathname;
  };

  it("shows a draft post exactly as it will look, with the ribbon, never cached and out of search", async () => {
    const live = relatedSection((await page(`/blog/${POST}`)).html);
    expect(live).toContain('href="/blog/');
    const [post] = await server.db
      .update(blogPosts)
      .set({ isPublished: false, title: "A Draft Worth Previewing" })
      .where(eq(blogPosts.slug, POST))
      .returning();
    try {
      // The live page was just cached: it goes once the database announces the change.
      await vi.waitFor(async () => expect((await page(`/blog/${POST}`)).status).toBe(404), { timeout: 2000 });
      const address = await previewOf("blog", post?.id ?? "");
      expect(address).toMatch(/^\/preview\//);
      const preview = await page(address);
      expect(preview.status).toBe(200);
      expect(preview.html).toContain("A Draft Worth Previewing");
      expect(preview.html).toContain(PREVIEW_TEXTS.note);
      // The same related posts as on the live page, card for card.
      expect(relatedSection(preview.html)).toBe(live);
      expect(preview.headers["cache-control"]).toBe("private, no-store");
      expect(preview.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(meta(preview.html, "robots")).toBe("noindex, nofollow");
    } finally {
      await server.db.update(blogPosts).set({ isPublished: true }).where(eq(blogPosts.slug, POST));
    }
  });

  it("shows a draft page with the ribbon, never cached and out of search", async () => {
    const [draft] = await server.db.select().from(pages).where(eq(pages.slug, "careers"));
    if (!draft || draft.isPublished) throw new Error("the demo content has the careers page as a draft");
    expect((await page("/careers")).status).toBe(404);
    const address = await previewOf("pages", draft.id);
    expect(address).toMatch(/^\/preview\//);
    const preview = await page(address);
    expect(preview.status).toBe(200);
    expect(preview.html).toContain(`<h1>${draft.title}</h1>`);
    expect(preview.html).toContain("Open roles will be listed here soon.");
    expect(preview.html).toMatch(
      new RegExp(
        // React keeps the two texts apart with an empty comment.
        `<div [^>]*role="note"[^>]*><strong>${PREVIEW_TEXTS.ribbon}</strong> (?:<!-- -->)?${PREVIEW_TEXTS.note}</div>`,
      ),
    );
    expect(preview.headers["cache-control"]).toBe("private, no-store");
    expect(preview.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(meta(preview.html, "robots")).toBe("noindex, nofollow");
  });

  it("answers a preview address past its hour with the not-found screen and 404", async () => {
    const [draft] = await server.db.select().from(pages).where(eq(pages.slug, "careers"));
    const address = await previewOf("pages", draft?.id ?? "");
    expect((await page(address)).status).toBe(200);
    // The same address, a second after the token's hour is up: only the clock moves.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + (PREVIEW_TOKEN_TTL_SECONDS + 1) * 1000 });
    try {
      const { status, html, headers } = await page(address);
      expect(status).toBe(404);
      expect(html).toContain(NOT_FOUND.title);
      expect(html).not.toContain(PREVIEW_TEXTS.note);
      expect(headers["cache-control"]).toBe("private, no-store");
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers a tampered token with the not-found screen and 404", async () => {
    const [post] = await server.db.select().from(blogPosts).where(eq(blogPosts.slug, POST));
    const address = await previewOf("blog", post?.id ?? "");
    const tampered = `${address.slice(0, -4)}${address.endsWith("AAAA") ? "BBBB" : "AAAA"}`;
    const { status, html } = await page(tampered);
    expect(status).toBe(404);
    expect(html).toContain(NOT_FOUND.title);
    expect((await page("/preview/not-a-token")).status).toBe(404);
  });
});

describe("SEO settings on the pages", () => {
  it("puts a setting's schema (JSON-LD) in the head of every page of its type, and of no other type", async () => {
    const [setting] = await server.db.select().from(seoSettings).where(eq(seoSettings.pageType, "blog"));
    if (!setting) throw new Error("the demo content has the blog's SEO setting");
    const token = await accessToken(server, TEST_ADMIN.email, TEST_ADMIN.password);
    const save = (settings: object) =>
      server.app.inject({
        method: "PUT",
        url: `/api/admin/seo/${setting.id}`,
        headers: { authorization: `Bearer ${token}` },
        payload: { pageType: "blog", settings },
      });
    const schema = {
      "@context": "https://schema.org",
      "@type": "Blog",
      name: "Northbridge Staffing Insights",
      url: `${SITE}/blog`,
    };
    const schemaIn = async (url: string) =>
      jsonLd(headOf((await page(url)).html)).filter((block) => block["@type"] === "Blog");
    expect(await schemaIn("/blog")).toEqual([]);
    expect((await save({ ...setting.settings, schema: JSON.stringify(schema) })).statusCode).toBe(200);
    try {
      await vi.waitFor(async () => expect(await schemaIn("/blog")).toEqual([schema]), { timeout: 2000 });
      expect(await schemaIn(`/blog/${POST}`)).toEqual([schema]);
      expect(await schemaIn("/blog?page=2")).toEqual([schema]);
      for (const other of ["/", "/about", "/contact"]) expect(await schemaIn(other), other).toEqual([]);
    } finally {
      await save(setting.settings);
    }
  });
});

describe("library images on the pages", () => {
  it("shows a post's library image with a srcset of its WebP copies at 480, 800, 1200 and 1600 px", async () => {
    const token = await accessToken(server, TEST_ADMIN.email, TEST_ADMIN.password);
    const photo = await sharp({ create: { width: 2400, height: 1260, channels: 3, background: "#2a7" } })
      .jpeg()
      .toBuffer();
    const body = multipartBody({ alt: "Our team" }, { name: "team.jpg", type: "image/jpeg", bytes: photo });
    const uploaded = await server.app.inject({
      method: "POST",
      url: "/api/admin/media",
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
    expect(uploaded.statusCode).toBe(201);
    const item = uploaded.json() as { url: string; variants: { width: number; url: string }[] };
    const [post] = await server.db.select().from(blogPosts).where(eq(blogPosts.slug, POST));
    await server.db.update(blogPosts).set({ featuredImage: item.url }).where(eq(blogPosts.slug, POST));
    try {
      const srcset = async () => {
        const { html } = await page(`/blog/${POST}`);
        const image = html.match(new RegExp(`<img [^>]*src="${item.url}"[^>]*>`))?.[0] ?? "";
        return attr(image, /srcSet="([^"]+)"/i)?.split(", ");
      };
      await vi.waitFor(async () => expect(await srcset()).toBeDefined(), { timeout: 2000 });
      const offered = (await srcset()) ?? [];
      expect(offered).toEqual([
        ...[480, 800, 1200, 1600].map(
          (width) => `${item.url.replace(/-2400x1260\.jpg$/, "")}-${width}w.webp ${width}w`,
        ),
        `${item.url} 2400w`,
      ]);
      for (const entry of offered) {
        const [url = "", width = ""] = entry.split(" ");
        const file = await server.app.inject({ url });
        expect(file.statusCode, url).toBe(200);
        expect((await sharp(file.rawPayload).metadata()).width, url).toBe(Number.parseInt(width, 10));
      }
    } finally {
      await server.db
        .update(blogPosts)
        .set({ featuredImage: post?.featuredImage ?? null })
        .where(eq(blogPosts.slug, POST));
    }
  });
});
