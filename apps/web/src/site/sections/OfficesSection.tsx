import { type CompanyProfile, SECTION_TEXTS, type SectionOf } from "@staffing/shared";
import type { ReactNode } from "react";
import { phoneHref } from "../components/contact-links";
import { Icon } from "../components/Icon";
import ui from "../styles/ui.module.css";
import { useHeadingTags, useSectionEnvironment } from "./environment";
import styles from "./OfficesSection.module.css";
import { SectionFrame } from "./SectionFrame";
import { SectionHeader } from "./SectionHeader";

type Office = CompanyProfile["offices"][number];

/**
 * The company's offices, from its profile; with `details`, first its phones, e-mail addresses, head
 * office and hours as cards a visitor can act on (call, write). Staff change them on the Company
 * screen, and every page that shows them follows.
 */
export function OfficesSection({ section }: { section: SectionOf<"offices"> }) {
  const { profile } = useSectionEnvironment();
  const { Heading, Item } = useHeadingTags(Boolean(section.heading));
  const cards = section.details ? contactCards(profile) : [];
  return (
    <SectionFrame surface="muted" tabClassName={styles.inTab}>
      <SectionHeader heading={section.heading} Heading={Heading} />
      {cards.length > 0 ? (
        <ul className={`${gridOf(cards.length)} ${styles.list} ${styles.details}`}>
          {cards.map((card) => (
            <li key={card.title} className={`${ui.card} ${styles.card}`}>
              <span className={ui.iconBadge}>
                <Icon name={card.icon} />
              </span>
              <Item className={styles.cardTitle}>{card.title}</Item>
              {card.lines.map((line) => (
                <p key={line.key} className={styles.line}>
                  {line.content}
                </p>
              ))}
            </li>
          ))}
        </ul>
      ) : null}
      {profile.offices.length > 0 ? (
        // The same card as the details above: a badge, the city, and the lines a visitor acts on.
        <ul className={`${gridOf(profile.offices.length)} ${styles.list}`}>
          {profile.offices.map((office) => (
            <li key={`${office.name} ${office.city}`} className={`${ui.card} ${styles.card}`}>
              <span className={ui.iconBadge}>
                <Icon name="map-pin" />
              </span>
              <Item className={styles.cardTitle}>{office.city}</Item>
              {office.name ? <p className={styles.line}>{office.name}</p> : null}
              {addressLines(office).map((line) => (
                <p key={line} className={styles.line}>
                  {line}
                </p>
              ))}
              {office.phone ? (
                <p className={styles.line}>
                  <a href={phoneHref(office.phone)} className={styles.phone}>
                    {office.phone}
                  </a>
                </p>
              ) : null}
              {office.email ? (
                <p className={styles.line}>
                  <EmailLink address={office.email} />
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </SectionFrame>
  );
}

const gridOf = (count: number) => (count >= 4 ? ui.grid4 : count === 3 ? ui.grid3 : ui.grid2);

interface ContactCard {
  title: string;
  icon: string;
  lines: { key: string; content: ReactNode }[];
}

/** The contact cards: each only when the profile has something for it. */
function contactCards(profile: CompanyProfile): ContactCard[] {
  const { contactCards: titles } = SECTION_TEXTS;
  const head: Office | undefined = profile.offices[0];
  const hours = profile.hours.length > 0 ? profile.hours : profile.supportNote ? [profile.supportNote] : [];
  const cards: ContactCard[] = [
    {
      title: titles.call,
      icon: "phone",
      lines: profile.phones.map((phone) => ({
        key: phone.number,
        content: (
          <a href={phoneHref(phone.number)} className={styles.phone}>
            {phone.number}
          </a>
        ),
      })),
    },
    {
      title: titles.email,
      icon: "mail",
      lines: profile.emails.map((email) => ({
        key: email.address,
        content: <EmailLink address={email.address} />,
      })),
    },
    {
      title: titles.visit,
      icon: "map-pin",
      lines: head ? addressLines(head).map((line) => ({ key: line, content: line })) : [],
    },
    { title: titles.hours, icon: "clock", lines: hours.map((line) => ({ key: line, content: line })) },
  ];
  return cards.filter((card) => card.lines.length > 0);
}

/** "10180 101 Street NW, Suite 1500" and "Edmonton, Alberta T5J 3S4". */
function addressLines(office: Office): string[] {
  const place = [office.region, office.postalCode].filter(Boolean).join(" ");
  return [office.street, [office.city, place].filter(Boolean).join(", ")].filter(Boolean);
}

/** An address that may break after its @ in a narrow card, never inside its name or its domain. */
function EmailLink({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  return (
    <a href={`mailto:${address}`}>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </a>
  );
}
