import { describe, expect, it } from "vitest";
import {
  formPostAttribution,
  UNKNOWN_ATTRIBUTION,
  visitStartOfFields,
  visitStartOfRequest,
} from "./attribution";

// Issue 29: what a form posted without the island tells of the visit it was sent in.

const SITE = "https://www.northbridge.example";
const at = (address: string) => new URL(address, SITE);
const NURSES = "utm_source=google&utm_medium=cpc&utm_campaign=nurses";

describe("visitStartOfRequest", () => {
  it("knows the landing page and campaign of a page followed from a campaign's landing page", () => {
    expect(visitStartOfRequest(at("/contact"), at(`/healthcare-staffing?${NURSES}`))).toEqual({
      landingPath: "/healthcare-staffing",
      referrer: null,
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "nurses",
      utmTerm: null,
      utmContent: null,
    });
  });

  it("guesses nothing from an ordinary page, the same page, no Referer, or a page that carries its own campaign", () => {
    expect(visitStartOfRequest(at("/contact"), at("/services"))).toBeNull();
    expect(visitStartOfRequest(at("/contact"), at(`/contact?${NURSES}`))).toBeNull();
    expect(visitStartOfRequest(at("/contact"), null)).toBeNull();
    expect(visitStartOfRequest(at(`/contact?utm_source=x`), at(`/services?${NURSES}`))).toBeNull();
  });
});

describe("formPostAttribution", () => {
  it("takes the visit's start from the hidden fields and the page from the Referer", () => {
    expect(
      formPostAttribution(at("/contact"), {
        landingPath: "/healthcare-staffing",
        referrer: "https://www.google.com/",
        utmSource: "google",
        utmMedium: "cpc",
        utmCampaign: "nurses",
        utmTerm: "",
      }),
    ).toEqual({
      pagePath: "/contact",
      landingPath: "/healthcare-staffing",
      referrer: "https://www.google.com/",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "nurses",
      utmTerm: null,
      utmContent: null,
    });
  });

  it("credits a form page that carries a campaign as its landing page, and never guesses one otherwise", () => {
    expect(formPostAttribution(at(`/contact?${NURSES}`), {})).toMatchObject({
      pagePath: "/contact",
      landingPath: "/contact",
      utmCampaign: "nurses",
    });
    expect(formPostAttribution(at("/contact"), {})).toEqual({ ...UNKNOWN_ATTRIBUTION, pagePath: "/contact" });
    expect(formPostAttribution(null, {})).toEqual(UNKNOWN_ATTRIBUTION);
  });

  it("keeps the campaign of the visit's start over the form page's own", () => {
    expect(
      formPostAttribution(at("/contact?utm_source=newsletter"), {
        landingPath: "/services",
        utmSource: "linkedin",
      }),
    ).toMatchObject({ landingPath: "/services", utmSource: "linkedin", utmMedium: null });
  });
});

describe("visitStartOfFields", () => {
  it("drops what the inquiry schema would refuse rather than the inquiry", () => {
    expect(
      visitStartOfFields({
        landingPath: "https://evil.example.com/",
        referrer: "javascript:alert(1)",
        utmSource: "x".repeat(101),
        utmMedium: " email ",
      }),
    ).toEqual({
      landingPath: null,
      referrer: null,
      utmSource: null,
      utmMedium: "email",
      utmCampaign: null,
      utmTerm: null,
      utmContent: null,
    });
  });
});
