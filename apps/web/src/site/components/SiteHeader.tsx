import { COMPANY, NAV, PUBLIC_FORMS } from "@staffing/shared";
import { Island } from "../islands/Island";
import ui from "../styles/ui.module.css";
import { phoneHref } from "./contact-links";
import { Icon } from "./Icon";
import { Logo } from "./Logo";
import styles from "./SiteHeader.module.css";

/** SPEC: Home, About, Blog, Contact and a Services dropdown; the current path highlighted; Get Quote. */
export function SiteHeader({ path }: { path: string }) {
  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={`${ui.container} ${styles.topBarInner}`}>
          <span>{NAV.support}</span>
          {COMPANY.phones.map((phone) => (
            <a key={phone} href={phoneHref(phone)}>
              {phone}
            </a>
          ))}
          <a href={`mailto:${COMPANY.emails[0]}`}>{COMPANY.emails[0]}</a>
        </div>
      </div>
      <div className={`${ui.container} ${styles.bar}`}>
        <Logo />
        <div className={styles.nav}>
          <Island name="site-nav" props={{ path }} />
        </div>
        <a
          href={`/contact#${PUBLIC_FORMS.inquiry.anchor}`}
          className={`${ui.accent} ${ui.small} ${styles.quote}`}
        >
          {NAV.getQuote}
          <Icon name="arrow-right" className={styles.quoteIcon} />
        </a>
        <div className={styles.menu}>
          <Island name="mobile-nav" props={{ path }} />
        </div>
      </div>
    </header>
  );
}
