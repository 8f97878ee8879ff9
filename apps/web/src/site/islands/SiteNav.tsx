import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { type HeaderItem, NAV, NAV_MENU_TIMING } from "@staffing/shared";
import chevronDown from "../art/icons/chevron-down.svg?raw";
import { isCurrentPath } from "../components/nav-links";
import { SvgIcon } from "../components/SvgIcon";
import styles from "./SiteNav.module.css";

/**
 * The header's links on a wide screen, with the Services menu (SPEC section 9: it opens on hover after
 * 200 ms, at once within 300 ms of another, and closes 150 ms after the pointer leaves). Before the
 * island is ready, every entry is a plain link; Services then leads to /services. The items are the
 * navigation's header menu: one with sub-items opens a menu of them, which ends with a link to the
 * item's own page.
 */
export default function SiteNav({ path, items }: { path: string; items: HeaderItem[] }) {
  return (
    <NavigationMenu.Root
      className={styles.root}
      aria-label={NAV.mainLabel}
      delayDuration={NAV_MENU_TIMING.openDelayMs}
      skipDelayDuration={NAV_MENU_TIMING.skipDelayMs}
    >
      <NavigationMenu.List className={styles.list}>
        {items.map((link, index) =>
          link.children?.length ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: staff may list one address twice; the order is the identity.
            <NavigationMenu.Item key={index} className={styles.item}>
              <NavigationMenu.Trigger asChild>
                <a
                  href={link.href}
                  className={styles.link}
                  aria-current={isCurrentPath(link.href, path) ? "page" : undefined}
                  data-replay
                  // Once the island runs, the item opens its menu; the menu links to the item's page.
                  onClick={(event) => event.preventDefault()}
                >
                  {link.label}
                  <SvgIcon svg={chevronDown} className={styles.chevron} />
                </a>
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className={styles.panel}>
                <ul className={styles.entries}>
                  {link.children.map((entry, entryIndex) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: as above, the order is the identity.
                    <li key={entryIndex}>
                      <NavigationMenu.Link href={entry.href} className={styles.entry}>
                        <span className={styles.entryTitle}>{entry.label}</span>
                        {entry.description ? (
                          <span className={styles.entryText}>{entry.description}</span>
                        ) : null}
                      </NavigationMenu.Link>
                    </li>
                  ))}
                  <li>
                    <NavigationMenu.Link href={link.href} className={`${styles.entry} ${styles.overview}`}>
                      <span className={styles.entryTitle}>{NAV.allOf(link.label)}</span>
                      {link.description ? <span className={styles.entryText}>{link.description}</span> : null}
                    </NavigationMenu.Link>
                  </li>
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above, the order is the identity.
            <NavigationMenu.Item key={index}>
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
