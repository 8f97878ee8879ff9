import type { SectionOf } from "@staffing/shared";
import ui from "../styles/ui.module.css";
import { useHeadingTags, useSectionPlace } from "./environment";
import { SectionHeader } from "./SectionHeader";
import styles from "./TimelineSection.module.css";

/** Milestones by year, down a line. */
export function TimelineSection({ section }: { section: SectionOf<"timeline"> }) {
  const { inTab } = useSectionPlace();
  const { Heading } = useHeadingTags(Boolean(section.heading));
  const content = (
    <>
      <SectionHeader heading={section.heading} Heading={Heading} />
      <ol className={styles.timeline}>
        {section.items.map((event) => (
          <li key={`${event.year} ${event.text}`} className={styles.event}>
            <p className={styles.year}>{event.year}</p>
            <p>{event.text}</p>
          </li>
        ))}
      </ol>
    </>
  );
  if (inTab) return <div className={styles.inTab}>{content}</div>;
  return (
    <section className={ui.section} data-surface="plain">
      <div className={ui.container}>{content}</div>
    </section>
  );
}
