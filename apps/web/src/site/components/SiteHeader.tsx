import { NAV, PUBLIC_FORMS } from "@staffing/shared";
import { callNumber, useCompanyProfile } from "../company-profile";
import { Island } from "../islands/Island";
import { useNavigation } from "../navigation";
import ui from "../styles/ui.module.css";
import { phoneHref } from "./contact-links";
import { Icon } from "./Icon";
import { Logo } from "./Logo";
import styles from "./SiteHeader.module.css";

/**
 * SPEC: Home, About, Blog, Contact and a Services dropdown (the navigation's header menu, edited on
 * the Navigation screen); the current path highlighted; Get Quote.
 */
export function SiteHeader({ path }: { path: string }) {
  const profile = useCompanyProfile();
  const { header } = useNavigation();
  const { phones, emails } = profile;
  const email = emails[0]?.address;
  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={`${ui.container} ${styles.topBarInner}`}>
          <span>{NAV.support}</span>
          {phones.map((phone) => (
            <a key={phone.number} href={phoneHref(phone.number)}>
              {phone.number}
            </a>
          ))}
          {email ? <a href={`mailto:${email}`}>{email}</a> : null}
        </div>
      </div>
      <div className={`${ui.container} ${styles.bar}`}>
        <Logo />
        <div className={styles.nav}>
          <Island name="site-nav" props={{ path, items: header }} />
        </div>
        <a
          href={`/contact#${PUBLIC_FORMS.inquiry.anchor}`}
          className={`${ui.accent} ${ui.small} ${styles.quote}`}
        >
          {NAV.getQuote}
          <Icon name="arrow-right" className={styles.quoteIcon} />
        </a>
        <div className={styles.menu}>
          {/* The island's props carry the number: its HTML is reused by props, so a new number is a new copy. */}
          <Island name="mobile-nav" props={{ path, items: header, phone: callNumber(profile) }} />
        </div>
      </div>
    </header>
  );
}
