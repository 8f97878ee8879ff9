import { z } from "zod";
import type { JsonSchema } from "./rest/input-fields";

const COMPONENT = "#/components/schemas/";
// A schema of one operation, not a component: written inline where it is used.
const INLINE = "#/inline/";

const onlyJson = ({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodTypes; jsonSchema: JsonSchema }) => {
  // Dates travel as ISO 8601 text.
  if (zodSchema._zod.def.type === "date") Object.assign(jsonSchema, { type: "string", format: "date-time" });
};

/**
 * The JSON Schemas of one direction (what the paths take, or what they answer): the named ones as
 * components, and every operation's, which reference the components by `$ref` (zod's registry
 * conversion) and hold the rest inline.
 */
export class SchemaSet {
  readonly components: Record<string, JsonSchema>;
  private readonly keys = new Map<z.ZodType, string>();
  private readonly converted: Record<string, JsonSchema>;

  constructor(io: "input" | "output", named: Record<string, z.ZodType>, operations: z.ZodType[]) {
    const registry = z.registry<{ id: string }>();
    for (const [id, schema] of Object.entries(named)) {
      registry.add(schema, { id });
      this.keys.set(schema, id);
    }
    for (const [index, schema] of operations.entries()) {
      if (this.keys.has(schema)) continue;
      registry.add(schema, { id: `operation-${index}` });
      this.keys.set(schema, `operation-${index}`);
    }
    const isNamed = (id: string) => Object.hasOwn(named, id);
    this.converted = z.toJSONSchema(registry, {
      io,
      target: "draft-2020-12",
      unrepresentable: "any",
      uri: (id) => (isNamed(id) ? COMPONENT : INLINE) + id,
      override: onlyJson,
    }).schemas;
    this.components = Object.fromEntries(Object.keys(named).map((id) => [id, this.inline(id)]));
  }

  /** An operation's schema: a `$ref` for a named one, else its JSON Schema. */
  of(schema: z.ZodType): JsonSchema {
    const id = this.keys.get(schema);
    if (id === undefined) throw new Error("A schema no operation declared");
    return id.startsWith("operation-") ? this.inline(id) : { $ref: COMPONENT + id };
  }

  /** A component's own schema (for a `$ref` to it). */
  resolve(json: JsonSchema): JsonSchema {
    const ref = typeof json.$ref === "string" && json.$ref.startsWith(COMPONENT) ? json.$ref : null;
    return ref ? (this.components[ref.slice(COMPONENT.length)] ?? json) : json;
  }

  /** A schema equal to a component, referenced by its name instead. */
  named(json: JsonSchema): JsonSchema {
    const text = JSON.stringify(json);
    const name = Object.keys(this.components).find((id) => JSON.stringify(this.components[id]) === text);
    return name ? { $ref: COMPONENT + name } : json;
  }

  private inline(id: string): JsonSchema {
    const { $schema, $id, ...json } = this.converted[id] ?? {};
    return replaceInlineRefs(json, (ref) => this.inline(ref));
  }
}

/** The schema with each reference to an operation's schema replaced by that schema itself. */
function replaceInlineRefs(node: JsonSchema, inline: (id: string) => JsonSchema): JsonSchema {
  return JSON.parse(JSON.stringify(node), (_key, value: unknown) => {
    const ref: unknown = typeof value === "object" && value !== null ? Reflect.get(value, "$ref") : null;
    return typeof ref === "string" && ref.startsWith(INLINE) ? inline(ref.slice(INLINE.length)) : value;
  });
}
