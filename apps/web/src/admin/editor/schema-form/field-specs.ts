// How a section's zod schema becomes a form: z.toJSONSchema(schema, { io: "input" }) describes every
// field (its `title`, and a `format` where a plain text box would not do), and this module turns that
// description into field specs the form renders. A new field in packages/shared/src/sections needs
// no form code; a new kind of field (a new `format`) needs one case here and one component.

/** The part of JSON Schema that z.toJSONSchema writes for our section schemas. */
export interface JsonSchema {
  type?: string | string[];
  title?: string;
  format?: string;
  default?: unknown;
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

interface FieldBase {
  /** The property's name in its object ("" for a list's items). */
  key: string;
  /** What the form shows: the schema's `title`, or the property's name when it has none. */
  label: string;
  /** When the schema gives one, what a new value starts as. */
  default?: unknown;
}

/** A line or paragraph of plain text; `link` marks an address (a site path or an http(s) URL). */
export interface TextSpec extends FieldBase {
  kind: "text";
  required: boolean;
  multiline: boolean;
  link: boolean;
  /** Empty means no value at all (null), as the schema wants of an optional link. */
  nullable: boolean;
  maxLength?: number;
}
/** Formatted text, edited with the rich-text editor. */
export interface HtmlSpec extends FieldBase {
  kind: "html";
}
/** An image of the media library with its alt text: `{ src, alt }`. */
export interface MediaSpec extends FieldBase {
  kind: "media";
  nullable: boolean;
}
export interface BooleanSpec extends FieldBase {
  kind: "boolean";
}
export interface NumberSpec extends FieldBase {
  kind: "number";
  integer: boolean;
  min?: number;
  max?: number;
}
/** One of a fixed list (an icon, a style); `nullable` offers 'None'. */
export interface ChoiceSpec extends FieldBase {
  kind: "choice";
  options: string[];
  nullable: boolean;
}
/** An object of fields shown together (a button: label, link, style). */
export interface GroupSpec extends FieldBase {
  kind: "group";
  fields: FieldSpec[];
  nullable: boolean;
}
/** A list of values of one shape, each added, removed and moved on its own. */
export interface ListSpec extends FieldBase {
  kind: "list";
  item: FieldSpec;
  min?: number;
  max?: number;
}
/** People of the People screen, by id, in the order chosen (a Team section). */
export interface PeopleSpec extends FieldBase {
  kind: "people";
  max?: number;
}
/** A document of the private store, by id (a whitepaper's PDF), uploaded from the field. */
export interface DocumentSpec extends FieldBase {
  kind: "document";
}
/** A list of sections of several types (the tabs' contents). */
export interface SectionsSpec extends FieldBase {
  kind: "sections";
  types: SectionSpec[];
  max?: number;
}

export type FieldSpec =
  | TextSpec
  | HtmlSpec
  | MediaSpec
  | BooleanSpec
  | NumberSpec
  | ChoiceSpec
  | GroupSpec
  | ListSpec
  | PeopleSpec
  | DocumentSpec
  | SectionsSpec;

/** A section type's form: its `type` and every other field. */
export interface SectionSpec {
  type: string;
  label: string;
  fields: FieldSpec[];
}

const isNullSchema = (schema: JsonSchema) => schema.type === "null";

/** `X | null` (zod's nullish) as X, noting that null is allowed. */
function unwrapNullable(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const variants = schema.anyOf ?? schema.oneOf;
  if (!variants?.some(isNullSchema)) return { schema, nullable: false };
  const others = variants.filter((variant) => !isNullSchema(variant));
  const [only] = others;
  if (others.length !== 1 || !only) return { schema, nullable: false };
  // The outer schema carries the title and default zod puts on the nullish wrapper.
  const { anyOf: _anyOf, oneOf: _oneOf, ...outer } = schema;
  return { schema: { ...only, ...outer, format: outer.format ?? only.format }, nullable: true };
}

/** The section types of a `oneOf` of objects that each name their `type`, or null if it is not one. */
function sectionVariants(schema: JsonSchema | undefined): JsonSchema[] | null {
  const variants = schema?.oneOf ?? schema?.anyOf;
  if (!variants || variants.length === 0) return null;
  return variants.every((variant) => typeof variant.properties?.type?.const === "string") ? variants : null;
}

/** One property's field spec. */
export function fieldSpecOf(key: string, property: JsonSchema, required: boolean): FieldSpec {
  const { schema, nullable } = unwrapNullable(property);
  const base: FieldBase = {
    key,
    label: schema.title ?? key,
    ...("default" in schema ? { default: schema.default } : {}),
  };
  if (schema.format === "media") return { ...base, kind: "media", nullable };
  if (schema.format === "html") return { ...base, kind: "html" };
  if (schema.format === "document") return { ...base, kind: "document" };
  if (schema.format === "people") {
    return { ...base, kind: "people", ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}) };
  }
  if (schema.enum) {
    return { ...base, kind: "choice", options: schema.enum.map(String), nullable };
  }
  switch (schema.type) {
    case "boolean":
      return { ...base, kind: "boolean" };
    case "integer":
    case "number":
      return {
        ...base,
        kind: "number",
        integer: schema.type === "integer",
        ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
        ...(schema.maximum !== undefined ? { max: schema.maximum } : {}),
      };
    case "object":
      return { ...base, kind: "group", fields: objectFields(schema), nullable };
    case "array": {
      const variants = sectionVariants(schema.items);
      const limits = {
        ...(schema.minItems !== undefined ? { min: schema.minItems } : {}),
        ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
      };
      if (variants) {
        return {
          ...base,
          kind: "sections",
          types: variants.map(sectionSpecOf),
          ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
        };
      }
      return { ...base, kind: "list", item: fieldSpecOf("", schema.items ?? {}, true), ...limits };
    }
    default:
      return {
        ...base,
        kind: "text",
        // A value that must not be empty: a required property, or a text of at least one character.
        required: (required && !("default" in schema)) || (schema.minLength ?? 0) > 0,
        multiline: schema.format === "textarea",
        link: schema.format === "link",
        nullable,
        ...(schema.maxLength !== undefined ? { maxLength: schema.maxLength } : {}),
      };
  }
}

