import { describe, expect, it } from "vitest";
import { type JobFacts, jobPlace, jobPostingJsonLd, jobTypes, salaryText } from "./job-listings";

// How a job's facts read on the careers pages and in its JobPosting (issue 30).

const job: JobFacts = {
  title: "Payroll Accountant",
  slug: "payroll-accountant",
  summary: "Run payroll.",
  description: "",
  employmentType: ["full_time", "temporary"],
  category: "Accounting",
  location: { city: "Lethbridge", region: "AB", country: "CA", postalCode: "T1J 0N1" },
  remote: "onsite",
  remoteCountries: [],
  salary: { min: 24.5, max: 28, currency: "CAD", unit: "hour" },
  validThrough: "2026-12-31T23:59:00.000Z",
  reference: null,
  publishedAt: "2026-11-01T12:00:00.000Z",
};
const profile = { name: "Northbridge Staffing", logo: null, socialLinks: [] };

describe("a job's facts in words", () => {
  it("names the place, or remote with the countries a candidate may live in", () => {
    expect(jobPlace(job)).toBe("Lethbridge, AB, Canada");
    expect(jobPlace({ ...job, remote: "hybrid" })).toBe("Hybrid: Lethbridge, AB, Canada");
    expect(jobPlace({ ...job, location: null, remote: "remote", remoteCountries: ["CA", "US"] })).toBe(
      "Remote (Canada, United States)",
    );
    expect(jobPlace({ ...job, location: null, remote: "remote" })).toBe("Remote");
  });

  it("writes a salary as a range, a floor or a ceiling, in its currency and per its period", () => {
    expect(salaryText(job.salary)).toBe("$24.50 – $28 per hour");
    expect(salaryText({ min: 52000, max: 52000, currency: "CAD", unit: "year" })).toBe("$52,000 per year");
    expect(salaryText({ min: 90000, max: null, currency: "USD", unit: "year" })).toBe(
      "From US$90,000 per year",
    );
    expect(salaryText({ min: null, max: 700, currency: "EUR", unit: "week" })).toBe("Up to €700 per week");
    expect(salaryText(null)).toBeNull();
  });

  it("lists the types of employment", () => {
    expect(jobTypes(job.employmentType)).toBe("Full-time, Temporary");
  });
});

describe("jobPostingJsonLd", () => {
  it("falls back to the summary as the HTML description, escaped, and leaves out what is not given", () => {
    const posting = jobPostingJsonLd("https://www.example.com", profile, "/assets/logo.svg", {
      ...job,
      summary: "Payroll <& more>",
    });
    expect(posting.description).toBe("<p>Payroll &lt;&amp; more&gt;</p>");
    expect(posting.identifier).toBeUndefined();
    expect(posting.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "CAD",
      value: { "@type": "QuantitativeValue", minValue: 24.5, maxValue: 28, unitText: "HOUR" },
    });
    expect(posting.employmentType).toEqual(["FULL_TIME", "TEMPORARY"]);
    expect(posting.hiringOrganization.logo).toBe("https://www.example.com/assets/logo.svg");
    expect(posting.datePosted).toBe("2026-11-01T12:00:00.000Z");
  });

  it("says a hybrid job is at its place (not TELECOMMUTE), and a remote one open anywhere names no country", () => {
    const hybrid = jobPostingJsonLd("https://www.example.com", profile, "/l.svg", {
      ...job,
      remote: "hybrid",
    });
    expect(hybrid.jobLocation?.address.addressLocality).toBe("Lethbridge");
    expect(hybrid.jobLocationType).toBeUndefined();
    const anywhere = jobPostingJsonLd("https://www.example.com", profile, "/l.svg", {
      ...job,
      location: null,
      remote: "remote",
    });
    expect(anywhere.jobLocation).toBeUndefined();
    expect(anywhere.jobLocationType).toBe("TELECOMMUTE");
    expect(anywhere.applicantLocationRequirements).toBeUndefined();
  });
});
