import type { SectionOf } from "@staffing/shared";
import { Island } from "../islands/Island";
import styles from "../islands/SectionTabs.module.css";
import ui from "../styles/ui.module.css";
import { Sections } from "./Sections";

/**
 * Tabs that each hold sections (the Services page), each at its own anchor (#virtual-staffing). Every
 * panel is rendered here, on the server; the strip is a small island that makes the anchors ARIA tabs
 * (SectionTabs). A form inside a panel stays an island of its own.
 */
export function ServiceTabsSection({ section }: { section: SectionOf<"serviceTabs"> }) {
  return (
    <div className={styles.root} data-tabs="">
      <Island
        name="section-tabs"
        props={{ label: section.label, tabs: section.tabs.map(({ id, label }) => ({ id, label })) }}
      />
      <div className={`${ui.container} ${styles.panels}`}>
        {section.tabs.map((tab) => (
          <section key={tab.id} id={tab.id} className={styles.panel} aria-labelledby={`tab-${tab.id}`}>
            <Sections sections={tab.sections} inTab />
          </section>
        ))}
      </div>
    </div>
  );
}
