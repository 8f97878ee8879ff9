import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { BLOG_CATEGORIES, BLOG_PAGE_SIZE, BLOG_TEXTS } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { useState } from "react";
import { PostCard } from "../../components/blog/PostCard";
import { OutlinedField } from "../../components/form/OutlinedField";
import { NewsletterForm } from "../../components/site/NewsletterForm";
import { blogSearch } from "../../lib/blog-search";
import { RouterButton } from "../../lib/links";
import { seoHead } from "../../lib/seo";
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

function BlogHeading() {
  return (
    <Box sx={{ mb: 4 }}>
      <Typography variant="h1">{BLOG_TEXTS.heading}</Typography>
      <Typography color="text.secondary">{BLOG_TEXTS.intro}</Typography>
    </Box>
  );
}

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
    <Container sx={{ py: 6 }}>
      <BlogHeading />
      <Box sx={{ mb: 2 }}>
        <OutlinedField
          type="search"
          name="q"
          label={BLOG_TEXTS.searchLabel}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          fullWidth
        />
      </Box>
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, mb: 4 }} component="nav" aria-label="Categories">
        <RouterButton to="/blog" search={{}} variant={category ? "outlined" : "contained"} size="small">
          {BLOG_TEXTS.all}
        </RouterButton>
        {BLOG_CATEGORIES.map((name) => (
          <RouterButton
            key={name}
            to="/blog"
            search={{ category: name }}
            variant={category === name ? "contained" : "outlined"}
            size="small"
            aria-current={category === name ? "page" : undefined}
          >
            {name}
          </RouterButton>
        ))}
      </Stack>

      {/* Keeps the heading outline whole for screen readers without showing a heading. */}
      <Typography component="h2" sx={visuallyHidden}>
        {BLOG_TEXTS.articlesHeading}
      </Typography>
      {shown.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 6, textAlign: "center" }}>
          <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
            {BLOG_TEXTS.empty}
          </Typography>
          <RouterButton to="/blog" search={{}} variant="contained" onClick={() => setQuery("")}>
            {BLOG_TEXTS.clearFilters}
          </RouterButton>
        </Paper>
      ) : (
        <Grid container spacing={3}>
          {shown.map((post, index) => (
            <Grid key={post.slug} size={{ xs: 12, sm: 6, md: 4 }}>
              <PostCard post={post} eager={index < 3} priority={index === 0} />
            </Grid>
          ))}
        </Grid>
      )}

      <Stack direction="row" spacing={2} sx={{ justifyContent: "center", alignItems: "center", mt: 4 }}>
        <RouterButton
          to="/blog"
          search={{ category, page: page - 1 }}
          disabled={page <= 1}
          variant="outlined"
        >
          {BLOG_TEXTS.previous}
        </RouterButton>
        <Typography aria-live="polite">{BLOG_TEXTS.page(page)}</Typography>
        <RouterButton
          to="/blog"
          search={{ category, page: page + 1 }}
          disabled={posts.length < BLOG_PAGE_SIZE}
          variant="outlined"
        >
          {BLOG_TEXTS.next}
        </RouterButton>
      </Stack>

      <Paper variant="outlined" sx={{ p: 4, mt: 6 }}>
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          {BLOG_TEXTS.newsletterHeading}
        </Typography>
        <NewsletterForm />
      </Paper>
    </Container>
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
