import type { SectionOf } from "@staffing/shared";
import { useHeadingTags } from "./environment";
import { SectionFrame } from "./SectionFrame";
import { SectionHeader } from "./SectionHeader";
import styles from "./TimelineSection.module.css";

/** Milestones by year, down a line. */
export function TimelineSection({ section }: { section: SectionOf<"timeline"> }) {
  const { Heading } = useHeadingTags(Boolean(section.heading));
  return (
    <SectionFrame surface="plain" tabClassName={styles.inTab}>
      <SectionHeader heading={section.heading} Heading={Heading} />
      <ol className={styles.timeline}>
        {section.items.map((event) => (
          <li key={`${event.year} ${event.text}`} className={styles.event}>
            <p className={styles.year}>{event.year}</p>
            <p>{event.text}</p>
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}
