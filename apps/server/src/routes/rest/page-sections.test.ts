import { pages } from "@staffing/db";
import {
  MAX_SECTIONS,
  REVISION_CHANGES,
  REVISIONS,
  SECTION_TYPES,
  type SectionInput,
  SYSTEM_PAGE_MESSAGES,
  type UserRole,
  VALIDATION_MESSAGES,
} from "@staffing/shared";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody, startTestServer, type TestServer, tokensForEveryRole } from "../../testing";
import { freshPng } from "./requests.testing";

// A page is a list of sections (issue 19, point 2): stored as typed, checked field by field, its
// images from the media library, its rich text sanitized; the four system pages stay.

let server: TestServer;
const tokens = {} as Record<UserRole, string>;
/** An image of the media library (its address), uploaded before the tests. */
let photo = "";

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(tokens, await tokensForEveryRole(server, "sections-password-123"));
  const upload = await call("admin", {
    method: "POST",
    url: "/api/admin/media",
    ...multipartBody({ alt: "A client" }, { name: "client.png", type: "image/png", bytes: await freshPng() }),
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

const createPage = (payload: Record<string, unknown>) =>
  call("editor", { method: "POST", url: "/api/admin/pages", payload });
const updatePage = (id: string, payload: Record<string, unknown>) =>
  call("editor", { method: "PUT", url: `/api/admin/pages/${id}`, payload });
const openPage = (id: string) => call("editor", { url: `/api/admin/pages/${id}` });
const systemPage = async (slug: string) => {
  const [page] = await server.db.select().from(pages).where(eq(pages.slug, slug));
  if (!page) throw new Error(`no ${slug} page`);
  return page;
};

const XSS = "<img src=x onerror=alert(1)>";

/** A page of several section types, an image of the library among them. */
const sampleSections = (): SectionInput[] => [
  {
    type: "hero",
    heading: "People who  fit",
    text: "Staffing for teams that move fast.",
    buttons: [{ label: "Talk to us", href: "/contact" }],
    image: { src: photo, alt: "A client at work" },
  },
  {
    type: "stats",
    items: [
      { value: "10k+", label: "Placements" },
      { value: "24/7", label: "Support" },
    ],
  },
  {
    type: "testimonials",
    items: [
      { quote: XSS, name: "Ada <b>Lovelace</b>", company: "Analytical & Co", photo: { src: photo, alt: "" } },
    ],
  },
  {
    type: "richText",
    html: '<h2 onclick="steal()">Our story</h2><script>alert(1)</script><p>Since 2009.</p>',
  },
  { type: "faq", items: [{ question: "How fast?", answer: "Within 48 hours." }] },
  {
    type: "serviceTabs",
    label: "Our services",
    tabs: [
      {
        id: "virtual-staffing",
        label: "Virtual",
        sections: [{ type: "richText", html: '<p>Remote <a href="javascript:alert(1)">teams</a></p>' }],
      },
    ],
  },
];

describe("a page of sections", () => {
  it("round-trips: what POST takes, GET /api/admin/pages/{id} answers, texts as typed, defaults filled", async () => {
    const slug = `sections-${n()}`;
    const created = await createPage({
      title: "Sections",
      slug,
      sections: sampleSections(),
      isPublished: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const page = created.json();
    expect(page).toMatchObject({ slug, content: "", system: false });

    const opened = await openPage(page.id);
    expect(opened.statusCode).toBe(200);
    const { sections, draft, system } = opened.json();
    expect(system).toBe(false);
    expect(draft).toBeNull();
    expect(sections).toHaveLength(6);
    // Trimmed as a line is, otherwise as typed: no entity, no tag removed from plain text.
    expect(sections[0]).toMatchObject({
      type: "hero",
      heading: "People who  fit",
      buttons: [{ label: "Talk to us", href: "/contact", style: "primary" }],
      image: { src: photo, alt: "A client at work" },
      points: [],
      inquiryForm: false,
    });
    expect(sections[1].items.map((item: { value: string }) => item.value)).toEqual(["10k+", "24/7"]);
    expect(sections[2].items[0]).toMatchObject({
      quote: XSS,
      name: "Ada <b>Lovelace</b>",
      company: "Analytical & Co",
    });
    // Rich text is sanitized as post content is, in tabs too.
    expect(sections[3].html).toBe("<h2>Our story</h2><p>Since 2009.</p>");
    expect(sections[5].tabs[0].sections[0].html).toBe("<p>Remote <a>teams</a></p>");

    const published = (await call(null, { url: `/api/pages/${slug}` })).json();
    expect(published.sections).toEqual(sections);
    expect(published.sections[2].items[0].quote).toBe(XSS);
  });

  it("a new page may copy another's sections, in any order", async () => {
    const source = (
      await createPage({ title: "Source", slug: `source-${n()}`, sections: sampleSections() })
    ).json();
    const copied = [...source.sections].reverse();
    const copy = await createPage({ title: "Copy", slug: `copy-${n()}`, sections: copied });
    expect(copy.statusCode, copy.body).toBe(201);
    expect((await openPage(copy.json().id)).json().sections).toEqual(copied);
  });

  it("needs content only when it has no sections", async () => {
    const bare = await createPage({ title: "Bare", slug: `bare-${n()}` });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields).toEqual({ content: [VALIDATION_MESSAGES.contentRequired] });
    const withSections = await createPage({
      title: "Sections only",
      slug: `only-${n()}`,
      sections: [{ type: "faq", items: [{ question: "Q?", answer: "A." }] }],
    });
    expect(withSections.statusCode).toBe(201);
  });

  it("keeps its sections through a PUT that leaves them out (the spec's body has none)", async () => {
    const slug = `kept-${n()}`;
    const page = (await createPage({ title: "Kept", slug, sections: sampleSections() })).json();
    const renamed = await updatePage(page.id, { title: "Kept, renamed", slug, metaTitle: "Kept" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ title: "Kept, renamed", sections: page.sections });
    // Emptied on purpose, they go; then the page needs content again.
    const emptied = await updatePage(page.id, { title: "Kept", slug, sections: [] });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().fields).toEqual({ content: [VALIDATION_MESSAGES.contentRequired] });
    const plain = await updatePage(page.id, { title: "Kept", slug, sections: [], content: "<p>Text</p>" });
    expect(plain.json().sections).toEqual([]);
    const bare = await updatePage(page.id, { title: "Kept", slug });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields).toEqual({ content: [VALIDATION_MESSAGES.contentRequired] });
  });

  it("sanitizes rich text again on its way to visitors", async () => {
    // Written around the API, as a migration or a manual fix could.
    const slug = `raw-sections-${n()}`;
    await server.db.insert(pages).values({
      title: "Raw",
      slug,
      isPublished: true,
      sections: [{ type: "richText", html: '<p onmouseover="steal()">Hi</p><script>alert(1)</script>' }],
    });
    expect((await call(null, { url: `/api/pages/${slug}` })).json().sections).toEqual([
      { type: "richText", html: "<p>Hi</p>" },
    ]);
  });
});

describe("bad sections: 400 naming the field, nothing stored", () => {
  const cases: [string, SectionInput[] | unknown[], string][] = [
    ["an unknown section type", [{ type: "carousel", slides: [] }], "sections.0.type"],
    ["a missing field", [{ type: "faq", items: [{ question: "Why?" }] }], "sections.0.items.0.answer"],
    [
      "a link that is neither http(s) nor a site path",
      [
        { type: "faq", items: [{ question: "Q?", answer: "A." }] },
        { type: "stats", items: [{ value: "1", label: "One" }] },
        { type: "steps", items: [{ title: "One" }] },
        {
          type: "cards",
          items: [{ title: "Card", href: "javascript:alert(1)" }],
        },
      ],
      "sections.3.items.0.href",
    ],
    [
      "a mailto: link (a phone or address to act on comes from the company profile)",
      [{ type: "callToAction", heading: "Write", button: { label: "Mail", href: "mailto:a@b.example" } }],
      "sections.0.button.href",
    ],
    [
      "an image address that is not the library's",
      [{ type: "hero", heading: "Hi", image: { src: "https://elsewhere.example/a.png", alt: "" } }],
      "sections.0.image.src",
    ],
    [
      "a bad field in a tab's section",
      [
        {
          type: "serviceTabs",
          label: "Tabs",
          tabs: [{ id: "one", label: "One", sections: [{ type: "callToAction", heading: "Go" }] }],
        },
      ],
      "sections.0.tabs.0.sections.0.button",
    ],
  ];

  it.each(cases)("%s", async (_name, sections, field) => {
    const slug = `bad-${n()}`;
    const response = await createPage({ title: "Bad", slug, sections });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: "validation_error" });
    expect(Object.keys(response.json().fields)).toEqual([field]);
    expect(response.json().message).toContain(field);
    expect(await server.db.select().from(pages).where(eq(pages.slug, slug))).toEqual([]);
  });

  it("an image not in the media library, wherever it sits, names each such image", async () => {
    const missing = photo.replace(/\/media\/[0-9a-f]{8}/, "/media/00000000");
    const sections: SectionInput[] = [
      { type: "hero", heading: "Hi", image: { src: missing, alt: "" } },
      { type: "testimonials", items: [{ quote: "Good.", name: "Ada", photo: { src: photo, alt: "" } }] },
      {
        type: "serviceTabs",
        label: "Tabs",
        tabs: [
          {
            id: "one",
            label: "One",
            sections: [{ type: "team", items: [{ name: "Bo", photo: { src: missing, alt: "" } }] }],
          },
        ],
      },
    ];
    const response = await createPage({ title: "Missing", slug: `missing-${n()}`, sections });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      "sections.0.image.src": [VALIDATION_MESSAGES.imageNotInLibrary],
      "sections.2.tabs.0.sections.0.items.0.photo.src": [VALIDATION_MESSAGES.imageNotInLibrary],
    });
    const [page] = await server.db.select().from(pages).where(eq(pages.system, false)).limit(1);
    const update = await updatePage(page?.id ?? "", { title: "Missing", slug: page?.slug, sections });
    expect(update.statusCode).toBe(400);
    expect(update.json().fields).toHaveProperty(["sections.0.image.src"]);
  });

  it(`more than ${MAX_SECTIONS} sections`, async () => {
    const sections = Array.from({ length: MAX_SECTIONS + 1 }, () => ({ type: "richText", html: "<p>x</p>" }));
    const response = await createPage({ title: "Long", slug: `long-${n()}`, sections });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ sections: [VALIDATION_MESSAGES.tooManySections] });
    const sixty = await createPage({ title: "Sixty", slug: `sixty-${n()}`, sections: sections.slice(1) });
    expect(sixty.statusCode).toBe(201);
  });

  it("sections over 500 KB", async () => {
    const html = `<p>${"x".repeat(180_000)}</p>`;
    const sections = Array.from({ length: 3 }, () => ({ type: "richText", html }));
    const response = await createPage({ title: "Heavy", slug: `heavy-${n()}`, sections });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ sections: [VALIDATION_MESSAGES.sectionsTooLarge] });
  });

  it("over tRPC too, under the same field names", async () => {
    const response = await call("editor", {
      method: "POST",
      url: "/trpc/pages.create",
      payload: {
        title: "Bad",
        slug: `bad-${n()}`,
        sections: [{ type: "cards", items: [{ title: "Card", href: "ftp://x" }] }],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.data.fieldErrors).toEqual({
      "sections.0.items.0.href": [expect.any(String)],
    });
  });
});

