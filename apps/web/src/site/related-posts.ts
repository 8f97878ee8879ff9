import type { BlogCategory } from "@staffing/shared";
import { toPostSummary } from "./components/PostCard";
import type { Api } from "./context";

const RELATED_POSTS = 3;

/**
 * Up to three other published posts of the post's category, as its page shows them. A draft's
 * preview asks here too, so it shows what the live page will.
 */
export async function relatedPosts(api: Api, post: { slug: string; category: BlogCategory | null }) {
  if (!post.category) return [];
  const sameCategory = await api.blog.list({ page: 1, limit: RELATED_POSTS + 1, category: post.category });
  return sameCategory
    .filter((other) => other.slug !== post.slug)
    .slice(0, RELATED_POSTS)
    .map(toPostSummary);
}
