import type { Database } from "@staffing/db";
import { PREVIEW_TOKEN_TTL_SECONDS, type Section, type unsavedPreviewInput } from "@staffing/shared";
import { jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import { sharedSecret } from "./app-secrets";
import { findPostForPreview, findPublicPerson, type PublicBlogPost } from "./blog-posts";
import { notFound } from "./errors";
import { sanitizeArticleHtml, sanitizeForDisplay } from "./html";
import { findJobForPreview, type JobRecord } from "./jobs";
import { assertLibraryImages, sectionsForDisplay, sectionsToStore } from "./page-sections";
import { findPageForPreview, type PublicPage } from "./pages";

type PreviewKind = "post" | "page" | "job";

const SECRET = "preview_token_key";
// Says what the token is for, so no other token signed with some other key's use could pass.
const AUDIENCE = "preview";

/**
 * A signed address that shows a page or post as it is now, published or not, for an hour: an HMAC
 * (HS256) over the item, with a key kept in the database so every instance signs and checks alike.
 */
export async function createPreviewLink(
  db: Database,
  siteUrl: string,
  kind: PreviewKind,
  id: string,
): Promise<{ url: string; expiresAt: Date }> {
  // An unknown item gets its 404 now, not an address that would.
  await (kind === "post"
    ? findPostForPreview(db, id)
    : kind === "job"
      ? findJobForPreview(db, id)
      : findPageForPreview(db, id));
  const expiresAt = new Date((Math.floor(Date.now() / 1000) + PREVIEW_TOKEN_TTL_SECONDS) * 1000);
  const token = await new SignJWT({ kind })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(id)
    .setAudience(AUDIENCE)
    .setExpirationTime(expiresAt)
    .sign(await sharedSecret(db, SECRET));
  return { url: `${siteUrl}/preview/${token}`, expiresAt };
}

const claims = z.object({ kind: z.enum(["post", "page", "job"]), sub: z.uuid() });

/** What a preview shows of a page: what its public page shows. */
export type PreviewPage = Pick<PublicPage, "title" | "slug" | "content" | "sections">;
/** What a preview shows of a post: what its public page shows. */
export type PreviewPost = Pick<
  PublicBlogPost,
  | "title"
  | "slug"
  | "content"
  | "excerpt"
  | "category"
  | "tags"
  | "featuredImage"
  | "publishedAt"
  | "createdAt"
  | "author"
>;

/** A page or post in the shape its preview shows, saved (a preview address) or not (the live preview). */
export type PreviewContent = { kind: "post"; post: PreviewPost } | { kind: "page"; page: PreviewPage };

/**
 * The item a preview token names, in the public shape, its working copy's fields when it has one; a
 * tampered, expired or unknown token is 404.
 */
export async function resolvePreview(
  db: Database,
  token: string,
): Promise<
  | { kind: "post"; post: PublicBlogPost }
  | { kind: "page"; page: PublicPage }
  | { kind: "job"; job: JobRecord }
> {
  const key = await sharedSecret(db, SECRET);
  let payload: z.infer<typeof claims>;
  try {
    const verified = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      audience: AUDIENCE,
      requiredClaims: ["exp", "sub"],
    });
    payload = claims.parse(verified.payload);
  } catch {
    throw notFound("Preview");
  }
  if (payload.kind === "job") return { kind: "job", job: await findJobForPreview(db, payload.sub) };
  return payload.kind === "post"
    ? { kind: "post", post: await findPostForPreview(db, payload.sub) }
    : { kind: "page", page: await findPageForPreview(db, payload.sub) };
}

/** The text of an item as it would be stored and then read: sanitized on the way in and the way out. */
const asStoredAndRead = (html: string) => sanitizeForDisplay(sanitizeArticleHtml(html));

/**
 * Unsaved fields (the same body as the item's PUT, parsed) in the shape a preview shows them, as
 * they would be stored and read: nothing is stored. An image not in the library is refused as a
 * save would refuse it.
 */
export async function unsavedPreview(
  db: Database,
  input: z.output<typeof unsavedPreviewInput>,
): Promise<PreviewContent> {
  if (input.kind === "page") {
    const { title, slug, content, sections } = input.item;
    await assertLibraryImages(db, sections, ["item", "sections"]);
    return {
      kind: "page",
      page: {
        title,
        slug,
        content: asStoredAndRead(content),
        sections: sectionsForDisplay(sectionsToStore(sections)),
      },
    };
  }
  const { title, slug, content, excerpt, category, tags, featuredImage, publishedAt, authorId } = input.item;
  const now = new Date();
  return {
    kind: "post",
    post: {
      title,
      slug,
      content: asStoredAndRead(content),
      excerpt,
      category,
      tags,
      featuredImage,
      // A post not yet published shows the day it would be if it went out now.
      publishedAt: publishedAt ?? now,
      createdAt: now,
      author: await findPublicPerson(db, authorId),
    },
  };
}

/**
 * A job's unsaved fields (the same body as its PUT, parsed) as its live preview draws them: a page of
 * its title, description and sections until the public job page has a renderer of its own. Nothing is
 * stored; an image not in the library is refused as a save would refuse it.
 */
export async function unsavedJobPreview(
  db: Database,
  job: { title: string; slug: string; description: string; sections: Section[] },
): Promise<PreviewContent> {
  await assertLibraryImages(db, job.sections);
  return {
    kind: "page",
    page: {
      title: job.title,
      slug: job.slug,
      content: asStoredAndRead(job.description),
      sections: sectionsForDisplay(sectionsToStore(job.sections)),
    },
  };
}
