import type { ApplicationStage } from "@staffing/shared";

/** A demo candidate's application to one of the demo jobs, with the lines of their generated résumé. */
export interface SeedApplication {
  jobSlug: string;
  name: string;
  email: string;
  phone: string | null;
  coverNote: string | null;
  stage: ApplicationStage;
  daysAgo: number;
  resume: string[];
}

// A few candidates at various stages, so the pipeline has something to show (demo mode only).
export const seedApplications: SeedApplication[] = [
  {
    jobSlug: "payroll-accountant-edmonton",
    name: "Amara Okafor",
    email: "amara.okafor@example.com",
    phone: "+1 780 555 0142",
    coverNote:
      "Six years of payroll for multi-province employers, CPP and EI year-end included. I could start in three weeks.",
    stage: "new",
    daysAgo: 0,
    resume: [
      "Payroll specialist, Edmonton. Six years of end-to-end payroll for 400+ employees across Alberta and BC.",
      "Certified Payroll Manager (CPM). Ceridian Dayforce, ADP Workforce Now, Excel.",
    ],
  },
  {
    jobSlug: "senior-data-engineer-calgary",
    name: "Daniel Kowalski",
    email: "d.kowalski@example.org",
    phone: null,
    coverNote: "I build the pipelines behind our energy-trading dashboards (dbt, Airflow, Snowflake).",
    stage: "screening",
    daysAgo: 2,
    resume: [
      "Data engineer, Calgary. Eight years: Python, SQL, dbt, Airflow, Snowflake, Kafka.",
      "Led the move of a trading desk's reporting from nightly batches to streaming.",
    ],
  },
  {
    jobSlug: "senior-data-engineer-calgary",
    name: "Mei Tanaka",
    email: "mei.tanaka@example.net",
    phone: "+1 403 555 0187",
    coverNote: null,
    stage: "interview",
    daysAgo: 6,
    resume: [
      "Senior data engineer. Ten years in retail analytics; Spark, BigQuery, Terraform.",
      "Mentor to four junior engineers; speaker at PyCon Canada.",
    ],
  },
  {
    jobSlug: "bilingual-customer-support-specialist-remote",
    name: "Julien Tremblay",
    email: "julien.tremblay@example.com",
    phone: "+1 514 555 0110",
    coverNote: "Fluent in French and English; four years of tier-1 and tier-2 support in SaaS.",
    stage: "offer",
    daysAgo: 12,
    resume: [
      "Customer support specialist, Montreal (remote). Zendesk, Intercom, Salesforce Service Cloud.",
      "CSAT above 96% over the last two years.",
    ],
  },
  {
    jobSlug: "warehouse-associate-night-shift-edmonton",
    name: "Ravi Singh",
    email: "ravi.singh@example.org",
    phone: "+1 780 555 0163",
    coverNote: "Forklift certified, available for nights from next Monday.",
    stage: "rejected",
    daysAgo: 20,
    resume: ["Warehouse associate. Three years of picking, packing and shipping; forklift certified."],
  },
];
