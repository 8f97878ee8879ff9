import { AUTHOR_TEXTS, authorPath, BLOG_TEXTS, mediaImageSrcSet, readingMinutes } from "@staffing/shared";
import { Island } from "../islands/Island";
import { Avatar } from "../sections/Avatar";
import ui from "../styles/ui.module.css";
import styles from "./Article.module.css";
import { formatPostDate, PostCard, type PostSummary } from "./PostCard";
import prose from "./prose.module.css";

/** Who wrote a post, as its byline and author box show them. */
export interface ArticleAuthor {
  name: string;
  slug: string;
  jobTitle: string | null;
  photo: string | null;
  bio: string | null;
}

export interface ArticlePost extends PostSummary {
  content: string;
  /** The person who wrote it; none means the company signs it. */
  author?: ArticleAuthor | null | undefined;
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
            {post.author ? (
              <Byline author={post.author} />
            ) : (
              <>
                <span className={styles.avatar} aria-hidden="true">
                  N
                </span>
                <span className={styles.author}>{BLOG_TEXTS.authorLabel}</span>
              </>
            )}
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
          {post.author ? (
            <AuthorBox author={post.author} />
          ) : (
            <aside className={styles.authorBox}>
              <span className={styles.avatarLarge} aria-hidden="true">
                N
              </span>
              <div>
                <p className={styles.author}>{BLOG_TEXTS.authorLabel}</p>
                <p>{BLOG_TEXTS.authorBio}</p>
              </div>
            </aside>
          )}
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

const photoOf = (author: ArticleAuthor) => (author.photo ? { src: author.photo, alt: "" } : null);

/** "By Dana Whitford, Managing Director": the name links to their page. */
function Byline({ author }: { author: ArticleAuthor }) {
  return (
    <span className={styles.byline}>
      <Avatar name={author.name} photo={photoOf(author)} size="small" />
      <span>
        {AUTHOR_TEXTS.by}{" "}
        <a className={styles.author} href={authorPath(author.slug)} rel="author">
          {author.name}
        </a>
        {author.jobTitle ? <span className={styles.jobTitle}>, {author.jobTitle}</span> : null}
      </span>
    </span>
  );
}

/** Under the post: who wrote it, a few words about them, and a link to their other posts. */
function AuthorBox({ author }: { author: ArticleAuthor }) {
  return (
    <aside className={styles.authorBox}>
      <Avatar name={author.name} photo={photoOf(author)} size="small" />
      <div>
        <p className={styles.author}>{author.name}</p>
        {author.jobTitle ? <p className={styles.jobTitle}>{author.jobTitle}</p> : null}
        {author.bio ? <p>{author.bio}</p> : null}
        <p>
          <a href={authorPath(author.slug)}>{AUTHOR_TEXTS.moreAbout(author.name)}</a>
        </p>
      </div>
    </aside>
  );
}
