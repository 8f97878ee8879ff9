import { mediaImageSrcSet } from "@staffing/shared";
import styles from "./PostCard.module.css";

/** What a post teaser shows: the list's posts, as plain JSON (an island's props carry them). */
export interface PostSummary {
  slug: string;
  title: string;
  excerpt: string | null;
  category: string | null;
  tags: string[];
  featuredImage: string | null;
  /** publishedAt, otherwise createdAt (SPEC), as an ISO date. */
  date: string;
}

interface PostLike {
  slug: string;
  title: string;
  excerpt: string | null;
  category: string | null;
  tags: string[];
  featuredImage: string | null;
  publishedAt: Date | string | null;
  createdAt: Date | string;
}

export function toPostSummary(post: PostLike): PostSummary {
  const { slug, title, excerpt, category, tags, featuredImage } = post;
  return {
    slug,
    title,
    excerpt,
    category,
    tags,
    featuredImage,
    date: new Date(post.publishedAt ?? post.createdAt).toISOString(),
  };
}

// One formatter for every card (toLocaleDateString would make one per call).
const DATE_FORMAT = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});
export const formatPostDate = (iso: string) => DATE_FORMAT.format(new Date(iso));

const MAX_TAGS = 3;
// The card's width in its grid: a third of the container from 900 px up, else up to the screen's.
const CARD_IMAGE_SIZES = "(min-width: 1200px) 384px, (min-width: 900px) 31vw, (min-width: 600px) 48vw, 100vw";

/**
 * A post teaser: image, category, title, excerpt, date and up to three tags (SPEC). `eager` for the
 * cards at the top of a page; `priority` for the first, the largest thing a phone shows first.
 */
export function PostCard({
  post,
  eager = false,
  priority = false,
  headingLevel = 3,
}: {
  post: PostSummary;
  eager?: boolean;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={styles.card}>
      {post.featuredImage ? (
        <img
          className={styles.image}
          src={post.featuredImage}
          srcSet={mediaImageSrcSet(post.featuredImage)}
          sizes={CARD_IMAGE_SIZES}
          alt=""
          width={1200}
          height={630}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          fetchPriority={priority ? "high" : undefined}
        />
      ) : null}
      <div className={styles.body}>
        {post.category ? <p className={styles.category}>{post.category}</p> : null}
        <Heading className={styles.title}>
          <a href={`/blog/${post.slug}`} className={styles.link}>
            {post.title}
          </a>
        </Heading>
        {post.excerpt ? <p className={styles.excerpt}>{post.excerpt}</p> : null}
        <div className={styles.footer}>
          <time dateTime={post.date}>{formatPostDate(post.date)}</time>
          {post.tags.length ? (
            <ul className={styles.tags}>
              {post.tags.slice(0, MAX_TAGS).map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </article>
  );
}
