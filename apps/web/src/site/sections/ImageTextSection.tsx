import type { SectionOf } from "@staffing/shared";
import { artUrl } from "../components/art";
import ui from "../styles/ui.module.css";
import { CheckList } from "./CheckList";
import { useHeadingTags, useSectionPlace } from "./environment";
import heroStyles from "./HeroSection.module.css";
import styles from "./ImageTextSection.module.css";
import { InquiryFormSlot } from "./InquiryFormSlot";
import { SectionButtons } from "./SectionButtons";
import { SectionImage } from "./SectionImage";

type ImageText = SectionOf<"imageText">;

/**
 * A text beside a picture (our story, a service's introduction), or beside the inquiry form (a
 * service's benefits, how we can help). In a tab the picture is an aside, left out on a phone.
 */
export function ImageTextSection({ section }: { section: ImageText }) {
  const { inTab } = useSectionPlace();
  return section.inquiryForm ? (
    <FormBeside section={section} inTab={inTab} />
  ) : (
    <PictureBeside section={section} inTab={inTab} />
  );
}

function Text({ section, inTab, withForm }: { section: ImageText; inTab: boolean; withForm: boolean }) {
  const { Heading, Item } = useHeadingTags(Boolean(section.heading));
  // In a tab, a part under the form is a subheading; elsewhere a section's heading.
  const subheading = inTab && withForm;
  return (
    <>
      {section.eyebrow ? <p className={ui.eyebrow}>{section.eyebrow}</p> : null}
      {section.heading ? (
        <Heading className={subheading ? styles.subheading : undefined}>{section.heading}</Heading>
      ) : null}
      {section.intro ? <p className={ui.lead}>{section.intro}</p> : null}
      {section.text ? <p className={withForm ? undefined : ui.lead}>{section.text}</p> : null}
      {section.highlights.length > 0 ? (
        <div className={styles.highlights}>
          {section.highlights.map((highlight) => (
            <div key={highlight.title}>
              <Item>{highlight.title}</Item>
              <p>{highlight.text}</p>
            </div>
          ))}
        </div>
      ) : null}
      <CheckList points={section.points} />
      <SectionButtons buttons={section.buttons} className={heroStyles.actions} />
    </>
  );
}

function FormBeside({ section, inTab }: { section: ImageText; inTab: boolean }) {
  const side = section.imageSide === "left" ? styles.formFirst : "";
  const split = (
    <div className={`${inTab ? styles.split : `${ui.container} ${styles.split}`} ${side}`}>
      <div className={styles.splitText}>
        <Text section={section} inTab={inTab} withForm />
      </div>
      <div className={`${ui.card} ${styles.form}`}>
        <InquiryFormSlot heading={section.formHeading} />
      </div>
    </div>
  );
  if (inTab) return split;
  return (
    <section className={ui.section} data-surface="plain">
      {split}
    </section>
  );
}

function PictureBeside({ section, inTab }: { section: ImageText; inTab: boolean }) {
  const layout = inTab ? styles.intro : styles.story;
  const side = section.imageSide === "left" ? styles.pictureFirst : "";
  const picture = section.image ? (
    <SectionImage
      image={section.image}
      sizes="(min-width: 900px) 480px, calc(100vw - 40px)"
      className={styles.photo}
    />
  ) : section.illustration ? (
    <img
      className={inTab ? styles.art : styles.storyArt}
      src={artUrl(section.illustration)}
      alt=""
      width={480}
      height={360}
      loading="lazy"
    />
  ) : null;
  const content = (
    <div
      className={`${picture ? layout : `${styles.textOnly} ${inTab ? styles.textOnlyInTab : ""}`} ${side}`}
    >
      <div className={inTab ? styles.introText : styles.storyText}>
        <Text section={section} inTab={inTab} withForm={false} />
      </div>
      {picture}
    </div>
  );
  if (inTab) return content;
  return (
    <section className={ui.section} data-surface="plain">
      <div className={ui.container}>{content}</div>
    </section>
  );
}
