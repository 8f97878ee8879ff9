import type { NewJob } from "../../schema";

/** A demo job: its row, with its dates as days before the seeding (validThrough: days after). */
export type SeedJob = Omit<NewJob, "publishedAt" | "validThrough" | "closedAt"> & {
  postedDaysAgo: number;
  closesInDays: number | null;
  closedDaysAgo?: number;
};

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join("");
const list = (heading: string, items: string[]) =>
  `<h3>${heading}</h3><ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;

// The demo company's open positions (issue 30): over the four services, in Edmonton (its head
// office) and Calgary, and remote across Canada; one closed a week ago, still at its address.
export const seedJobs: SeedJob[] = [
  {
    title: "Payroll Accountant",
    slug: "payroll-accountant-edmonton",
    summary:
      "Run bi-weekly payroll for 600 employees across three provinces for a regional construction group, on a 6-month assignment with a view to hire.",
    description:
      p(
        "Our client, a family-owned construction group with sites across Alberta, Saskatchewan and British Columbia, needs an experienced payroll accountant while it moves to a new payroll system.",
      ) +
      list("What you will do", [
        "Process bi-weekly hourly and salaried payroll for about 600 employees",
        "Reconcile payroll accounts and remittances to CRA and WCB each month",
        "Handle union deductions, vacation accruals and records of employment",
        "Help the finance team test and launch the new payroll system",
      ]) +
      list("What you bring", [
        "3+ years of full-cycle Canadian payroll, ideally multi-province",
        "A Payroll Compliance Practitioner (PCP) designation, or working towards it",
        "Strong Excel skills; Ceridian Dayforce or ADP Workforce Now is an asset",
      ]),
    employmentType: ["temporary", "full_time"],
    service: "temporary",
    category: "Accounting & Finance",
    city: "Edmonton",
    region: "AB",
    country: "CA",
    postalCode: "T5J 3S4",
    remote: "onsite",
    salary: { min: 32, max: 38, currency: "CAD", unit: "hour" },
    status: "open",
    reference: "REQ-1042",
    postedDaysAgo: 2,
    closesInDays: 28,
  },
  {
    title: "Senior Data Engineer",
    slug: "senior-data-engineer-calgary",
    summary:
      "Build the data platform of a fast-growing energy analytics firm in Calgary: permanent, hybrid, three days a week downtown.",
    description:
      p(
        "A Calgary energy analytics company is hiring its fourth data engineer to scale pipelines that turn sensor and market data into forecasts used by utilities across North America.",
      ) +
      list("Responsibilities", [
        "Design and run batch and streaming pipelines on Azure (Data Factory, Databricks)",
        "Model data for analysts and data scientists in dbt and Snowflake",
        "Set standards for testing, monitoring and data quality",
        "Mentor two junior engineers",
      ]) +
      list("Requirements", [
        "5+ years in data engineering, with Python and SQL every day",
        "Spark and a cloud data warehouse in production",
        "Energy or utilities experience is a plus, not a must",
      ]) +
      p("Benefits from day one, an RRSP match of 5%, and a yearly training budget of $3,000."),
    employmentType: ["full_time"],
    service: "direct",
    category: "Information Technology",
    city: "Calgary",
    region: "AB",
    country: "CA",
    postalCode: "T2P 1J9",
    remote: "hybrid",
    salary: { min: 125000, max: 145000, currency: "CAD", unit: "year" },
    status: "open",
    reference: "REQ-1047",
    postedDaysAgo: 4,
    closesInDays: 45,
  },
  {
    title: "Bilingual Customer Support Specialist",
    slug: "bilingual-customer-support-specialist-remote",
    summary:
      "Help tenants by phone, chat and e-mail in English and French for a national property manager. Fully remote anywhere in Canada.",
    description:
      p(
        "You join a virtual support team of eight that answers tenants of a national property management company: maintenance requests, rent questions and move-ins.",
      ) +
      list("Your day", [
        "Answer 40-60 calls, chats and e-mails in English and French",
        "Log and follow up maintenance requests with building staff",
        "Keep tenant records accurate in Yardi",
      ]) +
      list("You have", [
        "Fluent English and French, spoken and written",
        "1+ year in a customer support or call centre role",
        "A quiet place to work and a wired internet connection of 50 Mbps or more",
      ]) +
      p("Shifts are Monday to Friday, 11:00 to 19:30 Eastern time. Equipment is provided."),
    employmentType: ["full_time"],
    service: "virtual",
    category: "Customer Support",
    remote: "remote",
    remoteCountries: ["CA"],
    salary: { min: 21, max: 24, currency: "CAD", unit: "hour" },
    status: "open",
    reference: "REQ-1051",
    postedDaysAgo: 1,
    closesInDays: 30,
  },
  {
    title: "Warehouse Associate, Night Shift",
    slug: "warehouse-associate-night-shift-edmonton",
    summary:
      "Pick, pack and load for a busy distribution centre in northwest Edmonton during its peak season: 10 weeks, Sunday to Thursday nights.",
    description:
      p(
        "A national freight company needs 15 associates for its peak season. Many of our associates are offered permanent roles afterwards.",
      ) +
      list("What the job involves", [
        "Picking and packing orders with an RF scanner",
        "Loading and unloading trailers; lifting up to 23 kg",
        "Keeping the work area clean and safe",
      ]) +
      list("What you need", [
        "Steel-toe boots and the ability to stand for a full shift",
        "Reliable transportation to the northwest industrial area",
        "Forklift certification is an asset (we can arrange training)",
      ]),
    employmentType: ["temporary"],
    service: "temporary",
    category: "Warehouse & Logistics",
    city: "Edmonton",
    region: "AB",
    country: "CA",
    postalCode: "T5S 1R4",
    remote: "onsite",
    salary: { min: 19.5, max: 21, currency: "CAD", unit: "hour" },
    status: "open",
    reference: "REQ-1053",
    postedDaysAgo: 3,
    closesInDays: 21,
  },
  {
    title: "HR Business Partner",
    slug: "hr-business-partner-calgary",
    summary:
      "Partner with the leaders of a 250-person engineering firm in Calgary on workforce planning, employee relations and performance.",
    description:
      p(
        "As part of our HR consulting practice, you will be embedded with a client for a 12-month engagement, with the option to extend.",
      ) +
      list("Responsibilities", [
        "Advise managers on employee relations, performance and Alberta employment standards",
        "Lead the yearly compensation review and workforce plan",
        "Coach leaders through organisational change",
      ]) +
      list("Qualifications", [
        "CPHR designation and 6+ years in HR, 2+ as a business partner",
        "Experience in engineering, construction or professional services",
      ]),
    employmentType: ["contract", "full_time"],
    service: "consultation",
    category: "Human Resources",
    city: "Calgary",
    region: "AB",
    country: "CA",
    postalCode: "T2P 3C5",
    remote: "hybrid",
    salary: { min: 55, max: 65, currency: "CAD", unit: "hour" },
    status: "open",
    reference: "REQ-1055",
    postedDaysAgo: 6,
    closesInDays: 35,
  },
  {
    title: "Executive Assistant to the CEO",
    slug: "executive-assistant-to-the-ceo-remote",
    summary:
      "Manage the calendar, travel and board papers of a busy CEO of a Canadian software company, remotely from anywhere in Canada.",
    description:
      p(
        "You become the right hand of the CEO of a 120-person software company. The role is fully remote with one trip a quarter to Toronto, paid by the company.",
      ) +
      list("You will", [
        "Own the CEO's calendar, inbox triage and travel",
        "Prepare board and leadership meeting papers and take minutes",
        "Coordinate with the leadership team's assistants across three time zones",
      ]) +
      list("You bring", [
        "4+ years supporting a C-level executive",
        "Excellent written English; discretion with confidential matters",
        "Google Workspace and Notion daily",
      ]),
    employmentType: ["full_time"],
    service: "virtual",
    category: "Administration",
    remote: "remote",
    remoteCountries: ["CA"],
    salary: { min: 65000, max: 75000, currency: "CAD", unit: "year" },
    status: "open",
    reference: "REQ-1058",
    postedDaysAgo: 5,
    closesInDays: null,
  },
  {
    title: "Registered Nurse, Community Care",
    slug: "registered-nurse-community-care-edmonton",
    summary:
      "Visit clients at home across Edmonton for a home care provider: permanent, part-time or full-time, with mileage paid.",
    description:
      p(
        "Our client provides home care to seniors and people recovering from surgery. You will plan and give care to 6-8 clients a day in south and west Edmonton.",
      ) +
      list("Duties", [
        "Assess clients, plan care and give treatments, including wound care and medication",
        "Teach clients and families how to manage their health at home",
        "Record visits in the electronic health record",
      ]) +
      list("Requirements", [
        "Active registration with the College of Registered Nurses of Alberta (CRNA)",
        "A valid Class 5 driver's licence and a reliable vehicle",
        "Community or home care experience is an asset; new graduates are welcome",
      ]),
    employmentType: ["full_time", "part_time"],
    service: "direct",
    category: "Healthcare",
    city: "Edmonton",
    region: "AB",
    country: "CA",
    postalCode: "T6E 5V2",
    remote: "onsite",
    salary: { min: 42, max: 55, currency: "CAD", unit: "hour" },
    status: "open",
    reference: "REQ-1060",
    postedDaysAgo: 8,
    closesInDays: 40,
  },
  {
    title: "Marketing Coordinator (Contract)",
    slug: "marketing-coordinator-contract-calgary",
    summary:
      "Cover a parental leave at a Calgary tourism company: campaigns, social media and the website, for 12 months.",
    description:
      p(
        "A Calgary-based tourism company needs a marketing coordinator to cover a 12-month parental leave starting in January.",
      ) +
      list("What you will do", [
        "Plan and publish content for Instagram, Facebook and LinkedIn",
        "Update the website in WordPress and report on campaigns in Google Analytics",
        "Coordinate trade shows and partner campaigns",
      ]) +
      list("What you need", [
        "2+ years in a marketing role and a portfolio of campaigns",
        "Excellent writing; Canva or Adobe Express",
      ]),
    employmentType: ["contract"],
    service: "temporary",
    category: "Marketing",
    city: "Calgary",
    region: "AB",
    country: "CA",
    postalCode: "T2G 0P6",
    remote: "onsite",
    salary: { min: 55000, max: 60000, currency: "CAD", unit: "year" },
    status: "open",
    reference: "REQ-1062",
    postedDaysAgo: 10,
    closesInDays: 20,
  },
  {
    title: "Bookkeeper, Part-time",
    slug: "bookkeeper-part-time-edmonton",
    summary: "Keep the books of a small Edmonton bakery chain, 20 hours a week.",
    description:
      p("This position has been filled. Thank you to everyone who applied.") +
      list("The role was", [
        "Accounts payable and receivable in QuickBooks Online",
        "Month-end bank reconciliations and GST returns",
      ]),
    employmentType: ["part_time"],
    service: "temporary",
    category: "Accounting & Finance",
    city: "Edmonton",
    region: "AB",
    country: "CA",
    postalCode: "T5K 0L6",
    remote: "onsite",
    salary: { min: 25, max: 28, currency: "CAD", unit: "hour" },
    status: "filled",
    reference: "REQ-1031",
    postedDaysAgo: 30,
    closesInDays: 10,
    closedDaysAgo: 7,
  },
];
