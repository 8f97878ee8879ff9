import { AUTHOR_TEXTS, authorPath, BLOG_TEXTS, profilePageJsonLd, SLUG_PATTERN } from "@staffing/shared";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { NotFound } from "../../components/NotFound";
import { PostCard, toPostSummary } from "../../components/PostCard";
import { isNotFound } from "../../errors";
import { Avatar } from "../../sections/Avatar";
import { seoHead } from "../../seo";
import ui from "../../styles/ui.module.css";
import styles from "./authors.module.css";

/** An author's page: who they are, and their published posts as the blog lists them, a page at a time. */
export const Route = createFileRoute("/authors/$slug")({
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    if (search.page === undefined) return {};
    const page = Number(search.page);
    return { page: Number.isSafeInteger(page) && page >= 1 ? page : 1 };
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context: { api }, params, deps }) => {
    if (!SLUG_PATTERN.test(params.slug)) throw notFound();
    const found = await api.authors.bySlug({ slug: params.slug, page: deps.page }).catch((error: unknown) => {
      throw isNotFound(error) ? notFound() : error;
    });
    // A page past the last: not found, rather than an empty list under an address of its own.
    if (deps.page > found.pageCount) throw notFound();
    const seo = await api.seo.forPageType({ pageType: "blog" });
    const { id: _, ...author } = found.author;
    return {
      author,
      posts: found.posts.map(toPostSummary),
      page: found.page,
      pageCount: found.pageCount,
      seo,
    };
  },
  head: ({ loaderData, match }) => {
    if (!loaderData) return {};
    const { siteUrl, profile } = match.context;
    const { author, page, seo } = loaderData;
    const path = `${authorPath(author.slug)}${page > 1 ? `?page=${page}` : ""}`;
    return seoHead(siteUrl, {
      path,
      // The blog's settings for robots and the like; the title and description are the person's.
      settings: { ...seo, schema: undefined },
      page: {
        title: author.jobTitle ? `${author.name}, ${author.jobTitle}` : author.name,
        description: author.bio ?? AUTHOR_TEXTS.postsHeading(author.name),
        image: author.photo,
        author: author.name,
      },
      breadcrumbs: [
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: author.name, path: authorPath(author.slug) },
      ],
      structuredData: [profilePageJsonLd(siteUrl, author, profile.name)],
    });
  },
  notFoundComponent: () => (
    <NotFound
      title={AUTHOR_TEXTS.notFoundTitle}
      text={AUTHOR_TEXTS.notFoundText}
      action={{ href: "/blog", label: AUTHOR_TEXTS.backToBlog }}
    />
  ),
  errorComponent: () => (
    <section className={ui.container} role="alert">
      <h1>{AUTHOR_TEXTS.errorTitle}</h1>
      <p className={ui.lead}>{BLOG_TEXTS.listErrorText}</p>
    </section>
  ),
  component: AuthorPage,
});

function AuthorPage() {
  const { author, posts, page, pageCount } = Route.useLoaderData();
  const pageLink = (to: number) => `${authorPath(author.slug)}${to > 1 ? `?page=${to}` : ""}`;
  return (
    <>
      <section className={styles.hero}>
        <div className={`${ui.container} ${styles.profile}`}>
          <div className={styles.photo}>
            <Avatar
              name={author.name}
              photo={author.photo ? { src: author.photo, alt: "" } : null}
              size="large"
              priority
            />
          </div>
          <div className={styles.text}>
            <h1>{author.name}</h1>
            {author.jobTitle ? <p className={styles.jobTitle}>{author.jobTitle}</p> : null}
            {author.bio ? <p className={styles.bio}>{author.bio}</p> : null}
            {author.linkedinUrl ? (
              <p>
                <a className={styles.linkedin} href={author.linkedinUrl} rel="me noopener" target="_blank">
                  {AUTHOR_TEXTS.linkedinOf(author.name)}
                </a>
              </p>
            ) : null}
          </div>
        </div>
      </section>
      <section className={ui.section}>
        <div className={ui.container}>
          <h2 className={styles.postsHeading}>{AUTHOR_TEXTS.postsHeading(author.name)}</h2>
          {posts.length === 0 ? (
            <p className={ui.lead}>{AUTHOR_TEXTS.noPosts}</p>
          ) : (
            <div className={ui.grid3}>
              {posts.map((post, index) => (
                <PostCard key={post.slug} post={post} eager={index < 3} />
              ))}
            </div>
          )}
          {pageCount > 1 ? (
            <nav className={styles.pager} aria-label={BLOG_TEXTS.pagination}>
              {page > 1 ? (
                <a className={styles.pageButton} href={pageLink(page - 1)}>
                  {BLOG_TEXTS.previous}
                </a>
              ) : null}
              <p>{BLOG_TEXTS.page(page)}</p>
              {page < pageCount ? (
                <a className={styles.pageButton} href={pageLink(page + 1)}>
                  {BLOG_TEXTS.next}
                </a>
              ) : null}
            </nav>
          ) : null}
        </div>
      </section>
    </>
  );
}
