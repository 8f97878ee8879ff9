import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { BLOG_TEXTS, COMPANY, mediaImageSrcSet, readingMinutes } from "@staffing/shared";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { PostCard, postDate } from "../../components/blog/PostCard";
import { FacebookIcon, LinkedInIcon, LinkIcon, XIcon } from "../../components/site/icons";
import { isNotFound } from "../../lib/errors";
import { RouterButton } from "../../lib/links";
import { seoHead } from "../../lib/seo";
import { useToast } from "../../lib/toast";

const RELATED_POSTS = 3;

export const Route = createFileRoute("/blog/$slug")({
  loader: async ({ context: { queryClient, trpc }, params }) => {
    const post = await queryClient
      .ensureQueryData(trpc.blog.bySlug.queryOptions({ slug: params.slug }))
      .catch((error: unknown) => {
        if (isNotFound(error)) throw notFound();
        throw error;
      });
    const seoPromise = queryClient.ensureQueryData(trpc.seo.forPageType.queryOptions({ pageType: "blog" }));
    const sameCategory = post.category
      ? await queryClient.ensureQueryData(
          trpc.blog.list.queryOptions({ page: 1, limit: RELATED_POSTS + 1, category: post.category }),
        )
      : [];
    const related = sameCategory.filter((other) => other.slug !== post.slug).slice(0, RELATED_POSTS);
    return { post, related, seo: await seoPromise };
  },
  head: ({ loaderData, matches }) => {
    if (!loaderData) return {};
    const siteUrl = (matches[0]?.loaderData as { siteUrl?: string } | undefined)?.siteUrl ?? "";
    const { post, seo } = loaderData;
    const path = `/blog/${post.slug}`;
    const image = post.featuredImage ? `${siteUrl}${post.featuredImage}` : undefined;
    return seoHead(matches, {
      path,
      settings: seo,
      page: {
        title: post.metaTitle ?? post.title,
        description: post.metaDescription ?? post.excerpt,
        canonicalUrl: post.canonicalUrl,
        image: post.featuredImage,
        ogType: "article",
        keywords: post.tags.join(", "),
        publishedTime: post.publishedAt,
        modifiedTime: post.updatedAt,
      },
      breadcrumbs: [
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: post.title, path },
      ],
      structuredData: [
        {
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: post.title,
          description: post.excerpt ?? undefined,
          image,
          datePublished: post.publishedAt ?? post.createdAt,
          dateModified: post.updatedAt,
          author: { "@type": "Organization", name: COMPANY.name },
          publisher: { "@type": "Organization", name: COMPANY.name },
          mainEntityOfPage: `${siteUrl}${path}`,
          keywords: post.tags.join(", "),
        },
      ],
    });
  },
  notFoundComponent: PostNotFound,
  errorComponent: PostError,
  component: BlogPost,
});

