import { companyProfile, pages, readCompanyProfile } from "@staffing/db";
import {
  ABOUT_PAGE,
  CONTACT_PAGE,
  factValues,
  fillFacts,
  HOME,
  INQUIRY_FORM,
  SECTION_TEXTS,
  SECTION_TYPES,
  SERVICES_PAGE,
  type Section,
  type SectionInput,
  type SectionType,
} from "@staffing/shared";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { accessToken, multipartBody, startTestServer, TEST_ADMIN, type TestServer } from "../../testing";
import { jsonLd, servedPage, textOf } from "./served-page.testing";

// Every public page is a list of sections, rendered on the server from the database: what a visitor
// (or a crawler) gets over HTTP.

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ withWebsite: true });
  token = await accessToken(server, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(() => server?.close());

const page = (url: string) => servedPage(server, url);
const mainOf = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

async function pageBySlug(slug: string) {
  const [row] = await server.db.select().from(pages).where(eq(pages.slug, slug));
  if (!row) throw new Error(`no page ${slug}`);
  return row;
}
/** Changes a system page's sections straight in the database, and puts them back after `check`. */
async function withSections(
  slug: string,
  change: (sections: Section[]) => Section[],
  check: () => Promise<void>,
) {
  const row = await pageBySlug(slug);
  await server.db
    .update(pages)
    .set({ sections: change(structuredClone(row.sections)) })
    .where(eq(pages.id, row.id));
  try {
    await check();
  } finally {
    await server.db.update(pages).set({ sections: row.sections }).where(eq(pages.id, row.id));
  }
}
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 3000, interval: 10 });

const admin = (method: "POST" | "PUT", url: string, payload: object) =>
  server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

let pageCount = 0;
/** Publishes a page of these sections at a new address and answers the address. */
async function publish(sections: SectionInput[], title = "Sections under test"): Promise<string> {
  const slug = `sections-test-${++pageCount}`;
  const response = await admin("POST", "/api/admin/pages", { title, slug, sections, isPublished: true });
  expect(response.statusCode, response.body).toBe(201);
  return `/${slug}`;
}

