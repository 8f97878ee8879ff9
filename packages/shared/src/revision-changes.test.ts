import { describe, expect, it } from "vitest";
import { type RevisedContent, revisionChanges } from "./revision-changes";
import { SECTION_TYPES } from "./sections";
import { REVISION_CHANGES, REVISIONS } from "./texts/publishing";

const IMAGE = `/media/${"a".repeat(32)}-1200x630.jpg`;
const OTHER_IMAGE = `/media/${"b".repeat(32)}-800x600.png`;
const FILE_NAMES: Record<string, string> = { [IMAGE]: "team-photo.jpg", [OTHER_IMAGE]: "office.png" };
const imageName = (src: string) => FILE_NAMES[src];

const hero = (heading: string, more: Record<string, unknown> = {}) => ({
  type: "hero",
  eyebrow: "",
  heading,
  text: "",
  buttons: [],
  points: [],
  image: null,
  inquiryForm: false,
  ...more,
});
const faq = (items: { question: string; answer: string }[], heading = "Questions") => ({
  type: "faq",
  heading,
  items,
});
const richText = (html: string) => ({ type: "richText", html });

const page = (more: Partial<RevisedContent> = {}): RevisedContent => ({
  title: "About us",
  slug: "about",
  content: "",
  sections: [],
  metaTitle: null,
  metaDescription: null,
  canonicalUrl: null,
  isPublished: true,
  publishedAt: "2026-11-20T09:30:00.000Z",
  ...more,
});
const post = (more: Partial<RevisedContent> = {}): RevisedContent => ({
  title: "Hiring checklist",
  slug: "hiring-checklist",
  content: "<p>Start with the role.</p>",
  excerpt: "What to do first",
  featuredImage: null,
  metaTitle: null,
  metaDescription: null,
  canonicalUrl: null,
  tags: ["hiring"],
  category: "Guides",
  isPublished: false,
  publishedAt: null,
  ...more,
});

const at = (...parts: string[]) => parts.join(REVISION_CHANGES.separator);
const heroOne = REVISION_CHANGES.section(SECTION_TYPES.hero.label, 1);
const faqName = SECTION_TYPES.faq.label;

