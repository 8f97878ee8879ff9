import type { SectionOf } from "@staffing/shared";
import { Icon } from "../components/Icon";
import ui from "../styles/ui.module.css";
import { useHeadingTags, useSectionPlace } from "./environment";
import { SectionHeader } from "./SectionHeader";
import styles from "./StepsSection.module.css";

/** A numbered process (how it works, our recruitment process), in order. */
export function StepsSection({ section }: { section: SectionOf<"steps"> }) {
  const { inTab } = useSectionPlace();
  const { Heading, Item } = useHeadingTags(Boolean(section.heading));
  const grid = section.items.length === 3 ? ui.grid3 : ui.grid4;
  const steps = (
    <ol className={`${grid} ${styles.list}`}>
      {section.items.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <div className={styles.head}>
            {step.icon ? <Icon name={step.icon} className={styles.icon} /> : null}
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, "0")}
            </span>
          </div>
          <Item>{step.title}</Item>
          {step.text ? <p>{step.text}</p> : null}
        </li>
      ))}
    </ol>
  );
  if (inTab) {
    return (
      <div className={styles.inTab}>
        {section.heading ? <Heading className={styles.subheading}>{section.heading}</Heading> : null}
        {steps}
      </div>
    );
  }
  return (
    <section className={ui.section} data-surface="plain">
      <div className={ui.container}>
        <SectionHeader heading={section.heading} Heading={Heading} />
        {steps}
      </div>
    </section>
  );
}
