import type { SectionOf } from "@staffing/shared";
import { useId } from "react";
import { Icon } from "../components/Icon";
import ui from "../styles/ui.module.css";
import { useHeadingTags, useSectionPlace } from "./environment";
import styles from "./StatsSection.module.css";

/**
 * Figures as staff type them ("10k+", "24/7"). A band on the brand's navy: with icons, light figures
 * under amber icons (the home page's); without, amber figures under a heading (the About page's). As
 * cards, figures on white.
 */
export function StatsSection({ section }: { section: SectionOf<"stats"> }) {
  const id = useId();
  const { inTab } = useSectionPlace();
  const { Heading } = useHeadingTags(Boolean(section.heading));
  const withIcons = section.items.some((item) => item.icon);
  const look =
    section.style === "cards" ? "cards" : withIcons ? "icons" : ("figures" as "cards" | "icons" | "figures");
  const heading = section.heading ? (
    <Heading id={id} className={section.hideHeading ? "visually-hidden" : styles[`${look}Heading`]}>
      {section.heading}
    </Heading>
  ) : null;
  const list = (
    <ul className={styles[`${look}List`]} data-count={section.items.length}>
      {section.items.map((item) => (
        <li key={`${item.value} ${item.label}`} className={look === "cards" ? ui.card : undefined}>
          {item.icon && look !== "figures" ? <Icon name={item.icon} className={styles.icon} /> : null}
          <p className={styles[`${look}Value`]}>{item.value}</p>
          <p className={styles[`${look}Label`]}>{item.label}</p>
        </li>
      ))}
    </ul>
  );
  const className = `${styles[look]} ${inTab ? styles.inTab : ""}`;
  return (
    <section
      className={className}
      aria-labelledby={heading ? id : undefined}
      data-surface={look === "cards" && !inTab ? "plain" : undefined}
    >
      <div className={inTab ? undefined : ui.container}>
        {heading}
        {list}
      </div>
    </section>
  );
}
