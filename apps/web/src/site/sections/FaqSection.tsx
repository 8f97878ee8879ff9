import type { SectionOf } from "@staffing/shared";
import ui from "../styles/ui.module.css";
import { useHeadingTags, useSectionPlace } from "./environment";
import styles from "./FaqSection.module.css";

/** Questions that open and close (<details>: no script needed), answers as paragraphs. */
export function FaqSection({ section }: { section: SectionOf<"faq"> }) {
  const { inTab } = useSectionPlace();
  const { Heading } = useHeadingTags(Boolean(section.heading));
  const content = (
    <>
      {section.heading ? <Heading className={styles.heading}>{section.heading}</Heading> : null}
      <div className={styles.questions}>
        {section.items.map((item) => (
          <details key={item.question} className={styles.question}>
            <summary>{item.question}</summary>
            {paragraphs(item.answer).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </details>
        ))}
      </div>
    </>
  );
  if (inTab) return <div className={styles.inTab}>{content}</div>;
  return (
    <section className={ui.section} data-surface="plain">
      <div className={`${ui.container} ${styles.faq}`}>{content}</div>
    </section>
  );
}

/** An answer typed with blank lines between its paragraphs. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/**
 * The page's questions and answers as one FAQPage block (schema.org), for its head: every FAQ
 * section of the page, tabs included, in order.
 */
export function faqPageJsonLd(sections: SectionOf<"faq">[]): object[] {
  const questions = sections.flatMap((section) => section.items);
  if (questions.length === 0) return [];
  return [
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: questions.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    },
  ];
}
