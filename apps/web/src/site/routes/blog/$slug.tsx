import { BLOG_TEXTS, blogPostingJsonLd, SLUG_PATTERN } from "@staffing/shared";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { Article } from "../../components/Article";
import { NotFound } from "../../components/NotFound";
import { toPostSummary } from "../../components/PostCard";
import { isNotFound } from "../../errors";
import { relatedPosts } from "../../related-posts";
import { seoHead } from "../../seo";
import ui from "../../styles/ui.module.css";

export const Route = createFileRoute("/blog/$slug")({
  loader: async ({ context: { api }, params }) => {
    if (!SLUG_PATTERN.test(params.slug)) throw notFound();
    const post = await api.blog.bySlug({ slug: params.slug }).catch((error: unknown) => {
      throw isNotFound(error) ? notFound() : error;
    });
    const [related, seo] = await Promise.all([
      relatedPosts(api, post),
      api.seo.forPageType({ pageType: "blog" }),
    ]);
    return {
      post: {
        ...toPostSummary(post),
        content: post.content,
        updatedAt: post.updatedAt.toISOString(),
        author: post.author,
      },
      meta: { title: post.metaTitle, description: post.metaDescription, canonicalUrl: post.canonicalUrl },
      related,
      seo,
    };
  },
  head: ({ loaderData, match }) => {
    if (!loaderData) return {};
    const { siteUrl, profile } = match.context;
    const { post, meta, seo } = loaderData;
    const path = `/blog/${post.slug}`;
    return seoHead(siteUrl, {
      path,
      settings: seo,
      page: {
        title: meta.title ?? post.title,
        description: meta.description ?? post.excerpt,
        canonicalUrl: meta.canonicalUrl,
        image: post.featuredImage,
        ogType: "article",
        ...(post.author ? { author: post.author.name } : {}),
        keywords: post.tags.join(", "),
        publishedTime: post.date,
        modifiedTime: post.updatedAt,
      },
      breadcrumbs: [
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: post.title, path },
      ],
      structuredData: [
        blogPostingJsonLd(siteUrl, profile.name, {
          title: post.title,
          slug: post.slug,
          excerpt: post.excerpt,
          featuredImage: post.featuredImage,
          tags: post.tags,
          publishedAt: post.date,
          createdAt: post.date,
          updatedAt: post.updatedAt,
          author: post.author,
        }),
      ],
    });
  },
  notFoundComponent: () => (
    <NotFound
      title={BLOG_TEXTS.notFoundTitle}
      text={BLOG_TEXTS.notFoundText}
      action={{ href: "/blog", label: BLOG_TEXTS.backToBlog }}
    />
  ),
  errorComponent: () => (
    <section className={ui.container} role="alert">
      <h1>{BLOG_TEXTS.postErrorTitle}</h1>
      <p className={ui.lead}>{BLOG_TEXTS.listErrorText}</p>
    </section>
  ),
  component: BlogPost,
});

function BlogPost() {
  const { post, related } = Route.useLoaderData();
  const { siteUrl } = Route.useRouteContext();
  return <Article post={post} related={related} url={`${siteUrl}/blog/${post.slug}`} />;
}
