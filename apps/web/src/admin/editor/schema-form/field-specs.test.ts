import { SECTION_TYPES, section } from "@staffing/shared";
import { describe, expect, it } from "vitest";
import { sectionSpec, sectionSpecs } from "../sections/section-specs";
import {
  type FieldSpec,
  fieldSpecOf,
  initialValue,
  itemSummary,
  newSection,
  optionLabel,
  type SectionSpec,
} from "./field-specs";

const spec = (type: string): SectionSpec => {
  const found = sectionSpec(type);
  if (!found) throw new Error(`no section type ${type}`);
  return found;
};
const field = (fields: readonly FieldSpec[], key: string): FieldSpec => {
  const found = fields.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no field ${key}`);
  return found;
};

/** A value of a field with every text a person must type filled in, as they would. */
function filled(spec: FieldSpec, value: unknown): unknown {
  switch (spec.kind) {
    case "text":
      if (value || !spec.required) return value;
      return spec.link ? "/contact" : "Typed";
    case "group": {
      if (value === null) return null;
      const record = value as Record<string, unknown>;
      return Object.fromEntries(spec.fields.map((child) => [child.key, filled(child, record[child.key])]));
    }
    case "list":
      return (value as unknown[]).map((item) => filled(spec.item, item));
    default:
      return value;
  }
}
const fillSection = (type: SectionSpec, value: Record<string, unknown>) => ({
  type: type.type,
  ...(filled({ kind: "group", key: "", label: "", fields: type.fields, nullable: false }, value) as object),
});
/** An anchor must be lowercase words with hyphens: a person types one. */
const withAnchors = (value: Record<string, unknown>) =>
  value.type === "serviceTabs"
    ? { ...value, tabs: (value.tabs as object[]).map((tab) => ({ ...tab, id: "virtual-staffing" })) }
    : value;

describe("the section forms generated from the section schemas", () => {
  it("offer every section type, in the menu's order, named as the menu names them", () => {
    expect(sectionSpecs().map((type) => type.type)).toEqual(Object.keys(SECTION_TYPES));
    for (const type of sectionSpecs()) {
      expect(type.label).toBe(SECTION_TYPES[type.type as keyof typeof SECTION_TYPES].label);
    }
  });

  it("map each kind of field to its control, with the schema's titles as labels", () => {
    const hero = spec("hero").fields;
    expect(field(hero, "heading")).toMatchObject({ kind: "text", label: "Heading", required: true });
    expect(field(hero, "eyebrow")).toMatchObject({ kind: "text", label: "Eyebrow", required: false });
    expect(field(hero, "text")).toMatchObject({ kind: "text", multiline: true, maxLength: 1000 });
    expect(field(hero, "image")).toMatchObject({ kind: "media", label: "Image", nullable: true });
    expect(field(hero, "illustration")).toMatchObject({
      kind: "choice",
      label: "Illustration (when no image is chosen)",
      nullable: true,
    });
    expect(field(hero, "inquiryForm")).toMatchObject({ kind: "boolean", label: "Show the inquiry form" });
    // A list of buttons, each a group of a label, a link and a style.
    const buttons = field(hero, "buttons");
    expect(buttons).toMatchObject({ kind: "list", label: "Buttons", max: 3 });
    if (buttons.kind !== "list" || buttons.item.kind !== "group") throw new Error("buttons");
    expect(buttons.item.fields.map((f) => [f.key, f.kind])).toEqual([
      ["label", "text"],
      ["href", "text"],
      ["style", "choice"],
    ]);
    expect(field(buttons.item.fields, "href")).toMatchObject({ link: true, required: true, label: "Link" });
    expect(field(buttons.item.fields, "style")).toMatchObject({
      options: ["primary", "outline", "accent"],
      nullable: false,
    });
    // A list of plain lines.
    expect(field(hero, "points")).toMatchObject({ kind: "list", item: { kind: "text", required: true } });

    expect(field(spec("richText").fields, "html")).toMatchObject({ kind: "html", label: "Text" });
    expect(field(spec("latestPosts").fields, "count")).toMatchObject({
      kind: "number",
      integer: true,
      min: 1,
      max: 6,
      default: 3,
    });
    // An optional link (zod's nullish) keeps the title of the link inside it, and may be left empty.
    const cards = field(spec("cards").fields, "items");
    if (cards.kind !== "list" || cards.item.kind !== "group") throw new Error("cards");
    expect(field(cards.item.fields, "href")).toMatchObject({
      kind: "text",
      label: "Link",
      link: true,
      nullable: true,
      required: false,
    });
    // A required group of fields.
    expect(field(spec("callToAction").fields, "button")).toMatchObject({ kind: "group", nullable: false });
  });

  it("never list a section's type among its fields", () => {
    for (const type of sectionSpecs()) expect(type.fields.map((f) => f.key)).not.toContain("type");
  });

  it("give the tabs a list of nested sections of every type but the tabs", () => {
    const tabs = field(spec("serviceTabs").fields, "tabs");
    expect(tabs).toMatchObject({ kind: "list", min: 1, max: 8 });
    if (tabs.kind !== "list" || tabs.item.kind !== "group") throw new Error("tabs");
    const nested = field(tabs.item.fields, "sections");
    if (nested.kind !== "sections") throw new Error("nested sections");
    expect(nested.max).toBe(20);
    expect(nested.types.map((type) => type.type)).toEqual(
      Object.keys(SECTION_TYPES).filter((type) => type !== "serviceTabs"),
    );
    expect(nested.types.find((type) => type.type === "faq")?.label).toBe(SECTION_TYPES.faq.label);
  });

  it("start a new section of any type in its schema's shape: only the texts a person must type are missing", () => {
    for (const type of sectionSpecs()) {
      const value = newSection(type);
      expect(value.type).toBe(type.type);
      const parsed = section.safeParse(value);
      if (!parsed.success) {
        // Empty required texts (and an anchor or link not typed yet), never a missing or mistyped field.
        for (const issue of parsed.error.issues) {
          expect(
            ["too_small", "invalid_format", "custom"],
            `${type.type}: ${issue.path.join(".")}`,
          ).toContain(issue.code);
        }
      }
      expect(section.safeParse(withAnchors(fillSection(type, value))).success, type.type).toBe(true);
    }
  });

  it("start a list with as many items as it needs at least", () => {
    const tabs = newSection(spec("serviceTabs"));
    expect(tabs.tabs).toEqual([{ id: "", label: "", sections: [] }]);
    expect(newSection(spec("hero"))).toMatchObject({ buttons: [], image: null, inquiryForm: false });
    expect(newSection(spec("latestPosts"))).toMatchObject({ count: 3 });
  });

  it("unwrap a nullable value and start it empty", () => {
    const optional = fieldSpecOf(
      "image",
      {
        title: "Photo",
        default: null,
        anyOf: [{ type: "object", format: "media", properties: {} }, { type: "null" }],
      },
      false,
    );
    expect(optional).toMatchObject({ kind: "media", label: "Photo", nullable: true });
    expect(initialValue(optional)).toBeNull();
    expect(
      initialValue(
        fieldSpecOf("icon", { anyOf: [{ type: "string", enum: ["chat"] }, { type: "null" }] }, false),
      ),
    ).toBeNull();
    expect(initialValue(fieldSpecOf("style", { type: "string", enum: ["band", "cards"] }, true))).toBe(
      "band",
    );
  });

  it("name a list's item by its first text filled in", () => {
    const faq = field(spec("faq").fields, "items");
    if (faq.kind !== "list") throw new Error("faq");
    expect(itemSummary(faq.item, { question: "Do you hire abroad?", answer: "Yes." })).toBe(
      "Do you hire abroad?",
    );
    expect(itemSummary(faq.item, { question: " ", answer: "Yes." })).toBe("Yes.");
    expect(itemSummary(faq.item, { question: "", answer: "" })).toBeNull();
  });

  it("say options in plain words", () => {
    expect(optionLabel("bookkeeping-finance")).toBe("Bookkeeping finance");
    expect(optionLabel("primary")).toBe("Primary");
    expect(optionLabel("step-deploy")).toBe("Step deploy");
  });
});
