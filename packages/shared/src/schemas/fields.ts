import { z } from "zod";
import { VALIDATION_MESSAGES } from "../messages";

/** Optional free text: empty or whitespace-only input is stored as nothing. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

export const emailAddress = z
  .string()
  .trim()
  .min(1, VALIDATION_MESSAGES.emailRequired)
  .max(254)
  .pipe(z.email(VALIDATION_MESSAGES.emailInvalid));

/** An absolute http(s) URL or a path on this site. */
export const linkTarget = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (value) => /^(https?:\/\/|\/)/i.test(value),
    "Use an absolute http(s) URL or a path starting with /",
  );

export const optionalLink = linkTarget
  .nullish()
  .or(z.literal(""))
  .transform((value) => (value ? value : null));

export const entityId = z.uuid("Not a valid id");
