import type { Database } from "@staffing/db";
import { PREVIEW_TOKEN_TTL_SECONDS } from "@staffing/shared";
import { jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import { sharedSecret } from "./app-secrets";
import { findPostForPreview, type PublicBlogPost } from "./blog-posts";
import { notFound } from "./errors";
import { findPageForPreview, type PublicPage } from "./pages";

type PreviewKind = "post" | "page";

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
  await (kind === "post" ? findPostForPreview(db, id) : findPageForPreview(db, id));
  const expiresAt = new Date((Math.floor(Date.now() / 1000) + PREVIEW_TOKEN_TTL_SECONDS) * 1000);
  const token = await new SignJWT({ kind })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(id)
    .setAudience(AUDIENCE)
    .setExpirationTime(expiresAt)
    .sign(await sharedSecret(db, SECRET));
  return { url: `${siteUrl}/preview/${token}`, expiresAt };
}

const claims = z.object({ kind: z.enum(["post", "page"]), sub: z.uuid() });

export type PreviewContent = { kind: "post"; post: PublicBlogPost } | { kind: "page"; page: PublicPage };

/** The item a preview token names, in the public shape; a tampered, expired or unknown token is 404. */
export async function resolvePreview(db: Database, token: string): Promise<PreviewContent> {
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
  return payload.kind === "post"
    ? { kind: "post", post: await findPostForPreview(db, payload.sub) }
    : { kind: "page", page: await findPageForPreview(db, payload.sub) };
}
