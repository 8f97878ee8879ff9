import { z } from "zod";
import { entityId } from "./fields";
import { publishAt } from "./publishing";

// A working copy keeps whatever the editor's form holds, valid or not: an empty title, a section
// half filled, a text longer than its field allows. Nothing typed is lost; the checks belong to the
// save that goes live (pageUpdate, blogPostUpdate), and visitors never see a working copy. The
// request body limit (BODY_LIMIT_BYTES, 1 MB by default: 413 beyond it) is the only cap.

/**
 * The item's edit version the editor last read or saved: each autosave, each save that goes live
 * and each discard moves it on. A save based on an older version is refused (409, naming who
 * changed the item and when) instead of writing over a colleague's change; left out, no check.
 */
export const editVersion = z.number().int().min(0).meta({
  description:
    "The item's version when the editor read it (`version` of GET, or of the last save): 409 when someone changed it since. Leave it out to save without the check",
});
export const baseVersion = { baseVersion: editVersion.optional() };

/** Free text as typed: no length of its own (the body limit caps it). */
export const typed = z.string();
export const typedOrNone = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

/** A section as the form holds it: its type and whatever fields it has so far, kept as typed. */
export const draftSection = z.looseObject({ type: z.string() });

/** The body of a page's PUT .../draft: the form's fields, any of them empty or unfinished. */
export const pageDraftBody = z.object({
  title: typed.default(""),
  slug: typed.default(""),
  content: typed.default(""),
  // Left out: the page keeps the sections it has.
  sections: z.array(draftSection).optional(),
  metaTitle: typedOrNone,
  metaDescription: typedOrNone,
  canonicalUrl: typedOrNone,
  isPublished: z.boolean().default(false),
  publishedAt: publishAt,
  ...baseVersion,
});
export const pageDraftInput = pageDraftBody.extend({ id: entityId });
/** A page's working copy as stored: its sections always there. */
export const pageDraftFields = pageDraftBody
  .omit({ baseVersion: true })
  .extend({ sections: z.array(draftSection).default([]) });
export type PageDraftFields = z.output<typeof pageDraftFields>;

/** The body of a post's PUT .../draft: the form's fields, any of them empty or unfinished. */
export const postDraftBody = z.object({
  title: typed.default(""),
  slug: typed.default(""),
  content: typed.default(""),
  excerpt: typedOrNone,
  featuredImage: typedOrNone,
  metaTitle: typedOrNone,
  metaDescription: typedOrNone,
  canonicalUrl: typedOrNone,
  tags: z.array(typed).default([]),
  category: typedOrNone,
  isPublished: z.boolean().default(false),
  publishedAt: publishAt,
  /** The person chosen as its author (checked when it goes live). */
  authorId: typedOrNone,
  ...baseVersion,
});
export const postDraftInput = postDraftBody.extend({ id: entityId });
export const postDraftFields = postDraftBody.omit({ baseVersion: true });
export type PostDraftFields = z.output<typeof postDraftFields>;
