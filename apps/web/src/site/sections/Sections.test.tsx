import { HOME, type SectionInput, sections } from "@staffing/shared";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type SectionEnvironment, SectionEnvironmentProvider } from "./environment";
import { Sections } from "./Sections";

// Sections render from their fields and the environment PageBody gives them: no router, no database.

const profile: SectionEnvironment["profile"] = {
  name: "Northbridge Staffing",
  tagline: "",
  logo: null,
  phones: [{ label: "Main office", number: "+1 (780) 555-0142" }],
  emails: [{ label: "Support", address: "support@northbridgestaffing.com" }],
  offices: [
    {
      name: "Head office",
      street: "10180 101 Street NW",
      city: "Edmonton",
      region: "Alberta",
      postalCode: "T5J 3S4",
      country: "Canada",
      phone: "",
      email: "",
    },
  ],
  supportNote: "24/7 support",
  hours: [],
  socialLinks: [],
  foundingYear: 2009,
  timeZone: "America/Edmonton",
};

const DANA = {
  id: "6a3c1f0e-8a4b-4c2d-9e1f-0a1b2c3d4e5f",
  name: "Dana Whitford",
  slug: "dana-whitford",
  jobTitle: "Managing Director",
  photo: null,
  linkedinUrl: "https://www.linkedin.com/in/dana-whitford",
  onTeam: true,
  url: "/authors/dana-whitford",
};
const SAM = {
  ...DANA,
  id: "7b4d2a1f-9b5c-4d3e-8f2a-1b2c3d4e5f60",
  name: "Sam Lee",
  slug: "sam-lee",
  onTeam: false,
  url: null,
  linkedinUrl: null,
};

function render(list: SectionInput[], people: SectionEnvironment["people"] = []) {
  const environment: SectionEnvironment = {
    path: "/test",
    outcome: null,
    profile,
    posts: [],
    people,
    inquiryForm: { shown: false },
  };
  return renderToString(
    <SectionEnvironmentProvider value={environment}>
      <Sections sections={sections.parse(list)} />
    </SectionEnvironmentProvider>,
  );
}

describe("sections", () => {
  it("make the first hero the page's h1 and every later heading an h2", () => {
    const html = render([
      { type: "hero", heading: "First" },
      { type: "hero", heading: "Second" },
      { type: "timeline", heading: "Journey", items: [{ year: "2009", text: "Founded" }] },
    ]);
    expect(html).toMatch(/<h1>First<\/h1>/);
    expect(html).toMatch(/<h2>Second<\/h2>/);
    expect(html).toMatch(/<h2>Journey<\/h2>/);
  });

  it("draw a heading's comma close to its word, the text read as typed", () => {
    const html = render([{ type: "hero", heading: HOME.heroTitle }]);
    expect(html).toMatch(/people<span class="[^"]*">,<\/span> ready/);
    expect(html.replace(/<[^>]*>/g, "")).toContain(HOME.heroTitle);
  });

  it("show text as text: markup typed in a field is escaped", () => {
    const html = render([
      { type: "faq", items: [{ question: "<img src=x onerror=alert(1)>", answer: "<b>bold</b>\n\nSecond" }] },
    ]);
    expect(html).toContain("<summary>&lt;img src=x onerror=alert(1)&gt;</summary>");
    expect(html).toContain("<p>&lt;b&gt;bold&lt;/b&gt;</p><p>Second</p>");
  });

  it("in a tab, name the tab with the first section's heading (h2) and its parts below it (h3)", () => {
    const html = render([
      {
        type: "serviceTabs",
        label: "Services",
        tabs: [
          {
            id: "one",
            label: "One",
            sections: [
              { type: "imageText", heading: "Tab title", text: "Intro" },
              { type: "steps", heading: "How it works", items: [{ title: "Ask" }] },
            ],
          },
        ],
      },
    ]);
    expect(html).toContain("<h2>Tab title</h2>");
    expect(html).toMatch(/<h3 class="[^"]*">How it works<\/h3>/);
    expect(html).toContain("<h4>Ask</h4>");
  });

  it("show a Team section's people of People: everyone on the team, linked to their page, with their LinkedIn", () => {
    const html = render([{ type: "team", heading: "Our team", everyoneOnTeam: true }], [DANA, SAM]);
    const text = html.replace(/<[^>]*>/g, " ");
    expect(html).toContain('<a href="/authors/dana-whitford">Dana Whitford</a>');
    expect(text).toContain("Managing Director");
    expect(html).toContain('href="https://www.linkedin.com/in/dana-whitford"');
    expect(text).not.toContain("Sam Lee");
  });

  it("show the people a Team section chose, in its order, and nothing when it names no one", () => {
    const html = render([{ type: "team", people: [SAM.id, DANA.id] }], [DANA, SAM]);
    expect(html.indexOf("Sam Lee")).toBeGreaterThan(-1);
    expect(html.indexOf("Sam Lee")).toBeLessThan(html.indexOf("Dana Whitford"));
    expect(render([{ type: "team", heading: "Nobody" }], [DANA])).toBe("");
  });
});
