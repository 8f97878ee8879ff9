import { CONTENT_EDITOR } from "@staffing/shared";
import type { z } from "zod";
import type { FieldErrors } from "../lib/form";
import { pathKey } from "./schema-form/field-specs";

const T = CONTENT_EDITOR.fields;

/**
 * Plain words for zod's own messages ('Too small: expected string to have >=1 characters'). A
 * schema's own message (VALIDATION_MESSAGES) comes first: zod asks this map only when it has none.
 */
export const editorMessages: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "too_small":
      if (issue.origin === "string")
        return Number(issue.minimum) <= 1 ? T.required : T.atLeastCharacters(Number(issue.minimum));
      if (issue.origin === "array") return T.atLeastItems(Number(issue.minimum));
      return undefined;
    case "too_big":
      if (issue.origin === "string") return T.atMostCharacters(Number(issue.maximum));
      if (issue.origin === "array") return T.atMostItems(Number(issue.maximum));
      return undefined;
    case "invalid_type":
      return issue.input === undefined || issue.input === null || issue.input === "" ? T.required : undefined;
    case "invalid_value":
      return T.chooseOption;
    default:
      return undefined;
  }
};

/** Every field's first message, keyed by its whole path (`sections.3.items.0.title`). */
export function editorErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = pathKey(issue.path.map((part) => (typeof part === "number" ? part : String(part))));
    errors[key] ??= issue.message;
  }
  return errors;
}
