import { auditLog, blogPosts, edgePurges, people } from "@staffing/db";
import { PEOPLE_MESSAGES, type UserRole, VALIDATION_MESSAGES } from "@staffing/shared";
import { and, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody, startTestServer, type TestServer, tokensForEveryRole } from "../../testing";
import { freshPng } from "./requests.testing";

// People (issue 29, point 7): staff profiles that write posts and make up the team. Admins and
// editors keep them; visitors read them at /api/authors and on each author's page.

let server: TestServer;
const tokens = {} as Record<UserRole, string>;
/** An image of the media library (its address), uploaded before the tests. */
let photo = "";

beforeAll(async () => {
  server = await startTestServer({ withWebsite: true });
  Object.assign(tokens, await tokensForEveryRole(server, "people-password-123"));
  const upload = await call("admin", {
    method: "POST",
    url: "/api/admin/media",
    ...multipartBody(
      { alt: "A portrait" },
      { name: "portrait.png", type: "image/png", bytes: await freshPng() },
    ),
  });
  photo = upload.json().url;
}, 120_000);
afterAll(() => server?.close());

const call = (role: UserRole | null, options: InjectOptions) =>
  server.app.inject({
    ...options,
    headers: { ...(options.headers ?? {}), ...(role ? { authorization: `Bearer ${tokens[role]}` } : {}) },
  });
const n = () => Math.random().toString(36).slice(2, 8);

const personFields = (suffix = n()) => ({
  name: `Dana Whitford ${suffix}`,
  slug: `dana-whitford-${suffix}`,
  jobTitle: "Managing Director",
  photo,
  bio: "Founded the company in 2009.",
  linkedinUrl: `https://www.linkedin.com/in/dana-${suffix}`,
  onTeam: true,
  position: 1,
});

