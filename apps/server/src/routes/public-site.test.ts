import { gunzipSync } from "node:zlib";
import { blogPosts } from "@staffing/db";
import {
  ABOUT_PAGE,
  BLOG_TEXTS,
  CONTACT_PAGE,
  HOME,
  INQUIRY_FORM,
  NAV,
  NOT_FOUND,
  SERVICES_PAGE,
} from "@staffing/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer, type TestServer } from "../testing";
import { loadWebBuild } from "./public-site";

// What a crawler or a link preview sees: the server's HTML, with no script run.

const SITE = "https://www.example.com";
const POST = "five-staffing-trends-shaping-hiring-in-2026";
let server: TestServer;
let renders = 0;

beforeAll(async () => {
  const web = await loadWebBuild();
  const counted = {
    ...web,
    renderPage: (options: Parameters<typeof web.renderPage>[0]) => {
      renders += 1;
      return web.renderPage(options);
    },
  };
  server = await startTestServer({ withWebsite: counted, env: { PUBLIC_SITE_URL: SITE } });
});
afterAll(() => server?.close());

const page = async (url: string) => {
  const response = await server.app.inject({ url });
  return { status: response.statusCode, html: response.body, headers: response.headers };
};

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];
const meta = (html: string, key: string) =>
  attr(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? "{}"),
  );

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
  it.each(ROUTES)("%s holds its full head and its main text", async (url, heading, text) => {
    const { status, html, headers } = await page(url);
    expect(status).toBe(200);
    expect(headers["content-type"]).toMatch(/^text\/html/);
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).toContain(escapeHtml(heading));
    expect(html).toContain(escapeHtml(text));
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
    expect(organization?.address).toMatchObject({ addressLocality: "Edmonton", addressRegion: "AB" });
    // Styles arrive with the page: no flash of unstyled content before the script runs. Every
    // emotion class an element wears (MUI's and the ready-made ones of lib/static-css.ts) has its
    // rules in the head ("css-0" is emotion's name for no styles at all, which needs none).
    expect(html).toMatch(/<style data-emotion="css[^"]*" nonce="/);
    const inHead = new Set(
      [...html.matchAll(/<style data-emotion="css ([^"]*)"/g)].flatMap((m) => (m[1] ?? "").split(" ")),
    );
    const worn = new Set(
      [...html.matchAll(/ class="([^"]*)"/g)].flatMap((m) =>
        (m[1] ?? "")
          .split(" ")
          .flatMap((name) => (name.startsWith("css-") && name !== "css-0" ? [name.slice(4)] : [])),
      ),
    );
    expect(worn.size, url).toBeGreaterThan(3);
    // A `css` prop that reached the HTML as an attribute was compiled without emotion's JSX runtime.
    expect(html, url).not.toContain(' css="');
    expect(
      [...worn].filter((name) => !inHead.has(name)),
      url,
    ).toEqual([]);
  });

  it("marks a post up as an article with dates, a BlogPosting and a breadcrumb trail", async () => {
    const { html } = await page(`/blog/${POST}`);
    expect(meta(html, "og:type")).toBe("article");
    expect(meta(html, "article:published_time")).toMatch(/^2026-01-13T/);
    expect(meta(html, "article:modified_time")).toBeTruthy();
    expect(meta(html, "og:image")).toBe(`${SITE}/media/blog/${POST}.webp`);
    const blocks = jsonLd(html);
    expect(blocks.find((b) => b["@type"] === "BlogPosting")).toMatchObject({
      headline: expect.stringContaining("Five"),
    });
    const trail = blocks.find((b) => b["@type"] === "BreadcrumbList");
    expect(trail.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      "Home",
      "Blog",
      expect.any(String),
    ]);
    expect(html).toContain(BLOG_TEXTS.minRead(2));
  });

  it("carries the loader data into the page, so the browser does not fetch it again", async () => {
    const { html } = await page(`/blog/${POST}`);
    const hydration = html.slice(html.indexOf("$_TSR"));
    expect(hydration).toContain(`"${POST}"`);
    expect(hydration).toContain("Skills first, degrees second");
  });

  it("keeps a filtered blog page crawlable at its own address", async () => {
    const { status, html } = await page("/blog?category=Remote%20Work");
    expect(status).toBe(200);
    expect(html).toContain("Managing Remote Teams Across Time Zones");
    expect(html).not.toContain("How to Measure the Real Cost of a Bad Hire");
  });
});

