import { ADMIN_INQUIRY_ATTRIBUTION, type InquiryAttribution, UNKNOWN_ATTRIBUTION } from "@staffing/shared";
import { describe, expect, it } from "vitest";
import { describeAttribution } from "./describe-attribution";

const known = (fields: Partial<InquiryAttribution>): InquiryAttribution => ({
  ...UNKNOWN_ATTRIBUTION,
  ...fields,
});

describe("describeAttribution", () => {
  it("tells the referrer's host, the landing page, the form's page and the campaign in that order", () => {
    expect(
      describeAttribution(
        known({
          referrer: "https://www.google.com/",
          landingPath: "/blog",
          pagePath: "/contact",
          utmCampaign: "fall",
        }),
      ),
    ).toBe("Came from google.com, landed on /blog, sent from /contact, campaign fall");
  });

  it("names every UTM value with its word: source, medium, campaign, term, content", () => {
    expect(
      describeAttribution(
        known({
          landingPath: "/blog",
          pagePath: "/contact",
          utmSource: "newsletter",
          utmMedium: "email",
          utmCampaign: "fall",
          utmTerm: "temp staff",
          utmContent: "header link",
        }),
      ),
    ).toBe(
      "Landed on /blog, sent from /contact, source newsletter, medium email, campaign fall, term temp staff, content header link",
    );
  });

  it("says a visit that began on the form's page once", () => {
    expect(describeAttribution(known({ landingPath: "/contact", pagePath: "/contact" }))).toBe(
      "Landed on and sent from /contact",
    );
  });

  it("tells what a post without JavaScript knows: its page and campaign", () => {
    expect(describeAttribution(known({ pagePath: "/services", utmSource: "linkedin" }))).toBe(
      "Sent from /services, source linkedin",
    );
  });

  it("keeps a referrer's host without its path or query, and a host that is not www as it is", () => {
    expect(describeAttribution(known({ referrer: "https://news.example.org/story?id=4" }))).toBe(
      "Came from news.example.org",
    );
  });

  it("says it is not known when nothing is, as for inquiries sent before attribution was kept", () => {
    expect(describeAttribution(UNKNOWN_ATTRIBUTION)).toBe(ADMIN_INQUIRY_ATTRIBUTION.unknown);
    expect(describeAttribution(null)).toBe(ADMIN_INQUIRY_ATTRIBUTION.unknown);
  });
});
