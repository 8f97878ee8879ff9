import { BLOG_TEXTS, mediaImageSrcSet, readingMinutes } from "@staffing/shared";
import { Island } from "../islands/Island";
import ui from "../styles/ui.module.css";
import styles from "./Article.module.css";
import { formatPostDate, PostCard, type PostSummary } from "./PostCard";
import prose from "./prose.module.css";

export interface ArticlePost extends PostSummary {
  content: string;
}

/**
 * SPEC's post: category, title, excerpt, date, author, reading time, featured image, share buttons,
 * the content, tags, the author box and up to 3 related posts.
 */
export function Article({ post, related, url }: { post: ArticlePost; related: PostSummary[]; url: string }) {
  return (
    <>
      <article className={styles.article}>
        <header className={`${ui.container} ${styles.header}`}>
          <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
            <a href="/blog">{BLOG_TEXTS.heading}</a>
            {post.category ? (
              <>
                <span aria-hidden="true">/</span>
                {/* Encoded as the blog's own filter links are (blogQuery): one address for one list. */}
                <a href={`/blog?${new URLSearchParams({ category: post.category })}`}>{post.category}</a>
              </>
            ) : null}
          </nav>
          <h1>{post.title}</h1>
          {post.excerpt ? <p className={styles.excerpt}>{post.excerpt}</p> : null}
          <div className={styles.meta}>
            <span className={styles.avatar} aria-hidden="true">
              N
            </span>
            <span className={styles.author}>{BLOG_TEXTS.authorLabel}</span>
            <time dateTime={post.date}>{formatPostDate(post.date)}</time>
            <span>{BLOG_TEXTS.minRead(readingMinutes(post.content))}</span>
          </div>
        </header>
        <div className={`${ui.container} ${styles.body}`}>
          {post.featuredImage ? (
            <img
              className={styles.image}
              src={post.featuredImage}
              srcSet={mediaImageSrcSet(post.featuredImage)}
              // The article column: at most 860 px.
              sizes="(min-width: 908px) 860px, calc(100vw - 40px)"
              alt=""
              width={1200}
              height={630}
              fetchPriority="high"
            />
          ) : null}
          <Island name="share-buttons" props={{ url, title: post.title }} />
          <div
            className={`${prose.prose} ${styles.content}`}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server when stored and again when read (sanitize-html allow-list).
            dangerouslySetInnerHTML={{ __html: post.content }}
          />
          {post.tags.length ? (
            <ul className={styles.tags} aria-label="Tags">
              {post.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          ) : null}
          <aside className={styles.authorBox}>
            <span className={styles.avatarLarge} aria-hidden="true">
              N
            </span>
            <div>
              <p className={styles.author}>{BLOG_TEXTS.authorLabel}</p>
              <p>{BLOG_TEXTS.authorBio}</p>
            </div>
          </aside>
        </div>
      </article>
      {related.length > 0 ? (
        <section className={`${ui.section} ${ui.muted}`}>
          <div className={ui.container}>
            <h2 className={styles.relatedHeading}>{BLOG_TEXTS.related}</h2>
            <div className={ui.grid3}>
              {related.map((other) => (
                <PostCard key={other.slug} post={other} />
              ))}
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}
