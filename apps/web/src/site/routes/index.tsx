import { COMPANY, HOME, PUBLIC_FORMS } from "@staffing/shared";
import { createFileRoute, useRouteContext } from "@tanstack/react-router";
import { artUrl } from "../components/art";
import { ClientMarks } from "../components/ClientMarks";
import { phoneHref } from "../components/contact-links";
import { Icon } from "../components/Icon";
import { PostCard, toPostSummary } from "../components/PostCard";
import { Island } from "../islands/Island";
import { outcomeOf } from "../outcome";
import { seoHead } from "../seo";
import ui from "../styles/ui.module.css";
import styles from "./index.module.css";

export const Route = createFileRoute("/")({
  loader: async ({ context: { api } }) => {
    const [posts, seo] = await Promise.all([
      api.blog.list({ page: 1, limit: 3 }),
      api.seo.forPageType({ pageType: "home" }),
    ]);
    return { posts: posts.map(toPostSummary), seo };
  },
  head: ({ loaderData, match }) =>
    seoHead(match.context.siteUrl, { path: "/", settings: loaderData?.seo ?? {} }),
  component: HomePage,
});

const SERVICE_ICONS = ["virtual-staffing", "temporary-staffing", "direct-hire"];
const STAT_ICONS = ["clients", "placements", "countries", "satisfaction", "support"];

function HomePage() {
  const { posts } = Route.useLoaderData();
  const { outcome } = useRouteContext({ from: "__root__" });
  return (
    <>
      <section className={styles.hero}>
        <div className={`${ui.container} ${styles.heroGrid}`}>
          <div className={styles.heroText}>
            <p className={styles.heroEyebrow}>{HOME.heroEyebrow}</p>
            <h1>{HOME.heroTitle}</h1>
            <p className={styles.heroLead}>{HOME.heroText}</p>
            <div className={styles.heroActions}>
              <a href="/services" className={ui.primary}>
                {HOME.heroCta}
              </a>
              <a href={phoneHref(COMPANY.phones[1])} className={ui.outline}>
                {HOME.heroSecondaryCta}: {COMPANY.phones[1]}
              </a>
            </div>
            <ul className={styles.heroPoints}>
              {HOME.heroPoints.map((point) => (
                <li key={point}>
                  <Icon name="check" className={styles.heroPointIcon} />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.heroVisual}>
            <img
              className={styles.heroArt}
              src={artUrl("hero")}
              alt=""
              width={560}
              height={440}
              loading="lazy"
            />
            <div className={styles.heroForm}>
              <Island
                name="inquiry-form"
                props={{
                  returnTo: `/#${PUBLIC_FORMS.inquiry.anchor}`,
                  outcome: outcomeOf(outcome, "inquiry"),
                }}
              />
            </div>
          </div>
        </div>
      </section>

      <section className={styles.clients} aria-label={HOME.clientsHeading}>
        <div className={ui.container}>
          <p className={styles.clientsHeading}>{HOME.clientsHeading}</p>
          <ClientMarks />
        </div>
      </section>

      <section className={ui.section}>
        <div className={ui.container}>
          <div className={ui.sectionHeader}>
            <p className={ui.eyebrow}>{HOME.servicesEyebrow}</p>
            <h2>{HOME.servicesHeading}</h2>
          </div>
          <ul className={`${ui.grid3} ${styles.services}`}>
            {HOME.services.map((service, index) => (
              <li key={service.title} className={`${ui.card} ${styles.service}`}>
                <span className={ui.iconBadge}>
                  <Icon name={SERVICE_ICONS[index] ?? "check"} />
                </span>
                <h3>{service.title}</h3>
                <p>{service.text}</p>
                <p className={ui.chip}>{service.timing}</p>
                <a href={service.href} className={ui.textLink}>
                  {HOME.learnMore}
                  <span className="visually-hidden"> about {service.title}</span>
                  <Icon name="arrow-right" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.stats} aria-labelledby="stats-heading">
        <div className={ui.container}>
          <h2 id="stats-heading" className="visually-hidden">
            {HOME.statsHeading}
          </h2>
          <ul className={styles.statList}>
            {HOME.stats.map((stat, index) => (
              <li key={stat.label}>
                <Icon name={STAT_ICONS[index] ?? "check"} className={styles.statIcon} />
                <p className={styles.statValue}>{stat.value}</p>
                <p className={styles.statLabel}>{stat.label}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`${ui.section} ${ui.muted}`}>
        <div className={ui.container}>
          <div className={ui.sectionHeader}>
            <p className={ui.eyebrow}>{HOME.testimonialsEyebrow}</p>
            <h2>{HOME.testimonialsHeading}</h2>
          </div>
          <ul className={ui.grid3}>
            {HOME.testimonials.map((testimonial) => (
              <li key={testimonial.name}>
                <figure className={`${ui.card} ${styles.testimonial}`}>
                  <Icon name="quote" className={styles.quoteIcon} />
                  <blockquote>
                    <p>{testimonial.quote}</p>
                  </blockquote>
                  <figcaption className={styles.person}>
                    <span className={styles.initials} aria-hidden="true">
                      {initials(testimonial.name)}
                    </span>
                    <span>
                      <span className={styles.name}>{testimonial.name}</span>
                      <span className={styles.role}>
                        {testimonial.role}, {testimonial.company}
                      </span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={ui.section}>
        <div className={ui.container}>
          <div className={styles.insightsHeader}>
            <div>
              <p className={ui.eyebrow}>{HOME.insightsEyebrow}</p>
              <h2>{HOME.insightsHeading}</h2>
            </div>
            <a href="/blog" className={ui.textLink}>
              {HOME.allArticles}
              <Icon name="arrow-right" />
            </a>
          </div>
          <div className={ui.grid3}>
            {posts.map((post) => (
              <PostCard key={post.slug} post={post} />
            ))}
          </div>
        </div>
      </section>

      <section className={styles.ctaSection}>
        <div className={ui.container}>
          <div className={styles.cta}>
            <div>
              <h2>{HOME.ctaTitle}</h2>
              <p>{HOME.ctaText}</p>
            </div>
            <a href="/contact" className={ui.accent}>
              {HOME.ctaButton}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}

const initials = (name: string) =>
  name
    .split(" ")
    .map((part) => part[0])
    .join("");