describe("the changes between two versions of a page or post", () => {
  it("are none when nothing changed, whatever the order of keys or an empty field's form", () => {
    const sections = [hero("Staff who fit"), faq([{ question: "How fast?", answer: "In 48 hours." }])];
    expect(revisionChanges(page({ sections }), page({ sections: structuredClone(sections) }))).toEqual([]);
    const reordered = { ...sections[0], heading: "Staff who fit", type: "hero" };
    expect(revisionChanges(page({ sections: [reordered] }), page({ sections: [sections[0]] }))).toEqual([]);
    // An older revision lacks sections; a post's excerpt may be null or "".
    expect(revisionChanges({ ...page(), sections: undefined }, page())).toEqual([]);
    expect(revisionChanges(post({ excerpt: null }), post({ excerpt: "" }))).toEqual([]);
  });

  it("name a changed section field by the section's type, its place and the field's title", () => {
    const changes = revisionChanges(
      page({ sections: [hero("Staff who fit"), faq([])] }),
      page({ sections: [hero("Staff who fit, fast"), faq([])] }),
    );
    expect(changes).toEqual([
      {
        path: "sections.0.heading",
        label: at(heroOne, "Heading"),
        before: "Staff who fit",
        after: "Staff who fit, fast",
      },
    ]);
  });

  it("reach a nested item's field, such as a question's answer", () => {
    const items = [
      { question: "How fast?", answer: "In 48 hours." },
      { question: "Where?", answer: "Across Canada." },
    ];
    const changed = [items[0], { question: "Where?", answer: "Across Canada and the US." }];
    const changes = revisionChanges(
      page({ sections: [hero("Hi"), richText("<p>x</p>"), faq(items)] }),
      page({ sections: [hero("Hi"), richText("<p>x</p>"), faq(changed as typeof items)] }),
    );
    expect(changes).toEqual([
      {
        path: "sections.2.items.1.answer",
        label: at(REVISION_CHANGES.section(faqName, 3), REVISION_CHANGES.item("Questions", 2), "Answer"),
        before: "Across Canada.",
        after: "Across Canada and the US.",
      },
    ]);
  });

  it("count an added section once, summed up by what it says first", () => {
    const changes = revisionChanges(
      page({ sections: [hero("Hi")] }),
      page({ sections: [hero("Hi"), faq([{ question: "How fast?", answer: "Soon." }], "")] }),
    );
    expect(changes).toEqual([
      {
        path: "sections.1",
        label: REVISION_CHANGES.added(REVISION_CHANGES.section(faqName, 2)),
        before: "",
        after: `${faqName}: How fast?`,
      },
    ]);
  });

  it("count a removed section once, where it stood", () => {
    const changes = revisionChanges(
      page({ sections: [hero("Hi"), richText("<h2>Our story</h2><p>Since 2010.</p>"), faq([])] }),
      page({ sections: [hero("Hi"), faq([])] }),
    );
    expect(changes).toEqual([
      {
        path: "sections.1",
        label: REVISION_CHANGES.removed(REVISION_CHANGES.section(SECTION_TYPES.richText.label, 2)),
        before: `${SECTION_TYPES.richText.label}: Our story Since 2010.`,
        after: "",
      },
    ]);
  });

  it("tell a move from the places other sections shift to, and a moved section's own changes", () => {
    const first = hero("Hi");
    const second = faq([{ question: "How fast?", answer: "Soon." }]);
    const moved = revisionChanges(page({ sections: [first, second] }), page({ sections: [second, first] }));
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatchObject({
      before: REVISION_CHANGES.position(2),
      after: REVISION_CHANGES.position(1),
    });
    expect(moved[0]?.label).toMatch(/\(moved\)$/);

    const movedAndEdited = revisionChanges(
      page({ sections: [first, second, richText("<p>a</p>")] }),
      page({ sections: [richText("<p>a</p>"), first, { ...second, heading: "Your questions" }] }),
    );
    expect(movedAndEdited).toEqual([
      {
        path: "sections.0",
        label: REVISION_CHANGES.moved(REVISION_CHANGES.section(SECTION_TYPES.richText.label, 1)),
        before: REVISION_CHANGES.position(3),
        after: REVISION_CHANGES.position(1),
      },
      {
        path: "sections.2.heading",
        label: at(REVISION_CHANGES.section(faqName, 3), "Heading"),
        before: "Questions",
        after: "Your questions",
      },
    ]);
  });

  it("read HTML as its text, images by alt text or file name, yes and no as words", () => {
    const changes = revisionChanges(
      post({
        content: "<p>Start with the <strong>role</strong>.</p>",
        featuredImage: null,
        isPublished: false,
      }),
      post({ content: "<p>Start with the <em>team</em>.</p>", featuredImage: IMAGE, isPublished: true }),
      { imageName },
    );
    expect(changes).toEqual([
      {
        path: "content",
        label: REVISIONS.fields.content,
        before: "Start with the role .",
        after: "Start with the team .",
      },
      { path: "featuredImage", label: REVISIONS.fields.featuredImage, before: "", after: "team-photo.jpg" },
      {
        path: "isPublished",
        label: REVISIONS.fields.isPublished,
        before: REVISION_CHANGES.no,
        after: REVISION_CHANGES.yes,
      },
    ]);

    const images = revisionChanges(
      page({ sections: [hero("Hi", { image: { src: IMAGE, alt: "Our team" }, inquiryForm: false })] }),
      page({ sections: [hero("Hi", { image: { src: OTHER_IMAGE, alt: "Our office" }, inquiryForm: true })] }),
      { imageName },
    );
    expect(images).toEqual([
      { path: "sections.0.image", label: at(heroOne, "Image"), before: "Our team", after: "Our office" },
      {
        path: "sections.0.inquiryForm",
        label: at(heroOne, "Show the inquiry form"),
        before: REVISION_CHANGES.no,
        after: REVISION_CHANGES.yes,
      },
    ]);
    // The same alt text on another picture: the file names tell them apart.
    const sameAlt = revisionChanges(
      page({ sections: [hero("Hi", { image: { src: IMAGE, alt: "Our team" } })] }),
      page({ sections: [hero("Hi", { image: { src: OTHER_IMAGE, alt: "Our team" } })] }),
      { imageName },
    );
    expect(sameAlt.map(({ before, after }) => [before, after])).toEqual([
      ["Our team (team-photo.jpg)", "Our team (office.png)"],
    ]);
  });

  it("list a page's own fields in the editor's order, with choices and dates in words", () => {
    const changes = revisionChanges(
      page({
        title: "About",
        metaDescription: null,
        publishedAt: "2026-11-20T09:30:00.000Z",
        sections: [{ type: "imageText", heading: "Story", imageSide: "right", points: ["Fast", "Fair"] }],
      }),
      page({
        title: "About us",
        metaDescription: "Who we are",
        publishedAt: "2026-11-28T14:05:00.000Z",
        sections: [{ type: "imageText", heading: "Story", imageSide: "left", points: ["Fast", "Friendly"] }],
      }),
    );
    const imageText = REVISION_CHANGES.section(SECTION_TYPES.imageText.label, 1);
    expect(changes).toEqual([
      { path: "title", label: REVISIONS.fields.title, before: "About", after: "About us" },
      {
        path: "sections.0.points.1",
        label: at(imageText, REVISION_CHANGES.item("Points", 2)),
        before: "Fair",
        after: "Friendly",
      },
      { path: "sections.0.imageSide", label: at(imageText, "Image side"), before: "Right", after: "Left" },
      { path: "metaDescription", label: REVISIONS.fields.metaDescription, before: "", after: "Who we are" },
      {
        path: "publishedAt",
        label: REVISIONS.fields.publishAt,
        before: REVISION_CHANGES.utc("Nov 20, 2026, 9:30 AM"),
        after: REVISION_CHANGES.utc("Nov 28, 2026, 2:05 PM"),
      },
    ]);
  });

  it("reach the sections inside tabs, and list a post's tags as text", () => {
    const tabs = (heading: string) => ({
      type: "serviceTabs",
      label: "Our services",
      tabs: [{ id: "virtual", label: "Virtual", sections: [hero(heading)] }],
    });
    const changes = revisionChanges(
      page({ sections: [tabs("Remote staff")] }),
      page({ sections: [tabs("Remote staff, ready")] }),
    );
    expect(changes).toEqual([
      {
        path: "sections.0.tabs.0.sections.0.heading",
        label: at(
          REVISION_CHANGES.section(SECTION_TYPES.serviceTabs.label, 1),
          REVISION_CHANGES.item("Tabs", 1),
          heroOne,
          "Heading",
        ),
        before: "Remote staff",
        after: "Remote staff, ready",
      },
    ]);
    expect(revisionChanges(post({ tags: ["hiring"] }), post({ tags: ["hiring", "remote work"] }))).toEqual([
      { path: "tags", label: REVISIONS.fields.tags, before: "hiring", after: "hiring, remote work" },
    ]);
  });

  it("add and remove list items one change each, and keep the fields of a type it does not know", () => {
    const cards = (items: Record<string, unknown>[]) => ({ type: "cards", heading: "Services", items });
    const changes = revisionChanges(
      page({ sections: [cards([{ title: "Virtual" }, { title: "Temporary" }])] }),
      page({ sections: [cards([{ title: "Temporary" }, { title: "Direct hire" }])] }),
    );
    const cardsOne = REVISION_CHANGES.section(SECTION_TYPES.cards.label, 1);
    expect(changes).toEqual([
      {
        path: "sections.0.items.0",
        label: at(cardsOne, REVISION_CHANGES.removed(REVISION_CHANGES.item("Cards", 1))),
        before: "Virtual",
        after: "",
      },
      {
        path: "sections.0.items.1",
        label: at(cardsOne, REVISION_CHANGES.added(REVISION_CHANGES.item("Cards", 2))),
        before: "",
        after: "Direct hire",
      },
    ]);
    const unknown = revisionChanges(
      page({ sections: [{ type: "countdown", endsAt: "May" }] }),
      page({ sections: [{ type: "countdown", endsAt: "June" }] }),
    );
    expect(unknown).toEqual([
      {
        path: "sections.0.endsAt",
        label: at(REVISION_CHANGES.section("Countdown", 1), "Ends at"),
        before: "May",
        after: "June",
      },
    ]);
  });
});
