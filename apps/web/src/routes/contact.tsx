import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { CONTACT_PAGE } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { InquiryForm } from "../components/site/InquiryForm";
import { ChevronDownIcon } from "../components/site/icons";
import { seoHead } from "../lib/seo";

export const Route = createFileRoute("/contact")({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.seo.forPageType.queryOptions({ pageType: "contact" })),
  head: ({ loaderData, matches }) =>
    seoHead(matches, {
      path: "/contact",
      settings: loaderData ?? {},
      breadcrumbs: [
        { name: "Home", path: "/" },
        { name: "Contact", path: "/contact" },
      ],
    }),
  component: ContactPage,
});

function ContactPage() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {CONTACT_PAGE.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {CONTACT_PAGE.intro}
      </Typography>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" sx={{ p: 3 }}>
            <InquiryForm />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Grid container spacing={2}>
            {CONTACT_PAGE.cards.map((card) => (
              <Grid key={card.title} size={12}>
                <Card variant="outlined">
                  <CardContent>
                    <Typography variant="h2" sx={{ fontSize: "1.1rem", mb: 1 }}>
                      {card.title}
                    </Typography>
                    {card.lines.map((line) => (
                      <Typography key={line} color="text.secondary">
                        {line}
                      </Typography>
                    ))}
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Grid>
      </Grid>

      <Typography variant="h2" sx={{ mt: 6, mb: 2 }}>
        {CONTACT_PAGE.helpHeading}
      </Typography>
      <Box component="ul" sx={{ pl: 3 }}>
        {CONTACT_PAGE.help.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Box>

      <Typography variant="h2" sx={{ mt: 6, mb: 2 }}>
        {CONTACT_PAGE.officesHeading}
      </Typography>
      <Grid container spacing={3}>
        {CONTACT_PAGE.offices.map((office) => (
          <Grid key={office.city} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card variant="outlined" sx={{ height: "100%" }}>
              <CardContent>
                <Typography variant="h3" sx={{ fontSize: "1.15rem", fontWeight: 700 }}>
                  {office.city}
                </Typography>
                <Typography color="text.secondary">{office.detail}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>

      <Typography variant="h2" sx={{ mt: 6, mb: 2 }}>
        {CONTACT_PAGE.faqHeading}
      </Typography>
      {CONTACT_PAGE.faq.map((item) => (
        <Accordion key={item.q} disableGutters>
          <AccordionSummary expandIcon={<ChevronDownIcon />}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {item.q}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">{item.a}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Container>
  );
}
