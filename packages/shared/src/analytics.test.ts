import { describe, expect, it } from "vitest";
import {
  analyticsPeriodInput,
  analyticsRangeInput,
  conversionPercent,
  countsAsPageView,
  deviceClass,
  isCrawler,
  lastDays,
  sitePagePath,
} from "./analytics";

const UA = {
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  androidPhone:
    "Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  androidTablet:
    "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  ipad: "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  kindle:
    "Mozilla/5.0 (Linux; Android 11; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/130.3.1 like Chrome/130.0.0.0 Safari/537.36",
  windows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  firefoxAndroid: "Mozilla/5.0 (Android 15; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0",
  googlebot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  bingbot:
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/131.0.0.0 Safari/537.36",
  headless:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
  linkPreview: "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  curl: "curl/8.11.0",
};

describe("deviceClass", () => {
  it("calls iPhones and Android phones phones", () => {
    expect(deviceClass(UA.iphone)).toBe("phone");
    expect(deviceClass(UA.androidPhone)).toBe("phone");
    expect(deviceClass(UA.firefoxAndroid)).toBe("phone");
  });

  it("calls iPads, Android tablets (Android without Mobile) and Kindles tablets", () => {
    expect(deviceClass(UA.ipad)).toBe("tablet");
    expect(deviceClass(UA.androidTablet)).toBe("tablet");
    expect(deviceClass(UA.kindle)).toBe("tablet");
  });

  it("calls Windows, Mac and Linux browsers, and what it cannot tell, desktops", () => {
    expect(deviceClass(UA.windows)).toBe("desktop");
    expect(deviceClass(UA.mac)).toBe("desktop");
    expect(deviceClass(UA.firefoxLinux)).toBe("desktop");
    expect(deviceClass(undefined)).toBe("desktop");
    expect(deviceClass("")).toBe("desktop");
  });
});

describe("countsAsPageView", () => {
  it("counts a person's browser", () => {
    for (const userAgent of [UA.iphone, UA.windows, UA.androidTablet]) {
      expect(countsAsPageView({ userAgent }), userAgent).toBe(true);
      expect(countsAsPageView({ userAgent, doNotTrack: "0", globalPrivacyControl: "0" })).toBe(true);
    }
  });

  it("counts no crawler, link preview, headless browser, script, nor a request without a user agent", () => {
    for (const userAgent of [UA.googlebot, UA.bingbot, UA.headless, UA.linkPreview, UA.curl, "", undefined]) {
      expect(isCrawler(userAgent), String(userAgent)).toBe(true);
      expect(countsAsPageView({ userAgent })).toBe(false);
    }
  });

  it("counts nobody who sends DNT: 1 or Sec-GPC: 1", () => {
    expect(countsAsPageView({ userAgent: UA.windows, doNotTrack: "1" })).toBe(false);
    expect(countsAsPageView({ userAgent: UA.iphone, globalPrivacyControl: "1" })).toBe(false);
  });
});

describe("sitePagePath", () => {
  it("takes the paths of the site's pages, without a trailing slash", () => {
    for (const path of ["/", "/about", "/blog", "/blog/hiring-in-2026", "/resources/case-studies"])
      expect(sitePagePath.parse(path)).toBe(path);
    expect(sitePagePath.parse("/about/")).toBe("/about");
  });

  it("refuses the panel, the API, files and anything that is not a page path", () => {
    for (const path of [
      "/admin",
      "/admin/pages",
      "/api/views",
      "/trpc/x",
      "/auth/v1/user",
      "/assets/boot.js",
      "/media/a.png",
      "/sitemap.xml",
      "/Blog",
      "about",
      "/about?x=1",
      "//evil.example",
      "https://example.com/",
      `/${"a".repeat(400)}`,
    ])
      expect(sitePagePath.safeParse(path).success, path).toBe(false);
  });
});

describe("analyticsRangeInput", () => {
  it("takes a range of days up to 366, both ends included", () => {
    expect(analyticsRangeInput.safeParse({ from: "2026-01-01", to: "2026-01-01" }).success).toBe(true);
    expect(analyticsRangeInput.safeParse({ from: "2024-01-01", to: "2024-12-31" }).success).toBe(true);
  });

  it("refuses a bad date naming it, an end before the start and a range over a year naming `to`", () => {
    const fieldsOf = (range: object) =>
      analyticsRangeInput.safeParse(range).error?.issues.map((issue) => issue.path.join("."));
    expect(fieldsOf({ from: "2026-13-01", to: "2026-01-01" })).toEqual(["from"]);
    expect(fieldsOf({ from: "2026-01-01", to: "yesterday" })).toEqual(["to"]);
    expect(fieldsOf({ from: "2026-02-01", to: "2026-01-31" })).toEqual(["to"]);
    expect(fieldsOf({ from: "2025-01-01", to: "2026-01-02" })).toEqual(["to"]);
  });
});

describe("analyticsPeriodInput (issue 29)", () => {
  it("takes 7, 30 or 90 days up to today, or a range of dates", () => {
    for (const days of [7, 30, 90]) expect(analyticsPeriodInput.parse({ days })).toEqual(lastDays(days));
    expect(analyticsPeriodInput.parse({ from: "2026-01-01", to: "2026-01-31" })).toEqual({
      from: "2026-01-01",
      to: "2026-01-31",
    });
  });

  it("refuses another number of days, both a number and dates, nothing, or one date alone, naming the field", () => {
    const fieldsOf = (period: object) =>
      analyticsPeriodInput.safeParse(period).error?.issues.map((issue) => issue.path.join("."));
    expect(fieldsOf({ days: 14 })).toEqual(["days"]);
    expect(fieldsOf({ days: Number.NaN })).toEqual(["days"]);
    expect(fieldsOf({ days: 7, from: "2026-01-01" })).toEqual(["days"]);
    expect(fieldsOf({})).toEqual(["days"]);
    expect(fieldsOf({ from: "2026-01-01" })).toEqual(["to"]);
    expect(fieldsOf({ to: "2026-01-01" })).toEqual(["from"]);
    expect(fieldsOf({ from: "2026-01-02", to: "2026-01-01" })).toEqual(["to"]);
    expect(fieldsOf({ from: "2026-1-02", to: "2026-01-01" })).toEqual(["from"]);
  });
});

describe("conversionPercent", () => {
  it.each([
    [1, "100%"],
    [0.5, "50%"],
    [0.125, "12.5%"],
    [1 / 3, "33.3%"],
    [0, "0%"],
    [null, ""],
  ])("%s is %s", (rate, shown) => {
    expect(conversionPercent(rate)).toBe(shown);
  });
});
