import { z } from "zod";

/** Every message for each field a parse refused: what the API sends (tRPC's `fieldErrors`, REST's `fields`). */
export type FieldMessages = Record<string, string[]>;

/**
 * The messages of a failed parse by field, as zod's `flattenError` groups them: by the path's first
 * key, issues about the whole value left out. `fieldOf` names the field otherwise (a form showing a
 * nested object's fields by their own names).
 */
export function fieldMessages(
  error: z.ZodError,
  fieldOf: (path: PropertyKey[]) => PropertyKey | undefined = (path) => path[0],
): FieldMessages {
  // A Map, then own properties: a field may be named `__proto__` by whoever sent the body.
  const fields = new Map<string, string[]>();
  for (const issue of error.issues) {
    const field = fieldOf(issue.path);
    if (field === undefined) continue;
    const key = String(field);
    fields.set(key, [...(fields.get(key) ?? []), issue.message]);
  }
  return Object.fromEntries(fields);
}

/**
 * A field's whole path, dotted (`phones.0.number`, `logo.src`): how the API names a refused field,
 * so a client can put the message under the very input in a list or a nested object. A message
 * about the whole body names no field.
 */
export const fieldPath = (path: PropertyKey[]): string | undefined =>
  path.length > 0 ? path.map(String).join(".") : undefined;

/**
 * The first message of each field, as a form shows them under its fields: from a failed parse, or
 * from the server's `fieldMessages` (absent when it refused no field).
 */
export function firstFieldMessages(
  refusal: z.ZodError | Partial<FieldMessages> | null | undefined,
): Record<string, string> {
  const fields = refusal instanceof z.ZodError ? fieldMessages(refusal) : (refusal ?? {});
  return Object.fromEntries(
    Object.entries(fields).flatMap(([field, messages]) => (messages?.[0] ? [[field, messages[0]]] : [])),
  );
}
