import { z } from "zod";

/** A JSON Schema as zod writes it (a field's may be `true`: anything). */
export type JsonSchema = z.core.JSONSchema.JSONSchema;
export type FieldSchema = z.core.JSONSchema._JSONSchema;

/** The JSON Schema of what a procedure takes (dates and files have no JSON form: any). */
export const inputJsonSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });

/** Every field an input's object (or the objects it combines) names, with its schema. */
export function inputFields(json: JsonSchema): Record<string, FieldSchema> {
  const parts = [...(json.allOf ?? []), ...(json.anyOf ?? []), ...(json.oneOf ?? [])];
  return Object.assign({}, ...parts.map(inputFields), json.properties ?? {});
}

/** The fields a request's query string carries as numbers (it reaches the schema as text otherwise). */
export function numericFields(schemas: (z.ZodType | undefined)[]): Set<string> {
  const names = new Set<string>();
  for (const schema of schemas) {
    if (!schema) continue;
    for (const [name, field] of Object.entries(inputFields(inputJsonSchema(schema))))
      if (typeof field === "object" && (field.type === "integer" || field.type === "number")) names.add(name);
  }
  return names;
}
