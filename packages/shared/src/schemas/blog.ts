import { z } from "zod";
import { BLOG_CATEGORIES, BLOG_PAGE_SIZE, BLOG_PAGE_SIZE_MAX } from "../constants";
import { VALIDATION_MESSAGES } from "../messages";
import { SLUG_PATTERN } from "../slug";
import { entityId, optionalLink, optionalText } from "./fields";
import { publishAt } from "./publishing";
import { searchQuery } from "./search";
import { baseVersion } from "./working-copies";

export const blogListInput = z.object({
  page: z.number().int().min(1).default(1),
  limit: z.number().int().min(1).max(BLOG_PAGE_SIZE_MAX).default(BLOG_PAGE_SIZE),
  category: z.enum(BLOG_CATEGORIES).optional(),
  /** Words to find in the title, excerpt, body or tags; each may be the start of a word. */
  q: searchQuery.optional(),
});
export type BlogListInput = z.input<typeof blogListInput>;

export const postSlug = z
  .string()
  .trim()
  .min(1, VALIDATION_MESSAGES.slugRequired)
  .max(200)
  .regex(SLUG_PATTERN, VALIDATION_MESSAGES.slugPattern);

export const blogPostInput = z.object({
  title: z.string().trim().min(1, VALIDATION_MESSAGES.titleRequired).max(200),
  slug: postSlug,
  content: z.string().max(200_000).default(""),
  excerpt: optionalText(1000),
  featuredImage: optionalLink,
  metaTitle: optionalText(200),
  metaDescription: optionalText(500),
  canonicalUrl: optionalLink,
  tags: z.array(z.string().trim().min(1).max(50)).max(30).default([]),
  category: z
    .enum(BLOG_CATEGORIES)
    .nullish()
    .or(z.literal(""))
    .transform((value) => value || null),
  isPublished: z.boolean().default(false),
  publishedAt: publishAt,
  /** Who wrote it: a person of People (their byline, their author page); none means the company. */
  authorId: entityId
    .nullish()
    .or(z.literal(""))
    .transform((value) => value || null),
});
export type BlogPostInput = z.input<typeof blogPostInput>;

export const blogPostUpdate = blogPostInput.extend({ id: entityId, ...baseVersion });
