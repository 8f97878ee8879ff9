import ui from "../styles/ui.module.css";
import styles from "./PageArticle.module.css";
import prose from "./prose.module.css";

/** A CMS page's title and content (also its preview). */
export function PageArticle({ title, content }: { title: string; content: string }) {
  return (
    <article className={`${ui.container} ${styles.page}`}>
      <h1>{title}</h1>
      <div
        className={prose.prose}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server when stored and again when read (sanitize-html allow-list).
        dangerouslySetInnerHTML={{ __html: content }}
      />
    </article>
  );
}
