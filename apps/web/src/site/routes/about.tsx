import { ABOUT_PAGE } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { artUrl } from "../components/art";
import { Icon } from "../components/Icon";
import { PageHero } from "../components/PageHero";
import { seoHead } from "../seo";
import ui from "../styles/ui.module.css";
import styles from "./about.module.css";

export const Route = createFileRoute("/about")({
  loader: ({ context: { api } }) => api.seo.forPageType({ pageType: "about" }),
  head: ({ loaderData, match }) =>
    seoHead(match.context.siteUrl, {
      path: "/about",
      settings: loaderData ?? {},
      breadcrumbs: [
        { name: "Home", path: "/" },
        { name: "About", path: "/about" },
      ],
    }),
  component: AboutPage,
});

const VALUE_ICONS = ["integrity", "speed", "quality", "partnership"];

function AboutPage() {
  return (
    <>
      <PageHero eyebrow={ABOUT_PAGE.eyebrow} title={ABOUT_PAGE.title} intro={ABOUT_PAGE.intro} />

      <section className={ui.section}>
        <div className={`${ui.container} ${styles.story}`}>
          <div className={styles.storyText}>
            <p className={ui.eyebrow}>{ABOUT_PAGE.storyHeading}</p>
            <h2>{ABOUT_PAGE.storyTitle}</h2>
            <p className={ui.lead}>{ABOUT_PAGE.story}</p>
            <div className={styles.mission}>
              <div>
                <h3>{ABOUT_PAGE.missionHeading}</h3>
                <p>{ABOUT_PAGE.mission}</p>
              </div>
              <div>
                <h3>{ABOUT_PAGE.visionHeading}</h3>
                <p>{ABOUT_PAGE.vision}</p>
              </div>
            </div>
          </div>
          <img
            className={styles.storyArt}
            src={artUrl("about-story")}
            alt=""
            width={480}
            height={360}
            loading="lazy"
          />
        </div>
      </section>

      <section className={`${ui.section} ${ui.muted}`}>
        <div className={ui.container}>
          <div className={ui.sectionHeader}>
            <h2>{ABOUT_PAGE.valuesHeading}</h2>
          </div>
          <ul className={`${ui.grid4} ${styles.values}`}>
            {ABOUT_PAGE.values.map((value, index) => (
              <li key={value.title} className={ui.card}>
                <span className={ui.iconBadge}>
                  <Icon name={VALUE_ICONS[index] ?? "check"} />
                </span>
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.impact} aria-labelledby="impact-heading">
        <div className={ui.container}>
          <h2 id="impact-heading" className={styles.impactHeading}>
            {ABOUT_PAGE.impactHeading}
          </h2>
          <ul className={styles.impactList}>
            {ABOUT_PAGE.impact.map((item) => (
              <li key={item.label}>
                <p className={styles.impactValue}>{item.value}</p>
                <p>{item.label}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={ui.section}>
        <div className={ui.container}>
          <div className={ui.sectionHeader}>
            <h2>{ABOUT_PAGE.timelineHeading}</h2>
          </div>
          <ol className={styles.timeline}>
            {ABOUT_PAGE.timeline.map((event) => (
              <li key={event.year} className={styles.event}>
                <p className={styles.year}>{event.year}</p>
                <p>{event.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}
