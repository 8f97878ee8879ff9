// Demo customer inquiries for the admin panel. Addresses use reserved example domains only.

export interface SeedInquiry {
  name: string;
  email: string;
  company: string;
  service: "virtual" | "temporary" | "direct" | "consultation" | "";
  message: string;
  status: "new" | "in_progress" | "closed";
  /** How many days before seeding the inquiry was received. */
  daysAgo: number;
}

export const seedInquiries: SeedInquiry[] = [
  {
    name: "Priya Raman",
    email: "priya.raman@example.com",
    company: "Prairie Freight Logistics",
    service: "temporary",
    message:
      "We need 25 warehouse associates and 4 forklift operators for our Nisku site from early December through mid-January. Day and night shifts. Can you confirm availability and rates this week?",
    status: "new",
    daysAgo: 0,
  },
  {
    name: "Daniel Okafor",
    email: "d.okafor@example.org",
    company: "Okafor & Lee Chartered Accountants",
    service: "virtual",
    message:
      "We're looking for two virtual bookkeeping assistants familiar with QuickBooks Online to help through tax season. Ideally they would overlap with our hours until 3 p.m. Mountain time.",
    status: "new",
    daysAgo: 1,
  },
  {
    name: "Sophie Tremblay",
    email: "sophie.tremblay@example.net",
    company: "Maple Ridge Dental Group",
    service: "",
    message: "Do you place dental receptionists? We have a clinic opening in Sherwood Park in February.",
    status: "new",
    daysAgo: 3,
  },
  {
    name: "Marcus Bell",
    email: "marcus.bell@example.com",
    company: "Summit Health Software",
    service: "direct",
    message:
      "We're hiring a senior QA engineer and a product manager with healthcare experience. Both roles have been open for three months. I'd like to understand your process and fees for a direct hire search.",
    status: "new",
    daysAgo: 5,
  },
  {
    name: "Elena Kovacs",
    email: "elena.kovacs@example.org",
    company: "Riverbend Manufacturing",
    service: "temporary",
    message:
      "Our annual maintenance shutdown runs March 9 to 20. We'll need general labourers and cleaners, about 40 people across two shifts, all with WHMIS. Can we schedule a call to plan headcount?",
    status: "in_progress",
    daysAgo: 9,
  },
  {
    name: "James Whitford",
    email: "jwhitford@example.net",
    company: "Whitford Property Management",
    service: "virtual",
    message:
      "Interested in a virtual assistant to handle tenant e-mails, maintenance scheduling and rent reminders for about 300 units. What does onboarding look like, and how do you handle data security?",
    status: "in_progress",
    daysAgo: 14,
  },
  {
    name: "Aisha Noor",
    email: "aisha.noor@example.com",
    company: "Northern Lights Retail Co.",
    service: "consultation",
    message:
      "We're planning to restructure our store staffing model for next year and would like an HR consultation on scheduling, seasonal hiring and retention. Three locations in Edmonton and Calgary.",
    status: "in_progress",
    daysAgo: 21,
  },
  {
    name: "Tom Lindqvist",
    email: "tom.lindqvist@example.org",
    company: "Lindqvist Engineering Ltd.",
    service: "direct",
    message:
      "Looking for a project controls specialist for a permanent role in Edmonton. P6 experience required. Please send over your terms.",
    status: "in_progress",
    daysAgo: 27,
  },
  {
    name: "Grace Mbeki",
    email: "grace.mbeki@example.net",
    company: "Harbourview Insurance Brokers",
    service: "virtual",
    message:
      "We'd like to trial a virtual customer service agent for after-hours policy questions. If the pilot goes well, we may expand to three agents.",
    status: "closed",
    daysAgo: 38,
  },
  {
    name: "Kevin Tran",
    email: "kevin.tran@example.com",
    company: "Tran Family Farms",
    service: "temporary",
    message:
      "Need six seasonal packing line workers for the fall harvest, about eight weeks. Weekends included.",
    status: "closed",
    daysAgo: 52,
  },
  {
    name: "Rachel Goldberg",
    email: "rachel.goldberg@example.org",
    company: "Goldberg Legal LLP",
    service: "consultation",
    message:
      "Our firm is growing quickly and we need help writing job descriptions and an interview process for legal assistants. Is this something your HR consulting team can take on as a short project?",
    status: "closed",
    daysAgo: 66,
  },
  {
    name: "Omar Haddad",
    email: "omar.haddad@example.net",
    company: "Cedar Point Hotels",
    service: "direct",
    message:
      "We're searching for a general manager for our new Jasper property. Hospitality background essential. Thank you for the quick shortlist last time; hoping to work with you again.",
    status: "closed",
    daysAgo: 80,
  },
];
