import type { SectionOf } from "@staffing/shared";
import { Icon } from "../components/Icon";
import ui from "../styles/ui.module.css";
import { Avatar } from "./Avatar";
import { useHeadingTags } from "./environment";
import { gridFor } from "./grid";
import { SectionFrame } from "./SectionFrame";
import { SectionHeader } from "./SectionHeader";
import styles from "./TestimonialsSection.module.css";

/** Quotes from clients, each with the person's photo (or initials), name, role and company. */
export function TestimonialsSection({ section }: { section: SectionOf<"testimonials"> }) {
  const { Heading } = useHeadingTags(Boolean(section.heading));
  return (
    <SectionFrame surface="muted" tabClassName={styles.inTab}>
      <SectionHeader
        eyebrow={section.eyebrow}
        heading={section.heading}
        intro={section.intro}
        Heading={Heading}
      />
      {/* One quote alone reads as a feature, centred, rather than a third of an empty row. */}
      <ul className={section.items.length === 1 ? styles.single : gridFor(section.items.length)}>
        {section.items.map((testimonial) => (
          <li key={`${testimonial.name} ${testimonial.quote}`}>
            <figure className={`${ui.card} ${styles.testimonial}`}>
              <Icon name="quote" className={styles.quoteIcon} />
              <blockquote>
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption className={styles.person}>
                <Avatar name={testimonial.name} photo={testimonial.photo} size="small" />
                <span>
                  <span className={styles.name}>{testimonial.name}</span>
                  {testimonial.role || testimonial.company ? (
                    <span className={styles.role}>
                      {[testimonial.role, testimonial.company].filter(Boolean).join(", ")}
                    </span>
                  ) : null}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
