import type { SeedInquiry } from "./types";

export const seedInquiries: SeedInquiry[] = [
  {
    name: "Priya Raman",
    email: "priya.raman@example.com",
    company: "Aurora Dental Group",
    service: "virtual",
    message:
      "We run six clinics and our front desks are drowning in insurance calls. Could a virtual team handle claims follow-up and appointment reminders? We'd like to start next month.",
    status: "new",
    daysAgo: 0,
  },
  {
    name: "Marcus Lee",
    email: "m.lee@example.org",
    company: "Prairie Freight Logistics",
    service: "temporary",
    message:
      "Peak season starts in two weeks. We need 15 warehouse associates on night shifts for about ten weeks.",
    status: "new",
    daysAgo: 1,
  },
  {
    name: "Sofia Martins",
    email: "sofia@example.net",
    company: "Northwind Analytics",
    service: "direct",
    message:
      "Looking for a senior data engineer (permanent, hybrid in Edmonton). What does your direct-hire fee look like?",
    status: "new",
    daysAgo: 2,
  },
  {
    name: "Daniel Okafor",
    email: "daniel.okafor@example.com",
    company: "Okafor & Partners CPA",
    service: "consultation",
    message:
      "We are growing from 12 to 30 people this year and have no HR function. Can we talk about an HR consulting engagement?",
    status: "new",
    daysAgo: 4,
  },
  {
    name: "Hannah Fischer",
    email: "hannah.fischer@example.org",
    company: "Fischer Family Bakery",
    service: "",
    message: "Do you also place bookkeepers for small businesses, part time?",
    status: "new",
    daysAgo: 6,
  },
  {
    name: "Ahmed Siddiqui",
    email: "a.siddiqui@example.com",
    company: "Bluewater Property Management",
    service: "virtual",
    message:
      "We need two bilingual virtual assistants (English and French) for tenant support, covering evenings and weekends.",
    status: "in_progress",
    daysAgo: 11,
  },
  {
    name: "Emily Tremblay",
    email: "emily.tremblay@example.net",
    company: "Capital Region Events",
    service: "temporary",
    message:
      "Event staff for a three-day trade show in March: 25 people, registration desk and floor support.",
    status: "in_progress",
    daysAgo: 17,
  },
  {
    name: "Jorge Alvarez",
    email: "jorge@example.org",
    company: "Summit Engineering Ltd.",
    service: "direct",
    message:
      "We have had a project controls manager role open for five months. We'd like a shortlist within a month if possible.",
    status: "in_progress",
    daysAgo: 23,
  },
  {
    name: "Grace Kim",
    email: "grace.kim@example.com",
    company: "Maple Leaf Health Supplies",
    service: "consultation",
    message: "Please review our onboarding process. Turnover in the first 90 days is above 30 percent.",
    status: "in_progress",
    daysAgo: 30,
  },
  {
    name: "Oliver Brown",
    email: "oliver.brown@example.net",
    company: "Riverbend Retail",
    service: "temporary",
    message: "Holiday cashiers for four stores, mid-November to early January.",
    status: "closed",
    daysAgo: 45,
  },
  {
    name: "Fatima Hassan",
    email: "fatima.hassan@example.com",
    company: "Kestrel Software",
    service: "virtual",
    message:
      "Thanks for the quick turnaround. Our two virtual QA testers started this week, so you can close this request.",
    status: "closed",
    daysAgo: 62,
  },
  {
    name: "Liam Walsh",
    email: "liam.walsh@example.org",
    company: "Walsh Manufacturing",
    service: "direct",
    message:
      "We hired the plant supervisor you presented. Closing this out, and we will be in touch about a quality lead.",
    status: "closed",
    daysAgo: 80,
  },
];
