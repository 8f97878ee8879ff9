import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { BLOG_TEXTS, COMPANY, mediaImageSrcSet, readingMinutes } from "@staffing/shared";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { PostCard, postDate } from "../../components/blog/PostCard";
import { BareIcon } from "../../components/site/icons";
import { isNotFound } from "../../lib/errors";
import { RouterButton } from "../../lib/links";
import { seoHead } from "../../lib/seo";
import {
  cardGridCss,
  chipCss,
  iconButtonCss,
  outlinedCss,
  pageCss,
  staticCss,
  typographyCss,
} from "../../lib/static-css";
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

// The article is plain elements with ready-made styles (lib/static-css.ts): every post page renders
// it afresh once the content changes, and its MUI components were most of that render.
const { root, part } = staticCss("post", (theme) => ({
  root: {
    ...pageCss(theme),
    [theme.breakpoints.up("md")]: { maxWidth: theme.breakpoints.values.md },
  },
  category: { ...chipCss(theme, "filled", "medium"), marginBottom: theme.spacing(2) },
  title: {
    ...typographyCss(theme, "h1"),
    fontSize: "2rem",
    [theme.breakpoints.up("md")]: { fontSize: "2.6rem" },
    marginBottom: theme.spacing(2),
  },
  excerpt: {
    ...typographyCss(theme, "body1"),
    fontSize: "1.2rem",
    color: theme.palette.text.secondary,
    marginBottom: theme.spacing(2),
  },
  meta: {
    ...typographyCss(theme, "body2"),
    display: "flex",
    flexWrap: "wrap",
    gap: theme.spacing(2),
    color: theme.palette.text.secondary,
    marginBottom: theme.spacing(3),
  },
  image: {
    display: "block",
    width: "100%",
    height: "auto",
    aspectRatio: "1200 / 630",
    borderRadius: Number(theme.shape.borderRadius) * 2,
    marginBottom: theme.spacing(3),
  },
  share: { display: "flex", alignItems: "center", gap: theme.spacing(1), marginBottom: theme.spacing(3) },
  shareLabel: { ...typographyCss(theme, "body2"), color: theme.palette.text.secondary },
  shareButton: iconButtonCss(theme),
  content: {
    ...typographyCss(theme, "body1"),
    "& h2": { marginTop: theme.spacing(4), marginBottom: theme.spacing(1.5), fontSize: "1.5rem" },
    "& p, & li": { lineHeight: 1.75 },
    "& table": { borderCollapse: "collapse", width: "100%" },
    "& th, & td": {
      border: `1px solid ${theme.palette.divider}`,
      padding: theme.spacing(1),
      textAlign: "left",
    },
    "& blockquote": {
      borderLeft: `4px solid ${theme.palette.secondary.main}`,
      margin: theme.spacing(3, 0),
      paddingLeft: theme.spacing(2),
      fontStyle: "italic",
    },
    "& pre": { backgroundColor: theme.palette.grey[100], padding: theme.spacing(2), overflow: "auto" },
  },
  tags: { display: "flex", flexWrap: "wrap", gap: theme.spacing(1), margin: theme.spacing(4, 0) },
  tag: chipCss(theme, "outlined", "small"),
  author: {
    ...outlinedCss(theme),
    display: "flex",
    gap: theme.spacing(2),
    alignItems: "center",
    padding: theme.spacing(3),
  },
  avatar: {
    ...typographyCss(theme, "body1"),
    display: "flex",
    flexShrink: 0,
    alignItems: "center",
    justifyContent: "center",
    width: 40,
    height: 40,
    borderRadius: "50%",
    fontSize: theme.typography.pxToRem(20),
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.common.white,
  },
  authorName: { ...typographyCss(theme, "body1"), fontWeight: 700 },
  authorBio: { ...typographyCss(theme, "body2"), color: theme.palette.text.secondary },
  related: { marginTop: theme.spacing(6) },
  relatedHeading: { ...typographyCss(theme, "h2"), marginBottom: theme.spacing(3) },
  relatedGrid: cardGridCss(theme, { md: 3 }),
}));

