import { auditLog, companyProfile, seedNavigation } from "@staffing/db";
import {
  FOOTER,
  NAV,
  NAVIGATION_MESSAGES,
  type Navigation,
  SERVICE_MENU,
  type UserRole,
} from "@staffing/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, tokensForEveryRole } from "../testing";

// The navigation over HTTP: anyone reads it at GET /api/navigation; admins and editors replace it at
// PUT /api/admin/navigation with exactly what GET answered, edited; every public page draws its
// header menu and footer columns from it on the very next request.

let server: TestServer;
let tokens: Record<UserRole, string>;
beforeAll(async () => {
  server = await startTestServer({ withWebsite: true });
  tokens = await tokensForEveryRole(server, "a-long-enough-password");
}, 120_000);
afterAll(() => server?.close());

const read = async () => {
  const response = await server.app.inject({ url: "/api/navigation" });
  expect(response.statusCode).toBe(200);
  return response.json() as Navigation;
};
const save = (role: UserRole | null, payload: object) =>
  server.app.inject({
    method: "PUT",
    url: "/api/admin/navigation",
    headers: role ? { authorization: `Bearer ${tokens[role]}` } : {},
    payload,
  });
const page = async (path: string) => {
  const response = await server.app.inject({ url: path, headers: { "accept-encoding": "identity" } });
  expect(response.statusCode).toBe(200);
  return response.body;
};
const headerOf = (html: string) => html.match(/<header[\s\S]*?<\/header>/)?.[0] ?? "";
const footerOf = (html: string) => html.match(/<footer[\s\S]*?<\/footer>/)?.[0] ?? "";

describe("GET /api/navigation", () => {
  it("answers today's header menu, with the Services sub-menu and Find a job, and the footer's columns with Find a job, About and Contact", async () => {
    const navigation = await read();
    expect(navigation.header.map((item) => [item.label, item.href])).toEqual([
      [NAV.home, "/"],
      [NAV.services, "/services"],
      [NAV.findJob, "/jobs"],
      [NAV.about, "/about"],
      [NAV.blog, "/blog"],
      [NAV.contact, "/contact"],
    ]);
    expect(navigation.header[1]?.children?.map((child) => child.href)).toEqual(
      SERVICE_MENU.map((entry) => entry.href),
    );
    expect(navigation.footer.map((column) => column.title)).toEqual([
      FOOTER.servicesHeading,
      FOOTER.resourcesHeading,
      FOOTER.companyHeading,
    ]);
    expect(navigation.footer[0]?.links.map((link) => link.href)).toEqual(["/services", "/jobs", "/blog"]);
    expect(navigation.footer[2]?.links.map((link) => link.href)).toEqual([
      "/about",
      "/contact",
      "/privacy",
      "/terms",
      "/cookies",
    ]);
  });

  it("answers the same before staff ever saved one (a database from before the navigation was content)", async () => {
    const seeded = await read();
    expect(seeded).toEqual(seedNavigation);
    await server.db.update(companyProfile).set({ navigation: null });
    expect(await read()).toEqual(seedNavigation);
    const home = await page("/");
    expect(footerOf(home)).toContain(`href="/about">${FOOTER.links.about.label}</a>`);
  });
});

describe("PUT /api/admin/navigation", () => {
  it("takes back exactly what GET answered (a round trip changes nothing)", async () => {
    const before = await read();
    const response = await save("admin", before);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(before);
    expect(await read()).toEqual(before);
  });

  it("stores an editor's new links, which GET answers and every public page shows at once, with an audit entry", async () => {
    const before = await read();
    // Read once, so the pages are cached with the old menu.
    expect(headerOf(await page("/"))).not.toContain("/careers");
    const changed: Navigation = {
      header: [
        ...before.header.slice(0, 2),
        {
          label: "Careers",
          href: "/careers",
          children: [{ label: "Open roles", href: "https://jobs.example.com/northbridge" }],
        },
        ...before.header.slice(2),
      ],
      footer: [
        ...before.footer,
        { title: "Partners", links: [{ label: "Partner portal", href: "https://partners.example.com/" }] },
      ],
    };
    const response = await save("editor", changed);
    expect(response.statusCode, response.body).toBe(200);
    expect(await read()).toEqual(changed);

    for (const path of ["/", "/about"]) {
      const html = await page(path);
      // The wide menu and the mobile menu, both.
      expect(headerOf(html).match(/href="\/careers"/g)?.length, path).toBe(2);
      expect(headerOf(html)).toContain("https://jobs.example.com/northbridge");
      expect(footerOf(html)).toContain(`aria-label="Partners"`);
      expect(footerOf(html)).toContain(`href="https://partners.example.com/">Partner portal</a>`);
    }

    const [entry] = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityType, "navigation"))
      .orderBy(auditLog.id)
      .then((rows) => rows.slice(-1));
    expect(entry).toMatchObject({ action: "update", actorEmail: "editor@example.com" });
    expect(entry?.before).toEqual(before);
    expect(entry?.after).toEqual(changed);
    expect((await save("admin", before)).statusCode).toBe(200);
  });

  it("answers 400 naming each refused field by its path, and changes nothing", async () => {
    const before = await read();
    const header = structuredClone(before.header);
    const services = header[1];
    if (services?.children?.[0]) services.children[0].href = "javascript:alert(1)";
    if (header[2]) header[2].href = "//elsewhere.example.com";
    const response = await save("admin", {
      header,
      footer: [{ title: "", links: [{ label: "About", href: "/about us" }] }],
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { error: string; fields: Record<string, string[]> };
    expect(body.error).toBe("validation_error");
    expect(body.fields).toEqual({
      "header.1.children.0.href": [NAVIGATION_MESSAGES.hrefInvalid],
      "header.2.href": [NAVIGATION_MESSAGES.hrefOtherHost],
      "footer.0.title": [NAVIGATION_MESSAGES.titleRequired],
      "footer.0.links.0.href": [NAVIGATION_MESSAGES.hrefCharacters],
    });
    expect(await read()).toEqual(before);
  });

  it("refuses an SEO manager (403) and a caller without a token (401), and changes nothing", async () => {
    const before = await read();
    const changed = { ...before, header: [{ label: "Only", href: "/" }] };
    const seo = await save("seo_manager", changed);
    expect(seo.statusCode).toBe(403);
    expect(seo.json()).toMatchObject({ error: "forbidden", message: expect.stringMatching(/Editor/) });
    const anonymous = await save(null, changed);
    expect(anonymous.statusCode).toBe(401);
    expect(await read()).toEqual(before);
  });
});
