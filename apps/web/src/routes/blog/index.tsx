import type { CSSObject } from "@emotion/react";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import Skeleton from "@mui/material/Skeleton";
import { alpha } from "@mui/material/styles";
import { BLOG_CATEGORIES, BLOG_PAGE_SIZE, BLOG_TEXTS } from "@staffing/shared";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useState } from "react";
import { PostCard } from "../../components/blog/PostCard";
import { OutlinedField } from "../../components/form/OutlinedField";
import { NewsletterForm } from "../../components/site/NewsletterForm";
import { blogSearch } from "../../lib/blog-search";
import { seoHead } from "../../lib/seo";
import {
  cardGridCss,
  containedButtonCss,
  outlinedCss,
  pageCss,
  staticCss,
  textButtonCss,
  typographyCss,
} from "../../lib/static-css";
import { visuallyHidden } from "../../lib/visually-hidden";

export const Route = createFileRoute("/blog/")({
  validateSearch: blogSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, category: search.category }),
  loader: async ({ context: { queryClient, trpc }, deps }) => {
    const [posts, seo] = await Promise.all([
      queryClient.ensureQueryData(
        trpc.blog.list.queryOptions({ page: deps.page, limit: BLOG_PAGE_SIZE, category: deps.category }),
      ),
      queryClient.ensureQueryData(trpc.seo.forPageType.queryOptions({ pageType: "blog" })),
    ]);
    return { posts, seo };
  },
  head: ({ loaderData, matches, match }) => {
    const { page, category } = match.search;
    const query = new URLSearchParams();
    if (category) query.set("category", category);
    if (page && page > 1) query.set("page", String(page));
    const suffix = query.toString() ? `?${query}` : "";
    return seoHead(matches, {
      path: `/blog${suffix}`,
      settings: loaderData?.seo ?? {},
      breadcrumbs: [
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
      ],
    });
  },
  pendingComponent: BlogListSkeleton,
  errorComponent: BlogListError,
  component: BlogList,
});

// Plain elements with ready-made styles in MUI's look (lib/static-css.ts). The skeleton and the
// error screen below, which the server seldom renders, stay MUI components.
const heading = staticCss("blog-heading", (theme) => ({
  root: { marginBottom: theme.spacing(4) },
  title: typographyCss(theme, "h1"),
  intro: { ...typographyCss(theme, "body1"), color: theme.palette.text.secondary },
}));

function BlogHeading() {
  return (
    <div css={heading.root}>
      <h1 className={heading.part.title}>{BLOG_TEXTS.heading}</h1>
      <p className={heading.part.intro}>{BLOG_TEXTS.intro}</p>
    </div>
  );
}

const { root, part } = staticCss("blog", (theme) => {
  const outlined: CSSObject = {
    ...textButtonCss(theme),
    color: theme.palette.primary.main,
    border: `1px solid ${alpha(theme.palette.primary.main, 0.5)}`,
    "&:hover": {
      backgroundColor: alpha(theme.palette.primary.main, 0.04),
      borderColor: theme.palette.primary.main,
    },
    "&[aria-disabled='true']": {
      color: theme.palette.action.disabled,
      borderColor: theme.palette.action.disabledBackground,
      pointerEvents: "none",
    },
  };
  const small = { padding: "3px 9px", fontSize: theme.typography.pxToRem(13) };
  return {
    root: pageCss(theme),
    search: { marginBottom: theme.spacing(2) },
    categories: { display: "flex", flexWrap: "wrap", gap: theme.spacing(1), marginBottom: theme.spacing(4) },
    category: { ...outlined, ...small },
    currentCategory: {
      ...containedButtonCss(theme, "primary"),
      padding: "4px 10px",
      fontSize: small.fontSize,
    },
    hidden: visuallyHidden,
    empty: { ...outlinedCss(theme), padding: theme.spacing(6), textAlign: "center" },
    emptyHeading: { ...typographyCss(theme, "h5"), marginBottom: theme.spacing(2) },
    clear: containedButtonCss(theme, "primary"),
    posts: cardGridCss(theme, { sm: 2, md: 3 }),
    pager: {
      display: "flex",
      justifyContent: "center",
      alignItems: "center",
      gap: theme.spacing(2),
      marginTop: theme.spacing(4),
    },
    pageButton: { ...outlined, padding: "5px 15px" },
    pageNumber: typographyCss(theme, "body1"),
    newsletter: { ...outlinedCss(theme), marginTop: theme.spacing(6), padding: theme.spacing(4) },
    newsletterHeading: { ...typographyCss(theme, "h5"), marginBottom: theme.spacing(2) },
  };
});

