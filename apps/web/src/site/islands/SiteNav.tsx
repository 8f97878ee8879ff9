import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { NAV, NAV_MENU_TIMING, SERVICE_MENU } from "@staffing/shared";
import chevronDown from "../art/icons/chevron-down.svg?raw";
import { isCurrentPath, NAV_LINKS } from "../components/nav-links";
import { SvgIcon } from "../components/SvgIcon";
import styles from "./SiteNav.module.css";

/**
 * The header's links on a wide screen, with the Services menu (SPEC section 9: it opens on hover after
 * 200 ms, at once within 300 ms of another, and closes 150 ms after the pointer leaves). Before the
 * island is ready, every entry is a plain link; Services then leads to /services.
 */
export default function SiteNav({ path }: { path: string }) {
  return (
    <NavigationMenu.Root
      className={styles.root}
      aria-label={NAV.mainLabel}
      delayDuration={NAV_MENU_TIMING.openDelayMs}
      skipDelayDuration={NAV_MENU_TIMING.skipDelayMs}
    >
      <NavigationMenu.List className={styles.list}>
        {NAV_LINKS.map((link) =>
          link.href === "/services" ? (
            <NavigationMenu.Item key={link.href} className={styles.item}>
              <NavigationMenu.Trigger asChild>
                <a
                  href={link.href}
                  className={styles.link}
                  aria-current={isCurrentPath(link.href, path) ? "page" : undefined}
                  data-replay
                  // Once the island runs, Services opens its menu; the menu links to /services.
                  onClick={(event) => event.preventDefault()}
                >
                  {link.label}
                  <SvgIcon svg={chevronDown} className={styles.chevron} />
                </a>
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className={styles.panel}>
                <ul className={styles.entries}>
                  {SERVICE_MENU.map((entry) => (
                    <li key={entry.href}>
                      <NavigationMenu.Link href={entry.href} className={styles.entry}>
                        <span className={styles.entryTitle}>{entry.label}</span>
                        <span className={styles.entryText}>{entry.description}</span>
                      </NavigationMenu.Link>
                    </li>
                  ))}
                  <li>
                    <NavigationMenu.Link href="/services" className={`${styles.entry} ${styles.overview}`}>
                      <span className={styles.entryTitle}>{NAV.allServices}</span>
                      <span className={styles.entryText}>{NAV.allServicesText}</span>
                    </NavigationMenu.Link>
                  </li>
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={link.href}>
              <NavigationMenu.Link
                href={link.href}
                className={styles.link}
                active={isCurrentPath(link.href, path)}
                aria-current={isCurrentPath(link.href, path) ? "page" : undefined}
              >
                {link.label}
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
