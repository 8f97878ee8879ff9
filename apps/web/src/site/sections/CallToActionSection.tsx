import type { SectionOf } from "@staffing/shared";
import ui from "../styles/ui.module.css";
import styles from "./CallToActionSection.module.css";
import { useHeadingTags, useSectionPlace } from "./environment";

/** A band that asks for one thing: a heading, a line of text and a button. */
export function CallToActionSection({ section }: { section: SectionOf<"callToAction"> }) {
  const { inTab } = useSectionPlace();
  const { Heading } = useHeadingTags(true);
  const band = (
    <div className={inTab ? styles.tabCta : styles.cta}>
      <div>
        <Heading>{section.heading}</Heading>
        {section.text ? <p>{section.text}</p> : null}
      </div>
      <a href={section.button.href} className={ui[section.button.style]}>
        {section.button.label}
      </a>
    </div>
  );
  if (inTab) return band;
  return (
    <section className={styles.ctaSection}>
      <div className={ui.container}>{band}</div>
    </section>
  );
}
