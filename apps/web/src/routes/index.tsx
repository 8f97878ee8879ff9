import { HOME } from "@staffing/shared";
import { createFileRoute, Link } from "@tanstack/react-router";
import { PostCard } from "../components/blog/PostCard";
import { InquiryForm } from "../components/site/InquiryForm";
import { seoHead } from "../lib/seo";
import {
  cardGridCss,
  containedButtonCss,
  containerCss,
  linkCss,
  outlinedCardCss,
  staticCss,
  typographyCss,
} from "../lib/static-css";
import { visuallyHidden } from "../lib/visually-hidden";

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

// The home page's sections are plain elements with ready-made styles in MUI's look
// (lib/static-css.ts); only the inquiry form is MUI components, being a form.
const { root, part } = staticCss("home", (theme) => {
  const section = { ...containerCss(theme), paddingTop: theme.spacing(8), paddingBottom: theme.spacing(8) };
  const heading = {
    ...typographyCss(theme, "h2"),
    textAlign: "center",
    marginBottom: theme.spacing(4),
  } as const;
  return {
    root: {},
    hero: {
      backgroundColor: theme.palette.primary.main,
      color: theme.palette.common.white,
      padding: theme.spacing(6, 0),
      [theme.breakpoints.up("md")]: { padding: theme.spacing(10, 0) },
    },
    heroGrid: {
      ...containerCss(theme),
      display: "grid",
      gap: theme.spacing(6),
      alignItems: "center",
      [theme.breakpoints.up("md")]: { gridTemplateColumns: "repeat(12, minmax(0, 1fr))" },
    },
    heroText: { [theme.breakpoints.up("md")]: { gridColumn: "span 7" } },
    heroForm: {
      backgroundColor: theme.palette.background.paper,
      color: theme.palette.text.primary,
      borderRadius: theme.shape.borderRadius,
      boxShadow: theme.shadows[1],
      padding: theme.spacing(3),
      [theme.breakpoints.up("md")]: { gridColumn: "span 5" },
    },
    title: {
      ...typographyCss(theme, "h1"),
      fontSize: "2.1rem",
      [theme.breakpoints.up("md")]: { fontSize: "3rem" },
      marginBottom: theme.spacing(2),
    },
    lead: {
      ...typographyCss(theme, "body1"),
      fontSize: "1.15rem",
      opacity: 0.9,
      marginBottom: theme.spacing(4),
    },
    heroCta: containedButtonCss(theme, "secondary", "large"),
    section,
    heading,
    cards: cardGridCss(theme, { md: 3 }),
    card: outlinedCardCss(theme),
    cardTitle: { ...typographyCss(theme, "h5"), fontWeight: 700, marginBottom: theme.spacing(1) },
    cardText: {
      ...typographyCss(theme, "body1"),
      color: theme.palette.text.secondary,
      marginBottom: theme.spacing(2),
    },
    link: linkCss(theme),
    // Completes the link's name for screen readers ("Learn more about Virtual Staffing").
    offscreen: visuallyHidden,
    statsBand: { backgroundColor: theme.palette.grey[100], padding: theme.spacing(6, 0) },
    stats: {
      ...containerCss(theme),
      listStyle: "none",
      margin: "0 auto",
      display: "grid",
      gap: theme.spacing(3),
      gridTemplateColumns: "repeat(2, 1fr)",
      textAlign: "center",
      [theme.breakpoints.up("md")]: { gridTemplateColumns: "repeat(5, 1fr)" },
    },
    statValue: {
      ...typographyCss(theme, "body1"),
      fontSize: "2.25rem",
      fontWeight: 800,
      color: theme.palette.primary.main,
    },
    statLabel: { ...typographyCss(theme, "body1"), color: theme.palette.text.secondary },
    quote: { ...typographyCss(theme, "body1"), fontStyle: "italic", margin: theme.spacing(0, 0, 2) },
    quoteBy: { ...typographyCss(theme, "body2"), color: theme.palette.text.secondary },
    insights: { ...section, paddingTop: 0 },
    insightsHeading: { ...heading, textAlign: "left", marginBottom: theme.spacing(3) },
    allArticles: { marginTop: theme.spacing(3) },
    ctaSection: { ...containerCss(theme), paddingBottom: theme.spacing(4) },
    cta: {
      padding: theme.spacing(4),
      [theme.breakpoints.up("md")]: { padding: theme.spacing(6) },
      textAlign: "center",
      backgroundColor: theme.palette.secondary.main,
      color: theme.palette.common.white,
      borderRadius: theme.shape.borderRadius,
      boxShadow: theme.shadows[1],
    },
    ctaTitle: { ...typographyCss(theme, "h2"), marginBottom: theme.spacing(1) },
    ctaText: { ...typographyCss(theme, "body1"), marginBottom: theme.spacing(3) },
    ctaButton: containedButtonCss(theme, "primary", "large"),
  };
});

function HomePage() {
  const { posts } = Route.useLoaderData();
  return (
    <div css={root}>
      <section className={part.hero}>
        <div className={part.heroGrid}>
          <div className={part.heroText}>
            <h1 className={part.title}>{HOME.heroTitle}</h1>
            <p className={part.lead}>{HOME.heroText}</p>
            <Link to="/services" className={part.heroCta}>
              {HOME.heroCta}
            </Link>
          </div>
          <div className={part.heroForm}>
            <InquiryForm />
          </div>
        </div>
      </section>

      <section className={part.section}>
        <h2 className={part.heading}>{HOME.servicesHeading}</h2>
        <div className={part.cards}>
          {HOME.services.map((service) => (
            <div key={service.title} className={part.card}>
              <h3 className={part.cardTitle}>{service.title}</h3>
              <p className={part.cardText}>{service.text}</p>
              <Link to="/services" hash={service.href.split("#")[1]} className={part.link}>
                {HOME.learnMore}
                <span className={part.offscreen}>{` about ${service.title}`}</span>
              </Link>
            </div>
          ))}
        </div>
      </section>

      <section className={part.statsBand}>
        <ul className={part.stats}>
          {HOME.stats.map((stat) => (
            <li key={stat.label}>
              <p className={part.statValue}>{stat.value}</p>
              <p className={part.statLabel}>{stat.label}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={part.section}>
        <h2 className={part.heading}>{HOME.testimonialsHeading}</h2>
        <div className={part.cards}>
          {HOME.testimonials.map((testimonial) => (
            <figure key={testimonial.company} className={part.card}>
              <blockquote className={part.quote}>“{testimonial.quote}”</blockquote>
              <figcaption className={part.quoteBy}>
                {testimonial.name}, {testimonial.company}
              </figcaption>
            </figure>
          ))}
        </div>
      </section>

      <section className={part.insights}>
        <h2 className={part.insightsHeading}>{HOME.insightsHeading}</h2>
        <div className={part.cards}>
          {posts.map((post) => (
            <PostCard key={post.slug} post={post} />
          ))}
        </div>
        <div className={part.allArticles}>
          <Link to="/blog" className={part.link}>
            {HOME.allArticles}
          </Link>
        </div>
      </section>

      <section className={part.ctaSection}>
        <div className={part.cta}>
          <h2 className={part.ctaTitle}>{HOME.ctaTitle}</h2>
          <p className={part.ctaText}>{HOME.ctaText}</p>
          <Link to="/contact" className={part.ctaButton}>
            {HOME.ctaButton}
          </Link>
        </div>
      </section>
    </div>
  );
}
