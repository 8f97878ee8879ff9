// Demo SEO configuration, one per page type. canonicalUrl is left unset: it is computed from the site URL.

export interface SeedSeoSetting {
  pageType: "global" | "home" | "services" | "about" | "blog" | "contact";
  settings: {
    title?: string;
    description?: string;
    keywords?: string;
    ogTitle?: string;
    ogDescription?: string;
    ogImage?: string;
    twitterCard?: string;
    canonicalUrl?: string;
    robots?: string;
    /** JSON-LD text. */
    schema?: string;
  };
}

const organization = {
  "@context": "https://schema.org",
  "@type": "Organization",
  name: "Northbridge Staffing",
  description:
    "Virtual staffing, temporary staffing, direct hire, project management and HR consulting for employers in more than 50 countries.",
  foundingDate: "2009",
  email: "info@northbridgestaffing.com",
  telephone: "+1 (780) 555-0142",
  address: {
    "@type": "PostalAddress",
    streetAddress: "10180 101 Street NW, Suite 1500",
    addressLocality: "Edmonton",
    addressRegion: "AB",
    postalCode: "T5J 3S4",
    addressCountry: "CA",
  },
  contactPoint: [
    {
      "@type": "ContactPoint",
      contactType: "sales",
      telephone: "+1 (780) 555-0142",
      email: "info@northbridgestaffing.com",
      areaServed: "Worldwide",
      availableLanguage: ["English"],
    },
    {
      "@type": "ContactPoint",
      contactType: "customer support",
      telephone: "+1 (800) 555-0199",
      email: "support@northbridgestaffing.com",
      contactOption: "TollFree",
      areaServed: "Worldwide",
      availableLanguage: ["English"],
      hoursAvailable: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        opens: "00:00",
        closes: "23:59",
      },
    },
  ],
};

const shared = { twitterCard: "summary_large_image", robots: "index, follow" };

export const seedSeoSettings: SeedSeoSetting[] = [
  {
    pageType: "global",
    settings: {
      title: "Northbridge Staffing | Virtual, Temporary & Direct Hire",
      description:
        "Northbridge Staffing provides virtual staffing, temporary staffing, direct hire and HR consulting to 500+ clients in 50+ countries since 2009.",
      keywords:
        "staffing agency, virtual staffing, temporary staffing, direct hire, recruitment, HR consulting, Edmonton staffing",
      ogTitle: "Northbridge Staffing: The Right People, When You Need Them",
      ogDescription:
        "Virtual, temporary and direct hire staffing with 24/7 support. 500+ clients, 10k+ placements and 98% client satisfaction since 2009.",
      ogImage: "/media/og/global.webp",
      ...shared,
      schema: JSON.stringify(organization),
    },
  },
  {
    pageType: "home",
    settings: {
      title: "Staffing Solutions for Growing Businesses | Northbridge",
      description:
        "Temporary workers in 24-48 hours, virtual staff in 48-72 hours and direct hires in 2-4 weeks. Save up to 60% on staffing costs. Get a quote today.",
      keywords:
        "staffing solutions, staffing agency Edmonton, hire temporary workers, virtual assistants, outsourced staffing, manpower outsourcing",
      ogTitle: "Staffing Solutions That Move at the Speed of Your Business",
      ogDescription:
        "Temporary staff in 24-48 hours, virtual teams in 48-72 hours, permanent hires in 2-4 weeks. We respond to every inquiry within 24 hours.",
      ogImage: "/media/og/home.webp",
      ...shared,
    },
  },
  {
    pageType: "services",
    settings: {
      title: "Virtual, Temporary & Direct Hire Staffing | Northbridge",
      description:
        "Explore Northbridge services: dedicated virtual staff, temporary workers for peaks and projects, direct hire recruitment, project management and HR consulting.",
      keywords:
        "virtual staffing services, temporary staffing agency, direct hire recruitment, permanent placement, project management, HR consulting",
      ogTitle: "Staffing Services: Virtual, Temporary and Direct Hire",
      ogDescription:
        "Flexible staffing for every need: virtual teams that save up to 60%, temporary workers in 24-48 hours and permanent hires in 2-4 weeks.",
      ogImage: "/media/og/services.webp",
      ...shared,
    },
  },
  {
    pageType: "about",
    settings: {
      title: "About Northbridge Staffing | Edmonton Since 2009",
      description:
        "Founded in Edmonton in 2009, Northbridge Staffing has completed 10,000+ placements for 500+ clients in 50+ countries. Meet our story, mission and values.",
      keywords:
        "about Northbridge Staffing, Edmonton staffing company, staffing agency history, company values, recruitment experts",
      ogTitle: "About Northbridge Staffing",
      ogDescription:
        "From an Edmonton office in 2009 to 10,000+ placements in 50+ countries: the story, mission and values behind Northbridge Staffing.",
      ogImage: "/media/og/about.webp",
      ...shared,
    },
  },
  {
    pageType: "blog",
    settings: {
      title: "Staffing & HR Insights Blog | Northbridge Staffing",
      description:
        "Practical articles on staffing trends, HR management, remote work, hiring technology and best practices for hiring managers and operations leaders.",
      keywords:
        "staffing blog, HR management tips, remote work, hiring best practices, recruitment technology, workforce planning",
      ogTitle: "Insights for Hiring Managers and Operations Leaders",
      ogDescription:
        "Practical advice on staffing trends, HR management, remote teams and hiring technology from the Northbridge Staffing team.",
      ogImage: "/media/og/blog.webp",
      ...shared,
    },
  },
  {
    pageType: "contact",
    settings: {
      title: "Contact Northbridge Staffing | Get a Staffing Quote",
      description:
        "Call +1 (780) 555-0142, e-mail info@northbridgestaffing.com or send an inquiry. We respond within 24 hours and offer 24/7 support for active clients.",
      keywords:
        "contact staffing agency, staffing quote, hire staff Edmonton, staffing inquiry, 24/7 staffing support",
      ogTitle: "Contact Northbridge Staffing",
      ogDescription:
        "Tell us what you need and a staffing specialist will respond within 24 hours. Based in Edmonton, Alberta, with 24/7 client support.",
      ogImage: "/media/og/contact.webp",
      ...shared,
    },
  },
];
