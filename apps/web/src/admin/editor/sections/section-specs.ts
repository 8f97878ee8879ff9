import { SECTION_TYPES, type SectionType, section } from "@staffing/shared";
import { z } from "zod";
import { type FieldSpec, type JsonSchema, type SectionSpec, sectionSpecOf } from "../schema-form/field-specs";

const isSectionType = (type: string): type is SectionType => Object.hasOwn(SECTION_TYPES, type);

/** A section type's name as the 'Add section' menu says it (SECTION_TYPES), wherever it is listed. */
function relabel(spec: SectionSpec): SectionSpec {
  return {
    ...spec,
    label: isSectionType(spec.type) ? SECTION_TYPES[spec.type].label : spec.label,
    fields: spec.fields.map(relabelField),
  };
}
function relabelField(field: FieldSpec): FieldSpec {
  switch (field.kind) {
    case "sections":
      return { ...field, types: field.types.map(relabel) };
    case "group":
      return { ...field, fields: field.fields.map(relabelField) };
    case "list":
      return { ...field, item: relabelField(field.item) };
    default:
      return field;
  }
}

let specs: SectionSpec[] | undefined;

/** Every section type's form, in the menu's order (SECTION_TYPES), built once from the schemas. */
export function sectionSpecs(): SectionSpec[] {
  if (!specs) {
    const order = Object.keys(SECTION_TYPES);
    specs = section.options
      .map((schema) => relabel(sectionSpecOf(z.toJSONSchema(schema, { io: "input" }) as JsonSchema)))
      .sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type));
  }
  return specs;
}

/** One type's form; undefined for a type this panel does not know (a newer server's). */
export const sectionSpec = (type: string) => sectionSpecs().find((spec) => spec.type === type);
