import { BLOG_CATEGORIES, BLOG_PAGE_SIZE, BLOG_TEXTS, PUBLIC_FORMS } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { PageHero } from "../../components/PageHero";
import { toPostSummary } from "../../components/PostCard";
import { Island } from "../../islands/Island";
import { outcomeOf } from "../../outcome";
import { blogQuery, blogSearch } from "../../search";
import { seoHead } from "../../seo";
import ui from "../../styles/ui.module.css";
import styles from "./blog.module.css";

export const Route = createFileRoute("/blog/")({
  validateSearch: blogSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, category: search.category, q: search.q }),
  loader: async ({ context: { api }, deps }) => {
    const [posts, seo] = await Promise.all([
      api.blog.list({ page: deps.page, limit: BLOG_PAGE_SIZE, category: deps.category, q: deps.q }),
      api.seo.forPageType({ pageType: "blog" }),
    ]);
    return { posts: posts.map(toPostSummary), seo };
  },
  head: ({ loaderData, match }) => {
    const { page, category, q } = match.search;
    const settings = loaderData?.seo ?? {};
    return seoHead(match.context.siteUrl, {
      path: `/blog${blogQuery({ page, category })}`,
      // A search's answer is one searcher's: kept out of search engines (as its X-Robots-Tag says).
      settings: q ? { ...settings, robots: "noindex, follow" } : settings,
      breadcrumbs: [
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
      ],
    });
  },
  errorComponent: BlogListError,
  component: BlogList,
});

function BlogList() {
  const { posts } = Route.useLoaderData();
  const { page = 1, category, q } = Route.useSearch();
  const { outcome } = Route.useRouteContext();
  return (
    <>
      <PageHero eyebrow={BLOG_TEXTS.eyebrow} title={BLOG_TEXTS.heading} intro={BLOG_TEXTS.intro} />
      <section className={ui.section}>
        <div className={ui.container}>
          <nav className={styles.categories} aria-label={BLOG_TEXTS.categoriesLabel}>
            <a href="/blog" className={styles.category} aria-current={category ? undefined : "page"}>
              {BLOG_TEXTS.all}
            </a>
            {BLOG_CATEGORIES.map((name) => (
              <a
                key={name}
                href={`/blog${blogQuery({ category: name })}`}
                className={styles.category}
                aria-current={category === name ? "page" : undefined}
              >
                {name}
              </a>
            ))}
          </nav>
          <Island name="blog-search" props={{ posts, page, category, q }} />
          <section className={styles.newsletter} aria-labelledby="blog-newsletter-heading">
            {/* Not "blog-newsletter": that is the form's own id (NewsletterForm's idPrefix). */}
            <h2 id="blog-newsletter-heading">{BLOG_TEXTS.newsletterHeading}</h2>
            <Island
              name="newsletter-form"
              props={{
                tone: "light",
                returnTo: `/blog#blog-${PUBLIC_FORMS.newsletter.anchor}`,
                outcome: outcomeOf(outcome, "newsletter"),
                idPrefix: "blog",
              }}
            />
          </section>
        </div>
      </section>
    </>
  );
}

function BlogListError() {
  return (
    <>
      <PageHero title={BLOG_TEXTS.heading} intro={BLOG_TEXTS.intro} />
      <section className={`${ui.container} ${styles.error}`} role="alert">
        <h2>{BLOG_TEXTS.listErrorTitle}</h2>
        <p>{BLOG_TEXTS.listErrorText}</p>
      </section>
    </>
  );
}
