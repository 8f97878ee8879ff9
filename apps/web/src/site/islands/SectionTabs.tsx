import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import ui from "../styles/ui.module.css";
import styles from "./SectionTabs.module.css";

export interface SectionTabsProps {
  /** What screen readers call the tab strip. */
  label: string;
  /** Each tab's anchor (its panel's id) and label, in order. */
  tabs: { id: string; label: string }[];
}

/**
 * The strip of a tabs section (the Services page: #virtual-staffing, ...). The server renders every
 * panel beside it; as plain HTML the strip is a row of anchors and CSS shows the panel the address
 * points at, so the tabs work before this island runs (and without JavaScript). The island then makes
 * them ARIA tabs that move with the arrow keys, shows and hides the panels, and keeps the chosen tab's
 * anchor in the address.
 */
export default function SectionTabs({ label, tabs }: SectionTabsProps) {
  // `null` until the island runs: the server's markup, with every panel left to the CSS.
  const [active, setActive] = useState<string | null>(null);
  const strip = useRef<HTMLDivElement>(null);
  const links = useRef<Record<string, HTMLAnchorElement | null>>({});
  const ids = tabs.map((tab) => tab.id);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the tabs are the island's props, fixed for its life.
  useEffect(() => {
    // The tab the address names, or the one holding what it names (the form, #inquiry).
    const tabInAddress = () => {
      const hash = decodeURIComponent(location.hash.slice(1));
      if (!hash) return null;
      if (ids.includes(hash)) return hash;
      const target = document.getElementById(hash);
      return ids.find((id) => target && document.getElementById(id)?.contains(target)) ?? null;
    };
    setActive(tabInAddress() ?? ids[0] ?? null);
    // A link to another tab's anchor (the header's Services menu) opens it and scrolls to it.
    const follow = () => {
      const tab = tabInAddress();
      if (!tab) return;
      setActive(tab);
      document.getElementById(tab)?.scrollIntoView({ block: "start" });
    };
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);

  // The panels are the server's markup beside the strip: the island shows one and names them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above.
  useEffect(() => {
    if (!active) return;
    strip.current?.closest("[data-tabs]")?.setAttribute("data-enhanced", "");
    for (const id of ids) {
      const panel = document.getElementById(id);
      if (!panel) continue;
      panel.setAttribute("role", "tabpanel");
      panel.tabIndex = 0;
      panel.hidden = id !== active;
    }
  }, [active]);

  function choose(id: string, focus = false) {
    setActive(id);
    history.replaceState(null, "", `#${id}`);
    if (focus) links.current[id]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (!active) return;
    const index = ids.indexOf(active);
    const next = {
      ArrowRight: ids[(index + 1) % ids.length],
      ArrowLeft: ids[(index - 1 + ids.length) % ids.length],
      Home: ids[0],
      End: ids[ids.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    choose(next, true);
  }

  const enhanced = active !== null;
  // ARIA's tabs once the island runs; plain anchors before.
  const tablist = { role: "tablist", "aria-label": label };
  const tabAttributes = (id: string) => ({
    role: "tab",
    "aria-selected": active === id,
    "aria-controls": id,
    tabIndex: active === id ? 0 : -1,
    onKeyDown,
  });
  return (
    <div ref={strip} className={styles.strip}>
      <div className={`${ui.container} ${styles.tabs}`} {...(enhanced ? tablist : {})}>
        {tabs.map((tab) => (
          <a
            key={tab.id}
            ref={(element) => {
              links.current[tab.id] = element;
            }}
            href={`#${tab.id}`}
            id={`tab-${tab.id}`}
            className={styles.tab}
            {...(enhanced ? tabAttributes(tab.id) : {})}
            onClick={(event) => {
              if (!enhanced) return;
              event.preventDefault();
              choose(tab.id);
            }}
          >
            {tab.label}
          </a>
        ))}
      </div>
    </div>
  );
}