describe("not found", () => {
  it("answers an unknown path with 404 and the spec's screen", async () => {
    const { status, html } = await page("/no/such/page");
    expect(status).toBe(404);
    expect(html).toContain(NOT_FOUND.title);
  });

  it("answers an unknown post with 404, 'Blog Post Not Found' and 'Back to Blog'", async () => {
    const { status, html } = await page("/blog/no-such-post");
    expect(status).toBe(404);
    expect(html).toContain(BLOG_TEXTS.notFoundTitle);
    expect(html).toContain(BLOG_TEXTS.backToBlog);
  });

  it("never serves an unpublished page", async () => {
    expect((await page("/careers")).status).toBe(404);
  });

  it("keeps unknown API paths JSON", async () => {
    const response = await server.app.inject({ url: "/api/nothing" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: "not_found" });
  });
});

describe("the admin panel", () => {
  it("is served to every path under /admin as a shell the browser renders, kept out of search", async () => {
    for (const url of ["/admin", "/admin/login", "/admin/pages"]) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["x-robots-tag"], url).toBe("noindex, nofollow");
      expect(meta(response.body, "robots"), url).toBe("noindex, nofollow");
      // Rendered in the browser: the server sends neither the site's header nor staff data.
      expect(response.body, url).not.toContain(NAV.getQuote);
    }
  });

  it("tells the panel where to sign in, and in demo mode with which credentials", async () => {
    const response = await server.app.inject({ url: "/auth/client-config" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ authUrl: null, anonKey: expect.any(String) });
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

  it("renders a page once for visitors who ask for it at the same moment, and each gets it whole", async () => {
    const before = renders;
    const answers = await Promise.all(Array.from({ length: 6 }, () => page(`/blog/${POST}?shared=1`)));
    expect(renders).toBe(before + 1);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.html).toContain("Five Staffing Trends Shaping Hiring in 2026");
    }
  });

  it("renders different pages asked for at once, each with its own content", async () => {
    const before = renders;
    const [home, about, contact] = await Promise.all([
      page("/?at=once"),
      page("/about?at=once"),
      page("/contact?at=once"),
    ]);
    expect(renders).toBe(before + 3);
    expect(home?.html).toContain(escapeHtml(HOME.heroTitle));
    expect(about?.html).toContain(escapeHtml(ABOUT_PAGE.title));
    expect(contact?.html).toContain(escapeHtml(CONTACT_PAGE.title));
  });

  it("serves a change made by anyone, even straight in the database, as soon as PostgreSQL announces it", async () => {
    const url = "/blog/how-to-measure-the-real-cost-of-a-bad-hire";
    expect((await page(url)).html).toContain("How to Measure the Real Cost of a Bad Hire");
    await server.db
      .update(blogPosts)
      .set({ title: "What a Bad Hire Really Costs" })
      .where(eq(blogPosts.slug, "how-to-measure-the-real-cost-of-a-bad-hire"));
    // The announcement travels on its own connection: it lands within moments of the commit.
    await vi.waitFor(async () => expect((await page(url)).html).toContain("What a Bad Hire Really Costs"), {
      timeout: 2000,
      interval: 5,
    });
    // Lists that show the post change too.
    expect((await page("/")).html).toContain("What a Bad Hire Really Costs");
  });
});

describe("HTML delivery", () => {
  it("is compressed and carries an ETag, so a repeat visit costs a 304", async () => {
    const first = await server.app.inject({ url: "/about", headers: { "accept-encoding": "br, gzip" } });
    // The cached page's gzip form, with this request's nonces spliced in.
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    const unzipped = gunzipSync(first.rawPayload).toString();
    expect(unzipped).toContain("</html>");
    const firstNonce = String(first.headers["content-security-policy"]).match(/'nonce-([^']+)'/)?.[1];
    expect(unzipped).toContain(`nonce="${firstNonce}"`);
    const etagValue = String(first.headers.etag);
    expect(etagValue).toMatch(/^(W\/)?"/);
    const again = await server.app.inject({
      url: "/about",
      headers: { "if-none-match": etagValue, "accept-encoding": "br" },
    });
    expect(again.statusCode).toBe(304);
    // The browser keeps the page it has and the policy that came with it.
    expect(again.headers["content-security-policy"]).toBeUndefined();
    const nonce = String(first.headers["content-security-policy"]).match(/'nonce-([^']+)'/)?.[1];
    const fresh = await server.app.inject({ url: "/about" });
    expect(fresh.body).toContain(
      `nonce="${String(fresh.headers["content-security-policy"]).match(/'nonce-([^']+)'/)?.[1]}"`,
    );
    expect(fresh.body).not.toContain(`nonce="${nonce}"`);
    expect(fresh.body).not.toContain("nonce-slot");
  });
});

describe("static assets", () => {
  it("are served with a one-year immutable cache", async () => {
    const { html } = await page("/");
    const script = attr(html, /<script type="module" src="([^"]+)"/) ?? "";
    expect(script).toMatch(/^\/assets\/entry-client-[\w-]+\.js$/);
    const asset = await server.app.inject({ url: script });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
