import { COMPANY, FOOTER, type FormOutcome, PUBLIC_FORMS } from "@staffing/shared";
import { Island } from "../islands/Island";
import { outcomeOf } from "../outcome";
import ui from "../styles/ui.module.css";
import { phoneHref } from "./contact-links";
import { Icon } from "./Icon";
import { Logo } from "./Logo";
import styles from "./SiteFooter.module.css";

const COLUMNS = [
  { heading: FOOTER.servicesHeading, links: [FOOTER.links.services, FOOTER.links.blog] },
  {
    heading: FOOTER.resourcesHeading,
    links: [FOOTER.links.caseStudies, FOOTER.links.whitepapers, FOOTER.links.reports, FOOTER.links.faq],
  },
  { heading: FOOTER.companyHeading, links: [FOOTER.links.privacy, FOOTER.links.terms, FOOTER.links.cookies] },
];

const SOCIAL = [
  { name: "LinkedIn", href: "https://www.linkedin.com", icon: "linkedin" },
  { name: "X (Twitter)", href: "https://x.com", icon: "x-twitter" },
  { name: "Facebook", href: "https://www.facebook.com", icon: "facebook" },
];

/** SPEC: services, blog, resource and legal links; address, phones, e-mails, 24/7 note; newsletter. */
export function SiteFooter({ returnTo, outcome }: { returnTo: string; outcome: FormOutcome | null }) {
  const { address } = COMPANY;
  return (
    <footer id="site-footer" className={styles.footer}>
      <div className={ui.container}>
        <div className={styles.newsletter}>
          <div>
            <h2 className={styles.newsletterHeading}>{FOOTER.newsletterHeading}</h2>
            <p className={styles.newsletterText}>{FOOTER.newsletterText}</p>
          </div>
          <Island
            name="newsletter-form"
            props={{
              tone: "dark",
              returnTo: `${returnTo}#${PUBLIC_FORMS.newsletter.anchor}`,
              outcome: outcomeOf(outcome, "newsletter"),
            }}
          />
        </div>
        <div className={styles.grid}>
          <div className={styles.brand}>
            <Logo tone="light" />
            <p className={styles.tagline}>{FOOTER.tagline}</p>
            <ul className={styles.social}>
              {SOCIAL.map((link) => (
                <li key={link.name}>
                  <a href={link.href} aria-label={link.name} rel="noopener" className={styles.socialLink}>
                    <Icon name={link.icon} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          {COLUMNS.map((column) => (
            <nav key={column.heading} aria-label={column.heading}>
              <h2 className={styles.heading}>{column.heading}</h2>
              <ul className={styles.links}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div className={styles.contact}>
            <h2 className={styles.heading}>{FOOTER.contactHeading}</h2>
            <address className={styles.address}>
              {address.street}
              <br />
              {address.city}, {address.region} {address.postalCode}
            </address>
            <ul className={styles.links}>
              {COMPANY.phones.map((phone) => (
                <li key={phone}>
                  <a href={phoneHref(phone)}>{phone}</a>
                </li>
              ))}
              {COMPANY.emails.map((email) => (
                <li key={email}>
                  <a href={`mailto:${email}`}>{email}</a>
                </li>
              ))}
            </ul>
            <p className={styles.support}>{FOOTER.support}</p>
          </div>
        </div>
        <p className={styles.copyright}>
          © {FOOTER.copyrightYear} {COMPANY.name}. {FOOTER.rights}
        </p>
      </div>
    </footer>
  );
}
