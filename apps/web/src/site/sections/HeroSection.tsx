import type { SectionOf } from "@staffing/shared";
import type { ReactNode } from "react";
import { artUrl } from "../components/art";
import { Icon } from "../components/Icon";
import band from "../components/PageHero.module.css";
import ui from "../styles/ui.module.css";
import { useSectionPlace } from "./environment";
import styles from "./HeroSection.module.css";
import { InquiryFormSlot } from "./InquiryFormSlot";
import { SectionButtons, useCallButton } from "./SectionButtons";
import { SectionImage } from "./SectionImage";

/**
 * The page's title band: heading, text, buttons, points and a picture. With the inquiry form it is
 * the home page's hero, the picture under the text and the form beside it; without, the inner pages' band.
 */
export function HeroSection({ section }: { section: SectionOf<"hero"> }) {
  const place = useSectionPlace();
  const call = useCallButton(section);
  // The page's first section is its h1; a hero anywhere else is a section like the others.
  const Heading = place.first && !place.inTab ? "h1" : "h2";
  const heading = <Heading>{tightPunctuation(section.heading)}</Heading>;
  const points =
    section.points.length > 0 ? (
      <ul className={styles.points}>
        {section.points.map((point) => (
          <li key={point}>
            <Icon name="check" className={styles.pointIcon} />
            {point}
          </li>
        ))}
      </ul>
    ) : null;

  if (section.inquiryForm) {
    return (
      <section className={styles.hero}>
        <div className={`${ui.container} ${styles.grid}`}>
          <div className={styles.text}>
            {section.eyebrow ? <p className={band.eyebrow}>{section.eyebrow}</p> : null}
            {heading}
            {section.text ? <p className={styles.lead}>{section.text}</p> : null}
            <SectionButtons buttons={section.buttons} call={call} className={styles.actions} />
            {points}
            {/* Beside the form, never behind it: the whole picture shows at every width. A photo set
                in the panel shows on a phone too; the illustration only beside the text. */}
            {section.image ? (
              <SectionImage
                image={section.image}
                sizes="(min-width: 900px) 480px, calc(100vw - 40px)"
                className={styles.heroPhoto}
              />
            ) : section.illustration ? (
              <img
                className={styles.art}
                src={artUrl(section.illustration)}
                alt=""
                width={560}
                height={440}
                loading="lazy"
              />
            ) : null}
          </div>
          <div className={styles.visual}>
            <div className={styles.form}>
              <InquiryFormSlot heading={section.formHeading} />
            </div>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className={band.hero}>
      <div className={`${ui.container} ${band.inner}`}>
        <div className={band.text}>
          {section.eyebrow ? <p className={band.eyebrow}>{section.eyebrow}</p> : null}
          {heading}
          {section.text ? <p className={band.intro}>{section.text}</p> : null}
          <SectionButtons buttons={section.buttons} call={call} className={styles.actions} />
          {points}
        </div>
        {section.image ? (
          // A photo (people, the office) shows on a phone too; an illustration only beside the text.
          <SectionImage
            image={section.image}
            sizes="(min-width: 900px) 420px, calc(100vw - 40px)"
            className={styles.photo}
            priority
          />
        ) : section.illustration ? (
          <img
            className={band.art}
            src={artUrl(section.illustration)}
            alt=""
            width={480}
            height={360}
            loading="lazy"
          />
        ) : null}
      </div>
    </section>
  );
}

/**
 * The web font sets a comma or a full stop well apart from the letter before it at a heading's heavy
 * weight ("people ,"): each is drawn closer. Screen readers and copied text get the text as typed.
 */
function tightPunctuation(text: string): ReactNode[] {
  return text.split(/(?<=\p{L})([,.;:])/u).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, never reordered.
      <span key={index} className={styles.punctuation}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
