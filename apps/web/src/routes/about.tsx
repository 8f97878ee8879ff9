import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { ABOUT_PAGE } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { seoHead } from "../lib/seo";

export const Route = createFileRoute("/about")({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.seo.forPageType.queryOptions({ pageType: "about" })),
  head: ({ loaderData, matches }) =>
    seoHead(matches, {
      path: "/about",
      settings: loaderData ?? {},
      breadcrumbs: [
        { name: "Home", path: "/" },
        { name: "About", path: "/about" },
      ],
    }),
  component: AboutPage,
});

function AboutPage() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h1" sx={{ mb: 4 }}>
        {ABOUT_PAGE.title}
      </Typography>
      <Grid container spacing={4}>
        {[
          [ABOUT_PAGE.storyHeading, ABOUT_PAGE.story],
          [ABOUT_PAGE.missionHeading, ABOUT_PAGE.mission],
          [ABOUT_PAGE.visionHeading, ABOUT_PAGE.vision],
        ].map(([heading, text]) => (
          <Grid key={heading} size={{ xs: 12, md: 4 }}>
            <Typography variant="h2" sx={{ mb: 1 }}>
              {heading}
            </Typography>
            <Typography color="text.secondary">{text}</Typography>
          </Grid>
        ))}
      </Grid>

      <Typography variant="h2" sx={{ mt: 6, mb: 2 }}>
        {ABOUT_PAGE.valuesHeading}
      </Typography>
      <Grid container spacing={3}>
        {ABOUT_PAGE.values.map((value) => (
          <Grid key={value.title} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card variant="outlined" sx={{ height: "100%" }}>
              <CardContent>
                <Typography variant="h3" sx={{ fontSize: "1.15rem", fontWeight: 700, mb: 1 }}>
                  {value.title}
                </Typography>
                <Typography color="text.secondary">{value.text}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>

      <Typography variant="h2" sx={{ mt: 6, mb: 2 }}>
        {ABOUT_PAGE.impactHeading}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: "none",
          p: 0,
          display: "grid",
          gap: 3,
          gridTemplateColumns: { xs: "repeat(2, 1fr)", md: "repeat(4, 1fr)" },
        }}
      >
        {ABOUT_PAGE.impact.map((item) => (
          <Box component="li" key={item.label} sx={{ textAlign: "center" }}>
            <Typography sx={{ fontSize: "2.25rem", fontWeight: 800, color: "primary.main" }}>
              {item.value}
            </Typography>
            <Typography color="text.secondary">{item.label}</Typography>
          </Box>
        ))}
      </Box>

      <Typography variant="h2" sx={{ mt: 6, mb: 2 }}>
        {ABOUT_PAGE.timelineHeading}
      </Typography>
      <Box
        component="ol"
        sx={{ listStyle: "none", p: 0, borderLeft: 3, borderColor: "secondary.main", pl: 3 }}
      >
        {ABOUT_PAGE.timeline.map((entry) => (
          <Box component="li" key={entry.year} sx={{ mb: 3 }}>
            <Typography sx={{ fontWeight: 800, color: "secondary.main" }}>{entry.year}</Typography>
            <Typography>{entry.text}</Typography>
          </Box>
        ))}
      </Box>
    </Container>
  );
}
