// The Home screen's texts (SPEC section 2: hero with the form, three services, statistics,
// three testimonials, three latest insights, calls to action).

export const HOME = {
  heroTitle: "The right people, ready when you need them",
  heroText:
    "Virtual staff in 48-72 hours, temporary workers in 24-48 hours, permanent hires in 2-4 weeks. Save up to 60% on staffing costs.",
  heroCta: "Explore Services",
  servicesHeading: "Staffing solutions for every need",
  services: [
    {
      title: "Virtual Staffing",
      text: "Dedicated remote assistants, support agents, bookkeepers and developers, deployed in 48-72 hours.",
      href: "/services#virtual-staffing",
    },
    {
      title: "Temporary Staffing",
      text: "Vetted workers for peaks, projects and cover, on site in 24-48 hours.",
      href: "/services#temporary-staffing",
    },
    {
      title: "Direct Hire",
      text: "Permanent professionals found, screened and presented in 2-4 weeks.",
      href: "/services#direct-hire",
    },
  ],
  learnMore: "Learn more",
  stats: [
    { value: "500+", label: "Clients" },
    { value: "10k+", label: "Placements" },
    { value: "50+", label: "Countries" },
    { value: "98%", label: "Satisfaction" },
    { value: "24/7", label: "Support" },
  ],
  testimonialsHeading: "What our clients say",
  testimonials: [
    {
      quote: "Our virtual claims team cleared a seven-week backlog and costs less than one local hire.",
      name: "Operations Director",
      company: "Regional dental group",
    },
    {
      quote: "Forty warehouse workers in 36 hours. Our contract launched on schedule.",
      name: "Site Manager",
      company: "Logistics company, Alberta",
    },
    {
      quote: "They filled a role we had struggled with for five months in under three weeks.",
      name: "VP Engineering",
      company: "Engineering firm",
    },
  ],
  insightsHeading: "Latest insights",
  allArticles: "View all articles",
  ctaTitle: "Ready to build your team?",
  ctaText: "Tell us who you need. We respond within 24 hours.",
  ctaButton: "Contact Us",
} as const;
