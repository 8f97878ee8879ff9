import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { blogPosts, companyProfile, edgePurges, pages, seoSettings } from "@staffing/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../config";
import { accessToken, startTestServer, TEST_ADMIN, type TestServer } from "../testing";
import { edgePurger } from "./edge-purgers";

// A committed change purges exactly the keys it touches, through the job system, at a stand-in for
// Varnish that records each PURGE (and refuses while told to); admins read the purge log.

let server: TestServer;
let edge: Server;
let token: string;
const purged: string[][] = [];
let refusals = 0;

beforeAll(async () => {
  edge = createServer((request: IncomingMessage, response) => {
    if (request.method === "PURGE") {
      if (refusals > 0) {
        refusals--;
        response.writeHead(503).end();
        return;
      }
      purged.push(String(request.headers["xkey-purge"] ?? "").split(" "));
    }
    response.writeHead(200).end();
  });
  await new Promise<void>((resolve) => edge.listen(0, "127.0.0.1", resolve));
  const { port } = edge.address() as AddressInfo;
  server = await startTestServer({
    env: { EDGE_PURGE: "varnish", EDGE_PURGE_URL: `http://127.0.0.1:${port}` },
    edgePurgeRetryPolicy: { limit: 5, delaySeconds: 1, backoff: false },
  });
  token = await accessToken(server, TEST_ADMIN.email, TEST_ADMIN.password);
  // What start-up's seeding asked for is sent before the tests look.
  await vi.waitFor(async () => expect(await waiting()).toBe(0), { timeout: 30_000, interval: 100 });
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => edge?.close(resolve));
});
beforeEach(() => {
  purged.length = 0;
});

const waiting = async () =>
  (await server.db.select().from(edgePurges)).filter((purge) => purge.purgedAt === null).length;
/** The keys purged since the test began, once the job has sent them. */
const purgedKeys = async (expected: string[]) => {
  await vi.waitFor(() => expect(purged.flat()).toEqual(expect.arrayContaining(expected)), {
    timeout: 20_000,
    interval: 50,
  });
  return [...new Set(purged.flat())].sort();
};

