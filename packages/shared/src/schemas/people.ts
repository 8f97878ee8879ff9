import { z } from "zod";
import { AUTHOR_POSTS_PAGE_SIZE, PERSON_BIO_MAX_LENGTH } from "../constants";
import { parseLibraryImage } from "../media";
import { VALIDATION_MESSAGES } from "../messages";
import { SLUG_PATTERN } from "../slug";
import { PEOPLE_MESSAGES } from "../texts/people";
import { entityId, optionalText } from "./fields";

const LINKEDIN = /^https:\/\/(?:[a-z]{2,3}\.)?linkedin\.com\/[^\s]+$/i;

/** A LinkedIn profile: https://www.linkedin.com/... (or a country's, ca.linkedin.com), nothing else. */
export const linkedinUrl = z
  .string()
  .trim()
  .max(500)
  .nullish()
  .or(z.literal(""))
  .transform((value) => value || null)
  .refine(
    (value) => value === null || (LINKEDIN.test(value) && URL.canParse(value)),
    PEOPLE_MESSAGES.linkedinUrl,
  );

/** A photo: an image of the media library, by its address (as a post's featured image). */
export const personPhoto = z
  .string()
  .trim()
  .nullish()
  .or(z.literal(""))
  .transform((value) => value || null)
  .refine(
    (value) => value === null || parseLibraryImage(value) !== null,
    "Choose an image from the media library",
  );

export const personSlug = z
  .string()
  .trim()
  .min(1, VALIDATION_MESSAGES.slugRequired)
  .max(120)
  .regex(SLUG_PATTERN, VALIDATION_MESSAGES.slugPattern);

/** A person of the team: who may write posts and appear in a Team section. */
export const personInput = z.object({
  name: z.string().trim().min(1, VALIDATION_MESSAGES.nameRequired).max(120),
  slug: personSlug,
  jobTitle: optionalText(120),
  photo: personPhoto,
  bio: optionalText(PERSON_BIO_MAX_LENGTH),
  linkedinUrl,
  onTeam: z.boolean().default(true),
  position: z.number().int().min(0).max(10_000).default(0),
});
export type PersonInput = z.input<typeof personInput>;
export const personUpdate = personInput.extend({ id: entityId });

/** One author's page: their published posts, a page at a time. */
export const authorInput = z.object({
  slug: personSlug,
  page: z.number().int().min(1).max(10_000).default(1),
  limit: z.number().int().min(1).max(50).default(AUTHOR_POSTS_PAGE_SIZE),
});

/** The people a Team section shows: those chosen (by id), and everyone on the team when asked. */
export const teamMembersInput = z.object({
  ids: z.array(entityId).max(24).default([]),
  everyoneOnTeam: z.boolean().default(false),
});
