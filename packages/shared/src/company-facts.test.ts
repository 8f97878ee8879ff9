import { describe, expect, it } from "vitest";
import { companyFacts, factValues, fillFacts, fillFactsDeep, officeAddress } from "./company-facts";
import type { CompanyProfile } from "./schemas/company-profile";

const profile: CompanyProfile = {
  name: "Smith & Jones Staffing",
  tagline: "People for every season",
  logo: null,
  phones: [
    { label: "Main office", number: "+1 (780) 555-0142" },
    { label: "24/7 support", number: "+1 (800) 555-0199" },
  ],
  emails: [{ label: "General", address: "info@example.com" }],
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
  supportNote: "",
  hours: [],
  socialLinks: [],
  foundingYear: 2009,
  timeZone: "America/Edmonton",
};
const facts = factValues(profile);

describe("company facts", () => {
  it("offers the name, tagline, each phone and e-mail, the head office and the founding year", () => {
    expect(companyFacts(profile).map((fact) => [fact.token, fact.value])).toEqual([
      ["company", "Smith & Jones Staffing"],
      ["tagline", "People for every season"],
      ["phone", "+1 (780) 555-0142"],
      ["phone2", "+1 (800) 555-0199"],
      ["email", "info@example.com"],
      ["address", "10180 101 Street NW, Edmonton, Alberta T5J 3S4, Canada"],
      ["city", "Edmonton"],
      ["founded", "2009"],
    ]);
  });

  it("writes an address without the parts an office lacks", () => {
    expect(
      officeAddress({
        name: "",
        street: "",
        city: "Calgary",
        region: "",
        postalCode: "",
        country: "",
        phone: "",
        email: "",
      }),
    ).toBe("Calgary");
    expect(officeAddress(undefined)).toBe("");
  });

  it("fills each known token, spaces and letter case allowed, and keeps any other braces as typed", () => {
    expect(fillFacts("Call {{phone}} or {{ Phone2 }}, {{unknown}} {not}", facts)).toBe(
      "Call +1 (780) 555-0142 or +1 (800) 555-0199, {{unknown}} {not}",
    );
    expect(fillFacts("no tokens here", facts)).toBe("no tokens here");
  });

  it("escapes a fact filled into HTML or into a JSON string, and not into text", () => {
    expect(fillFacts("<p>{{company}}</p>", facts, "html")).toBe("<p>Smith &amp; Jones Staffing</p>");
    const quoted = factValues({ ...profile, name: 'The "Best" Staffing' });
    expect(JSON.parse(fillFacts('{"name":"{{company}}"}', quoted, "json"))).toEqual({
      name: 'The "Best" Staffing',
    });
    expect(fillFacts("{{company}}", facts)).toBe("Smith & Jones Staffing");
  });

  it("fills every string of an answer, however deep: HTML under content and html, text elsewhere", () => {
    const page = {
      title: "About {{company}}",
      content: "<p>{{company}}</p>",
      publishedAt: new Date("2026-01-01T00:00:00Z"),
      order: 3,
      sections: [
        { type: "richText", html: "<p>E-mail {{email}}</p>" },
        { type: "faq", items: [{ question: "Call?", answer: "Call {{phone}}" }] },
      ],
      settings: { schema: '{"name":"{{company}}"}' },
    };
    expect(fillFactsDeep(page, facts)).toEqual({
      title: "About Smith & Jones Staffing",
      content: "<p>Smith &amp; Jones Staffing</p>",
      publishedAt: new Date("2026-01-01T00:00:00Z"),
      order: 3,
      sections: [
        { type: "richText", html: "<p>E-mail info@example.com</p>" },
        { type: "faq", items: [{ question: "Call?", answer: "Call +1 (780) 555-0142" }] },
      ],
      settings: { schema: '{"name":"Smith & Jones Staffing"}' },
    });
  });
});
