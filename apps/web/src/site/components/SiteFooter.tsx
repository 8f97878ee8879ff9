import {
  type CompanyOffice,
  FOOTER,
  type FormOutcome,
  PUBLIC_FORMS,
  SOCIAL_NETWORK_LABELS,
  type SocialNetwork,
} from "@staffing/shared";
import { Fragment } from "react";
import { useCompanyProfile } from "../company-profile";
import { Island } from "../islands/Island";
import { useNavigation } from "../navigation";
import { outcomeOf } from "../outcome";
import ui from "../styles/ui.module.css";
import { phoneHref } from "./contact-links";
import { Icon } from "./Icon";
import { Logo } from "./Logo";
import styles from "./SiteFooter.module.css";

// Each network's icon in src/site/art/icons.
const SOCIAL_ICONS: Record<SocialNetwork, string> = {
  linkedin: "linkedin",
  x: "x-twitter",
  facebook: "facebook",
  instagram: "instagram",
  youtube: "youtube",
};

/** The head office's address as the footer shows it: the street, then "City, Region Postal code". */
function OfficeAddress({ office }: { office: CompanyOffice }) {
  const place = [office.city, [office.region, office.postalCode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  const lines = [office.street, place].filter(Boolean);
  return (
    <address className={styles.address}>
      {lines.map((line, index) => (
        <Fragment key={line}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </address>
  );
}

/**
 * SPEC: services, blog, resource and legal links; address, phones, e-mails, 24/7 note; newsletter.
 * The company's facts (name, tagline, head office, phones, e-mails, support note, social links) are
 * the company profile's; the columns of links are the navigation's (the Navigation screen).
 */
export function SiteFooter({
  returnTo,
  outcome,
  newsletter = true,
}: {
  returnTo: string;
  outcome: FormOutcome | null;
  /** Whether the footer carries the newsletter sign-up (not where the page has its own or none fits). */
  newsletter?: boolean;
}) {
  const profile = useCompanyProfile();
  const headOffice = profile.offices[0];
  const { footer: columns } = useNavigation();
  return (
    <footer id="site-footer" className={styles.footer}>
      <div className={ui.container}>
        {newsletter ? (
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
        ) : null}
        {/* The grid has room for as many columns as the navigation has (at most four). */}
        <div className={styles.grid} data-columns={columns.length}>
          <div className={styles.brand}>
            <Logo tone="light" />
            {profile.tagline ? <p className={styles.tagline}>{profile.tagline}</p> : null}
            {profile.socialLinks.length > 0 ? (
              <ul className={styles.social}>
                {profile.socialLinks.map((link) => (
                  <li key={link.url}>
                    <a
                      href={link.url}
                      aria-label={SOCIAL_NETWORK_LABELS[link.network]}
                      rel="noopener"
                      className={styles.socialLink}
                    >
                      <Icon name={SOCIAL_ICONS[link.network]} />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          {columns.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: staff may give two columns one title; the order is the identity.
            <nav key={index} aria-label={column.title}>
              <h2 className={styles.heading}>{column.title}</h2>
              <ul className={styles.links}>
                {column.links.map((link, linkIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above, the order is the identity.
                  <li key={linkIndex}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div className={styles.contact}>
            <h2 className={styles.heading}>{FOOTER.contactHeading}</h2>
            {headOffice ? <OfficeAddress office={headOffice} /> : null}
            <ul className={styles.links}>
              {profile.phones.map((phone) => (
                <li key={phone.number}>
                  <a href={phoneHref(phone.number)}>{phone.number}</a>
                </li>
              ))}
              {profile.emails.map((email) => (
                <li key={email.address}>
                  <a href={`mailto:${email.address}`}>{email.address}</a>
                </li>
              ))}
            </ul>
            {profile.supportNote ? <p className={styles.support}>{profile.supportNote}</p> : null}
          </div>
        </div>
        <p className={styles.copyright}>
          © {FOOTER.copyrightYear} {profile.name}. {FOOTER.rights}
        </p>
      </div>
    </footer>
  );
}
