import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import { CONTACT_PAGE } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { InquiryForm } from "../components/site/InquiryForm";
import { ChevronDownIcon } from "../components/site/icons";
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

// Plain elements with ready-made styles in MUI's look (lib/static-css.ts); the questions below open
// and close, so they stay MUI's Accordion.
const { root, part } = staticCss("contact", (theme) => {
  const text = { ...typographyCss(theme, "body1"), color: theme.palette.text.secondary };
  return {
    root: pageCss(theme),
    title: { ...typographyCss(theme, "h1"), marginBottom: theme.spacing(1) },
    intro: { ...text, marginBottom: theme.spacing(4) },
    top: {
      display: "grid",
      gap: theme.spacing(4),
      [theme.breakpoints.up("md")]: { gridTemplateColumns: "repeat(12, minmax(0, 1fr))" },
    },
    form: {
      ...outlinedCss(theme),
      padding: theme.spacing(3),
      [theme.breakpoints.up("md")]: { gridColumn: "span 7", alignSelf: "start" },
    },
    cards: {
      display: "flex",
      flexDirection: "column",
      gap: theme.spacing(2),
      [theme.breakpoints.up("md")]: { gridColumn: "span 5" },
    },
    card: { ...outlinedCardCss(theme), height: "auto" },
    cardTitle: { ...typographyCss(theme, "h2"), fontSize: "1.1rem", marginBottom: theme.spacing(1) },
    text,
    sectionHeading: {
      ...typographyCss(theme, "h2"),
      marginTop: theme.spacing(6),
      marginBottom: theme.spacing(2),
    },
    help: { paddingLeft: theme.spacing(3) },
    offices: cardGridCss(theme, { sm: 2, md: 4 }),
    office: outlinedCardCss(theme),
    city: cardTitleCss(theme),
    question: { ...typographyCss(theme, "body1"), fontWeight: 600 },
  };
});

function ContactPage() {
  return (
    <div css={root}>
      <h1 className={part.title}>{CONTACT_PAGE.title}</h1>
      <p className={part.intro}>{CONTACT_PAGE.intro}</p>
      <div className={part.top}>
        <div className={part.form}>
          <InquiryForm />
        </div>
        <div className={part.cards}>
          {CONTACT_PAGE.cards.map((card) => (
            <div key={card.title} className={part.card}>
              <h2 className={part.cardTitle}>{card.title}</h2>
              {card.lines.map((line) => (
                <p key={line} className={part.text}>
                  {line}
                </p>
              ))}
            </div>
          ))}
        </div>
      </div>

      <h2 className={part.sectionHeading}>{CONTACT_PAGE.helpHeading}</h2>
      <ul className={part.help}>
        {CONTACT_PAGE.help.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>

      <h2 className={part.sectionHeading}>{CONTACT_PAGE.officesHeading}</h2>
      <div className={part.offices}>
        {CONTACT_PAGE.offices.map((office) => (
          <div key={office.city} className={part.office}>
            <h3 className={part.city}>{office.city}</h3>
            <p className={part.text}>{office.detail}</p>
          </div>
        ))}
      </div>

      <h2 className={part.sectionHeading}>{CONTACT_PAGE.faqHeading}</h2>
      {CONTACT_PAGE.faq.map((item) => (
        <Accordion key={item.q} disableGutters>
          <AccordionSummary expandIcon={<ChevronDownIcon />}>
            <h3 className={part.question}>{item.q}</h3>
          </AccordionSummary>
          <AccordionDetails>
            <p className={part.text}>{item.a}</p>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
