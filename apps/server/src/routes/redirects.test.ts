import { blogPosts, jobs, pages, type Redirect, redirects } from "@staffing/db";
import { REDIRECT_MESSAGES, type UserRole, VALIDATION_MESSAGES } from "@staffing/shared";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer, type TestServer, tokensForEveryRole } from "../testing";
import { exampleJob } from "./rest/requests.testing";

// Old addresses over HTTP: what a visitor (or a crawler) gets, and how staff manage them.

let server: TestServer;
let tokens: Record<UserRole, string>;
beforeAll(async () => {
  server = await startTestServer();
  tokens = await tokensForEveryRole(server, "a-long-enough-password");
});
afterAll(() => server?.close());

const visit = (url: string, method: "GET" | "HEAD" = "GET") => server.app.inject({ method, url });
const as = (role: UserRole) => (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  server.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { authorization: `Bearer ${tokens[role]}` },
    ...(payload ? { payload } : {}),
  });
const admin = as("admin");
const storedFrom = async (fromPath: string) =>
  server.db.select().from(redirects).where(eq(redirects.fromPath, fromPath));

describe("a renamed published post", () => {
  it("answers its old address with a 301 to the new one, and a second rename still takes one hop", async () => {
    const [post] = await server.db.select().from(blogPosts).where(eq(blogPosts.isPublished, true)).limit(1);
    if (!post) throw new Error("the demo content has published posts");
    const rename = (slug: string) =>
      admin("PUT", `/blog/${post.id}`, { ...post, slug, category: post.category, publishedAt: undefined });
    expect((await rename(`${post.slug}-renamed`)).statusCode).toBe(200);

    const old = await visit(`/blog/${post.slug}`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/blog/${post.slug}-renamed`);
    expect((await visit(`/blog/${post.slug}`, "HEAD")).statusCode).toBe(301);
    // The query string goes along; the API's own paths never redirect.
    expect((await visit(`/blog/${post.slug}?utm_source=news`)).headers.location).toBe(
      `/blog/${post.slug}-renamed?utm_source=news`,
    );
    expect((await visit(`/api/blog/${post.slug}`)).statusCode).toBe(404);

    await rename(`${post.slug}-again`);
    for (const from of [post.slug, `${post.slug}-renamed`]) {
      const answer = await visit(`/blog/${from}`);
      expect([answer.statusCode, answer.headers.location], from).toEqual([301, `/blog/${post.slug}-again`]);
    }
    expect((await visit(`/api/blog/${post.slug}-again`)).statusCode).toBe(200);
  });
});

describe("a renamed published page", () => {
  it("answers its old address with a 301 to the new one, and a second rename still takes one hop", async () => {
    const [page] = await server.db.select().from(pages).where(eq(pages.slug, "resources/case-studies"));
    if (!page?.isPublished) throw new Error("the demo content has the case studies page, published");
    const rename = (slug: string) =>
      admin("PUT", `/pages/${page.id}`, {
        title: page.title,
        slug,
        content: page.content,
        isPublished: true,
      });
    expect((await rename("resources/client-stories")).statusCode).toBe(200);

    const old = await visit(`/${page.slug}`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe("/resources/client-stories");
    expect((await visit(`/${page.slug}`, "HEAD")).statusCode).toBe(301);
    expect((await visit(`/${page.slug}?utm_source=news`)).headers.location).toBe(
      "/resources/client-stories?utm_source=news",
    );
    // The API's own paths never redirect: the old name is simply gone there.
    expect((await visit(`/api/pages/${page.slug}`)).statusCode).toBe(404);

    await rename("success-stories");
    for (const from of [page.slug, "resources/client-stories"]) {
      const answer = await visit(`/${from}`);
      expect([answer.statusCode, answer.headers.location], from).toEqual([301, "/success-stories"]);
    }
    expect((await visit("/api/pages/success-stories")).statusCode).toBe(200);
  });
});

describe("a renamed job", () => {
  const recruiter = () => as("recruiter");
  const far = "2099-12-31T23:59:00Z";

  it("answers its old address with a 301 to the new one once posted, and a second rename still takes one hop", async () => {
    const body = { ...exampleJob("redirect"), slug: "rename-me-payroll-lethbridge", validThrough: far };
    const created = await recruiter()("POST", "/jobs", body);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: string };
    const rename = (slug: string) => recruiter()("PUT", `/jobs/${id}`, { ...body, slug });
    expect((await rename("rename-me-payroll")).statusCode).toBe(200);

    const old = await visit("/jobs/rename-me-payroll-lethbridge");
    expect([old.statusCode, old.headers.location]).toEqual([301, "/jobs/rename-me-payroll"]);
    expect((await visit("/jobs/rename-me-payroll-lethbridge?utm_source=news")).headers.location).toBe(
      "/jobs/rename-me-payroll?utm_source=news",
    );
    expect((await visit("/api/jobs/rename-me-payroll-lethbridge")).statusCode).toBe(404);

    // Closed, its page is still out: a rename still leaves the way to it.
    expect(
      (
        await recruiter()("PUT", `/jobs/${id}`, {
          ...body,
          slug: "rename-me-senior-payroll",
          status: "closed",
        })
      ).statusCode,
    ).toBe(200);
    for (const from of ["rename-me-payroll-lethbridge", "rename-me-payroll"]) {
      const answer = await visit(`/jobs/${from}`);
      expect([answer.statusCode, answer.headers.location], from).toEqual([
        301,
        "/jobs/rename-me-senior-payroll",
      ]);
    }
    // The site pages are not built in this test server: the API answers for the page (closed, still there).
    expect((await visit("/api/jobs/rename-me-senior-payroll")).statusCode).toBe(200);
  });

  it("leaves none for a draft or a job not yet posted: nobody had its address", async () => {
    for (const [slug, extra] of [
      ["draft-bookkeeper", { status: "draft" }],
      ["scheduled-bookkeeper", { publishedAt: far }],
    ] as const) {
      const body = { ...exampleJob("unposted"), slug, validThrough: far, ...extra };
      const created = await recruiter()("POST", "/jobs", body);
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json() as { id: string };
      expect((await recruiter()("PUT", `/jobs/${id}`, { ...body, slug: `${slug}-renamed` })).statusCode).toBe(
        200,
      );
      expect(await storedFrom(`/jobs/${slug}`)).toEqual([]);
      expect((await visit(`/jobs/${slug}`)).statusCode).toBe(404);
    }
    expect(
      await server.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.slug, "draft-bookkeeper-renamed")),
    ).toHaveLength(1);
  });
});

describe("redirects made by hand", () => {
  it("are listed, added, edited and deleted, and apply at once", async () => {
    const created = await admin("POST", "/redirects", { fromPath: "/old-careers/", toUrl: "/careers" });
    expect(created.statusCode).toBe(201);
    const redirect = created.json() as Redirect;
    expect(redirect).toMatchObject({ fromPath: "/old-careers", toUrl: "/careers", statusCode: 301, hits: 0 });
    expect((await visit("/old-careers")).headers.location).toBe("/careers");
    expect((await visit("/old-careers/")).headers.location).toBe("/careers");

    const edited = await admin("PUT", `/redirects/${redirect.id}`, {
      fromPath: "/old-careers",
      toUrl: "https://jobs.example.com/",
      statusCode: 302,
    });
    expect(edited.statusCode).toBe(200);
    const temporary = await visit("/old-careers");
    expect([temporary.statusCode, temporary.headers.location]).toEqual([302, "https://jobs.example.com/"]);
    expect((await admin("GET", "/redirects")).json().map((r: Redirect) => r.fromPath)).toContain(
      "/old-careers",
    );

    expect((await admin("DELETE", `/redirects/${redirect.id}`)).statusCode).toBe(204);
    expect((await visit("/old-careers")).statusCode).toBe(404);
  });

  it("refuse a loop with 409, and the site's own addresses with 400", async () => {
    expect(
      (await admin("POST", "/redirects", { fromPath: "/loop-one", toUrl: "/loop-two" })).statusCode,
    ).toBe(201);
    const loop = await admin("POST", "/redirects", { fromPath: "/loop-two", toUrl: "/loop-one" });
    expect(loop.statusCode).toBe(409);
    expect(loop.json()).toEqual({
      error: "conflict",
      message: "This redirect would make a loop: /loop-two → /loop-one → /loop-two.",
    });
    const reserved = await admin("POST", "/redirects", { fromPath: "/admin/login", toUrl: "/" });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().fields).toHaveProperty("fromPath");
  });

  it("count their hits without a write in the way of the answer", async () => {
    const redirect = (
      await admin("POST", "/redirects", { fromPath: "/counted", toUrl: "/about" })
    ).json() as Redirect;
    for (let i = 0; i < 3; i++) expect((await visit("/counted")).statusCode).toBe(301);
    // Counted in memory, added to the database every few seconds.
    await vi.waitFor(
      async () => {
        const [row] = await server.db.select().from(redirects).where(eq(redirects.id, redirect.id));
        expect(row?.hits).toBe(3);
        expect(row?.lastHitAt).toBeInstanceOf(Date);
        expect(row?.updatedAt).toEqual(redirect.updatedAt ? new Date(redirect.updatedAt) : undefined);
      },
      { timeout: 10_000, interval: 250 },
    );
  });
});

describe("a redirect's target", () => {
  it("with non-ASCII characters is stored encoded, and its Location header is written", async () => {
    for (const [fromPath, toUrl, stored] of [
      ["/tokyo-office", "https://example.jp/日本", "https://example.jp/%E6%97%A5%E6%9C%AC"],
      [
        "/kyoto-office",
        "https://例え.jp/京都?q=é#地図",
        "https://xn--r8jz45g.jp/%E4%BA%AC%E9%83%BD?q=%C3%A9#%E5%9C%B0%E5%9B%B3",
      ],
      ["/ueber-uns", "/über-uns", "/%C3%BCber-uns"],
    ] as const) {
      const created = await admin("POST", "/redirects", { fromPath, toUrl });
      expect(created.statusCode, `${toUrl}: ${created.body}`).toBe(201);
      expect(created.json().toUrl).toBe(stored);
      const answer = await visit(fromPath);
      expect([answer.statusCode, answer.headers.location]).toEqual([301, stored]);
    }
    // The visitor's own query goes along, encoded too.
    const withQuery = await visit("/ueber-uns?ort=münchen");
    expect([withQuery.statusCode, withQuery.headers.location]).toEqual([
      301,
      "/%C3%BCber-uns?ort=m%C3%BCnchen",
    ]);
  });

  it("with a control character or a space is refused with 400 naming toUrl, and nothing is stored", async () => {
    for (const toUrl of [
      "\x01",
      "/a\x01b",
      "/careers\x7f",
      "https://example.com/\x7f",
      "https://example.com/\u0085",
      "/a b",
    ]) {
      const refused = await admin("POST", "/redirects", { fromPath: "/control", toUrl });
      expect(refused.statusCode, JSON.stringify(toUrl)).toBe(400);
      expect(refused.json().fields.toUrl, JSON.stringify(toUrl)).toEqual([
        VALIDATION_MESSAGES.redirectToCharacters,
      ]);
    }
    const fromControl = await admin("POST", "/redirects", { fromPath: "/old\x01", toUrl: "/careers" });
    expect(fromControl.statusCode).toBe(400);
    expect(fromControl.json().fields).toHaveProperty("fromPath");
    expect(await storedFrom("/control")).toEqual([]);
  });

  it("on another host needs the admin role: editors and SEO managers get 403, and //host/x is another host", async () => {
    const onSite = (
      await admin("POST", "/redirects", { fromPath: "/old-jobs", toUrl: "/careers" })
    ).json() as Redirect;
    for (const role of ["editor", "seo_manager"] as const) {
      for (const toUrl of ["https://jobs.example.com/", "//evil.example/x", "/\\evil.example/x"]) {
        const created = await as(role)("POST", "/redirects", { fromPath: `/away-${role}`, toUrl });
        expect(created.statusCode, `${role} ${toUrl}`).toBe(403);
        expect(created.json()).toEqual({ error: "forbidden", message: REDIRECT_MESSAGES.offSite("Admin") });
        const edited = await as(role)("PUT", `/redirects/${onSite.id}`, { fromPath: "/old-jobs", toUrl });
        expect(edited.statusCode, `${role} ${toUrl}`).toBe(403);
      }
      expect(await storedFrom(`/away-${role}`)).toEqual([]);
      const within = await as(role)("POST", "/redirects", { fromPath: `/within-${role}`, toUrl: "/careers" });
      expect(within.statusCode, within.body).toBe(201);
    }
    expect((await storedFrom("/old-jobs"))[0]?.toUrl).toBe("/careers");

    const away = await admin("POST", "/redirects", { fromPath: "/away", toUrl: "//jobs.example.com/x" });
    expect(away.statusCode, away.body).toBe(201);
    expect((await visit("/away")).headers.location).toBe("//jobs.example.com/x");
    // A path whose first segment is empty would be read as a host: it is written as the host it names.
    const backslash = await admin("POST", "/redirects", {
      fromPath: "/away-too",
      toUrl: "/\\jobs.example.com/y",
    });
    expect(backslash.json().toUrl).toBe("//jobs.example.com/y");
    // And one whose path only resolves to an empty first segment stays on this site.
    const dotted = await as("editor")("POST", "/redirects", {
      fromPath: "/dotted",
      toUrl: "/.//jobs.example.com/z",
    });
    expect([dotted.statusCode, dotted.json().toUrl]).toEqual([201, "/jobs.example.com/z"]);
  });
});

describe("the old address of a redirect", () => {
  it("cannot be an address the site owns: 400 naming fromPath", async () => {
    const owned = [
      "/",
      "//",
      "/home",
      "/services",
      "/about/",
      "/contact",
      "/blog",
      "/admin",
      "/admin/users",
      "/api/blog",
      "/auth/v1/token",
      "/trpc/blog.list",
      "/forms/inquiry",
      "/preview/abc",
      "/media/x.jpg",
      "/assets/app.js",
      "/metrics",
      "/healthz",
      "/readyz",
      "/rss.xml",
      "/sitemap.xml",
      "/robots.txt",
    ];
    for (const fromPath of owned) {
      const refused = await admin("POST", "/redirects", { fromPath, toUrl: "/careers" });
      expect(refused.statusCode, fromPath).toBe(400);
      expect(refused.json().fields, fromPath).toEqual({
        fromPath: [VALIDATION_MESSAGES.redirectFromReserved],
      });
    }
    expect(await storedFrom("/")).toEqual([]);
    // Addresses that only start like the site's own are free.
    // A post's address is not the site's own: a deleted post can send its visitors on.
    for (const fromPath of ["/services-2019", "/blogroll", "/homepage-old", "/blog/a-deleted-post"]) {
      expect((await admin("POST", "/redirects", { fromPath, toUrl: "/services" })).statusCode, fromPath).toBe(
        201,
      );
    }
  });
});

describe("redirects stored before these checks", () => {
  it("never answer 5xx and never take over the site's own addresses", async () => {
    const legacy = [
      { fromPath: "/", toUrl: "https://evil.example/" },
      { fromPath: "/admin/login", toUrl: "/" },
      { fromPath: "/%61dmin", toUrl: "/" },
      { fromPath: "/legacy-japan", toUrl: "https://example.jp/日本" },
      { fromPath: "/legacy-control", toUrl: "/a\x01b" },
      { fromPath: "/legacy-delete", toUrl: "https://example.com/\x7f" },
    ];
    await server.db.insert(redirects).values(legacy);
    try {
      // Any change through the API reloads the table at once.
      await admin("POST", "/redirects", { fromPath: "/reload-now", toUrl: "/about" });
      // The site answers them itself (this test server serves no pages: its 404, never a redirect).
      for (const url of ["/", "/admin/login", "/%61dmin"]) {
        const answer = await visit(url);
        expect([answer.statusCode < 500, answer.headers.location], url).toEqual([true, undefined]);
      }
      const japan = await visit("/legacy-japan");
      expect([japan.statusCode, japan.headers.location]).toEqual([
        301,
        "https://example.jp/%E6%97%A5%E6%9C%AC",
      ]);
      for (const url of ["/legacy-control", "/legacy-delete"])
        expect((await visit(url)).statusCode, url).toBe(404);
    } finally {
      await server.db.delete(redirects).where(
        inArray(
          redirects.fromPath,
          legacy.map((rule) => rule.fromPath),
        ),
      );
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)("two instances", () => {
  it("each answer a redirect added through the other, from memory", async () => {
    const other = await startTestServer({ databaseUrl: server.databaseUrl });
    try {
      await admin("POST", "/redirects", { fromPath: "/from-a", toUrl: "/contact" });
      await vi.waitFor(
        async () => expect((await other.app.inject({ url: "/from-a" })).headers.location).toBe("/contact"),
        { timeout: 3000, interval: 100 },
      );
    } finally {
      await other.close();
    }
  });
});

// Issue 31: `/BLOG` was accepted where `/blog` is reserved; pages could take `forms/…`, `metrics` and
// `newsletter/confirm`; an SEO manager could hide any published page behind a redirect.
describe("the app's own addresses, in any letter case", () => {
  const reserved = [
    "/BLOG",
    "/Admin",
    "/Admin/users",
    "/API/blog",
    "/Forms/inquiry",
    "/METRICS",
    "/newsletter/confirm",
    "/Newsletter/Unsubscribe",
    "/Home",
    "/RSS.xml",
  ];

  it("are refused as redirect sources with 400 naming fromPath", async () => {
    for (const fromPath of reserved) {
      const refused = await admin("POST", "/redirects", { fromPath, toUrl: "/careers" });
      expect(refused.statusCode, fromPath).toBe(400);
      expect(refused.json().fields, fromPath).toEqual({
        fromPath: [VALIDATION_MESSAGES.redirectFromReserved],
      });
    }
    expect(await server.db.select().from(redirects).where(inArray(redirects.fromPath, reserved))).toEqual([]);
  });

  it("are refused as page slugs with 400 naming slug", async () => {
    for (const slug of [
      "forms",
      "forms/inquiry",
      "metrics",
      "newsletter/confirm",
      "newsletter/unsubscribe",
      "blog/x",
      "admin",
      "api/x",
      "rss.xml",
    ]) {
      const created = await admin("POST", "/pages", { title: "Shadow", slug, content: "<p>Hi</p>" });
      expect(created.statusCode, slug).toBe(400);
      expect(created.json().fields, slug).toEqual({ slug: expect.arrayContaining([expect.any(String)]) });
    }
    const reservedOnly = await admin("POST", "/pages", {
      title: "Shadow",
      slug: "metrics",
      content: "<p>Hi</p>",
    });
    expect(reservedOnly.json().fields).toEqual({ slug: [VALIDATION_MESSAGES.pageSlugReserved] });
    expect(
      await server.db
        .select()
        .from(pages)
        .where(inArray(pages.slug, ["forms", "metrics", "newsletter/confirm"])),
    ).toEqual([]);
    // A page about the newsletter is the site's to make.
    expect(
      (await admin("POST", "/pages", { title: "Newsletter", slug: "newsletter", content: "<p>Hi</p>" }))
        .statusCode,
    ).toBe(201);
  });
});

describe("a redirect over a published page or post", () => {
  const editorRoles = "Admin or Editor";

  it("needs the page editors' role: an SEO manager gets 403 with a message, and nothing is stored", async () => {
    const [page] = await server.db
      .select()
      .from(pages)
      .where(eq(pages.isPublished, true))
      .limit(10)
      .then((rows) => rows.filter((row) => !["home", "services", "about", "contact"].includes(row.slug)));
    const [post] = await server.db.select().from(blogPosts).where(eq(blogPosts.isPublished, true)).limit(1);
    if (!page || !post) throw new Error("the demo content has published pages and posts");
    for (const fromPath of [`/${page.slug}`, `/${page.slug.toUpperCase()}`, `/blog/${post.slug}`]) {
      const refused = await as("seo_manager")("POST", "/redirects", { fromPath, toUrl: "/contact" });
      expect(refused.statusCode, fromPath).toBe(403);
      expect(refused.json(), fromPath).toEqual({
        error: "forbidden",
        message: REDIRECT_MESSAGES.overPublished(editorRoles),
      });
      expect(await storedFrom(fromPath)).toEqual([]);
    }
    // Moving an existing redirect over the page is the same change.
    const free = await as("seo_manager")("POST", "/redirects", {
      fromPath: "/an-old-campaign",
      toUrl: "/contact",
    });
    expect(free.statusCode).toBe(201);
    const moved = await as("seo_manager")("PUT", `/redirects/${free.json().id}`, {
      fromPath: `/${page.slug}`,
      toUrl: "/contact",
    });
    expect(moved.statusCode).toBe(403);
    expect((await storedFrom("/an-old-campaign")).length).toBe(1);
    // An editor, who could unpublish the page, may.
    const byEditor = await as("editor")("POST", "/redirects", {
      fromPath: `/${page.slug}`,
      toUrl: "/contact",
    });
    expect(byEditor.statusCode).toBe(201);
    await admin("DELETE", `/redirects/${byEditor.json().id}`);
  });
});