describe("the system pages", () => {
  it("show their texts from the database: a change to a section shows on the next visit", async () => {
    const cases: [string, string, string, (sections: Section[]) => Section[]][] = [
      [
        "/",
        HOME.heroTitle,
        "People for every season",
        (sections) =>
          sections.map((s) => (s.type === "hero" ? { ...s, heading: "People for every season" } : s)),
      ],
      [
        "/services",
        SERVICES_PAGE.temporary.steps[0]?.title ?? "",
        "Call us with the shifts",
        (sections) =>
          sections.map((s) =>
            s.type === "serviceTabs"
              ? {
                  ...s,
                  tabs: s.tabs.map((tab) => ({
                    ...tab,
                    sections: tab.sections.map((inner) =>
                      inner.type === "steps"
                        ? {
                            ...inner,
                            items: inner.items.map((step, i) =>
                              i === 0 && tab.id === "temporary-staffing"
                                ? { ...step, title: "Call us with the shifts" }
                                : step,
                            ),
                          }
                        : inner,
                    ),
                  })),
                }
              : s,
          ),
      ],
      [
        "/about",
        ABOUT_PAGE.timeline[5]?.text ?? "",
        "A new office opens in Vancouver.",
        (sections) =>
          sections.map((s) =>
            s.type === "timeline"
              ? {
                  ...s,
                  items: [...s.items.slice(0, 5), { year: "2025", text: "A new office opens in Vancouver." }],
                }
              : s,
          ),
      ],
      [
        "/contact",
        CONTACT_PAGE.faq[0]?.q ?? "",
        "Do you place people on weekends?",
        (sections) =>
          sections.map((s) =>
            s.type === "faq"
              ? { ...s, items: [{ question: "Do you place people on weekends?", answer: "Yes." }] }
              : s,
          ),
      ],
    ];
    for (const [url, seeded, changed, change] of cases) {
      expect(textOf((await page(url)).html), url).toContain(seeded);
      await withSections(url === "/" ? "home" : url.slice(1), change, async () => {
        await eventually(async () => expect(textOf((await page(url)).html), url).toContain(changed));
        expect(textOf((await page(url)).html), url).not.toContain(seeded);
      });
    }
  });

  it("/home answers 301 to /, keeping its query", async () => {
    for (const [from, to] of [
      ["/home", "/"],
      ["/home/", "/"],
      ["/home?utm_source=news", "/?utm_source=news"],
    ] as const) {
      const response = await server.app.inject({ url: from });
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
  });

  it("show the company's phones, e-mail addresses and offices as its profile has them", async () => {
    const [row] = await server.db.select().from(companyProfile);
    if (!row) throw new Error("no company profile");
    const profile = structuredClone(row.profile);
    const oldMain = profile.phones[0]?.number;
    profile.phones = [{ label: "Head office", number: "+1 (587) 555-0100" }];
    profile.offices = [
      // An office's own line that was the main number changes with it (offices show their phones).
      ...profile.offices.map((office) =>
        office.phone === oldMain ? { ...office, phone: "+1 (587) 555-0100" } : office,
      ),
      {
        name: "West coast desk",
        street: "",
        city: "Vancouver",
        region: "",
        postalCode: "",
        country: "",
        phone: "",
        email: "",
      },
    ];
    await server.db.update(companyProfile).set({ profile });
    try {
      await eventually(async () => {
        const main = mainOf((await page("/contact")).html);
        expect(main).toContain('href="tel:+15875550100"');
        expect(textOf(main)).toContain("Vancouver");
        expect(textOf(main)).toContain("West coast desk");
      });
      expect(textOf(mainOf((await page("/contact")).html))).not.toContain(
        CONTACT_PAGE.cards[0]?.lines[0] ?? "",
      );
    } finally {
      await server.db.update(companyProfile).set({ profile: row.profile });
    }
  });

  it("/contact offers its e-mail addresses with a break after the @, so a narrow card can wrap them", async () => {
    const { html } = await page("/contact");
    expect(html).toContain(
      '<a href="mailto:support@northbridgestaffing.com">support@<wbr/>northbridgestaffing.com</a>',
    );
  });

  it("/services renders every tab's panel on the server, each at its anchor, the form an island of its own", async () => {
    const { html } = await page("/services");
    for (const tab of SERVICES_PAGE.tabs) {
      expect(html).toMatch(new RegExp(`<section id="${tab.id}" [^>]*aria-labelledby="tab-${tab.id}"`));
      expect(html).toMatch(new RegExp(`<a href="#${tab.id}" id="tab-${tab.id}"[^>]*>${tab.label}</a>`));
    }
    expect(textOf(html)).toContain(SERVICES_PAGE.direct.cta.title);
    expect(html).toContain('data-island="section-tabs"');
    const form = html.match(/<div data-island="inquiry-form"[^>]*data-props="([^"]+)"/)?.[1] ?? "";
    expect(JSON.parse(form.replace(/&quot;/g, '"'))).toMatchObject({
      heading: SERVICES_PAGE.virtual.formHeading,
      returnTo: "/services#inquiry",
    });
  });
});

