import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { visitStartOf, withVisitFields } from "./visit-start";

// Issue 29: the visit's start a page request tells without JavaScript, and the form that carries it.

const request = (url: string, headers: Record<string, string>) =>
  ({ url, headers: { host: "staffing.example", ...headers } }) as unknown as IncomingMessage;

describe("visitStartOf", () => {
  it("reads a campaign's landing page from a Referer of this site, by the site's host or the one asked", () => {
    for (const host of ["www.northbridge.example", "staffing.example"]) {
      expect(
        visitStartOf(
          request("/contact", { referer: `https://${host}/healthcare-staffing?utm_source=google` }),
          "www.northbridge.example",
        ),
      ).toMatchObject({ landingPath: "/healthcare-staffing", utmSource: "google" });
    }
  });

  it("reads nothing from another site, a Referer that is no address, or none", () => {
    const site = "www.northbridge.example";
    expect(
      visitStartOf(request("/contact", { referer: "https://evil.example/x?utm_source=a" }), site),
    ).toBeNull();
    expect(visitStartOf(request("/contact", { referer: "not an address utm_source" }), site)).toBeNull();
    expect(visitStartOf(request("/contact", {}), site)).toBeNull();
  });
});

describe("withVisitFields", () => {
  it("fills each empty visit field, its value written as text, not markup", () => {
    const html =
      '<input type="hidden" name="landingPath" value=""/><input type="hidden" name="utmCampaign" value=""/>' +
      '<input type="hidden" name="utmSource" value=""/>';
    expect(
      withVisitFields(html, {
        landingPath: "/healthcare-staffing",
        referrer: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: '"><script>alert(1)</script>',
        utmTerm: null,
        utmContent: null,
      }),
    ).toBe(
      '<input type="hidden" name="landingPath" value="/healthcare-staffing"/>' +
        '<input type="hidden" name="utmCampaign" value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"/>' +
        '<input type="hidden" name="utmSource" value=""/>',
    );
  });
});
