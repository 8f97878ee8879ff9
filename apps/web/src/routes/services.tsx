import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import Paper from "@mui/material/Paper";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { SERVICES_PAGE } from "@staffing/shared";
import { createFileRoute, useLocation } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { InquiryForm } from "../components/site/InquiryForm";
import { seoHead } from "../lib/seo";

type TabId = (typeof SERVICES_PAGE.tabs)[number]["id"];

export const Route = createFileRoute("/services")({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.seo.forPageType.queryOptions({ pageType: "services" })),
  head: ({ loaderData, matches }) =>
    seoHead(matches, {
      path: "/services",
      settings: loaderData ?? {},
      breadcrumbs: [
        { name: "Home", path: "/" },
        { name: "Services", path: "/services" },
      ],
    }),
  component: ServicesPage,
});

const isTab = (id: string): id is TabId => SERVICES_PAGE.tabs.some((tab) => tab.id === id);

function ServicesPage() {
  const hash = useLocation({ select: (location) => location.hash });
  const [tab, setTab] = useState<TabId>("virtual-staffing");
  // The anchors of SPEC (#virtual-staffing, ...) open their tab; the server renders the default one.
  useEffect(() => {
    if (isTab(hash)) {
      setTab(hash);
      document.getElementById(hash)?.scrollIntoView();
    }
  }, [hash]);

  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {SERVICES_PAGE.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {SERVICES_PAGE.intro}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, value: TabId) => setTab(value)}
        variant="scrollable"
        aria-label={SERVICES_PAGE.title}
      >
        {SERVICES_PAGE.tabs.map((item) => (
          <Tab
            key={item.id}
            value={item.id}
            label={item.label}
            id={`tab-${item.id}`}
            aria-controls={item.id}
          />
        ))}
      </Tabs>
      {SERVICES_PAGE.tabs.map((item) => (
        <Box
          key={item.id}
          role="tabpanel"
          id={item.id}
          aria-labelledby={`tab-${item.id}`}
          hidden={tab !== item.id}
          sx={{ pt: 4, scrollMarginTop: 80 }}
        >
          {tab === item.id ? <TabPanel id={item.id} /> : null}
        </Box>
      ))}
    </Container>
  );
}

function TabPanel({ id }: { id: TabId }) {
  if (id === "virtual-staffing") {
    const { virtual } = SERVICES_PAGE;
    return (
      <>
        <Section heading={virtual.heading} text={virtual.text} />
        <Cards cards={virtual.cards} />
        <Grid container spacing={4} sx={{ mt: 2 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="h3" sx={{ fontSize: "1.4rem", fontWeight: 700, mb: 2 }}>
              {virtual.benefitsHeading}
            </Typography>
            <Box component="ul" sx={{ pl: 3, "& li": { mb: 1 } }}>
              {virtual.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Paper variant="outlined" sx={{ p: 3 }}>
              <InquiryForm heading={virtual.formHeading} />
            </Paper>
          </Grid>
        </Grid>
      </>
    );
  }
  if (id === "temporary-staffing") {
    const { temporary } = SERVICES_PAGE;
    return (
      <>
        <Section heading={temporary.heading} text={temporary.text} />
        <Steps heading={temporary.stepsHeading} steps={temporary.steps} />
      </>
    );
  }
  const { direct } = SERVICES_PAGE;
  return (
    <>
      <Section heading={direct.heading} text={direct.text} />
      <Cards cards={direct.cards} />
      <Steps heading={direct.stepsHeading} steps={direct.steps} />
    </>
  );
}

function Section({ heading, text }: { heading: string; text: string }) {
  return (
    <>
      <Typography variant="h2" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        {text}
      </Typography>
    </>
  );
}

function Cards({ cards }: { cards: readonly { title: string; text: string }[] }) {
  return (
    <Grid container spacing={3}>
      {cards.map((card) => (
        <Grid key={card.title} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card variant="outlined" sx={{ height: "100%" }}>
            <CardContent>
              <Typography variant="h3" sx={{ fontSize: "1.15rem", fontWeight: 700, mb: 1 }}>
                {card.title}
              </Typography>
              <Typography color="text.secondary">{card.text}</Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

function Steps({ heading, steps }: { heading: string; steps: readonly { title: string; text: string }[] }) {
  return (
    <Box sx={{ mt: 4 }}>
      <Typography variant="h3" sx={{ fontSize: "1.4rem", fontWeight: 700, mb: 2 }}>
        {heading}
      </Typography>
      <Grid container spacing={3} component="ol" sx={{ listStyle: "none", p: 0 }}>
        {steps.map((step, index) => (
          <Grid key={step.title} size={{ xs: 12, sm: 6, md: 3 }} component="li">
            <Typography sx={{ fontSize: "2rem", fontWeight: 800, color: "secondary.main" }}>
              {index + 1}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{step.title}</Typography>
            <Typography color="text.secondary">{step.text}</Typography>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
