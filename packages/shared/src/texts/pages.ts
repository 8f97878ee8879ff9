// Texts of the Services, About and Contact screens (SPEC section 2).

export const SERVICES_PAGE = {
  title: "Our Services",
  intro: "Three ways to add the right people to your team, each with a clear process and timeline.",
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
  },
} as const;

export const ABOUT_PAGE = {
  title: "About Northbridge Staffing",
  storyHeading: "Our story",
  story:
    "We started in 2009 with three recruiters in an Edmonton office and a simple idea: treat every placement as if our own business depended on it. Fifteen years later we have made more than 10,000 placements for 500+ clients in over 50 countries.",
  missionHeading: "Our mission",
  mission: "To connect businesses with the right people quickly, fairly and at a fair price.",
  visionHeading: "Our vision",
  vision: "A world where every business can find the people it needs, wherever they are.",
  valuesHeading: "Our values",
  values: [
    { title: "Integrity", text: "We tell clients and candidates the truth, even when it is inconvenient." },
    { title: "Speed", text: "We answer within 24 hours and keep our promises on timelines." },
    { title: "Quality", text: "Every candidate is screened as if we were hiring them ourselves." },
    { title: "Partnership", text: "We measure success by our clients' results, not by placements." },
  ],
  impactHeading: "Our impact",
  impact: [
    { value: "500+", label: "Clients" },
    { value: "10k+", label: "Placements" },
    { value: "50+", label: "Countries" },
    { value: "98%", label: "Client satisfaction" },
  ],
  timelineHeading: "Our journey",
  timeline: [
    { year: 2009, text: "Founded in Edmonton with three recruiters." },
    { year: 2012, text: "Temporary staffing division opens; 1,000th placement." },
    { year: 2015, text: "Virtual staffing launches with clients in five countries." },
    { year: 2018, text: "5,000 placements and a 24/7 support desk." },
    { year: 2021, text: "HR consulting practice and 40+ countries served." },
    { year: 2024, text: "10,000+ placements for 500+ clients in 50+ countries." },
  ],
} as const;

export const CONTACT_PAGE = {
  title: "Contact Us",
  intro: "Tell us who you need. We respond within 24 hours, and our support line is open 24/7.",
  cards: [
    { title: "Call us", lines: ["+1 (780) 555-0142", "+1 (800) 555-0199"] },
    { title: "E-mail us", lines: ["info@northbridgestaffing.com", "support@northbridgestaffing.com"] },
    { title: "Visit us", lines: ["10180 101 Street NW, Suite 1500", "Edmonton, Alberta T5J 3S4"] },
    { title: "Support hours", lines: ["24/7 for clients and placed staff", "Office: Mon-Fri 8:00-18:00 MT"] },
  ],
  helpHeading: "How we can help",
  help: [
    "Find virtual staff for remote, screen-based work",
    "Cover peaks with temporary workers in 24-48 hours",
    "Hire permanent professionals in 2-4 weeks",
    "Improve your hiring and onboarding with HR consulting",
  ],
  officesHeading: "Our offices",
  offices: [
    { city: "Edmonton", detail: "Head office, 10180 101 Street NW" },
    { city: "Calgary", detail: "Temporary staffing hub" },
    { city: "Toronto", detail: "Direct hire and consulting" },
    { city: "Manila", detail: "Virtual staffing operations" },
  ],
  faqHeading: "Frequently asked questions",
  faq: [
    {
      q: "How quickly can you place someone?",
      a: "Temporary staff in 24-48 hours, virtual staff in 48-72 hours, direct hires in 2-4 weeks.",
    },
    {
      q: "What does it cost?",
      a: "An hourly or monthly rate for temporary and virtual staff; a one-time fee for direct hire, payable when your hire starts.",
    },
    {
      q: "What if it does not work out?",
      a: "We replace temporary and virtual staff free in the first two weeks; direct hires carry a 90-day guarantee.",
    },
  ],
} as const;
