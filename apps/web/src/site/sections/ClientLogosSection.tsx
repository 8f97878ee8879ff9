import { SECTION_TEXTS, type SectionOf } from "@staffing/shared";
import { ClientMarks } from "../components/ClientMarks";
import marks from "../components/ClientMarks.module.css";
import ui from "../styles/ui.module.css";
import styles from "./ClientLogosSection.module.css";
import { SectionImage } from "./SectionImage";

/** A strip of client logos under a short line; without clients of its own, the site's built-in marks. */
export function ClientLogosSection({ section }: { section: SectionOf<"clientLogos"> }) {
  return (
    <section className={styles.clients} aria-label={section.heading || SECTION_TEXTS.clientsLabel}>
      <div className={ui.container}>
        {section.heading ? <p className={styles.heading}>{section.heading}</p> : null}
        {section.items.length === 0 ? (
          <ClientMarks />
        ) : (
          <ul className={marks.marks}>
            {section.items.map((client) => (
              <li key={client.name} className={marks.mark}>
                {client.logo ? (
                  <SectionImage
                    image={{ ...client.logo, alt: client.logo.alt || client.name }}
                    sizes="150px"
                    className={styles.logo}
                  />
                ) : (
                  <span className={styles.name}>{client.name}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
