import type { SectionOf } from "@staffing/shared";
import prose from "../components/prose.module.css";
import ui from "../styles/ui.module.css";
import { useSectionPlace } from "./environment";
import styles from "./RichTextSection.module.css";

/** Formatted text (a page's content, a policy), in a reading column. */
export function RichTextSection({ section }: { section: SectionOf<"richText"> }) {
  const { inTab } = useSectionPlace();
  // A section left empty in the editor (or holding only empty paragraphs) is no blank band on the page.
  if (isEmptyHtml(section.html)) return null;
  const text = (
    <div
      className={`${prose.prose} ${styles.text} ${inTab ? styles.inTab : ""}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the API when stored and again when read (sanitize-html allow-list), as post content is.
      dangerouslySetInnerHTML={{ __html: section.html }}
    />
  );
  if (inTab) return text;
  return (
    <section className={styles.section} data-surface="plain">
      <div className={`${ui.container} ${styles.column}`}>{text}</div>
    </section>
  );
}

/** No words and nothing to see (an image, a video, a table): what an emptied editor leaves. */
function isEmptyHtml(html: string): boolean {
  if (/<(img|iframe|video|table|hr)\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, "").replace(/&nbsp;|&#160;|\s/g, "") === "";
}
