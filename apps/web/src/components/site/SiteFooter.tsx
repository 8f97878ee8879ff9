import { COMPANY, FOOTER } from "@staffing/shared";
import { Link } from "@tanstack/react-router";
import { containerCss, staticCss, typographyCss } from "../../lib/static-css";
import { BareIcon, type IconName } from "./icons";
import { NewsletterForm } from "./NewsletterForm";

const COLUMNS = [
  { heading: FOOTER.servicesHeading, links: [FOOTER.links.services, FOOTER.links.blog] },
  {
    heading: FOOTER.resourcesHeading,
    links: [FOOTER.links.caseStudies, FOOTER.links.whitepapers, FOOTER.links.reports, FOOTER.links.faq],
  },
  { heading: FOOTER.companyHeading, links: [FOOTER.links.privacy, FOOTER.links.terms, FOOTER.links.cookies] },
];

const SOCIAL: { name: string; href: string; icon: IconName }[] = [
  { name: "LinkedIn", href: "https://www.linkedin.com", icon: "linkedIn" },
  { name: "X (Twitter)", href: "https://x.com", icon: "x" },
  { name: "Facebook", href: "https://www.facebook.com", icon: "facebook" },
];

// The footer is the same on every page: plain elements with ready-made styles (lib/static-css.ts)
// rather than some sixty MUI components to render for each page. The layout is MUI's: a 12-column
// grid with 32 px gaps, a full-width brand column and half-width link columns on phones.
const { root, part } = staticCss("footer", (theme) => {
  const links = {
    display: "flex",
    flexDirection: "column",
    gap: theme.spacing(0.5),
    "& a": { ...typographyCss(theme, "body2"), color: "inherit", textDecoration: "none" },
    "& a:hover": { textDecoration: "underline" },
  } as const;
  return {
    root: {
      backgroundColor: theme.palette.primary.main,
      color: theme.palette.common.white,
      marginTop: theme.spacing(8),
      paddingTop: theme.spacing(6),
      paddingBottom: theme.spacing(6),
    },
    container: containerCss(theme),
    grid: {
      display: "grid",
      gridTemplateColumns: "repeat(12, minmax(0, 1fr))",
      gap: theme.spacing(4),
    },
    wide: { gridColumn: "span 12", [theme.breakpoints.up("md")]: { gridColumn: "span 4" } },
    column: { gridColumn: "span 6", [theme.breakpoints.up("md")]: { gridColumn: "span 2" } },
    contact: { gridColumn: "span 12", [theme.breakpoints.up("md")]: { gridColumn: "span 2" } },
    brand: { ...typographyCss(theme, "h6"), fontWeight: 800 },
    muted: {
      ...typographyCss(theme, "body2"),
      opacity: 0.9,
      marginTop: theme.spacing(1),
      marginBottom: theme.spacing(1),
    },
    newsletterHeading: { ...typographyCss(theme, "subtitle2"), marginTop: theme.spacing(3) },
    newsletterText: { ...typographyCss(theme, "body2"), opacity: 0.9, marginBottom: theme.spacing(1) },
    heading: { ...typographyCss(theme, "subtitle2"), marginBottom: theme.spacing(1) },
    links,
    address: { ...typographyCss(theme, "body2"), fontStyle: "normal", opacity: 0.9 },
    // Underlined, as MUI's Link has them; a long address wraps instead of running out of its column.
    contactLinks: {
      ...links,
      marginTop: theme.spacing(1),
      "& a": { ...links["& a"], textDecoration: "underline", overflowWrap: "anywhere" },
    },
    support: { ...typographyCss(theme, "body2"), opacity: 0.9, marginTop: theme.spacing(1) },
    bottom: {
      borderTop: "1px solid rgba(255,255,255,0.2)",
      marginTop: theme.spacing(4),
      paddingTop: theme.spacing(2),
      display: "flex",
      justifyContent: "space-between",
      alignItems: "center",
      flexWrap: "wrap",
    },
    copyright: typographyCss(theme, "body2"),
    social: {
      display: "inline-flex",
      padding: theme.spacing(1),
      borderRadius: "50%",
      color: "inherit",
      transition: theme.transitions.create("background-color", {
        duration: theme.transitions.duration.shortest,
      }),
      "&:hover": { backgroundColor: "rgba(255,255,255,0.08)" },
    },
  };
});

// The app's own screens by their routes; every other footer path is a CMS page at /{slug}.
function FooterLink({ href, label }: { href: string; label: string }) {
  if (href === "/services") return <Link to="/services">{label}</Link>;
  if (href === "/blog") return <Link to="/blog">{label}</Link>;
  return (
    <Link to="/$" params={{ _splat: href.slice(1) }}>
      {label}
    </Link>
  );
}

export function SiteFooter() {
  const { address } = COMPANY;
  return (
    <footer css={root}>
      <div className={part.container}>
        <div className={part.grid}>
          <div className={part.wide}>
            <p className={part.brand}>{COMPANY.name}</p>
            <p className={part.muted}>{FOOTER.tagline}</p>
            <h2 className={part.newsletterHeading}>{FOOTER.newsletterHeading}</h2>
            <p className={part.newsletterText}>{FOOTER.newsletterText}</p>
            <NewsletterForm />
          </div>
          {COLUMNS.map((column) => (
            <div key={column.heading} className={part.column}>
              <h2 className={part.heading}>{column.heading}</h2>
              <div className={part.links}>
                {column.links.map((link) => (
                  <FooterLink key={link.href} {...link} />
                ))}
              </div>
            </div>
          ))}
          <div className={part.contact}>
            <h2 className={part.heading}>{FOOTER.contactHeading}</h2>
            <address className={part.address}>
              {address.street}
              <br />
              {address.city}, {address.region} {address.postalCode}
            </address>
            <div className={part.contactLinks}>
              {COMPANY.phones.map((phone) => (
                <a key={phone} href={`tel:${phone.replace(/[^+\d]/g, "")}`}>
                  {phone}
                </a>
              ))}
              {COMPANY.emails.map((email) => (
                <a key={email} href={`mailto:${email}`}>
                  {email}
                </a>
              ))}
            </div>
            <p className={part.support}>{FOOTER.support}</p>
          </div>
        </div>
        <div className={part.bottom}>
          <p className={part.copyright}>
            © {FOOTER.copyrightYear} {COMPANY.name}. All rights reserved.
          </p>
          <div>
            {SOCIAL.map((link) => (
              <a
                key={link.name}
                href={link.href}
                aria-label={link.name}
                rel="noopener"
                className={part.social}
              >
                <BareIcon name={link.icon} />
              </a>
            ))}
          </div>
        </div>
      </div>
    </footer>
  );
}
