// Texts of the Services screen (SPEC section 2).

export const SERVICES_PAGE = {
  title: "Our Services",
  intro: "Three ways to add the right people to your team, each with a clear process and timeline.",
  eyebrow: "What we do",
  tabsLabel: "Staffing services",
  tabs: [
    { id: "virtual-staffing", label: "Virtual Staffing" },
    { id: "temporary-staffing", label: "Temporary Staffing" },
    { id: "direct-hire", label: "Direct Hire" },
  ],
  virtual: {
    heading: "Virtual Staffing",
    text: "Dedicated remote professionals who work your hours, on your tools, deployed in 48-72 hours. Save up to 60% compared with a local hire.",
    cards: [
      { title: "Virtual Assistants", text: "Calendars, inboxes, travel and admin handled every day." },
      { title: "Customer Support", text: "Phone, chat and e-mail support, including evenings and weekends." },
      { title: "Bookkeeping & Finance", text: "Payables, receivables, reconciliations and month-end close." },
      {
        title: "Medical & Dental Admin",
        text: "Insurance claims, reminders and records, trained on privacy.",
      },
      { title: "IT Support & QA", text: "Help desk, software testing and systems administration." },
      { title: "Marketing Support", text: "Content, social media, research and campaign operations." },
    ],
    benefitsHeading: "Why clients choose virtual staff",
    benefits: [
      "Deployed in 48-72 hours, matched to your time zone",
      "Savings of up to 60% against a local full-time hire",
      "We handle payroll, equipment checks and security onboarding",
      "Free replacement in the first two weeks",
      "Month-to-month after the first month",
    ],
    formHeading: "Request virtual staff",
  },
  temporary: {
    heading: "Temporary Staffing",
    text: "Vetted workers for peaks, projects and cover, on site in 24-48 hours.",
    stepsHeading: "How it works",
    steps: [
      { title: "Tell us your need", text: "Roles, shifts, site and start date. We reply within 24 hours." },
      {
        title: "We match and screen",
        text: "Pre-screened workers with the right certifications and references.",
      },
      { title: "Workers arrive", text: "On site in 24-48 hours, with safety orientation done." },
      { title: "We manage the rest", text: "Payroll, attendance and replacements, with 24/7 support." },
    ],
    cta: {
      title: "Need people on site this week?",
      text: "Tell us the roles, shifts and start date. We confirm within 24 hours.",
      button: "Request temporary staff",
    },
  },
  direct: {
    heading: "Direct Hire",
    text: "Permanent professionals found, screened and presented in 2-4 weeks, with a 90-day replacement guarantee.",
    cards: [
      { title: "Professional & Technical", text: "Engineers, analysts, accountants and IT specialists." },
      { title: "Management & Leadership", text: "Managers and directors searched discreetly." },
      { title: "Operations & Trades", text: "Supervisors, coordinators and skilled trades." },
    ],
    stepsHeading: "Our recruitment process",
    steps: [
      { title: "Role profile", text: "We define success at 90 days with the hiring manager." },
      { title: "Search", text: "Active and passive candidates, not only job-board applicants." },
      { title: "Assessment", text: "Structured interviews, work samples and references." },
      { title: "Offer & onboarding", text: "We manage the offer and check in after the start." },
    ],
    cta: {
      title: "Hiring for a key role?",
      text: "Book a 20-minute call to scope the search. A shortlist in 2-4 weeks.",
      button: "Start a search",
    },
  },
} as const;