describe("purges on change", () => {
  it("sends a post's own key and the lists' when the post changes, under its old and new slug", async () => {
    await server.db.insert(blogPosts).values({ title: "Edge", slug: "edge-post", isPublished: true });
    expect(await purgedKeys(["post:edge-post", "posts"])).toEqual(["post:edge-post", "posts"]);
    purged.length = 0;
    await server.db
      .update(blogPosts)
      .set({ slug: "edge-post-renamed" })
      .where(eq(blogPosts.slug, "edge-post"));
    expect(await purgedKeys(["post:edge-post", "post:edge-post-renamed"])).toEqual([
      "post:edge-post",
      "post:edge-post-renamed",
      "posts",
    ]);
  });

  it("sends a page's key and the sitemap's when a page changes", async () => {
    await server.db.update(pages).set({ title: "About us, edited" }).where(eq(pages.slug, "about"));
    expect(await purgedKeys(["page:about"])).toEqual(["page:about", "pages"]);
  });

  it("sends profile and navigation for the company profile, seo for SEO settings", async () => {
    await server.db.update(companyProfile).set({ updatedAt: new Date() });
    expect(await purgedKeys(["profile", "navigation"])).toEqual(["navigation", "profile"]);
    purged.length = 0;
    await server.db.update(seoSettings).set({ updatedAt: new Date() });
    expect(await purgedKeys(["seo"])).toEqual(["seo"]);
  });

  it("sends navigation when staff save the header's menu or the footer's links", async () => {
    const current = (await server.app.inject({ url: "/api/navigation" })).json() as {
      header: object[];
      footer: object[];
    };
    const saved = await server.app.inject({
      method: "PUT",
      url: "/api/admin/navigation",
      headers: { authorization: `Bearer ${token}` },
      payload: { ...current, header: [...current.header, { label: "Careers", href: "/careers" }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await purgedKeys(["navigation"])).toContain("navigation");
  });

  it("retries a purge the edge refuses, and the log shows the failure then the purge", async () => {
    refusals = 2;
    await server.db.insert(blogPosts).values({ title: "Retried", slug: "retried-post" });
    await purgedKeys(["post:retried-post"]);
    expect(refusals).toBe(0);
    const response = await server.app.inject({
      url: "/api/admin/edge-purges",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const [latest] = response.json() as Array<{
      keys: string[];
      attempts: number;
      purgedAt: string | null;
      target: string;
    }>;
    expect(latest).toMatchObject({ keys: ["post:retried-post", "posts"], target: "varnish" });
    expect(latest?.attempts).toBeGreaterThanOrEqual(3);
    expect(latest?.purgedAt).not.toBeNull();
  });

  it("keeps the purge log to admins", async () => {
    const response = await server.app.inject({ url: "/api/admin/edge-purges" });
    expect(response.statusCode).toBe(401);
  });
});

describe("the purge requests of each edge", () => {
  const sent: Array<{ url: string; init: RequestInit }> = [];
  const fetcher = (async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), init: init ?? {} });
    return new Response(null, { status: 200 });
  }) as typeof fetch;
  beforeEach(() => {
    sent.length = 0;
  });
  const signal = new AbortController().signal;
  const headerOf = (index: number) => (sent[index]?.init.headers ?? {}) as Record<string, string>;

  it("Varnish: one PURGE with every key in xkey-purge, to each Varnish", async () => {
    await edgePurger({ kind: "varnish", urls: ["http://a:80", "http://b:80"] }, fetcher).purge(
      ["posts", "seo"],
      signal,
    );
    expect(
      sent.map(({ url, init }) => [url, init.method, (init.headers as Record<string, string>)["xkey-purge"]]),
    ).toEqual([
      ["http://a:80", "PURGE", "posts seo"],
      ["http://b:80", "PURGE", "posts seo"],
    ]);
  });

  it("names keys as the answers carry them: percent-encoded beyond printable ASCII", async () => {
    await edgePurger({ kind: "varnish", urls: ["http://a:80"] }, fetcher).purge(["page:über uns"], signal);
    expect(headerOf(0)["xkey-purge"]).toBe("page:%C3%BCber%20uns");
  });

  it("Cloudflare: purge by tag, with the zone's token", async () => {
    const zoneId = "0123456789abcdef0123456789abcdef";
    await edgePurger({ kind: "cloudflare", apiToken: "cf-token", zoneId }, fetcher).purge(["posts"], signal);
    expect(sent[0]?.url).toBe(`https://api.cloudflare.com/client/v4/zones/${zoneId}/purge_cache`);
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({ tags: ["posts"] });
    expect(headerOf(0).authorization).toBe("Bearer cf-token");
  });

  it("Fastly: purge by surrogate key, with the service's token", async () => {
    await edgePurger({ kind: "fastly", apiToken: "fastly-token", serviceId: "SVC1" }, fetcher).purge(
      ["posts"],
      signal,
    );
    expect(sent[0]?.url).toBe("https://api.fastly.com/service/SVC1/purge");
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({ surrogate_keys: ["posts"] });
    expect(headerOf(0)["fastly-key"]).toBe("fastly-token");
  });

  it("says what the edge answered when it refuses, never the token", async () => {
    const refusing = (async () => new Response(null, { status: 403 })) as typeof fetch;
    const purge = edgePurger({ kind: "fastly", apiToken: "fastly-token", serviceId: "SVC1" }, refusing).purge(
      ["posts"],
      signal,
    );
    await expect(purge).rejects.toThrow("Fastly answered the purge with 403");
  });
});

describe("EDGE_PURGE", () => {
  const configWith = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: "test", ...env });

  it("needs each edge's own settings, and says which is missing", () => {
    expect(configWith({ EDGE_PURGE: "varnish" })).toThrow(
      /EDGE_PURGE_URL: is required with EDGE_PURGE=varnish/,
    );
    expect(configWith({ EDGE_PURGE: "cloudflare", CLOUDFLARE_API_TOKEN: "t" })).toThrow(/CLOUDFLARE_ZONE_ID/);
    expect(configWith({ EDGE_PURGE: "fastly", FASTLY_SERVICE_ID: "SVC1" })).toThrow(/FASTLY_API_TOKEN/);
    expect(configWith({ EDGE_PURGE: "varnish", EDGE_PURGE_URL: "ftp://x" })).toThrow(/EDGE_PURGE_URL/);
  });

  it("reads several Varnish addresses, and none when unset", () => {
    expect(
      configWith({ EDGE_PURGE: "varnish", EDGE_PURGE_URL: "http://a:80, http://b:80" })().edge.purge,
    ).toEqual({
      kind: "varnish",
      urls: ["http://a:80", "http://b:80"],
    });
    expect(configWith({})().edge).toEqual({ sharedCacheSeconds: 300, purge: null });
    expect(configWith({ EDGE_PURGE: "none" })().edge.purge).toBeNull();
  });
});
