import { readFileSync } from "node:fs";
import { blogPosts, inquiries, newsletterSubscribers, pages } from "@staffing/db";
import { pagePath } from "@staffing/shared";
import { count, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { startTestServer, type TestServer } from "../testing";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: {
      PUBLIC_SITE_URL: "https://www.example.com",
      INQUIRY_RATE_LIMIT_PER_HOUR: "1000",
      NEWSLETTER_RATE_LIMIT_PER_HOUR: "3",
    },
  });
});
afterAll(() => server?.close());

const inject = (options: InjectOptions) => server.app.inject(options);
const storedInquiries = async () => (await server.db.select({ n: count() }).from(inquiries))[0]?.n ?? 0;
const postInquiry = (payload: unknown, remoteAddress = "10.0.0.1") =>
  inject({ method: "POST", url: "/api/inquiries", payload: payload as object, remoteAddress });

describe("POST /api/inquiries", () => {
  it("stores a valid inquiry and answers 201 with its id", async () => {
    const response = await postInquiry({
      name: "Ada Lovelace",
      email: "ada@example.com",
      company: "Analytical Engines",
      service: "consultation",
      message: "We would like to talk about HR consulting.",
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };
    const [row] = await server.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row).toMatchObject({
      name: "Ada Lovelace",
      status: "new",
      source: "website",
      service: "consultation",
    });
  });

  it("accepts the optional fields empty", async () => {
    const response = await postInquiry({
      name: "Bo",
      email: "bo@example.com",
      company: "",
      service: "",
      message: "",
    });
    expect(response.statusCode).toBe(201);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ["no name", { email: "a@example.com" }, "name"],
    ["a blank name", { name: "   ", email: "a@example.com" }, "name"],
    ["no email", { name: "A" }, "email"],
    ["a malformed email", { name: "A", email: "not-an-email" }, "email"],
    ["an email over 254 characters", { name: "A", email: `${"a".repeat(250)}@example.com` }, "email"],
    ["a name over 200 characters", { name: "n".repeat(201), email: "a@example.com" }, "name"],
    [
      "a company over 200 characters",
      { name: "A", email: "a@example.com", company: "c".repeat(201) },
      "company",
    ],
    [
      "a message over 5000 characters",
      { name: "A", email: "a@example.com", message: "m".repeat(5001) },
      "message",
    ],
    ["an unknown service", { name: "A", email: "a@example.com", service: "cleaning" }, "service"],
    ["a number for a name", { name: 42, email: "a@example.com" }, "name"],
  ];
  it.each(invalid)("refuses %s with 400 naming the field, storing nothing", async (_case, payload, field) => {
    const before = await storedInquiries();
    const response = await postInquiry(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: "validation_error",
      fields: { [field]: expect.any(Array) },
    });
    expect(response.json().message).toContain(field);
    expect(await storedInquiries()).toBe(before);
  });

  it("answers a bot that fills the hidden field as if it had worked, and stores nothing", async () => {
    const before = await storedInquiries();
    const response = await postInquiry({
      name: "Bot",
      email: "bot@example.com",
      website: "https://spam.example",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, id: expect.any(String) });
    expect(await storedInquiries()).toBe(before);
  });
});

describe("rate limits on public writes", () => {
  it("answer 429 with Retry-After past the limit, per address, over REST and tRPC alike", async () => {
    const subscribe = (email: string, remoteAddress: string) =>
      inject({ method: "POST", url: "/api/newsletter", payload: { email }, remoteAddress });
    for (let i = 0; i < 3; i++)
      expect((await subscribe(`r${i}@example.com`, "10.9.9.9")).statusCode).toBe(202);
    const limited = await subscribe("r4@example.com", "10.9.9.9");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: "rate_limited" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);

    const viaTrpc = await inject({
      method: "POST",
      url: "/trpc/newsletter.subscribe",
      payload: { email: "r5@example.com" },
      remoteAddress: "10.9.9.9",
    });
    expect(viaTrpc.statusCode).toBe(429);

    const rows = await server.db.select().from(newsletterSubscribers);
    expect(rows.map((r) => r.email)).not.toContain("r4@example.com");
    // Another address is not affected.
    expect((await subscribe("other@example.com", "10.9.9.10")).statusCode).toBe(202);
  });
});

