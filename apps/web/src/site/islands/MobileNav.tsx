import { type HeaderItem, NAV, PUBLIC_FORMS } from "@staffing/shared";
import { useRef } from "react";
import closeIcon from "../art/icons/close.svg?raw";
import menuIcon from "../art/icons/menu.svg?raw";
import { phoneHref } from "../components/contact-links";
import { isCurrentPath } from "../components/nav-links";
import { SvgIcon } from "../components/SvgIcon";
import styles from "./MobileNav.module.css";

const SHEET_ID = "site-menu";

/**
 * The header's links on a small screen, in a side sheet: the browser's own modal <dialog>, which the
 * menu button opens through an invoker command (`commandfor`), so it works before the island runs;
 * the island closes it when a link is chosen (SPEC), also a link to an anchor on the same page.
 */
export default function MobileNav({
  path,
  items,
  phone,
}: {
  path: string;
  /** The navigation's header menu: each item, its sub-items under it. */
  items: HeaderItem[];
  /** The company's number for the call button (from the profile); none, no button. */
  phone: string | null;
}) {
  const sheet = useRef<HTMLDialogElement>(null);
  const close = () => sheet.current?.close();
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-label={NAV.openMenu}
        aria-haspopup="dialog"
        commandfor={SHEET_ID}
        command="show-modal"
      >
        <SvgIcon svg={menuIcon} />
      </button>
      <dialog id={SHEET_ID} ref={sheet} className={styles.sheet} aria-labelledby={`${SHEET_ID}-title`}>
        <div className={styles.head}>
          <h2 id={`${SHEET_ID}-title`} className={styles.title}>
            {NAV.menuTitle}
          </h2>
          <button
            type="button"
            className={styles.button}
            aria-label={NAV.closeMenu}
            commandfor={SHEET_ID}
            command="close"
          >
            <SvgIcon svg={closeIcon} />
          </button>
        </div>
        <nav aria-label={NAV.mainLabel}>
          <ul className={styles.links}>
            {items.map((link, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: staff may list one address twice; the order is the identity.
              <li key={index}>
                <a
                  href={link.href}
                  className={styles.link}
                  aria-current={isCurrentPath(link.href, path) ? "page" : undefined}
                  onClick={close}
                >
                  {link.label}
                </a>
                {link.children?.length ? (
                  <ul className={styles.sublinks}>
                    {link.children.map((entry, entryIndex) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: as above, the order is the identity.
                      <li key={entryIndex}>
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
          {phone ? (
            <a href={phoneHref(phone)} className={styles.phone}>
              {NAV.call} {phone}
            </a>
          ) : null}
        </div>
      </dialog>
    </>
  );
}
