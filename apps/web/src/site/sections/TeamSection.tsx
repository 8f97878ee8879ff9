import type { SectionOf } from "@staffing/shared";
import ui from "../styles/ui.module.css";
import { Avatar } from "./Avatar";
import { useHeadingTags } from "./environment";
import { SectionFrame } from "./SectionFrame";
import { SectionHeader } from "./SectionHeader";
import styles from "./TeamSection.module.css";

/** The people behind the company: a photo (or initials), name, role and a few words each. */
export function TeamSection({ section }: { section: SectionOf<"team"> }) {
  const { Heading, Item } = useHeadingTags(Boolean(section.heading));
  const count = section.items.length;
  const grid = count === 2 ? ui.grid2 : count === 3 || count === 6 ? ui.grid3 : ui.grid4;
  return (
    <SectionFrame surface="plain" tabClassName={styles.inTab}>
      <SectionHeader
        eyebrow={section.eyebrow}
        heading={section.heading}
        intro={section.intro}
        Heading={Heading}
      />
      <ul className={`${grid} ${styles.team}`}>
        {section.items.map((person) => (
          <li key={`${person.name} ${person.role}`} className={styles.person}>
            <Avatar name={person.name} photo={person.photo} size="large" />
            <div className={styles.text}>
              <Item className={styles.name}>{person.name}</Item>
              {person.role ? <p className={styles.role}>{person.role}</p> : null}
              {person.bio ? <p className={styles.bio}>{person.bio}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
