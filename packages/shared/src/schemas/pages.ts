import { z } from "zod";
import { isReservedPageSlug } from "../app-routes";
import { htmlToText } from "../editing";
import { VALIDATION_MESSAGES } from "../messages";
import { sections } from "../sections";
import { PAGE_SLUG_PATTERN } from "../slug";
import { entityId, optionalLink, optionalText } from "./fields";
import { publishAt } from "./publishing";
import { baseVersion } from "./working-copies";

const slugText = z
  .string()
  .trim()
  .min(1, VALIDATION_MESSAGES.slugRequired)
  .max(200)
  .regex(PAGE_SLUG_PATTERN, VALIDATION_MESSAGES.slugPattern);
// A page lives at /{slug}, so it may not take the address of a screen or endpoint of the app, nor a
// system page's (checked by the API for the system page itself).
const isReservedPath = isReservedPageSlug;

export const pageSlug = slugText.refine(
  (slug) => !isReservedPath(slug),
  VALIDATION_MESSAGES.pageSlugReserved,
);

/** Content a reader sees: some text, or at least a picture. */
const hasContent = (html: string) => htmlToText(html) !== "" || /<img\s/i.test(html);

/** The system pages: the site's frame, served at their own routes (`home` at /). */
export const SYSTEM_PAGE_SLUGS = ["home", "services", "about", "contact"] as const;
export type SystemPageSlug = (typeof SYSTEM_PAGE_SLUGS)[number];
export const isSystemPageSlug = (slug: string): slug is SystemPageSlug =>
  (SYSTEM_PAGE_SLUGS as readonly string[]).includes(slug);
/** Where a page is served: /{slug}, and the home page at /. */
export const pagePath = (slug: string) => (slug === "home" ? "/" : `/${slug}`);

/**
 * A slug some page may have: a system page's (reserved for any other page; the API checks which page
 * it is) or any address the site leaves to pages.
 */
export const anyPageSlug = slugText.refine(
  (slug) => isSystemPageSlug(slug) || !isReservedPath(slug),
  VALIDATION_MESSAGES.pageSlugReserved,
);

const pageFields = z.object({
  title: z.string().trim().min(1, VALIDATION_MESSAGES.titleRequired).max(200),
  slug: anyPageSlug,
  // The spec's HTML, shown as a rich-text section before the sections; required only without sections.
  content: z.string().max(200_000).default(""),
  sections: sections.default([]),
  metaTitle: optionalText(200),
  metaDescription: optionalText(500),
  canonicalUrl: optionalLink,
  isPublished: z.boolean().default(false),
  publishedAt: publishAt,
});

/**
 * Whether a page shows anything: sections, or content with some text or a picture. The form marks
 * content required (SPEC section 5) when there are no sections: such a page is an empty screen.
 */
export const pageHasContent = (page: { content: string; sections: readonly unknown[] }) =>
  page.sections.length > 0 || hasContent(page.content);
const contentRequired = { message: VALIDATION_MESSAGES.contentRequired, path: ["content"] };

export const pageInput = pageFields.refine(pageHasContent, contentRequired);
export type PageInput = z.input<typeof pageInput>;

// A save may leave `sections` out (a client of the spec's PUT, whose body has none): the page keeps
// the sections it has, and the API checks the content rule against them.
const pageUpdateFields = pageFields.extend({ sections: sections.optional() });
const contentOrKeptSections = (page: { content: string; sections?: readonly unknown[] | undefined }) =>
  page.sections === undefined || pageHasContent({ content: page.content, sections: page.sections });

/** The body of a page's PUT (and of its working copy's). */
export const pageUpdateBody = pageUpdateFields.refine(contentOrKeptSections, contentRequired);
export const pageUpdate = pageUpdateFields
  .extend({ id: entityId, ...baseVersion })
  .refine(contentOrKeptSections, contentRequired);
