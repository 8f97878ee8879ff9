import {
  auditLog,
  blogPosts,
  contentRevisions,
  mediaItems,
  pages,
  readContentVersion,
  workingCopies,
} from "@staffing/db";
import { NAV, type UserRole, VALIDATION_MESSAGES } from "@staffing/shared";
import { count } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, tokensForEveryRole } from "../../testing";

// POST /api/admin/preview (issue 19, point 3): unsaved fields rendered as visitors would see them,
// by the site's own renderer, for the editor's live preview frame; nothing is stored.

const SITE = "https://www.example.com";
let server: TestServer;
const tokens = {} as Record<UserRole, string>;

beforeAll(async () => {
  server = await startTestServer({ withWebsite: true, env: { PUBLIC_SITE_URL: SITE } });
  Object.assign(tokens, await tokensForEveryRole(server, "preview-password-123"));
}, 120_000);
afterAll(() => server?.close());

const call = (role: UserRole | null, options: InjectOptions) =>
  server.app.inject({
    ...options,
    headers: { ...(options.headers ?? {}), ...(role ? { authorization: `Bearer ${tokens[role]}` } : {}) },
  });
const preview = (role: UserRole | null, payload: object) =>
  call(role, { method: "POST", url: "/api/admin/preview", payload });

/** Every table a save could write to, and the content version. */
async function stored() {
  const rows = async (
    table:
      | typeof pages
      | typeof blogPosts
      | typeof workingCopies
      | typeof contentRevisions
      | typeof auditLog
      | typeof mediaItems,
  ) => (await server.db.select({ n: count() }).from(table))[0]?.n;
  return {
    pages: await rows(pages),
    posts: await rows(blogPosts),
    workingCopies: await rows(workingCopies),
    revisions: await rows(contentRevisions),
    audit: await rows(auditLog),
    media: await rows(mediaItems),
    version: await readContentVersion(server.db),
  };
}

const unsavedPage = {
  kind: "page",
  item: {
    title: "A page nobody saved",
    slug: "not-saved-yet",
    content: "<p>Intro <script>alert(1)</script>text</p>",
    sections: [
      {
        type: "testimonials",
        items: [{ quote: "<img src=x onerror=alert(1)>", name: "Ada", company: "Analytical" }],
      },
      { type: "callToAction", heading: "Ready to hire?", button: { label: "Talk to us", href: "/contact" } },
    ],
  },
};

describe("POST /api/admin/preview", () => {
  it("answers the unsaved page as visitors would see it: the site's header and footer, noindex, never cached", async () => {
    const before = await stored();
    const response = await preview("editor", unsavedPage);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
    const html = response.body;
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/);
    expect(html).toContain("A page nobody saved");
    expect(html).toContain("Intro text");
    expect(html).not.toContain("<script>alert(1)</script>");
    // The site's header (its navigation) and footer.
    expect(html).toMatch(/<header[\s>]/);
    expect(html).toMatch(/<footer[\s>]/);
    expect(html).toContain(NAV.skipToContent);
    // Nothing was stored, and no cached page went stale.
    expect(await stored()).toEqual(before);
  });

  it("works in the panel's frame (srcdoc): stylesheet and scripts at the site's absolute addresses, nothing inline", async () => {
    const html = (await preview("admin", unsavedPage)).body;
    const stylesheet = html.match(/<link rel="stylesheet" href="([^"]+)"/)?.[1] ?? "";
    expect(stylesheet).toMatch(new RegExp(`^${SITE}/assets/[^"]+\\.css$`));
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1] ?? "");
    for (const attributes of scripts) {
      // A module from the site, or data (JSON-LD), which a policy does not run.
      expect(attributes).toMatch(new RegExp(`src="${SITE}/assets/|type="application/ld\\+json"`));
    }
    expect(html).not.toMatch(/<style[\s>]/);
    expect(html).not.toContain("speculationrules");
    // The stylesheet it names is served.
    const css = await call(null, { url: new URL(stylesheet).pathname });
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toContain("text/css");
  });

  it("answers an unsaved post with its article, its text sanitized as a save would", async () => {
    const response = await preview("editor", {
      kind: "post",
      item: {
        title: "An unsaved post",
        slug: "unsaved-post",
        excerpt: "Written a minute ago.",
        content: '<p onclick="steal()">Body text</p><img src="x" onerror="alert(1)">',
        tags: ["hiring"],
        category: "Industry Insights",
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain("An unsaved post");
    expect(response.body).toContain("Written a minute ago.");
    expect(response.body).toContain("<p>Body text</p>");
    expect(response.body).not.toContain("onerror");
    expect(response.body).not.toContain("steal()");
  });

  it("refuses bad fields as a save would: 400 naming each, under item", async () => {
    const bad = await preview("editor", {
      kind: "page",
      item: { title: "", slug: "x", sections: [{ type: "nope" }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(["item.sections.0.type", "item.title"]);
    const image = await preview("editor", {
      kind: "page",
      item: {
        title: "T",
        slug: "x",
        sections: [
          {
            type: "hero",
            heading: "Hi",
            image: { src: "/media/0123456789abcdef0123456789abcdef-8x8.png", alt: "" },
          },
        ],
      },
    });
    expect(image.statusCode).toBe(400);
    expect(image.json().fields).toEqual({
      "item.sections.0.image.src": [VALIDATION_MESSAGES.imageNotInLibrary],
    });
    expect((await preview("editor", { kind: "video", item: {} })).statusCode).toBe(400);
  });

  it("needs the roles of editing: 401 without a token, 403 for an SEO manager", async () => {
    expect((await preview(null, unsavedPage)).statusCode).toBe(401);
    const refused = await preview("seo_manager", unsavedPage);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: "forbidden" });
    expect((await preview("admin", unsavedPage)).statusCode).toBe(200);
  });

  it("has no address of its own: GET /preview/unsaved is the not-found screen", async () => {
    const response = await call(null, { url: "/preview/unsaved" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });
});