async function addPerson(fields: Record<string, unknown> = personFields()) {
  const response = await call("editor", { method: "POST", url: "/api/admin/people", payload: fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; slug: string; name: string };
}

async function addPost(authorId: string | null, published = true) {
  const slug = `post-${n()}`;
  const response = await call("editor", {
    method: "POST",
    url: "/api/admin/blog",
    payload: { title: `A post ${slug}`, slug, content: "<p>Words.</p>", isPublished: published, authorId },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; slug: string; authorId: string | null };
}

describe("admin: people", () => {
  it("an editor adds, reads, changes and deletes a person, each change in the audit log", async () => {
    const fields = personFields();
    const created = await addPerson(fields);
    expect(created).toMatchObject({ ...fields, postCount: 0, userId: null });

    const list = await call("editor", { url: "/api/admin/people" });
    expect(list.json()).toContainEqual(expect.objectContaining({ id: created.id, name: fields.name }));
    const one = await call("seo_manager", { url: `/api/admin/people/${created.id}` });
    expect(one.json()).toMatchObject({ name: fields.name, jobTitle: "Managing Director" });

    const changed = await call("editor", {
      method: "PUT",
      url: `/api/admin/people/${created.id}`,
      payload: { ...fields, jobTitle: "Chief Executive", photo: "", linkedinUrl: "" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ jobTitle: "Chief Executive", photo: null, linkedinUrl: null });

    const removed = await call("admin", { method: "DELETE", url: `/api/admin/people/${created.id}` });
    expect(removed.json()).toEqual({ unattributedPosts: 0 });
    expect(await server.db.select().from(people).where(eq(people.id, created.id))).toEqual([]);
    const audit = await server.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "person"), eq(auditLog.entityId, created.id)));
    expect(audit.map((row) => row.action).sort()).toEqual(["create", "delete", "update"]);
  });

  it("refuses an SEO manager's change with 403 naming the roles, and changes nothing", async () => {
    const response = await call("seo_manager", {
      method: "POST",
      url: "/api/admin/people",
      payload: personFields(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/Editor/);
    expect(await server.db.select().from(people).where(eq(people.slug, "nobody"))).toEqual([]);
  });

  it.each([
    [{ name: "" }, "name", VALIDATION_MESSAGES.nameRequired],
    [{ slug: "Not A Slug" }, "slug", VALIDATION_MESSAGES.slugPattern],
    [{ linkedinUrl: "https://evil.example/in/dana" }, "linkedinUrl", PEOPLE_MESSAGES.linkedinUrl],
    [{ linkedinUrl: "http://www.linkedin.com/in/dana" }, "linkedinUrl", PEOPLE_MESSAGES.linkedinUrl],
    [{ photo: "https://elsewhere.example/me.jpg" }, "photo", "Choose an image from the media library"],
    [{ bio: "x".repeat(601) }, "bio", undefined],
  ])("answers 400 naming the field for %j", async (change, field, message) => {
    const response = await call("editor", {
      method: "POST",
      url: "/api/admin/people",
      payload: { ...personFields(), ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
    if (message) expect(response.json().fields[field]).toContain(message);
  });

  it("answers 400 on photo for a library address the library does not hold", async () => {
    const missing = photo.replace(/\/media\/[0-9a-f]{4}/, "/media/0000");
    const response = await call("editor", {
      method: "POST",
      url: "/api/admin/people",
      payload: { ...personFields(), photo: missing },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.photo).toContain(VALIDATION_MESSAGES.imageNotInLibrary);
  });

  it("answers 409 for a taken address, on create and on update", async () => {
    const first = await addPerson();
    const taken = await call("editor", {
      method: "POST",
      url: "/api/admin/people",
      payload: { ...personFields(), slug: first.slug },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: "conflict", message: PEOPLE_MESSAGES.slugTaken });
    const second = await addPerson();
    const renamed = await call("editor", {
      method: "PUT",
      url: `/api/admin/people/${second.id}`,
      payload: { ...personFields(), slug: first.slug },
    });
    expect(renamed.statusCode).toBe(409);
  });

  it("deleting a person keeps their posts published, without an author, and says how many", async () => {
    const person = await addPerson();
    const post = await addPost(person.id);
    expect(post.authorId).toBe(person.id);
    const listed = (await call("editor", { url: `/api/admin/people/${person.id}` })).json();
    expect(listed.postCount).toBe(1);

    const removed = await call("editor", { method: "DELETE", url: `/api/admin/people/${person.id}` });
    expect(removed.json()).toEqual({ unattributedPosts: 1 });
    const [kept] = await server.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(kept).toMatchObject({ isPublished: true, authorId: null });
    const page = await server.app.inject({ url: `/blog/${post.slug}` });
    expect(page.statusCode).toBe(200);
    expect(blogPosting(page.body).author).toEqual({ "@type": "Organization", name: expect.any(String) });
  });

  it("refuses a post whose author is not one of People, on authorId", async () => {
    const response = await call("editor", {
      method: "POST",
      url: "/api/admin/blog",
      payload: { title: "T", slug: `t-${n()}`, authorId: "00000000-0000-4000-8000-000000000000" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.authorId).toContain(PEOPLE_MESSAGES.authorUnknown);
  });
});

/** The page's BlogPosting block. */
function blogPosting(html: string): Record<string, unknown> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? "{}") as Record<string, unknown>,
  );
  const posting = blocks.find((block) => block["@type"] === "BlogPosting");
  if (!posting) throw new Error("no BlogPosting");
  return posting;
}

describe("public: authors", () => {
  it("lists the team and the authors of published posts with public fields only", async () => {
    const onTeam = await addPerson();
    const writer = await addPerson({ ...personFields(), onTeam: false });
    await addPost(writer.id);
    const unseen = await addPerson({ ...personFields(), onTeam: false });
    await addPost(unseen.id, false);

    const response = await server.app.inject({ url: "/api/authors" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toMatch(/public/);
    const authors = response.json() as Record<string, unknown>[];
    const slugs = authors.map((author) => author.slug);
    expect(slugs).toEqual(expect.arrayContaining([onTeam.slug, writer.slug]));
    expect(slugs).not.toContain(unseen.slug);
    const shown = authors.find((author) => author.slug === writer.slug);
    expect(shown).toMatchObject({ postCount: 1, onTeam: false, url: `/authors/${writer.slug}` });
    for (const secret of ["userId", "position", "createdAt", "updatedAt"])
      expect(shown).not.toHaveProperty(secret);
  });

  it("answers one author with their published posts, a page at a time, and 404 for anyone else", async () => {
    const person = await addPerson();
    const posts = [await addPost(person.id), await addPost(person.id), await addPost(person.id)];
    await addPost(person.id, false);

    const first = await server.app.inject({ url: `/api/authors/${person.slug}?limit=2` });
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.author).toMatchObject({ name: person.name, postCount: 3 });
    expect(body).toMatchObject({ page: 1, pageCount: 2 });
    expect(body.posts).toHaveLength(2);
    expect(body.posts[0].author).toMatchObject({ slug: person.slug });
    const second = (await server.app.inject({ url: `/api/authors/${person.slug}?limit=2&page=2` })).json();
    const seen = [...body.posts, ...second.posts].map((post: { slug: string }) => post.slug);
    expect(seen.sort()).toEqual(posts.map((post) => post.slug).sort());

    const unknown = await server.app.inject({ url: "/api/authors/nobody-here" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: "not_found" });
  });

  it("shows a renamed person at once on the public list", async () => {
    const person = await addPerson();
    await server.app.inject({ url: "/api/authors" });
    await call("editor", {
      method: "PUT",
      url: `/api/admin/people/${person.id}`,
      payload: { ...personFields(), slug: person.slug, name: "Dana Renamed" },
    });
    const authors = (await server.app.inject({ url: "/api/authors" })).json() as {
      slug: string;
      name: string;
    }[];
    expect(authors.find((author) => author.slug === person.slug)?.name).toBe("Dana Renamed");
    // The shared cache is told too: what shows people, and this person's page.
    const purges = await server.db.select({ keys: edgePurges.keys }).from(edgePurges);
    expect(purges.map((row) => row.keys)).toContainEqual(
      expect.arrayContaining(["people", `author:${person.slug}`]),
    );
  });
});

describe("public pages: bylines and author pages", () => {
  it("a post names its author: the byline links to their page, its BlogPosting author is a Person", async () => {
    const person = await addPerson();
    const post = await addPost(person.id);
    const page = await server.app.inject({ url: `/blog/${post.slug}` });
    expect(page.body).toContain(`href="/authors/${person.slug}"`);
    expect(page.body).toContain(person.name);
    expect(blogPosting(page.body).author).toEqual({
      "@type": "Person",
      name: person.name,
      url: expect.stringMatching(new RegExp(`/authors/${person.slug}$`)),
      jobTitle: "Managing Director",
      image: expect.stringContaining(photo),
      description: "Founded the company in 2009.",
      sameAs: [expect.stringMatching(/^https:\/\/www\.linkedin\.com\/in\//)],
    });
  });

  it("an author's page shows who they are and their posts, with a ProfilePage and a canonical address", async () => {
    const person = await addPerson();
    const post = await addPost(person.id);
    const page = await server.app.inject({ url: `/authors/${person.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(new RegExp(`<h1[^>]*>${person.name}</h1>`));
    expect(page.body).toContain(`href="/blog/${post.slug}"`);
    expect(page.body).toMatch(/<link rel="canonical" href="[^"]*\/authors\/dana-whitford-[a-z0-9]+"/);
    expect(page.body).toContain('"@type":"ProfilePage"');
    expect(page.body).toContain(`href="https://www.linkedin.com/in/dana-`);
    expect((await server.app.inject({ url: "/authors/nobody-here" })).statusCode).toBe(404);

    // Named for the shared cache by what it shows: this person and posts; a post's byline shows people.
    const keys = String(page.headers["surrogate-key"]).split(" ");
    expect(keys).toEqual(expect.arrayContaining([`author:${person.slug}`, "posts"]));
    const postPage = await server.app.inject({ url: `/blog/${post.slug}` });
    expect(String(postPage.headers["surrogate-key"]).split(" ")).toContain("people");

    const sitemap = await server.app.inject({ url: "/sitemap.xml" });
    expect(sitemap.body).toContain(`/authors/${person.slug}</loc>`);
  });
});
