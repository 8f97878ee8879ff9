import { FOOTER, NAV, type Navigation, SERVICE_MENU } from "@staffing/shared";

// The header's menu and the footer's columns as the site showed them before they became content
// (plus About and Contact in the footer's Company column, and since issue 30 "Find a job"): seeded once, then staff edit them on the
// Navigation screen.
export const seedNavigation: Navigation = {
  header: [
    { label: NAV.home, href: "/" },
    {
      label: NAV.services,
      href: "/services",
      description: NAV.allServicesText,
      children: SERVICE_MENU.map(({ label, href, description }) => ({ label, href, description })),
    },
    { label: NAV.findJob, href: "/jobs" },
    { label: NAV.about, href: "/about" },
    { label: NAV.blog, href: "/blog" },
    { label: NAV.contact, href: "/contact" },
  ],
  footer: [
    {
      title: FOOTER.servicesHeading,
      links: [FOOTER.links.services, FOOTER.links.findJob, FOOTER.links.blog],
    },
    {
      title: FOOTER.resourcesHeading,
      links: [FOOTER.links.caseStudies, FOOTER.links.whitepapers, FOOTER.links.reports, FOOTER.links.faq],
    },
    {
      title: FOOTER.companyHeading,
      links: [
        FOOTER.links.about,
        FOOTER.links.contact,
        FOOTER.links.privacy,
        FOOTER.links.terms,
        FOOTER.links.cookies,
      ],
    },
  ].map((column) => ({
    title: column.title,
    links: column.links.map(({ label, href }) => ({ label, href })),
  })),
};
