import { mediaImageSrcSet } from "@staffing/shared";
import { Link } from "@tanstack/react-router";
import { chipCss, outlinedCss, staticCss, typographyCss } from "../../lib/static-css";

export interface PostSummary {
  slug: string;
  title: string;
  excerpt: string | null;
  category: string | null;
  tags: string[];
  featuredImage: string | null;
  publishedAt: string | null;
  createdAt: string;
}

// One formatter for every card: toLocaleDateString would build a new one per call, a measurable
// share of a server render of the blog.
const POST_DATE_FORMAT = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

export const postDate = (post: Pick<PostSummary, "publishedAt" | "createdAt">) =>
  POST_DATE_FORMAT.format(new Date(post.publishedAt ?? post.createdAt));

const MAX_TAGS = 3;
// The card's width in the grids it sits in: a third of the container from 900 px up, else up to the
// whole screen.
const CARD_IMAGE_SIZES = "(min-width: 1200px) 368px, (min-width: 900px) 31vw, 100vw";

// MUI's outlined Card with a CardActionArea, as one link with ready-made styles (lib/static-css.ts):
// a list page shows up to a dozen cards, and their dozen MUI components each were most of its render.
const { root, part } = staticCss("post-card", (theme) => ({
  root: {
    ...outlinedCss(theme),
    height: "100%",
    boxSizing: "border-box",
    overflow: "hidden",
    backgroundColor: theme.palette.background.paper,
  },
  link: {
    display: "block",
    height: "100%",
    color: "inherit",
    textDecoration: "none",
    transition: theme.transitions.create("background-color", {
      duration: theme.transitions.duration.short,
    }),
    "&:hover": { backgroundColor: theme.palette.action.hover },
    "&:focus-visible": { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  },
  image: { width: "100%", height: "auto", aspectRatio: "1200 / 630", display: "block" },
  // As MUI's CardContent, the last thing in its card: more room below.
  content: { padding: theme.spacing(2, 2, 3) },
  category: { ...chipCss(theme, "filled", "small"), marginBottom: theme.spacing(1) },
  title: { ...typographyCss(theme, "h6"), fontWeight: 700, lineHeight: 1.3 },
  excerpt: {
    ...typographyCss(theme, "body2"),
    color: theme.palette.text.secondary,
    margin: theme.spacing(1, 0),
  },
  date: { ...typographyCss(theme, "caption"), color: theme.palette.text.secondary },
  tags: { display: "flex", flexWrap: "wrap", gap: theme.spacing(0.5), marginTop: theme.spacing(1) },
  tag: chipCss(theme, "outlined", "small"),
}));

/**
 * A post teaser: image, category, title, excerpt, date and up to three tags. `eager` for cards at the
 * top of a page; `priority` for the first of them, the largest thing a phone shows first.
 */
export function PostCard({
  post,
  eager = false,
  priority = false,
}: {
  post: PostSummary;
  eager?: boolean;
  priority?: boolean;
}) {
  return (
    <div css={root}>
      <Link to="/blog/$slug" params={{ slug: post.slug }} className={part.link}>
        {post.featuredImage ? (
          <img
            src={post.featuredImage}
            srcSet={mediaImageSrcSet(post.featuredImage)}
            sizes={CARD_IMAGE_SIZES}
            alt=""
            width={1200}
            height={630}
            loading={eager || priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding="async"
            className={part.image}
          />
        ) : null}
        <div className={part.content}>
          {post.category ? <span className={part.category}>{post.category}</span> : null}
          <h3 className={part.title}>{post.title}</h3>
          <p className={part.excerpt}>{post.excerpt}</p>
          <span className={part.date}>{postDate(post)}</span>
          <div className={part.tags}>
            {post.tags.slice(0, MAX_TAGS).map((tag) => (
              <span key={tag} className={part.tag}>
                {tag}
              </span>
            ))}
          </div>
        </div>
      </Link>
    </div>
  );
}