function BlogPost() {
  const { post, related } = Route.useLoaderData();
  return (
    <article css={root}>
      {post.category ? <span className={part.category}>{post.category}</span> : null}
      <h1 className={part.title}>{post.title}</h1>
      {post.excerpt ? <p className={part.excerpt}>{post.excerpt}</p> : null}
      <div className={part.meta}>
        <span>
          <time dateTime={post.publishedAt ?? post.createdAt}>{postDate(post)}</time>
        </span>
        <span>{BLOG_TEXTS.authorLabel}</span>
        <span>{BLOG_TEXTS.minRead(readingMinutes(post.content))}</span>
      </div>
      {post.featuredImage ? (
        <img
          src={post.featuredImage}
          srcSet={mediaImageSrcSet(post.featuredImage)}
          // The article column: at most 900 px less its padding.
          sizes="(min-width: 900px) 852px, calc(100vw - 32px)"
          alt=""
          width={1200}
          height={630}
          fetchPriority="high"
          className={part.image}
        />
      ) : null}
      <ShareButtons title={post.title} />
      <div
        className={part.content}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server when stored and again when read (sanitize-html allow-list).
        dangerouslySetInnerHTML={{ __html: post.content }}
      />
      <div className={part.tags}>
        {post.tags.map((tag) => (
          <span key={tag} className={part.tag}>
            {tag}
          </span>
        ))}
      </div>
      <div className={part.author}>
        <div className={part.avatar} aria-hidden="true">
          N
        </div>
        <div>
          <p className={part.authorName}>{BLOG_TEXTS.authorLabel}</p>
          <p className={part.authorBio}>{BLOG_TEXTS.authorBio}</p>
        </div>
      </div>
      {related.length > 0 ? (
        <section className={part.related}>
          <h2 className={part.relatedHeading}>{BLOG_TEXTS.related}</h2>
          <div className={part.relatedGrid}>
            {related.map((other) => (
              <PostCard key={other.slug} post={other} />
            ))}
          </div>
        </section>
      ) : null}
    </article>
  );
}

const SHARE_TARGETS = [
  {
    name: "Facebook",
    icon: "facebook",
    url: (link: string) => `https://www.facebook.com/sharer/sharer.php?u=${link}`,
  },
  {
    name: "Twitter",
    icon: "x",
    url: (link: string, text: string) => `https://twitter.com/intent/tweet?url=${link}&text=${text}`,
  },
  {
    name: "LinkedIn",
    icon: "linkedIn",
    url: (link: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${link}`,
  },
] as const;

/** SPEC: Facebook, Twitter, LinkedIn in a 600x400 window, and copy link. */
function ShareButtons({ title }: { title: string }) {
  const toast = useToast();
  const share = (target: (typeof SHARE_TARGETS)[number]) => {
    const link = encodeURIComponent(window.location.href);
    window.open(target.url(link, encodeURIComponent(title)), "share", "width=600,height=400,noopener");
  };
  return (
    <div className={part.share}>
      <span className={part.shareLabel}>{BLOG_TEXTS.share}</span>
      {SHARE_TARGETS.map((target) => (
        <button
          key={target.name}
          type="button"
          aria-label={`Share on ${target.name}`}
          className={part.shareButton}
          onClick={() => share(target)}
        >
          <BareIcon name={target.icon} />
        </button>
      ))}
      <button
        type="button"
        aria-label={BLOG_TEXTS.copyLink}
        className={part.shareButton}
        onClick={async () => {
          await navigator.clipboard.writeText(window.location.href);
          toast({ tone: "success", title: BLOG_TEXTS.linkCopied });
        }}
      >
        <BareIcon name="link" />
      </button>
    </div>
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
