import { blogPostInput, formatTags, pagePath, pageUpdate, parseTags } from "@staffing/shared";
import { fromMomentValue, toMomentValue } from "../lib/dates";
import type { FieldErrors } from "../lib/form";
import { editorErrors, editorMessages } from "./validation";

// What the editor edits of a page and of a post: the form's values (text as typed, the moment as ISO
// text, which its field shows and takes on the company's clock), made from the item or its working
// copy. The working copy takes them as they are (pageDraft, postDraft); the save that goes live checks them first with the same
// schema the API uses (checkPage, checkPostFields).

type Moment = string | Date | null | undefined;

/** A page as the API answers it, or its working copy. */
export interface PageFields {
  title: string;
  slug: string;
  content: string;
  sections?: unknown[] | undefined;
  metaTitle: string | null;
  metaDescription: string | null;
  canonicalUrl: string | null;
  isPublished: boolean;
  publishedAt?: Moment;
}

/** A post as the API answers it, or its working copy. */
export interface PostFields {
  title: string;
  slug: string;
  content: string;
  excerpt: string | null;
  featuredImage: string | null;
  category: string | null;
  tags: string[];
  metaTitle: string | null;
  metaDescription: string | null;
  canonicalUrl: string | null;
  isPublished: boolean;
  publishedAt?: Moment;
  /** A person of People; none means the company signs it. */
  authorId?: string | null | undefined;
}

export interface PageValues {
  title: string;
  slug: string;
  content: string;
  sections: Record<string, unknown>[];
  metaTitle: string;
  metaDescription: string;
  canonicalUrl: string;
  isPublished: boolean;
  publishedAt: string;
}

export interface PostValues {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  featuredImage: string;
  category: string;
  tags: string;
  metaTitle: string;
  metaDescription: string;
  canonicalUrl: string;
  isPublished: boolean;
  publishedAt: string;
  authorId: string;
}

/**
 * What the editor opens: the working copy when there is one, else the item. A working copy without
 * a 'Publish at' keeps the item's.
 */
export function workingFields<L extends { publishedAt?: Moment }, D extends { publishedAt?: Moment }>(
  item: L,
  draft: D | null,
): L | D {
  if (!draft) return item;
  return { ...draft, publishedAt: draft.publishedAt === undefined ? item.publishedAt : draft.publishedAt };
}

export type Checked<I> = { input: I; errors?: undefined } | { input?: undefined; errors: FieldErrors };

export function pageValues(page: PageFields): PageValues {
  return {
    title: page.title,
    slug: page.slug,
    content: page.content,
    sections: (page.sections ?? []) as Record<string, unknown>[],
    metaTitle: page.metaTitle ?? "",
    metaDescription: page.metaDescription ?? "",
    canonicalUrl: page.canonicalUrl ?? "",
    isPublished: page.isPublished,
    publishedAt: toMomentValue(page.publishedAt),
  };
}

/** 'Publish at' as a working copy keeps it (a moment or nothing). */
function draftMoment(value: string): string | null {
  const iso = fromMomentValue(value);
  return iso !== null && Number.isNaN(Date.parse(iso)) ? null : iso;
}

/** A page's values as its working copy keeps them: as typed, whatever they hold. */
export const pageDraft = (values: PageValues) => ({
  ...values,
  sections: values.sections.map((section) => ({ ...section, type: String(section.type ?? "") })),
  publishedAt: draftMoment(values.publishedAt),
});

/** A page's values as `pages.update` takes them, or the fields' messages. */
export function checkPage(values: PageValues, id: string) {
  const parsed = pageUpdate.safeParse(
    { ...values, id, publishedAt: fromMomentValue(values.publishedAt) },
    { error: editorMessages },
  );
  if (!parsed.success) return { errors: editorErrors(parsed.error) };
  return { input: { ...parsed.data, publishedAt: parsed.data.publishedAt?.toISOString() ?? null } };
}

export function postValues(post: PostFields): PostValues {
  return {
    title: post.title,
    slug: post.slug,
    content: post.content,
    excerpt: post.excerpt ?? "",
    featuredImage: post.featuredImage ?? "",
    category: post.category ?? "",
    tags: formatTags(post.tags),
    metaTitle: post.metaTitle ?? "",
    metaDescription: post.metaDescription ?? "",
    canonicalUrl: post.canonicalUrl ?? "",
    isPublished: post.isPublished,
    publishedAt: toMomentValue(post.publishedAt),
    authorId: post.authorId ?? "",
  };
}

export const emptyPost = (): PostValues =>
  postValues({
    title: "",
    slug: "",
    content: "",
    excerpt: null,
    featuredImage: null,
    category: null,
    tags: [],
    metaTitle: null,
    metaDescription: null,
    canonicalUrl: null,
    isPublished: false,
    publishedAt: null,
  });

const postFields = (values: PostValues) => ({
  ...values,
  tags: parseTags(values.tags),
  category: values.category || null,
  publishedAt: fromMomentValue(values.publishedAt),
  authorId: values.authorId || null,
});

/** A post's values as its working copy keeps them: as typed, whatever they hold. */
export const postDraft = (values: PostValues) => ({
  ...postFields(values),
  publishedAt: draftMoment(values.publishedAt),
  excerpt: values.excerpt,
  featuredImage: values.featuredImage,
  metaTitle: values.metaTitle,
  metaDescription: values.metaDescription,
  canonicalUrl: values.canonicalUrl,
});

/** A post's values as `blog.create` takes them, and `blog.update` once its id is added. */
export function checkPostFields(values: PostValues) {
  const parsed = blogPostInput.safeParse(postFields(values), { error: editorMessages });
  if (!parsed.success) return { errors: editorErrors(parsed.error) };
  return { input: { ...parsed.data, publishedAt: parsed.data.publishedAt?.toISOString() ?? null } };
}

/** Where visitors find it. */
export const publicPath = (kind: "page" | "post", slug: string) =>
  kind === "page" ? pagePath(slug) : `/blog/${slug}`;

/** Whether the 'Publish at' moment typed is still ahead: publishing then schedules. */
export function isFuture(publishedAt: string): boolean {
  const iso = fromMomentValue(publishedAt);
  return iso !== null && new Date(iso).getTime() > Date.now();
}

/** The body of a call without the item's id (the preview takes the fields only). */
export function withoutId<I extends { id: string }>(input: I): Omit<I, "id"> {
  const { id: _id, ...fields } = input;
  return fields;
}

export type PostFieldsInput = NonNullable<ReturnType<typeof checkPostFields>["input"]>;
