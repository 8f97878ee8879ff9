import { SECTION_TEXTS, type SectionOf, whitepaperPath } from "@staffing/shared";
import { Icon } from "../components/Icon";
import ui from "../styles/ui.module.css";
import styles from "./CardsSection.module.css";
import { useHeadingTags, useSectionPlace } from "./environment";
import { gridFor } from "./grid";
import { SectionHeader } from "./SectionHeader";
import { SectionImage } from "./SectionImage";

type Card = SectionOf<"cards">["items"][number];

/** A grid of cards (the services, a tab's roles, case studies with their figures). */
export function CardsSection({ section }: { section: SectionOf<"cards"> }) {
  const { inTab } = useSectionPlace();
  const { Heading, Item } = useHeadingTags(Boolean(section.heading));
  const grid = gridFor(section.items.length);
  const cards = (
    <ul className={`${grid} ${inTab ? styles.tabCards : styles.cards}`}>
      {section.items.map((card) => (
        <li key={card.title} className={`${ui.card} ${inTab ? styles.tabCard : styles.card}`}>
          <CardBody card={card} Item={Item} />
        </li>
      ))}
    </ul>
  );
  const header = (
    <SectionHeader
      eyebrow={section.eyebrow}
      heading={section.heading}
      intro={section.intro}
      Heading={Heading}
    />
  );
  if (inTab) {
    return (
      <>
        {header}
        {cards}
      </>
    );
  }
  return (
    <section className={ui.section} data-surface="plain">
      <div className={ui.container}>
        {header}
        {cards}
      </div>
    </section>
  );
}

function CardBody({ card, Item }: { card: Card; Item: "h2" | "h3" | "h4" }) {
  // A whitepaper's card leads to its request form; any other to its own link.
  const href = card.document ? whitepaperPath(card.document) : card.href;
  // Without a link label, the card's title is the link.
  const titleLink = href && !card.linkLabel;
  return (
    <>
      {card.image ? (
        <SectionImage
          image={card.image}
          sizes="(min-width: 900px) 340px, (min-width: 600px) 45vw, calc(100vw - 96px)"
          className={styles.image}
        />
      ) : card.icon ? (
        <span className={ui.iconBadge}>
          <Icon name={card.icon} />
        </span>
      ) : null}
      {card.figure ? <p className={styles.figure}>{card.figure}</p> : null}
      <Item>{titleLink ? <a href={href ?? undefined}>{card.title}</a> : card.title}</Item>
      {card.text ? <p>{card.text}</p> : null}
      {card.chip ? <p className={ui.chip}>{card.chip}</p> : null}
      {href && card.linkLabel ? (
        <a href={href} className={ui.textLink}>
          {card.linkLabel}
          <span className="visually-hidden">{SECTION_TEXTS.linkAbout(card.title)}</span>
          <Icon name="arrow-right" />
        </a>
      ) : null}
    </>
  );
}
