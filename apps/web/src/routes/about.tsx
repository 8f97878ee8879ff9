import { ABOUT_PAGE } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { seoHead } from "../lib/seo";
import {
  cardGridCss,
  cardTitleCss,
  outlinedCardCss,
  pageCss,
  staticCss,
  typographyCss,
} from "../lib/static-css";

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

// Plain elements with ready-made styles in MUI's look (lib/static-css.ts), like the rest of the
// public site's content.
const { root, part } = staticCss("about", (theme) => {
  const sectionHeading = {
    ...typographyCss(theme, "h2"),
    marginTop: theme.spacing(6),
    marginBottom: theme.spacing(2),
  };
  const figure = {
    ...typographyCss(theme, "body1"),
    fontSize: "2.25rem",
    fontWeight: 800,
    color: theme.palette.primary.main,
  };
  return {
    root: pageCss(theme),
    title: { ...typographyCss(theme, "h1"), marginBottom: theme.spacing(4) },
    intro: cardGridCss(theme, { md: 3 }, 4),
    introHeading: { ...typographyCss(theme, "h2"), marginBottom: theme.spacing(1) },
    text: { ...typographyCss(theme, "body1"), color: theme.palette.text.secondary },
    sectionHeading,
    values: cardGridCss(theme, { sm: 2, md: 4 }),
    card: outlinedCardCss(theme),
    cardTitle: { ...cardTitleCss(theme), marginBottom: theme.spacing(1) },
    impact: {
      listStyle: "none",
      padding: 0,
      display: "grid",
      gap: theme.spacing(3),
      gridTemplateColumns: "repeat(2, 1fr)",
      textAlign: "center",
      [theme.breakpoints.up("md")]: { gridTemplateColumns: "repeat(4, 1fr)" },
    },
    figure,
    timeline: {
      listStyle: "none",
      padding: theme.spacing(0, 0, 0, 3),
      borderLeft: `3px solid ${theme.palette.secondary.main}`,
      "& > li": { marginBottom: theme.spacing(3) },
    },
    year: { ...typographyCss(theme, "body1"), fontWeight: 800, color: theme.palette.secondary.main },
    event: typographyCss(theme, "body1"),
  };
});

function AboutPage() {
  return (
    <div css={root}>
      <h1 className={part.title}>{ABOUT_PAGE.title}</h1>
      <div className={part.intro}>
        {[
          [ABOUT_PAGE.storyHeading, ABOUT_PAGE.story],
          [ABOUT_PAGE.missionHeading, ABOUT_PAGE.mission],
          [ABOUT_PAGE.visionHeading, ABOUT_PAGE.vision],
        ].map(([heading, text]) => (
          <div key={heading}>
            <h2 className={part.introHeading}>{heading}</h2>
            <p className={part.text}>{text}</p>
          </div>
        ))}
      </div>

      <h2 className={part.sectionHeading}>{ABOUT_PAGE.valuesHeading}</h2>
      <div className={part.values}>
        {ABOUT_PAGE.values.map((value) => (
          <div key={value.title} className={part.card}>
            <h3 className={part.cardTitle}>{value.title}</h3>
            <p className={part.text}>{value.text}</p>
          </div>
        ))}
      </div>

      <h2 className={part.sectionHeading}>{ABOUT_PAGE.impactHeading}</h2>
      <ul className={part.impact}>
        {ABOUT_PAGE.impact.map((item) => (
          <li key={item.label}>
            <p className={part.figure}>{item.value}</p>
            <p className={part.text}>{item.label}</p>
          </li>
        ))}
      </ul>

      <h2 className={part.sectionHeading}>{ABOUT_PAGE.timelineHeading}</h2>
      <ol className={part.timeline}>
        {ABOUT_PAGE.timeline.map((entry) => (
          <li key={entry.year}>
            <p className={part.year}>{entry.year}</p>
            <p className={part.event}>{entry.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
