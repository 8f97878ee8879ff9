import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { mediaImageSrcSet } from "@staffing/shared";
import { RouterCardAction } from "../../lib/links";

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
    <Card variant="outlined" sx={{ height: "100%" }}>
      <RouterCardAction to="/blog/$slug" params={{ slug: post.slug }} sx={{ height: "100%" }}>
        {post.featuredImage ? (
          <Box
            component="img"
            src={post.featuredImage}
            srcSet={mediaImageSrcSet(post.featuredImage)}
            sizes={CARD_IMAGE_SIZES}
            alt=""
            width={1200}
            height={630}
            loading={eager || priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding="async"
            sx={{ width: "100%", height: "auto", aspectRatio: "1200 / 630", display: "block" }}
          />
        ) : null}
        <CardContent>
          {post.category ? (
            <Chip label={post.category} size="small" color="secondary" sx={{ mb: 1 }} />
          ) : null}
          <Typography variant="h6" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {post.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
            {post.excerpt}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {postDate(post)}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ mt: 1, flexWrap: "wrap" }}>
            {post.tags.slice(0, MAX_TAGS).map((tag) => (
              <Chip key={tag} label={tag} size="small" variant="outlined" />
            ))}
          </Stack>
        </CardContent>
      </RouterCardAction>
    </Card>
  );
}
