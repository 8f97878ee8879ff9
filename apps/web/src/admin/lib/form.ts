import { type FieldMessages, firstFieldMessages } from "@staffing/shared";
import { TRPCClientError } from "@trpc/client";
import { useState } from "react";
import type { z } from "zod";
import { errorMessage, useFeedback } from "./feedback";
import { focusFirstInvalidField } from "./focus-invalid";

export type FieldErrors = Record<string, string | undefined>;

/** The first message per field of a failed parse, as the form shows them under the fields. */
export const fieldErrorsOf = (error: z.ZodError): FieldErrors => firstFieldMessages(error);

/** The server's field messages (our error formatter puts them in `data.fieldErrors`). */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof TRPCClientError)) return {};
  return firstFieldMessages((error.data as { fieldErrors?: FieldMessages } | undefined)?.fieldErrors);
}

/** A form's values and errors, reset together when its dialog closes (SPEC section 4). */
export function useFormState<T extends Record<string, unknown>>(initial: () => T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  // A field's message goes as soon as the field changes: 'Slug is required' clears once it is filled.
  const set = <K extends keyof T>(key: K, value: T[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key as string] ? { ...current, [key as string]: undefined } : current));
  };
  const reset = () => {
    setValues(initial());
    setErrors({});
  };
  /**
   * What the form sends, as `schema` reads it; or null, with the messages under the fields and the
   * keyboard on the first field marked.
   */
  const check = <S extends z.ZodType>(
    schema: S,
    input: unknown,
    messages: (error: z.ZodError) => FieldErrors = fieldErrorsOf,
  ): z.output<S> | null => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      setErrors(messages(parsed.error));
      focusFirstInvalidField();
      return null;
    }
    setErrors({});
    return parsed.data;
  };
  return { values, setValues, set, errors, setErrors, reset, check };
}

/**
 * The handlers of a form dialog's create and update calls (SPEC section 8): a success toast, close and
 * re-fetch; or the server's field messages under the fields and an 'Error' toast. A conflict (409,
 * such as a taken slug) is also said under `conflictField`, where it is fixed.
 */
export function useSaveHandlers(options: {
  setErrors: (errors: FieldErrors) => void;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
  conflictField?: string;
}) {
  const feedback = useFeedback();
  const { setErrors, onClose, onSaved, conflictField } = options;
  return {
    done: (title: string) => async () => {
      feedback.success(title);
      onClose();
      await onSaved();
    },
    failed: (fallback: string) => (error: unknown) => {
      const conflict = error instanceof TRPCClientError && error.data?.code === "CONFLICT";
      setErrors({
        ...serverFieldErrors(error),
        ...(conflict && conflictField ? { [conflictField]: errorMessage(error, fallback) } : {}),
      });
      feedback.failure(error, fallback);
    },
  };
}
