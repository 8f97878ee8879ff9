import { SECTION_TYPES } from "@staffing/shared";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { matchingTypes } from "./SectionPicker";
import { hasPicture, SectionPicture } from "./SectionPicture";
import { sectionSpecs } from "./section-specs";

describe("the 'Add section' picker", () => {
  it("has a drawing of every section type, small and inline", () => {
    for (const type of Object.keys(SECTION_TYPES)) {
      expect(hasPicture(type), type).toBe(true);
      const markup = renderToStaticMarkup(<SectionPicture type={type} />);
      expect(markup).toMatch(/^<svg[^>]*aria-hidden="true"/);
      expect(markup).not.toMatch(/<image|href=/);
      expect(markup.length, type).toBeLessThan(4000);
    }
  });

  it("offers every type, in the order of SECTION_TYPES, while nothing is typed", () => {
    expect(matchingTypes(sectionSpecs(), "").map((type) => type.type)).toEqual(Object.keys(SECTION_TYPES));
  });

  it("narrows the cards by the words typed, in names and in what each is for", () => {
    const found = (query: string) => matchingTypes(sectionSpecs(), query).map((type) => type.type);
    expect(found("  QUESTIONS ")).toEqual(["faq"]);
    expect(found("logos")).toEqual(["clientLogos"]);
    // 'milestones' is only in the timeline's description.
    expect(found("milestones")).toEqual(["timeline"]);
    expect(found("photos clients")).toEqual(["testimonials"]);
    expect(found("nothing like this")).toEqual([]);
  });
});
