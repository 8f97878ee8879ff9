import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { ADMIN_SEO, ADMIN_TOASTS } from "@staffing/shared";
import { useQuery } from "@tanstack/react-query";

/** The public sitemap (SPEC section 7: GET /api/sitemap.xml, no sign-in). */
export const SITEMAP_URL = "/api/sitemap.xml";

async function fetchSitemap(): Promise<string> {
  const response = await fetch(SITEMAP_URL, { credentials: "include" });
  if (!response.ok) throw new Error(ADMIN_TOASTS.loadFailed.sitemap);
  return response.text();
}

/** SPEC, admin SEO, 'Sitemap': its first 2000 characters, then '...', and the way to all of it. */
export function SitemapPreview() {
  const sitemap = useQuery({ queryKey: ["admin-sitemap"], queryFn: fetchSitemap });
  const limit = ADMIN_SEO.sitemapPreviewLength;
  const preview = sitemap.data
    ? sitemap.data.length > limit
      ? `${sitemap.data.slice(0, limit)}...`
      : sitemap.data
    : "";

  return (
    <Card variant="outlined">
      <CardContent>
        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2, mb: 2 }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {ADMIN_SEO.sitemapHeading}
            </Typography>
            <Typography color="text.secondary">{ADMIN_SEO.sitemapText}</Typography>
          </Box>
          <Button
            variant="outlined"
            href={SITEMAP_URL}
            target="_blank"
            rel="noopener"
            endIcon={<OpenInNewIcon />}
          >
            {ADMIN_SEO.viewFullSitemap}
          </Button>
        </Box>
        {sitemap.isPending ? (
          <Skeleton variant="rounded" height={240} />
        ) : sitemap.isError ? (
          <Alert severity="error">{ADMIN_SEO.sitemapFailed}</Alert>
        ) : (
          <Box
            component="pre"
            // Scrolls sideways on narrow screens: it must be reachable by keyboard too.
            tabIndex={0}
            role="region"
            aria-label={ADMIN_SEO.sitemapPreview}
            sx={{
              m: 0,
              p: 2,
              maxHeight: 480,
              overflow: "auto",
              bgcolor: "grey.100",
              borderRadius: 1,
              fontSize: 13,
              lineHeight: 1.5,
            }}
          >
            {preview}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
