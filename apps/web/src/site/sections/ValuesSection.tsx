import type { SectionOf } from "@staffing/shared";
import { Icon } from "../components/Icon";
import ui from "../styles/ui.module.css";
import { useHeadingTags } from "./environment";
import { SectionFrame } from "./SectionFrame";
import { SectionHeader } from "./SectionHeader";
import styles from "./ValuesSection.module.css";

/** What the company stands for: a card per value, on the muted background. */
export function ValuesSection({ section }: { section: SectionOf<"values"> }) {
  const { Heading, Item } = useHeadingTags(Boolean(section.heading));
  const count = section.items.length;
  const grid = count === 4 || count > 6 ? ui.grid4 : count === 2 ? ui.grid2 : ui.grid3;
  return (
    <SectionFrame surface="muted" tabClassName={styles.inTab}>
      <SectionHeader
        eyebrow={section.eyebrow}
        heading={section.heading}
        intro={section.intro}
        Heading={Heading}
      />
      <ul className={`${grid} ${styles.values}`}>
        {section.items.map((value) => (
          <li key={value.title} className={ui.card}>
            {value.icon ? (
              <span className={ui.iconBadge}>
                <Icon name={value.icon} />
              </span>
            ) : null}
            <Item>{value.title}</Item>
            {value.text ? <p>{value.text}</p> : null}
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