describe("pages made of sections", () => {
  it("a new page made of the About page's sections shows its timeline", async () => {
    const about = (await server.app.inject({ url: "/api/pages/about" })).json() as {
      sections: SectionInput[];
    };
    const url = await publish(about.sections, "Our history");
    const { status, html } = await page(url);
    expect(status).toBe(200);
    const timeline = html.match(/<ol class="timeline[^"]*">([\s\S]*?)<\/ol>/)?.[1] ?? "";
    for (const event of ABOUT_PAGE.timeline) {
      expect(textOf(timeline)).toContain(String(event.year));
      expect(textOf(timeline)).toContain(event.text);
    }
    expect(textOf(html)).toContain(ABOUT_PAGE.timelineHeading);
  });

  it("shows a quote typed as <img src=x onerror=alert(1)> as those characters", async () => {
    const typed = "<img src=x onerror=alert(1)>";
    const url = await publish([
      { type: "hero", heading: "What clients say" },
      {
        type: "testimonials",
        heading: "<b>Stories</b>",
        items: [{ quote: typed, name: "<script>alert(2)</script>", role: "Buyer", company: "A & B" }],
      },
    ]);
    const { html } = await page(url);
    const main = mainOf(html);
    expect(main).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(main).toContain("&lt;script&gt;alert(2)&lt;/script&gt;");
    expect(main).toContain("&lt;b&gt;Stories&lt;/b&gt;");
    expect(main).not.toContain("<img src=x");
    expect(main).not.toContain("<script>alert");
    expect(textOf(main)).toContain(typed);
  });

  it("puts a FAQ's questions in <details> and in the head as FAQPage JSON-LD, on /faq", async () => {
    const faq = await pageBySlug("faq");
    const questions = faq.sections.flatMap((section) => (section.type === "faq" ? section.items : []));
    expect(questions.length).toBeGreaterThan(5);
    const { html } = await page("/faq");
    for (const item of questions) expect(textOf(html)).toContain(item.question);
    expect(html).toMatch(/<details [^>]*><summary>How quickly can you place someone\?<\/summary>/);
    const blocks = jsonLd(html.slice(0, html.indexOf("</head>"))).filter(
      (block) => block["@type"] === "FAQPage",
    );
    expect(blocks).toHaveLength(1);
    // An answer that names a company fact as a token ({{phone2}}) gives the profile's value.
    const facts = factValues(await readCompanyProfile(server.db));
    expect(blocks[0].mainEntity).toEqual(
      questions.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: fillFacts(item.answer, facts) },
      })),
    );
    expect(JSON.stringify(blocks[0].mainEntity)).not.toContain("{{");
    // A page without questions has none.
    expect(jsonLd((await page("/about")).html).some((block) => block["@type"] === "FAQPage")).toBe(false);
  });

  it("builds the CMS pages in the marketing template: a hero band first, a call to action last", async () => {
    for (const url of [
      "/faq",
      "/privacy",
      "/terms",
      "/cookies",
      "/resources/case-studies",
      "/resources/whitepapers",
      "/resources/reports",
    ]) {
      const main = mainOf((await page(url)).html);
      const bands = [...main.matchAll(/<section class="([^"]*)"/g)].map((m) => m[1] ?? "");
      expect(bands[0], url).toMatch(/^hero/);
      expect(bands.at(-1), url).toMatch(/^ctaSection/);
      expect(main.match(/<h1[^>]*>/g), url).toHaveLength(1);
    }
    const cases = textOf(mainOf((await page("/resources/case-studies")).html));
    for (const figure of ["36 hours", "58% lower cost", "19 days"]) expect(cases).toContain(figure);
  });

  it("renders every section type, with library images as srcsets and one inquiry form a page", async () => {
    const photo = await upload("team.jpg", "#2a7");
    const logo = await upload("logo.jpg", "#13315c");
    const image = { src: photo, alt: "Our recruiters at work" };
    const every: Record<SectionType, SectionInput> = {
      hero: {
        type: "hero",
        eyebrow: "Hero eyebrow",
        heading: "Hero heading",
        text: "Hero text",
        buttons: [{ label: "Hero button", href: "/services", style: "primary" }],
        // The profile's main office line (seeded): a changed number shows here too.
        callButton: "Call the desk",
        callPhone: "Main office",
        points: ["Hero point"],
        image,
      },
      richText: { type: "richText", html: "<h2>Rich heading</h2><p>Rich <strong>text</strong></p>" },
      cards: {
        type: "cards",
        heading: "Cards heading",
        items: [
          {
            title: "Card with image",
            image,
            text: "Card text",
            figure: "40% faster",
            href: "/about",
            linkLabel: "Read",
          },
          { title: "Card with icon", icon: "speed", chip: "2-4 weeks" },
        ],
      },
      stats: { type: "stats", heading: "Stats heading", items: [{ value: "10k+", label: "Stat label" }] },
      testimonials: {
        type: "testimonials",
        heading: "Testimonials heading",
        items: [
          { quote: "Quote text", name: "Quoted Person", role: "Role", company: "Company", photo: image },
        ],
      },
      steps: { type: "steps", heading: "Steps heading", items: [{ title: "Step one", text: "Step text" }] },
      timeline: {
        type: "timeline",
        heading: "Timeline heading",
        items: [{ year: "1999", text: "Timeline text" }],
      },
      values: {
        type: "values",
        heading: "Values heading",
        items: [{ title: "Value title", icon: "integrity" }],
      },
      faq: {
        type: "faq",
        heading: "FAQ heading",
        items: [{ question: "A question?", answer: "An answer." }],
      },
      offices: { type: "offices", heading: "Offices heading", details: true },
      clientLogos: {
        type: "clientLogos",
        heading: "Clients heading",
        items: [{ name: "Logo Client", logo: { src: logo, alt: "" } }, { name: "Named Client" }],
      },
      latestPosts: { type: "latestPosts", heading: "Posts heading", count: 2, linkLabel: "All posts" },
      callToAction: {
        type: "callToAction",
        heading: "CTA heading",
        button: { label: "CTA button", href: "/contact", style: "accent" },
      },
      imageText: {
        type: "imageText",
        heading: "Image text heading",
        text: "Image text text",
        highlights: [{ title: "Highlight title", text: "Highlight text" }],
        image,
        imageSide: "left",
      },
      team: {
        type: "team",
        heading: "Team heading",
        items: [
          { name: "Photo Person", role: "Recruiter", photo: image, bio: "Bio text" },
          { name: "Initials Person", role: "Consultant" },
        ],
      },
      serviceTabs: {
        type: "serviceTabs",
        label: "Tabs label",
        tabs: [
          {
            id: "first-tab",
            label: "First tab",
            sections: [
              { type: "imageText", heading: "Tab form heading", points: ["Tab point"], inquiryForm: true },
            ],
          },
          {
            id: "second-tab",
            label: "Second tab",
            sections: [{ type: "steps", items: [{ title: "Tab step" }] }],
          },
        ],
      },
    };
    expect(Object.keys(every).sort()).toEqual(Object.keys(SECTION_TYPES).sort());
    // The hero first (the page's h1), a second inquiry form after the tabs' one.
    const url = await publish([
      ...Object.values(every),
      { type: "imageText", heading: "Second form", inquiryForm: true },
    ]);
    const { status, html } = await page(url);
    expect(status).toBe(200);
    const main = mainOf(html);
    const text = textOf(main);
    for (const words of [
      "Hero heading",
      "Hero point",
      "Rich heading",
      "Card with image",
      "40% faster",
      "2-4 weeks",
      "10k+",
      "Quote text",
      "Quoted Person",
      "Step one",
      "1999",
      "Value title",
      "A question?",
      SECTION_TEXTS.contactCards.call,
      "Named Client",
      "Posts heading",
      "CTA heading",
      "Highlight title",
      "Photo Person",
      "Tab step",
    ]) {
      expect(text, words).toContain(words);
    }
    expect(main.match(/<h1[^>]*>/g)).toHaveLength(1);
    expect(main).toContain('href="tel:+17805550142"');
    expect(text).toContain("Call the desk: +1 (780) 555-0142");
    // Library images with their WebP copies.
    const images = [...main.matchAll(new RegExp(`<img [^>]*src="${photo}"[^>]*>`, "g"))].map((m) => m[0]);
    expect(images.length).toBeGreaterThanOrEqual(5);
    for (const tag of images) expect(tag).toMatch(/srcSet="[^"]*-480w\.webp 480w/i);
    expect(main).toContain('alt="Our recruiters at work"');
    expect(main).toMatch(new RegExp(`<img [^>]*src="${logo}"[^>]*alt="Logo Client"`));
    // The latest posts, as many as asked.
    expect(main.match(/<article /g)).toHaveLength(2);
    // One inquiry form: the second place that asks for it links to it.
    expect(main.match(/<form id="inquiry"/g)).toHaveLength(1);
    expect(main).toContain(`<a href="#inquiry"`);
    expect(text).toContain(SECTION_TEXTS.toTheForm);
    expect(text).toContain(INQUIRY_FORM.submit);
    // No element repeats an id.
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });
});

/** Puts an image into the media library (each of its own colour) and answers its address. */
async function upload(name: string, background: string): Promise<string> {
  const bytes = await sharp({ create: { width: 1600, height: 1200, channels: 3, background } })
    .jpeg()
    .toBuffer();
  const body = multipartBody({ alt: name }, { name, type: "image/jpeg", bytes });
  const response = await server.app.inject({
    method: "POST",
    url: "/api/admin/media",
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { url: string }).url;
}
