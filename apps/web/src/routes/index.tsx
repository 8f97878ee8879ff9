import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { HOME } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { PostCard } from "../components/blog/PostCard";
import { InquiryForm } from "../components/site/InquiryForm";
import { RouterButton, RouterLink } from "../lib/links";
import { seoHead } from "../lib/seo";

export const Route = createFileRoute("/")({
  loader: async ({ context: { queryClient, trpc } }) => {
    const [posts, seo] = await Promise.all([
      queryClient.ensureQueryData(trpc.blog.list.queryOptions({ page: 1, limit: 3 })),
      queryClient.ensureQueryData(trpc.seo.forPageType.queryOptions({ pageType: "home" })),
    ]);
    return { posts, seo };
  },
  head: ({ loaderData, matches }) => seoHead(matches, { path: "/", settings: loaderData?.seo ?? {} }),
  component: HomePage,
});

function HomePage() {
  const { posts } = Route.useLoaderData();
  return (
    <>
      <Box sx={{ bgcolor: "primary.main", color: "common.white", py: { xs: 6, md: 10 } }}>
        <Container>
          <Grid container spacing={6} sx={{ alignItems: "center" }}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Typography variant="h1" sx={{ fontSize: { xs: "2.1rem", md: "3rem" }, mb: 2 }}>
                {HOME.heroTitle}
              </Typography>
              <Typography sx={{ fontSize: "1.15rem", opacity: 0.9, mb: 4 }}>{HOME.heroText}</Typography>
              <RouterButton to="/services" variant="contained" color="secondary" size="large">
                {HOME.heroCta}
              </RouterButton>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Paper sx={{ p: 3 }}>
                <InquiryForm />
              </Paper>
            </Grid>
          </Grid>
        </Container>
      </Box>

      <Container sx={{ py: 8 }}>
        <Typography variant="h2" sx={{ textAlign: "center", mb: 4 }}>
          {HOME.servicesHeading}
        </Typography>
        <Grid container spacing={3}>
          {HOME.services.map((service) => (
            <Grid key={service.title} size={{ xs: 12, md: 4 }}>
              <Card variant="outlined" sx={{ height: "100%" }}>
                <CardContent>
                  <Typography variant="h5" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                    {service.title}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mb: 2 }}>
                    {service.text}
                  </Typography>
                  <RouterLink to="/services" hash={service.href.split("#")[1]}>
                    {HOME.learnMore}
                    <Box component="span" sx={{ position: "absolute", left: -10000 }}>
                      {` about ${service.title}`}
                    </Box>
                  </RouterLink>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>

      <Box sx={{ bgcolor: "grey.100", py: 6 }}>
        <Container>
          <Box
            component="ul"
            sx={{
              listStyle: "none",
              p: 0,
              m: 0,
              display: "grid",
              gap: 3,
              gridTemplateColumns: { xs: "repeat(2, 1fr)", md: "repeat(5, 1fr)" },
            }}
          >
            {HOME.stats.map((stat) => (
              <Box component="li" key={stat.label} sx={{ textAlign: "center" }}>
                <Typography sx={{ fontSize: "2.25rem", fontWeight: 800, color: "primary.main" }}>
                  {stat.value}
                </Typography>
                <Typography color="text.secondary">{stat.label}</Typography>
              </Box>
            ))}
          </Box>
        </Container>
      </Box>

      <Container sx={{ py: 8 }}>
        <Typography variant="h2" sx={{ textAlign: "center", mb: 4 }}>
          {HOME.testimonialsHeading}
        </Typography>
        <Grid container spacing={3}>
          {HOME.testimonials.map((testimonial) => (
            <Grid key={testimonial.company} size={{ xs: 12, md: 4 }}>
              <Card variant="outlined" sx={{ height: "100%", m: 0 }} component="figure">
                <CardContent>
                  <Typography component="blockquote" sx={{ fontStyle: "italic", m: 0, mb: 2 }}>
                    “{testimonial.quote}”
                  </Typography>
                  <Typography component="figcaption" variant="body2" color="text.secondary">
                    {testimonial.name}, {testimonial.company}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>

      <Container sx={{ pb: 8 }}>
        <Typography variant="h2" sx={{ mb: 3 }}>
          {HOME.insightsHeading}
        </Typography>
        <Grid container spacing={3}>
          {posts.map((post) => (
            <Grid key={post.slug} size={{ xs: 12, md: 4 }}>
              <PostCard post={post} />
            </Grid>
          ))}
        </Grid>
        <Box sx={{ mt: 3 }}>
          <RouterLink to="/blog">{HOME.allArticles}</RouterLink>
        </Box>
      </Container>

      <Container sx={{ pb: 4 }}>
        <Paper
          sx={{ p: { xs: 4, md: 6 }, textAlign: "center", bgcolor: "secondary.main", color: "common.white" }}
        >
          <Typography variant="h2" sx={{ mb: 1 }}>
            {HOME.ctaTitle}
          </Typography>
          <Typography sx={{ mb: 3 }}>{HOME.ctaText}</Typography>
          <RouterButton to="/contact" variant="contained" color="primary" size="large">
            {HOME.ctaButton}
          </RouterButton>
        </Paper>
      </Container>
    </>
  );
}
