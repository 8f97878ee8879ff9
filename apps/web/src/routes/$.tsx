import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { PAGE_SLUG_PATTERN } from "@staffing/shared";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { isNotFound } from "../lib/errors";
import { seoHead } from "../lib/seo";

// Published CMS pages at /{slug} (DESIGN.md): /faq, /privacy, /resources/case-studies, ...
// Anything else is the not-found screen, with status 404.
export const Route = createFileRoute("/$")({
  loader: async ({ context: { queryClient, trpc }, params }) => {
    const slug = (params._splat ?? "").replace(/\/+$/, "");
    if (!PAGE_SLUG_PATTERN.test(slug)) throw notFound();
    const [page, seo] = await Promise.all([
      queryClient.ensureQueryData(trpc.pages.bySlug.queryOptions({ slug })).catch((error: unknown) => {
        if (isNotFound(error)) throw notFound();
        throw error;
      }),
      queryClient.ensureQueryData(trpc.seo.forPageType.queryOptions({ pageType: "global" })),
    ]);
    return { page, seo };
  },
  head: ({ loaderData, matches }) => {
    if (!loaderData) return {};
    const { page, seo } = loaderData;
    return seoHead(matches, {
      path: `/${page.slug}`,
      settings: seo,
      page: {
        title: page.metaTitle ?? page.title,
        description: page.metaDescription,
        canonicalUrl: page.canonicalUrl,
      },
      breadcrumbs: [
        { name: "Home", path: "/" },
        { name: page.title, path: `/${page.slug}` },
      ],
    });
  },
  component: CmsPage,
});

function CmsPage() {
  const { page } = Route.useLoaderData();
  return (
    <Container maxWidth="md" sx={{ py: 6 }} component="article">
      <Typography variant="h1" sx={{ mb: 3 }}>
        {page.title}
      </Typography>
      <Box
        sx={{
          "& h2": { mt: 4, mb: 1.5, fontSize: "1.5rem" },
          "& h3": { mt: 3, fontSize: "1.2rem" },
          "& p, & li": { lineHeight: 1.75 },
        }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server when stored and again when read (sanitize-html allow-list).
        dangerouslySetInnerHTML={{ __html: page.content }}
      />
    </Container>
  );
}