function BlogPost() {
  const { post, related } = Route.useLoaderData();
  return (
    <Container maxWidth="md" sx={{ py: 6 }} component="article">
      {post.category ? <Chip label={post.category} color="secondary" sx={{ mb: 2 }} /> : null}
      <Typography variant="h1" sx={{ fontSize: { xs: "2rem", md: "2.6rem" }, mb: 2 }}>
        {post.title}
      </Typography>
      {post.excerpt ? (
        <Typography sx={{ fontSize: "1.2rem", mb: 2 }} color="text.secondary">
          {post.excerpt}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={2} useFlexGap sx={{ color: "text.secondary", mb: 3, flexWrap: "wrap" }}>
        <Typography variant="body2" component="span">
          <time dateTime={post.publishedAt ?? post.createdAt}>{postDate(post)}</time>
        </Typography>
        <Typography variant="body2" component="span">
          {BLOG_TEXTS.authorLabel}
        </Typography>
        <Typography variant="body2" component="span">
          {BLOG_TEXTS.minRead(readingMinutes(post.content))}
        </Typography>
      </Stack>
      {post.featuredImage ? (
        <Box
          component="img"
          src={post.featuredImage}
          srcSet={mediaImageSrcSet(post.featuredImage)}
          // The article column: at most 900 px less its padding.
          sizes="(min-width: 900px) 852px, calc(100vw - 32px)"
          alt=""
          width={1200}
          height={630}
          fetchPriority="high"
          sx={{ width: "100%", height: "auto", aspectRatio: "1200 / 630", borderRadius: 2, mb: 3 }}
        />
      ) : null}
      <ShareButtons title={post.title} />
      <Box
        className="article-content"
        sx={{
          "& h2": { mt: 4, mb: 1.5, fontSize: "1.5rem" },
          "& p, & li": { lineHeight: 1.75 },
          "& table": { borderCollapse: "collapse", width: "100%" },
          "& th, & td": { border: 1, borderColor: "divider", p: 1, textAlign: "left" },
          "& blockquote": {
            borderLeft: 4,
            borderColor: "secondary.main",
            m: 0,
            my: 3,
            pl: 2,
            fontStyle: "italic",
          },
          "& pre": { bgcolor: "grey.100", p: 2, overflow: "auto" },
        }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server when stored and again when read (sanitize-html allow-list).
        dangerouslySetInnerHTML={{ __html: post.content }}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", my: 4 }}>
        {post.tags.map((tag) => (
          <Chip key={tag} label={tag} variant="outlined" size="small" />
        ))}
      </Stack>
      <Paper variant="outlined" sx={{ p: 3, display: "flex", gap: 2, alignItems: "center" }}>
        <Avatar sx={{ bgcolor: "primary.main" }} alt="">
          N
        </Avatar>
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{BLOG_TEXTS.authorLabel}</Typography>
          <Typography variant="body2" color="text.secondary">
            {BLOG_TEXTS.authorBio}
          </Typography>
        </Box>
      </Paper>
      {related.length > 0 ? (
        <Box component="section" sx={{ mt: 6 }}>
          <Typography variant="h2" sx={{ mb: 3 }}>
            {BLOG_TEXTS.related}
          </Typography>
          <Grid container spacing={3}>
            {related.map((other) => (
              <Grid key={other.slug} size={{ xs: 12, md: 4 }}>
                <PostCard post={other} />
              </Grid>
            ))}
          </Grid>
        </Box>
      ) : null}
    </Container>
  );
}

const SHARE_TARGETS = [
  {
    name: "Facebook",
    icon: FacebookIcon,
    url: (link: string) => `https://www.facebook.com/sharer/sharer.php?u=${link}`,
  },
  {
    name: "Twitter",
    icon: XIcon,
    url: (link: string, text: string) => `https://twitter.com/intent/tweet?url=${link}&text=${text}`,
  },
  {
    name: "LinkedIn",
    icon: LinkedInIcon,
    url: (link: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${link}`,
  },
];

/** SPEC: Facebook, Twitter, LinkedIn in a 600x400 window, and copy link. */
function ShareButtons({ title }: { title: string }) {
  const toast = useToast();
  const share = (target: (typeof SHARE_TARGETS)[number]) => {
    const link = encodeURIComponent(window.location.href);
    window.open(target.url(link, encodeURIComponent(title)), "share", "width=600,height=400,noopener");
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 3 }}>
      <Typography variant="body2" color="text.secondary">
        {BLOG_TEXTS.share}
      </Typography>
      {SHARE_TARGETS.map((target) => (
        <IconButton key={target.name} aria-label={`Share on ${target.name}`} onClick={() => share(target)}>
          <target.icon />
        </IconButton>
      ))}
      <IconButton
        aria-label={BLOG_TEXTS.copyLink}
        onClick={async () => {
          await navigator.clipboard.writeText(window.location.href);
          toast({ tone: "success", title: BLOG_TEXTS.linkCopied });
        }}
      >
        <LinkIcon />
      </IconButton>
    </Stack>
  );
}

function PostNotFound() {
  return (
    <Container maxWidth="md" sx={{ py: 12, textAlign: "center" }}>
      <title>{BLOG_TEXTS.notFoundTitle}</title>
      <meta name="robots" content="noindex" />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {BLOG_TEXTS.notFoundTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {BLOG_TEXTS.notFoundText}
      </Typography>
      <RouterButton to="/blog" variant="contained">
        {BLOG_TEXTS.backToBlog}
      </RouterButton>
    </Container>
  );
}

function PostError() {
  return (
    <Container maxWidth="md" sx={{ py: 12 }}>
      <Alert severity="error">
        <AlertTitle>{BLOG_TEXTS.postErrorTitle}</AlertTitle>
        {BLOG_TEXTS.listErrorText}
      </Alert>
    </Container>
  );
}