/** An object's fields, in the schema's order, without the section's `type`. */
export function objectFields(schema: JsonSchema): FieldSpec[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([key, property]) => !(key === "type" && property.const !== undefined))
    .map(([key, property]) => fieldSpecOf(key, property, required.has(key)));
}

/** A section type's form from its JSON Schema (one branch of the sections' union). */
export function sectionSpecOf(schema: JsonSchema): SectionSpec {
  const type = String(schema.properties?.type?.const ?? "");
  return { type, label: schema.title ?? type, fields: objectFields(schema) };
}

/** What a new value of a field starts as: the schema's default, or the emptiest value it takes. */
export function initialValue(spec: FieldSpec): unknown {
  if ("default" in spec) return structuredClone(spec.default);
  switch (spec.kind) {
    case "text":
      return spec.nullable ? null : "";
    case "html":
      return "";
    case "media":
      return spec.nullable ? null : { src: "", alt: "" };
    case "boolean":
      return false;
    case "number":
      return spec.min ?? 0;
    case "choice":
      return spec.nullable ? null : (spec.options[0] ?? "");
    case "group":
      return spec.nullable ? null : initialObject(spec.fields);
    case "list":
      return Array.from({ length: spec.min ?? 0 }, () => initialValue(spec.item));
    case "document":
      return null;
    case "people":
    case "sections":
      return [];
  }
}

/** A new object of these fields, each at its initial value. */
export function initialObject(fields: readonly FieldSpec[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.key, initialValue(field)]));
}

/** A new section of a type, as the 'Add section' menu inserts it. */
export function newSection(spec: SectionSpec): Record<string, unknown> {
  return { type: spec.type, ...initialObject(spec.fields) };
}

/**
 * What names one item of a list in its header: its first text that is filled in (a card's title, a
 * question, a person's name), or null (the list then numbers it).
 */
export function itemSummary(spec: FieldSpec, value: unknown): string | null {
  if (spec.kind === "text") return typeof value === "string" && value.trim() ? value.trim() : null;
  if (spec.kind !== "group" || !value || typeof value !== "object") return null;
  const record = value as Record<string, unknown>;
  for (const field of spec.fields) {
    if (field.kind !== "text" || field.link) continue;
    const text = record[field.key];
    if (typeof text === "string" && text.trim()) return text.trim();
  }
  return null;
}

/** An option of a choice in plain words: `bookkeeping-finance` reads 'Bookkeeping finance'. */
export function optionLabel(option: string): string {
  const words = option
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field's place in the item, as zod's issue paths name it: `sections.3.items.0.title`. */
export const pathKey = (path: readonly (string | number)[]) => path.join(".");