describe("the system pages (home, services, about, contact)", () => {
  const sections: SectionInput[] = [
    { type: "callToAction", heading: "Talk to us", button: { label: "Go", href: "/contact" } },
  ];

  it("are marked system: true, and answered by slug like any published page", async () => {
    for (const slug of ["home", "services", "about", "contact"]) {
      const page = await systemPage(slug);
      expect((await openPage(page.id)).json()).toMatchObject({ slug, system: true, isPublished: true });
      expect((await call(null, { url: `/api/pages/${slug}` })).json()).toMatchObject({ slug, system: true });
    }
    const listed = (await call("editor", { url: "/api/admin/pages" })).json() as {
      slug: string;
      system: boolean;
    }[];
    expect(
      listed
        .filter((page) => page.system)
        .map((page) => page.slug)
        .sort(),
    ).toEqual(["about", "contact", "home", "services"]);
  });

  it("cannot be deleted: 409 with the message, and the page stays", async () => {
    const home = await systemPage("home");
    const response = await call("editor", { method: "DELETE", url: `/api/admin/pages/${home.id}` });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: "conflict", message: SYSTEM_PAGE_MESSAGES.cannotDelete });
    expect(await systemPage("home")).toMatchObject({ id: home.id });
  });

  it("cannot be renamed or unpublished (409), but everything else on them can be edited", async () => {
    const about = await systemPage("about");
    const renamed = await updatePage(about.id, {
      title: "About",
      slug: "about-us",
      sections,
      isPublished: true,
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe(SYSTEM_PAGE_MESSAGES.cannotRename);
    const unpublished = await updatePage(about.id, {
      title: "About",
      slug: "about",
      sections,
      isPublished: false,
    });
    expect(unpublished.statusCode).toBe(409);
    expect(unpublished.json().message).toBe(SYSTEM_PAGE_MESSAGES.cannotUnpublish);
    const scheduled = await updatePage(about.id, {
      title: "About",
      slug: "about",
      sections,
      isPublished: true,
      publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(scheduled.statusCode).toBe(409);
    expect(scheduled.json().message).toBe(SYSTEM_PAGE_MESSAGES.cannotUnpublish);
    expect(await systemPage("about")).toEqual(about);

    const edited = await updatePage(about.id, {
      title: "About Northbridge",
      slug: "about",
      sections,
      metaTitle: "About us",
      isPublished: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: "About Northbridge", metaTitle: "About us", sections });
    expect((await call(null, { url: "/api/pages/about" })).json().title).toBe("About Northbridge");
  });

  it("keep their slugs: no other page takes one (400 naming slug)", async () => {
    const created = await createPage({ title: "Another home", slug: "home", content: "<p>Hi</p>" });
    expect(created.statusCode).toBe(400);
    expect(created.json().fields).toEqual({ slug: [VALIDATION_MESSAGES.pageSlugReserved] });
    const page = (await createPage({ title: "Plain", slug: `plain-${n()}`, content: "<p>Hi</p>" })).json();
    const renamed = await updatePage(page.id, { title: "Plain", slug: "services", content: "<p>Hi</p>" });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().fields).toEqual({ slug: [VALIDATION_MESSAGES.pageSlugReserved] });
  });
});

describe("revisions of a page of sections", () => {
  it("keep the sections, say what changed, and a restore brings the sections back", async () => {
    const first: SectionInput[] = [{ type: "faq", items: [{ question: "First?", answer: "Yes." }] }];
    const second: SectionInput[] = [{ type: "faq", items: [{ question: "Second?", answer: "Yes." }] }];
    const slug = `revised-${n()}`;
    const page = (await createPage({ title: "Revised", slug, sections: first })).json();
    await updatePage(page.id, { title: "Revised", slug, sections: second });
    await updatePage(page.id, {
      title: "Revised again",
      slug,
      sections: second,
      metaDescription: "Now with SEO",
    });

    const revisions = (await call("editor", { url: `/api/admin/pages/${page.id}/revisions` })).json() as {
      id: number;
      fields: { sections: SectionInput[] };
      changedFields: string[];
    }[];
    expect(revisions.map((revision) => revision.changedFields)).toEqual([
      ["title", "metaDescription"],
      ["sections"],
      [],
    ]);
    expect(revisions[2]?.fields.sections).toMatchObject(first);

    const restored = await call("editor", {
      method: "POST",
      url: `/api/admin/pages/${page.id}/revisions/${revisions[2]?.id}/restore`,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ title: "Revised", sections: first });
    const after = (await call("editor", { url: `/api/admin/pages/${page.id}/revisions` })).json();
    expect(after[0].changedFields).toEqual(["title", "sections", "metaDescription"]);
  });
});

describe("what changed since a revision (GET .../revisions/{revisionId}/changes)", () => {
  const heroField = (field: string) =>
    [REVISION_CHANGES.section(SECTION_TYPES.hero.label, 1), field].join(REVISION_CHANGES.separator);
  const revisionsOf = async (path: string) =>
    (await call("editor", { url: `/api/admin/${path}/revisions` })).json() as { id: number }[];

  it("lists a hero heading changed since a page's revision, with its section field path and both values", async () => {
    const slug = `compared-${n()}`;
    const sections = (heading: string, alt: string): SectionInput[] => [
      { type: "hero", heading, image: { src: photo, alt } },
      { type: "faq", items: [{ question: "How fast?", answer: "In 48 hours." }] },
    ];
    const page = (
      await createPage({ title: "Compared", slug, sections: sections("Staff who fit", "") })
    ).json();
    await updatePage(page.id, { title: "Compared", slug, sections: sections("Staff who fit, fast", "") });
    const [current, older] = await revisionsOf(`pages/${page.id}`);

    const response = await call("seo_manager", {
      url: `/api/admin/pages/${page.id}/revisions/${older?.id}/changes`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      changes: [
        {
          path: "sections.0.heading",
          label: heroField("Heading"),
          before: "Staff who fit",
          after: "Staff who fit, fast",
        },
      ],
    });
    const same = await call("editor", {
      url: `/api/admin/pages/${page.id}/revisions/${current?.id}/changes`,
    });
    expect(same.json()).toEqual({ changes: [] });

    // An image with no alt text is named by the file name it was uploaded with, never its address.
    await updatePage(page.id, {
      title: "Compared",
      slug,
      sections: [{ type: "hero", heading: "Staff who fit, fast" }, ...sections("", "").slice(1)],
    });
    const withoutImage = await call("editor", {
      url: `/api/admin/pages/${page.id}/revisions/${older?.id}/changes`,
    });
    expect(withoutImage.json().changes).toContainEqual({
      path: "sections.0.image",
      label: heroField("Image"),
      before: "client.png",
      after: "",
    });
  });

  it("lists a post's changed fields as text, and is 404 for an unknown revision or another item's", async () => {
    const slug = `compared-post-${n()}`;
    const created = await call("editor", {
      method: "POST",
      url: "/api/admin/blog",
      payload: { title: "Compared post", slug, content: "<p>Start with the <b>role</b>.</p>", tags: ["a"] },
    });
    const post = created.json();
    await call("editor", {
      method: "PUT",
      url: `/api/admin/blog/${post.id}`,
      payload: { title: "Compared post", slug, content: "<p>Start with the team.</p>", tags: ["a"] },
    });
    const [, older] = await revisionsOf(`blog/${post.id}`);
    const changes = await call("editor", {
      url: `/api/admin/blog/${post.id}/revisions/${older?.id}/changes`,
    });
    expect(changes.statusCode).toBe(200);
    expect(changes.json()).toEqual({
      changes: [
        {
          path: "content",
          label: REVISIONS.fields.content,
          before: "Start with the role .",
          after: "Start with the team.",
        },
      ],
    });

    const page = (await createPage({ title: "Other", slug: `other-${n()}`, content: "<p>Hi</p>" })).json();
    const [pageRevision] = await revisionsOf(`pages/${page.id}`);
    for (const url of [
      `/api/admin/blog/${post.id}/revisions/${pageRevision?.id}/changes`,
      `/api/admin/pages/${page.id}/revisions/${older?.id}/changes`,
      `/api/admin/pages/${page.id}/revisions/999999999/changes`,
    ]) {
      const refused = await call("editor", { url });
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json()).toMatchObject({ error: "not_found" });
    }
  });
});

