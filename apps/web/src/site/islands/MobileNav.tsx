import * as Dialog from "@radix-ui/react-dialog";
import { COMPANY, NAV, PUBLIC_FORMS, SERVICE_MENU } from "@staffing/shared";
import { useState } from "react";
import closeIcon from "../art/icons/close.svg?raw";
import menuIcon from "../art/icons/menu.svg?raw";
import { phoneHref } from "../components/contact-links";
import { isCurrentPath, NAV_LINKS } from "../components/nav-links";
import { SvgIcon } from "../components/SvgIcon";
import styles from "./MobileNav.module.css";

/**
 * The header's links on a small screen: a side sheet (SPEC: it closes when a link is chosen). Until
 * the island is ready the menu button leads to the footer, which lists every page.
 */
export default function MobileNav({ path }: { path: string }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        {/* biome-ignore lint/a11y/useValidAnchor: a link to the footer's list of pages until the island runs, then the sheet's button. */}
        <a
          href="#site-footer"
          className={styles.button}
          aria-label={NAV.openMenu}
          data-replay
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          <SvgIcon svg={menuIcon} />
        </a>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.sheet} aria-describedby={undefined}>
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{NAV.menuTitle}</Dialog.Title>
            <Dialog.Close className={styles.button} aria-label={NAV.closeMenu}>
              <SvgIcon svg={closeIcon} />
            </Dialog.Close>
          </div>
          <nav aria-label={NAV.mainLabel}>
            <ul className={styles.links}>
              {NAV_LINKS.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className={styles.link}
                    aria-current={isCurrentPath(link.href, path) ? "page" : undefined}
                    onClick={close}
                  >
                    {link.label}
                  </a>
                  {link.href === "/services" ? (
                    <ul className={styles.sublinks}>
                      {SERVICE_MENU.map((entry) => (
                        <li key={entry.href}>
                          <a href={entry.href} className={styles.sublink} onClick={close}>
                            {entry.label}
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.actions}>
            <a href={`/contact#${PUBLIC_FORMS.inquiry.anchor}`} className={styles.quote} onClick={close}>
              {NAV.getQuote}
            </a>
            <a href={phoneHref(COMPANY.phones[1])} className={styles.phone}>
              {NAV.call} {COMPANY.phones[1]}
            </a>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