function BlogList() {
  const { posts } = Route.useLoaderData();
  const { page = 1, category } = Route.useSearch();
  const [query, setQuery] = useState("");
  // SPEC: the search runs over title and excerpt of the posts on this page only.
  const needle = query.trim().toLowerCase();
  const shown = needle
    ? posts.filter((post) => `${post.title} ${post.excerpt ?? ""}`.toLowerCase().includes(needle))
    : posts;

  return (
    <div css={root}>
      <BlogHeading />
      <div className={part.search}>
        <OutlinedField
          type="search"
          name="q"
          label={BLOG_TEXTS.searchLabel}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          fullWidth
        />
      </div>
      <nav className={part.categories} aria-label="Categories">
        <Link to="/blog" search={{}} className={category ? part.category : part.currentCategory}>
          {BLOG_TEXTS.all}
        </Link>
        {BLOG_CATEGORIES.map((name) => (
          <Link
            key={name}
            to="/blog"
            search={{ category: name }}
            className={category === name ? part.currentCategory : part.category}
            aria-current={category === name ? "page" : undefined}
          >
            {name}
          </Link>
        ))}
      </nav>

      {/* Keeps the heading outline whole for screen readers without showing a heading. */}
      <h2 className={part.hidden}>{BLOG_TEXTS.articlesHeading}</h2>
      {shown.length === 0 ? (
        <div className={part.empty}>
          <h2 className={part.emptyHeading}>{BLOG_TEXTS.empty}</h2>
          <Link to="/blog" search={{}} className={part.clear} onClick={() => setQuery("")}>
            {BLOG_TEXTS.clearFilters}
          </Link>
        </div>
      ) : (
        <div className={part.posts}>
          {shown.map((post, index) => (
            <PostCard key={post.slug} post={post} eager={index < 3} priority={index === 0} />
          ))}
        </div>
      )}

      <div className={part.pager}>
        <Link
          to="/blog"
          search={{ category, page: page - 1 }}
          disabled={page <= 1}
          className={part.pageButton}
        >
          {BLOG_TEXTS.previous}
        </Link>
        <p className={part.pageNumber} aria-live="polite">
          {BLOG_TEXTS.page(page)}
        </p>
        <Link
          to="/blog"
          search={{ category, page: page + 1 }}
          disabled={posts.length < BLOG_PAGE_SIZE}
          className={part.pageButton}
        >
          {BLOG_TEXTS.next}
        </Link>
      </div>

      <section className={part.newsletter}>
        <h2 className={part.newsletterHeading}>{BLOG_TEXTS.newsletterHeading}</h2>
        <NewsletterForm />
      </section>
    </div>
  );
}

const SKELETON_KEYS = ["s1", "s2", "s3", "s4", "s5", "s6"];

/** SPEC: six skeleton cards while the list loads. */
function BlogListSkeleton() {
  return (
    <Container sx={{ py: 6 }}>
      <BlogHeading />
      <Grid container spacing={3}>
        {SKELETON_KEYS.map((key) => (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }} data-testid="post-skeleton">
            <Skeleton variant="rectangular" sx={{ aspectRatio: "1200 / 630", height: "auto" }} />
            <Skeleton width="60%" />
            <Skeleton />
            <Skeleton width="40%" />
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}

function BlogListError() {
  return (
    <Container sx={{ py: 6 }}>
      <BlogHeading />
      <Alert severity="error">
        <AlertTitle>{BLOG_TEXTS.listErrorTitle}</AlertTitle>
        {BLOG_TEXTS.listErrorText}
      </Alert>
    </Container>
  );
}
