import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { SERVICES_PAGE } from "@staffing/shared";
import { createFileRoute, useLocation } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { InquiryForm } from "../components/site/InquiryForm";
import { seoHead } from "../lib/seo";
import {
  cardGridCss,
  cardTitleCss,
  outlinedCardCss,
  outlinedCss,
  pageCss,
  staticCss,
  typographyCss,
} from "../lib/static-css";

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

// Plain elements with ready-made styles in MUI's look (lib/static-css.ts); the tabs stay MUI's.
const { root, part } = staticCss("services", (theme) => {
  const text = { ...typographyCss(theme, "body1"), color: theme.palette.text.secondary };
  const subheading = {
    ...typographyCss(theme, "h3"),
    fontSize: "1.4rem",
    fontWeight: 700,
    marginBottom: theme.spacing(2),
  };
  return {
    root: pageCss(theme),
    title: { ...typographyCss(theme, "h1"), marginBottom: theme.spacing(1) },
    intro: { ...text, marginBottom: theme.spacing(4) },
    panel: { paddingTop: theme.spacing(4), scrollMarginTop: 80 },
    heading: { ...typographyCss(theme, "h2"), marginBottom: theme.spacing(1) },
    lead: { ...text, marginBottom: theme.spacing(3), maxWidth: 720 },
    cards: cardGridCss(theme, { sm: 2, md: 3 }),
    card: outlinedCardCss(theme),
    cardTitle: { ...cardTitleCss(theme), marginBottom: theme.spacing(1) },
    text,
    split: { ...cardGridCss(theme, { md: 2 }, 4), marginTop: theme.spacing(2) },
    subheading,
    benefits: { paddingLeft: theme.spacing(3), "& li": { marginBottom: theme.spacing(1) } },
    form: { ...outlinedCss(theme), alignSelf: "start", padding: theme.spacing(3) },
    steps: { marginTop: theme.spacing(4) },
    stepList: { ...cardGridCss(theme, { sm: 2, md: 4 }), listStyle: "none", padding: 0 },
    stepNumber: {
      ...typographyCss(theme, "body1"),
      fontSize: "2rem",
      fontWeight: 800,
      color: theme.palette.secondary.main,
    },
    stepTitle: { ...typographyCss(theme, "body1"), fontWeight: 700 },
  };
});

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
    <div css={root}>
      <h1 className={part.title}>{SERVICES_PAGE.title}</h1>
      <p className={part.intro}>{SERVICES_PAGE.intro}</p>
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
        <div
          key={item.id}
          role="tabpanel"
          id={item.id}
          aria-labelledby={`tab-${item.id}`}
          hidden={tab !== item.id}
          className={part.panel}
        >
          {tab === item.id ? <TabPanel id={item.id} /> : null}
        </div>
      ))}
    </div>
  );
}

function TabPanel({ id }: { id: TabId }) {
  if (id === "virtual-staffing") {
    const { virtual } = SERVICES_PAGE;
    return (
      <>
        <Section heading={virtual.heading} text={virtual.text} />
        <Cards cards={virtual.cards} />
        <div className={part.split}>
          <div>
            <h3 className={part.subheading}>{virtual.benefitsHeading}</h3>
            <ul className={part.benefits}>
              {virtual.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </div>
          <div className={part.form}>
            <InquiryForm heading={virtual.formHeading} />
          </div>
        </div>
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
      <h2 className={part.heading}>{heading}</h2>
      <p className={part.lead}>{text}</p>
    </>
  );
}

function Cards({ cards }: { cards: readonly { title: string; text: string }[] }) {
  return (
    <div className={part.cards}>
      {cards.map((card) => (
        <div key={card.title} className={part.card}>
          <h3 className={part.cardTitle}>{card.title}</h3>
          <p className={part.text}>{card.text}</p>
        </div>
      ))}
    </div>
  );
}

function Steps({ heading, steps }: { heading: string; steps: readonly { title: string; text: string }[] }) {
  return (
    <div className={part.steps}>
      <h3 className={part.subheading}>{heading}</h3>
      <ol className={part.stepList}>
        {steps.map((step, index) => (
          <li key={step.title}>
            <p className={part.stepNumber}>{index + 1}</p>
            <p className={part.stepTitle}>{step.title}</p>
            <p className={part.text}>{step.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