describe("POST /api/newsletter", () => {
  it("answers 400 naming the field for a bad address and 413 for a huge body", async () => {
    const bad = await inject({
      method: "POST",
      url: "/api/newsletter",
      payload: { email: "x" },
      remoteAddress: "10.2.2.2",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty("email");
    const huge = await inject({
      method: "POST",
      url: "/api/newsletter",
      payload: { email: `${"a".repeat(2_000_000)}@example.com` },
      remoteAddress: "10.2.2.3",
    });
    expect(huge.statusCode).toBe(413);
  });
});

describe("the default inquiry limit", () => {
  it("lets one address send 20 inquiries an hour, then answers 429", async () => {
    const limited = await startTestServer();
    try {
      const send = () =>
        limited.app.inject({
          method: "POST",
          url: "/api/inquiries",
          payload: { name: "Flood", email: "flood@example.com" },
          remoteAddress: "10.1.1.1",
        });
      for (let i = 0; i < 20; i++) expect((await send()).statusCode).toBe(201);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe("public reads", () => {
  it("refuses an unknown page type with 400 and an unknown page with 404", async () => {
    const badType = await inject({ url: "/api/seo/pricing" });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().fields).toHaveProperty("pageType");
    expect((await inject({ url: "/api/pages/no/such-page" })).statusCode).toBe(404);
  });
});

describe("what search engines read", () => {
  it("serves a sitemap that is valid against the sitemaps.org schema, with absolute URLs", async () => {
    const response = await inject({ url: "/api/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/xml/);
    const xsd = readFileSync(new URL("./fixtures/sitemap.xsd", import.meta.url), "utf8");
    const result = await validateXML({
      xml: [{ fileName: "sitemap.xml", contents: response.body }],
      schema: [{ fileName: "sitemap.xsd", contents: xsd }],
    });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect((await inject({ url: "/sitemap.xml" })).body).toBe(response.body);
  });

  it("lists the screens, published posts and published pages, and nothing unpublished", async () => {
    const body = (await inject({ url: "/sitemap.xml" })).body;
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining(["https://www.example.com/", "https://www.example.com/services"]),
    );
    const posts = await server.db.select().from(blogPosts);
    for (const post of posts) {
      expect(locs.includes(`https://www.example.com/blog/${post.slug}`), post.slug).toBe(post.isPublished);
    }
    const cmsPages = await server.db.select().from(pages);
    for (const page of cmsPages) {
      // The home page at / (never /home), as every system page at its screen's address.
      expect(locs.includes(`https://www.example.com${pagePath(page.slug)}`), page.slug).toBe(
        page.isPublished,
      );
    }
    expect(locs).not.toContain("https://www.example.com/home");
    // Each address once.
    expect(new Set(locs).size).toBe(locs.length);
    expect(body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
  });

  it("serves robots.txt that keeps crawlers out of the admin and names the sitemap", async () => {
    const response = await inject({ url: "/robots.txt" });
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.body).toContain("Disallow: /admin");
    expect(response.body).toContain("Sitemap: https://www.example.com/sitemap.xml");
  });
});

describe("the API reference", () => {
  it("publishes an OpenAPI 3.1 document of every REST path", async () => {
    const document = (await inject({ url: "/api/openapi.json" })).json() as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: { properties?: object } }> } }>
      >;
    };
    expect(document.openapi).toBe("3.1.0");
    for (const path of [
      "/api/inquiries",
      "/api/blog",
      "/api/blog/{slug}",
      "/api/admin/pages/{id}",
      "/api/admin/seo",
    ]) {
      expect(document.paths).toHaveProperty([path]);
    }
    const inquiryBody =
      document.paths["/api/inquiries"]?.post?.requestBody?.content["application/json"]?.schema;
    expect(inquiryBody?.properties).toHaveProperty("email");
  });

  it("has a Swagger UI reference page that loads nothing from elsewhere", async () => {
    const response = await inject({ url: "/api/docs" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    const assets = [...response.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? "");
    expect(assets).toContain("/api/docs/static/swagger-ui-bundle.js");
    for (const asset of assets) {
      expect(asset).toMatch(/^\/api\/docs\//);
      expect((await inject({ url: asset })).statusCode, asset).toBe(200);
    }
    // The page reads the same document as /api/openapi.json, and asks no outside validator.
    const initializer = (await inject({ url: "/api/docs/static/swagger-initializer.js" })).body;
    expect(initializer).toContain("validatorUrl: null");
    // (An address may appear in its comments, never in a string it would load.)
    expect(initializer).not.toMatch(/["'`]https?:\/\//);
    const shown = (await inject({ url: "/api/docs/json" })).json();
    expect(shown).toEqual((await inject({ url: "/api/openapi.json" })).json());
    expect(JSON.stringify(shown)).toContain("/api/admin/inquiries/{id}");
  });
});
