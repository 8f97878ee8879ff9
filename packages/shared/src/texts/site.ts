// Texts of the public site's frame (header, footer, toasts, not-found) from SPEC sections 1, 2, 8
// and 9, written once for screens and tests.

export const NAV = {
  home: "Home",
  services: "Services",
  about: "About",
  blog: "Blog",
  contact: "Contact",
  findJob: "Find a job",
  getQuote: "Get Quote",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  menuTitle: "Menu",
  mainLabel: "Main",
  /** The last link of a header item's sub-menu, to the item's own page ("All services"). */
  allOf: (label: string) => `All ${label.toLowerCase()}`,
  allServicesText: "Compare our three staffing models",
  skipToContent: "Skip to content",
  support: "24/7 support",
  call: "Call",
} as const;

export const SERVICE_MENU = [
  {
    label: "Virtual Staffing",
    description: "Dedicated remote professionals, ready in 48-72 hours",
    href: "/services#virtual-staffing",
  },
  {
    label: "Temporary Staffing",
    description: "Flexible workers for peaks and projects, in 24-48 hours",
    href: "/services#temporary-staffing",
  },
  {
    label: "Direct Hire",
    description: "Permanent talent, found and vetted in 2-4 weeks",
    href: "/services#direct-hire",
  },
] as const;

export const FOOTER = {
  tagline: "Virtual, temporary and direct-hire staffing for businesses in Canada and 50+ countries.",
  support: "24/7 support for clients and placed staff",
  servicesHeading: "Services",
  resourcesHeading: "Resources",
  companyHeading: "Company",
  contactHeading: "Contact",
  links: {
    services: { label: "Our Services", href: "/services" },
    blog: { label: "Blog", href: "/blog" },
    findJob: { label: "Find a job", href: "/jobs" },
    caseStudies: { label: "Case Studies", href: "/resources/case-studies" },
    whitepapers: { label: "Whitepapers", href: "/resources/whitepapers" },
    reports: { label: "Industry Reports", href: "/resources/reports" },
    faq: { label: "FAQ", href: "/faq" },
    about: { label: "About Us", href: "/about" },
    contact: { label: "Contact Us", href: "/contact" },
    privacy: { label: "Privacy Policy", href: "/privacy" },
    terms: { label: "Terms of Service", href: "/terms" },
    cookies: { label: "Cookie Policy", href: "/cookies" },
  },
  copyrightYear: 2024,
  newsletterHeading: "Stay Updated",
  newsletterText: "Hiring insights and staffing trends, once a month.",
  newsletterLabel: "Email address",
  subscribe: "Subscribe",
  rights: "All rights reserved.",
  subscribeFailed: "We could not subscribe you just now. Please try again.",
} as const;

export const TOASTS = {
  errorTitle: "Error",
  inquiryFailed: "Failed to send inquiry. Please try again.",
  durationMs: 5000,
} as const;

export const NOT_FOUND = {
  title: "404 Page Not Found",
  text: "The page you're looking for doesn't exist or has moved.",
  home: "Go to Home",
} as const;

export const FORM_MESSAGES = {
  unavailable: "We could not take your message just now. Please try again in a minute.",
} as const;