describe("an image a section shows", () => {
  it("cannot be deleted from the library while a page shows it (409 naming the page)", async () => {
    const upload = await call("admin", {
      method: "POST",
      url: "/api/admin/media",
      ...multipartBody({}, { name: "team.png", type: "image/png", bytes: await freshPng() }),
    });
    const image = upload.json() as { id: string; url: string };
    await createPage({
      title: "Our team",
      slug: `team-${n()}`,
      sections: [{ type: "team", items: [{ name: "Bo", photo: { src: image.url, alt: "Bo" } }] }],
    });
    const response = await call("admin", { method: "DELETE", url: `/api/admin/media/${image.id}` });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('Page "Our team"');
  });
});

describe("the site search", () => {
  it("matches the words typed in a page's sections, never an address, a type or an unsaved draft", async () => {
    const slug = `searched-${n()}`;
    const page = (
      await createPage({
        title: "Searched",
        slug,
        isPublished: true,
        sections: [
          { type: "hero", heading: "Quillwort recruiting", buttons: [{ label: "Go", href: "/zephyrlink" }] },
          {
            type: "faq",
            items: [{ question: "Do you staff marblefin teams?", answer: "Yes, <b>marblefin</b> too." }],
          },
        ],
      })
    ).json();
    const search = async (q: string) => (await call(null, { url: `/api/search?q=${q}` })).json().items;
    expect(await search("quillwort")).toEqual([
      expect.objectContaining({
        title: "Searched",
        url: `/${slug}`,
        highlight: expect.stringContaining("«Quillwort»"),
      }),
    ]);
    expect((await search("marblefin"))[0]?.highlight).not.toContain("<b>");
    expect(await search("zephyrlink")).toEqual([]);
    expect(await search("serviceTabs")).toEqual([]);
    await call("editor", {
      method: "PUT",
      url: `/api/admin/pages/${page.id}/draft`,
      payload: {
        title: "Searched",
        slug,
        sections: [{ type: "faq", items: [{ question: "Glasswing?", answer: "Soon." }] }],
      },
    });
    expect(await search("glasswing")).toEqual([]);
  });

  it("answers a system page at its own address", async () => {
    const home = await systemPage("home");
    await updatePage(home.id, {
      title: "Home",
      slug: "home",
      isPublished: true,
      sections: [{ type: "hero", heading: "Staffing with tidewrack speed" }],
    });
    const items = (await call(null, { url: "/api/search?q=tidewrack" })).json().items;
    expect(items.map((item: { url: string }) => item.url)).toEqual(["/"]);
  });
});
