import { COMPANY, CONTACT_PAGE, PUBLIC_FORMS } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { artUrl } from "../components/art";
import { phoneHref } from "../components/contact-links";
import { Icon } from "../components/Icon";
import { PageHero } from "../components/PageHero";
import { Island } from "../islands/Island";
import { outcomeOf } from "../outcome";
import { seoHead } from "../seo";
import ui from "../styles/ui.module.css";
import styles from "./contact.module.css";

export const Route = createFileRoute("/contact")({
  loader: ({ context: { api } }) => api.seo.forPageType({ pageType: "contact" }),
  head: ({ loaderData, match }) =>
    seoHead(match.context.siteUrl, {
      path: "/contact",
      settings: loaderData ?? {},
      breadcrumbs: [
        { name: "Home", path: "/" },
        { name: "Contact", path: "/contact" },
      ],
    }),
  component: ContactPage,
});

// Each card's lines, as links where a visitor can act on them (call, write).
const CARD_ICONS = ["phone", "mail", "map-pin", "clock"];
const lineHref = (line: string) =>
  (COMPANY.phones as readonly string[]).includes(line)
    ? phoneHref(line)
    : (COMPANY.emails as readonly string[]).includes(line)
      ? `mailto:${line}`
      : undefined;

function ContactPage() {
  const { outcome } = Route.useRouteContext();
  return (
    <>
      <PageHero
        eyebrow={CONTACT_PAGE.eyebrow}
        title={CONTACT_PAGE.title}
        intro={CONTACT_PAGE.intro}
        art={artUrl("contact")}
      />

      <section className={ui.section}>
        <div className={`${ui.container} ${styles.layout}`}>
          <div className={styles.details}>
            <ul className={styles.cards}>
              {CONTACT_PAGE.cards.map((card, index) => (
                <li key={card.title} className={`${ui.card} ${styles.card}`}>
                  <span className={ui.iconBadge}>
                    <Icon name={CARD_ICONS[index] ?? "chat"} />
                  </span>
                  <h2 className={styles.cardTitle}>{card.title}</h2>
                  {card.lines.map((line) => {
                    const href = lineHref(line);
                    return (
                      <p key={line} className={styles.line}>
                        {href ? <a href={href}>{line}</a> : line}
                      </p>
                    );
                  })}
                </li>
              ))}
            </ul>
            <div className={styles.help}>
              <h2 className={styles.subheading}>{CONTACT_PAGE.helpHeading}</h2>
              <ul className={styles.helpList}>
                {CONTACT_PAGE.help.map((item) => (
                  <li key={item}>
                    <Icon name="check" className={styles.check} />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <div className={`${ui.card} ${styles.form}`}>
            <Island
              name="inquiry-form"
              props={{
                returnTo: `/contact#${PUBLIC_FORMS.inquiry.anchor}`,
                outcome: outcomeOf(outcome, "inquiry"),
              }}
            />
          </div>
        </div>
      </section>

      <section className={`${ui.section} ${ui.muted}`}>
        <div className={ui.container}>
          <div className={ui.sectionHeader}>
            <h2>{CONTACT_PAGE.officesHeading}</h2>
          </div>
          <ul className={`${ui.grid4} ${styles.offices}`}>
            {CONTACT_PAGE.offices.map((office) => (
              <li key={office.city} className={ui.card}>
                <Icon name="map-pin" className={styles.pin} />
                <h3>{office.city}</h3>
                <p>{office.detail}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={ui.section}>
        <div className={`${ui.container} ${styles.faq}`}>
          <h2>{CONTACT_PAGE.faqHeading}</h2>
          <div className={styles.questions}>
            {CONTACT_PAGE.faq.map((item) => (
              <details key={item.q} className={styles.question}>
                <summary>{item.q}</summary>
                <p>{item.a}</p>
              </details>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
