// The Home screen's texts (SPEC section 2: hero with the form, three services, statistics,
// three testimonials, three latest insights, calls to action).

export const HOME = {
  heroEyebrow: "Staffing partner since 2009",
  heroTitle: "The right people, ready when you need them",
  heroText:
    "Virtual staff in 48-72 hours, temporary workers in 24-48 hours, permanent hires in 2-4 weeks. Save up to 60% on staffing costs.",
  heroCta: "Explore Services",
  heroSecondaryCta: "Call 24/7",
  heroPoints: ["98% client satisfaction", "10k+ placements", "Response within 24 hours"],
  clientsHeading: "Trusted by 500+ companies in 50+ countries",
  servicesEyebrow: "What we do",
  servicesHeading: "Staffing solutions for every need",
  services: [
    {
      title: "Virtual Staffing",
      text: "Dedicated remote assistants, support agents, bookkeepers and developers, deployed in 48-72 hours.",
      href: "/services#virtual-staffing",
      timing: "48-72 hours",
    },
    {
      title: "Temporary Staffing",
      text: "Vetted workers for peaks, projects and cover, on site in 24-48 hours.",
      href: "/services#temporary-staffing",
      timing: "24-48 hours",
    },
    {
      title: "Direct Hire",
      text: "Permanent professionals found, screened and presented in 2-4 weeks.",
      href: "/services#direct-hire",
      timing: "2-4 weeks",
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
  statsHeading: "Northbridge in numbers",
  testimonialsEyebrow: "Client stories",
  testimonialsHeading: "What our clients say",
  testimonials: [
    {
      quote: "Our virtual claims team cleared a seven-week backlog and costs less than one local hire.",
      name: "Priya Raman",
      role: "Operations Director",
      company: "Aurora Dental Group",
    },
    {
      quote: "Forty warehouse workers in 36 hours. Our contract launched on schedule.",
      name: "Marcus Lee",
      role: "Site Manager",
      company: "Prairie Freight Logistics",
    },
    {
      quote: "They filled a role we had struggled with for five months in under three weeks.",
      name: "Elena Kowalski",
      role: "VP Engineering",
      company: "Keystone Structural",
    },
  ],
  insightsEyebrow: "From the blog",
  insightsHeading: "Latest insights",
  allArticles: "View all articles",
  ctaTitle: "Ready to build your team?",
  ctaText: "Tell us who you need. We respond within 24 hours.",
  ctaButton: "Contact Us",
} as const;
