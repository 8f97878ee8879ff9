import type { SeedSeoSetting } from "./types";

// Company facts as tokens (filled from the company profile wherever the site shows them).
const organization = {
  "@context": "https://schema.org",
  "@type": "Organization",
  name: "{{company}}",
  url: "https://www.northbridgestaffing.com",
  foundingDate: "{{founded}}",
  email: "{{email}}",
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
      telephone: "{{phone}}",
      contactType: "customer service",
      email: "{{email2}}",
    },
    {
      "@type": "ContactPoint",
      telephone: "{{phone2}}",
      contactType: "sales",
      email: "{{email}}",
    },
  ],
  sameAs: [],
};

const shared = { twitterCard: "summary_large_image", robots: "index, follow" } as const;

export const seedSeoSettings: SeedSeoSetting[] = [
  {
    pageType: "global",
    settings: {
      ...shared,
      title: "Northbridge Staffing | Virtual, Temporary & Direct Hire",
      description:
        "Northbridge Staffing places virtual assistants, temporary workers and permanent hires for businesses in Canada and 50+ countries. Staff in 24-72 hours.",
      keywords:
        "staffing agency, virtual staffing, temporary staffing, direct hire, Edmonton staffing, HR consulting",
      ogTitle: "Northbridge Staffing: the right people, fast",
      ogDescription: "Virtual staffing, temporary staffing and direct hire for 500+ clients since 2009.",
      ogImage: "/media/og/global.webp",
      schema: JSON.stringify(organization),
    },
  },
  {
    pageType: "home",
    settings: {
      ...shared,
      title: "Staffing Solutions That Scale | Northbridge Staffing",
      description:
        "Hire virtual staff in 48-72 hours, temporary workers in 24-48 hours, or permanent talent in 2-4 weeks. Save up to 60% with Northbridge Staffing.",
      keywords: "staffing solutions, hire virtual assistant, temporary workers, recruitment agency Alberta",
      ogTitle: "The right people, deployed in 24-72 hours",
      ogDescription: "500+ clients, 10k+ placements, 98% satisfaction. Tell us who you need today.",
      ogImage: "/media/og/home.webp",
    },
  },
  {
    pageType: "services",
    settings: {
      ...shared,
      title: "Staffing Services: Virtual, Temporary, Direct Hire",
      description:
        "Compare our virtual staffing, temporary staffing and direct-hire recruitment services, how each process works, and how fast we can place people.",
      keywords: "virtual staffing services, temp agency, direct hire recruitment, staffing process",
      ogTitle: "Virtual staffing, temporary staffing and direct hire",
      ogDescription: "Three ways to add people to your team, each with a clear process and timeline.",
      ogImage: "/media/og/services.webp",
    },
  },
  {
    pageType: "about",
    settings: {
      ...shared,
      title: "About Northbridge Staffing | Since 2009",
      description:
        "From an Edmonton office in 2009 to 10,000+ placements in 50+ countries: our story, mission, values and the people behind Northbridge Staffing.",
      keywords: "about Northbridge Staffing, staffing company Edmonton, our mission, company values",
      ogTitle: "500+ clients in 50+ countries trust us",
      ogDescription: "Our story, mission and values, and the milestones from 2009 to 2024.",
      ogImage: "/media/og/about.webp",
    },
  },
  {
    pageType: "blog",
    settings: {
      ...shared,
      title: "Staffing & HR Insights | Northbridge Staffing Blog",
      description:
        "Practical articles on staffing trends, HR management, remote work, hiring technology and best practices for hiring managers and operations leads.",
      keywords: "staffing blog, HR insights, remote work tips, hiring best practices, workforce trends",
      ogTitle: "Staffing trends, HR and remote work insights",
      ogDescription: "Practical reading for people who hire: trends, how-tos and industry insights.",
      ogImage: "/media/og/blog.webp",
    },
  },
  {
    pageType: "contact",
    settings: {
      ...shared,
      title: "Contact {{company}} | Reply Within 24 Hours",
      description:
        "Tell us who you need and we reply within 24 hours. Call {{phone}}, e-mail {{email}}, or send the inquiry form.",
      keywords: "contact staffing agency, hire staff inquiry, Edmonton staffing office",
      ogTitle: "Tell us who you need. We reply within 24 hours.",
      ogDescription: "Send an inquiry, call or visit our Edmonton office. Support 24/7.",
      ogImage: "/media/og/contact.webp",
    },
  },
];
