import { z } from "zod";
import { htmlToText } from "../editing";
import { VALIDATION_MESSAGES } from "../messages";
import { PAGE_SLUG_PATTERN } from "../slug";
import { entityId, optionalLink, optionalText } from "./fields";
import { publishAt } from "./publishing";

// A page lives at /{slug}, so it may not take the address of a screen or endpoint of the app.
export const RESERVED_PAGE_PATHS = [
  "about",
  "admin",
  "api",
  "assets",
  "auth",
  "blog",
  "contact",
  "healthz",
  "media",
  "preview",
  "readyz",
  "robots.txt",
  "rss.xml",
  "services",
  "sitemap.xml",
  "trpc",
] as const;

export const pageSlug = z
  .string()
  .trim()
  .min(1, VALIDATION_MESSAGES.slugRequired)
  .max(200)
  .regex(PAGE_SLUG_PATTERN, VALIDATION_MESSAGES.slugPattern)
  .refine(
    (slug) => !(RESERVED_PAGE_PATHS as readonly string[]).includes(slug.split("/")[0] ?? ""),
    VALIDATION_MESSAGES.pageSlugReserved,
  );

/** Content a reader sees: some text, or at least a picture. */
const hasContent = (html: string) => htmlToText(html) !== "" || /<img\s/i.test(html);

export const pageInput = z.object({
  title: z.string().trim().min(1, VALIDATION_MESSAGES.titleRequired).max(200),
  slug: pageSlug,
  // The form marks it required (SPEC section 5): a page without content is an empty screen.
  content: z.string().max(200_000).default("").refine(hasContent, VALIDATION_MESSAGES.contentRequired),
  metaTitle: optionalText(200),
  metaDescription: optionalText(500),
  canonicalUrl: optionalLink,
  isPublished: z.boolean().default(false),
  publishedAt: publishAt,
});
export type PageInput = z.input<typeof pageInput>;

export const pageUpdate = pageInput.extend({ id: entityId });
