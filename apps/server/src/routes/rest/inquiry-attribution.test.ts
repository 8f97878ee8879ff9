import { inquiries } from "@staffing/db";
import {
  INQUIRY_ATTRIBUTION_CSV_COLUMNS,
  INQUIRY_CSV_COLUMNS,
  type InquiryAttribution,
  UNKNOWN_ATTRIBUTION,
} from "@staffing/shared";
import { eq, sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accessToken, startTestServer, TEST_ADMIN, type TestServer } from "../../testing";

// Issue 21: where each inquiry came from, sent by a script, by the site's island (the same call) or
// by a form posted without JavaScript (its Referer), stored, and answered to staff.

const SITE = "https://www.example.com";
let server: TestServer;
let admin: string;

beforeAll(async () => {
  // With the site: the forms without JavaScript are its routes.
  server = await startTestServer({
    withWebsite: true,
    env: { PUBLIC_SITE_URL: SITE, INQUIRY_RATE_LIMIT_PER_HOUR: "1000" },
  });
  admin = await accessToken(server, TEST_ADMIN.email, TEST_ADMIN.password);
}, 120_000);
afterAll(() => server?.close());

beforeEach(async () => {
  await server.db.delete(inquiries);
});

const sendInquiry = (body: Record<string, unknown>) =>
  server.app.inject({ method: "POST", url: "/api/inquiries", payload: body });
const asAdmin = (options: InjectOptions) =>
  server.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${admin}` } });

const attribution = (fields: Partial<InquiryAttribution>): InquiryAttribution => ({
  ...UNKNOWN_ATTRIBUTION,
  ...fields,
});

const storedAttribution = async (id: string) =>
  (await server.db.select({ a: inquiries.attribution }).from(inquiries).where(eq(inquiries.id, id)))[0]?.a;

describe("POST /api/inquiries with attribution", () => {
  it("stores what a script sends, trimmed, and answers it in the admin list and the inquiry itself", async () => {
    const sent = await sendInquiry({
      name: "Grace Hopper",
      email: "grace@example.com",
      attribution: {
        pagePath: "/contact",
        landingPath: "/blog",
        referrer: "https://www.google.com/",
        utmSource: " newsletter ",
        utmCampaign: "fall",
        utmMedium: "",
        utmTerm: null,
      },
    });
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json() as { id: string };
    const expected = attribution({
      pagePath: "/contact",
      landingPath: "/blog",
      referrer: "https://www.google.com/",
      utmSource: "newsletter",
      utmCampaign: "fall",
    });
    expect(await storedAttribution(id)).toEqual(expected);
    // A JSON object in the database, which SQL can read by key (a count of inquiries by page).
    const [byKey] = await server.db
      .select({ page: sql<string>`${inquiries.attribution}->>'pagePath'` })
      .from(inquiries)
      .where(eq(inquiries.id, id));
    expect(byKey?.page).toBe("/contact");

    const list = await asAdmin({ url: "/api/admin/inquiries" });
    expect(list.statusCode).toBe(200);
    expect(
      (list.json() as { id: string; attribution: unknown }[]).find((i) => i.id === id)?.attribution,
    ).toEqual(expected);
    const one = await asAdmin({ url: `/api/admin/inquiries/${id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id, name: "Grace Hopper", attribution: expected });
  });

  it("stores every field as unknown when none is sent", async () => {
    const sent = await sendInquiry({ name: "Ada Lovelace", email: "ada@example.com" });
    const { id } = sent.json() as { id: string };
    expect(await storedAttribution(id)).toEqual(UNKNOWN_ATTRIBUTION);
    expect((await asAdmin({ url: `/api/admin/inquiries/${id}` })).json().attribution).toEqual(
      UNKNOWN_ATTRIBUTION,
    );
  });

  it.each<[string, Record<string, unknown>]>([
    ["attribution.pagePath", { pagePath: "https://evil.example.com/contact" }],
    ["attribution.pagePath", { pagePath: "//evil.example.com/contact" }],
    ["attribution.pagePath", { pagePath: "/contact?utm_source=x" }],
    ["attribution.landingPath", { landingPath: "blog" }],
    ["attribution.landingPath", { landingPath: `/${"a".repeat(600)}` }],
    ["attribution.referrer", { referrer: "javascript:alert(1)" }],
    ["attribution.referrer", { referrer: "not an address" }],
    ["attribution.referrer", { referrer: `https://example.com/${"a".repeat(2100)}` }],
    ["attribution.utmSource", { utmSource: "x".repeat(101) }],
    ["attribution.utmCampaign", { utmCampaign: 42 }],
  ])("refuses a bad value with 400 naming %s, and stores nothing", async (field, bad) => {
    const response = await sendInquiry({ name: "Bad", email: "bad@example.com", attribution: bad });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "validation_error" });
    expect(Object.keys(response.json().fields)).toEqual([field]);
    expect(await server.db.select().from(inquiries)).toHaveLength(0);
  });

  it("refuses an attribution that is not an object, naming it", async () => {
    const response = await sendInquiry({ name: "Bad", email: "bad@example.com", attribution: "google" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(["attribution"]);
  });

  it("answers 404 for an inquiry that is not there", async () => {
    const response = await asAdmin({ url: "/api/admin/inquiries/00000000-0000-4000-8000-000000000000" });
    expect(response.statusCode).toBe(404);
  });
});

describe("the CSV export", () => {
  it("keeps the spec's columns in their order, then where each inquiry came from", async () => {
    await sendInquiry({
      name: "Grace Hopper",
      email: "grace@example.com",
      attribution: {
        pagePath: "/contact",
        landingPath: "/blog",
        utmSource: "newsletter",
        utmCampaign: "fall",
      },
    });
    const response = await asAdmin({ url: "/api/admin/inquiries/export.csv" });
    expect(response.statusCode).toBe(200);
    // Every cell is quoted and these hold no quote, comma or line break: each line splits plainly.
    const [header, row] = response.body
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .map((line) => line.slice(1, -1).split('","'));
    expect(header).toEqual([...INQUIRY_CSV_COLUMNS, ...INQUIRY_ATTRIBUTION_CSV_COLUMNS]);
    const cell = (column: string) => row?.[header?.indexOf(column) ?? -1];
    expect(cell("Name")).toBe("Grace Hopper");
    expect(cell("Sent from")).toBe("/contact");
    expect(cell("Landing page")).toBe("/blog");
    expect(cell("Referrer")).toBe("");
    expect(cell("UTM source")).toBe("newsletter");
    expect(cell("UTM campaign")).toBe("fall");
  });
});

// A form posted without JavaScript: what its page was, read from the post's Referer.
describe("the inquiry form without JavaScript", () => {
  const form = {
    name: "Grace Hopper",
    email: "grace@example.com",
    returnTo: "/contact#inquiry",
    formId: "inquiry",
  };
  const post = (headers: Record<string, string>, fields: Record<string, string> = form) =>
    server.app.inject({
      method: "POST",
      url: "/forms/inquiry",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  const stored = async () => {
    const rows = await server.db.select({ a: inquiries.attribution }).from(inquiries);
    expect(rows).toHaveLength(1);
    return rows[0]?.a;
  };

  it("keeps the page it was sent from and that page's UTM values, from the Referer: the campaign landed there", async () => {
    const response = await post({
      referer: `${SITE}/services?utm_source=newsletter&utm_medium=email&utm_campaign=fall&cb=1`,
    });
    expect(response.statusCode).toBe(303);
    expect(await stored()).toEqual(
      attribution({
        pagePath: "/services",
        landingPath: "/services",
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "fall",
      }),
    );
  });

  it("takes the Referer of the host the post reached too (a site seen under another name)", async () => {
    await post({
      host: "staffing.internal:8080",
      referer: "http://staffing.internal:8080/about?utm_term=nurses",
    });
    expect(await stored()).toEqual(
      attribution({ pagePath: "/about", landingPath: "/about", utmTerm: "nurses" }),
    );
  });

  it("cuts a campaign value that is too long rather than refusing the visitor's inquiry", async () => {
    const response = await post({ referer: `${SITE}/contact?utm_campaign=${"x".repeat(300)}` });
    expect(response.statusCode).toBe(303);
    expect((await stored())?.utmCampaign).toBe("x".repeat(100));
  });

  it("falls back on the page the form names when the Referer is missing or from another site", async () => {
    await post({});
    expect(await stored()).toEqual(attribution({ pagePath: "/contact" }));
    await server.db.delete(inquiries);
    await post({ referer: "https://evil.example.com/services?utm_source=spoof" }, { ...form, name: "Other" });
    expect(await stored()).toEqual(attribution({ pagePath: "/contact" }));
  });

  it("keeps nothing of a returnTo that leads off the site", async () => {
    await post({}, { ...form, returnTo: "//evil.example.com/x" });
    expect(await stored()).toEqual(UNKNOWN_ATTRIBUTION);
  });

  // Issue 29: a form sent before its script ran, or without JavaScript, still tells where the visit began.
  it("keeps the visit's start from the form's hidden fields, over the form page's Referer", async () => {
    const response = await post(
      { referer: `${SITE}/contact` },
      {
        ...form,
        landingPath: "/healthcare-staffing",
        referrer: "https://www.google.com/",
        utmSource: "google",
        utmMedium: "cpc",
        utmCampaign: "nurses",
        utmTerm: "",
        utmContent: "",
      },
    );
    expect(response.statusCode).toBe(303);
    expect(await stored()).toEqual(
      attribution({
        pagePath: "/contact",
        landingPath: "/healthcare-staffing",
        referrer: "https://www.google.com/",
        utmSource: "google",
        utmMedium: "cpc",
        utmCampaign: "nurses",
      }),
    );
  });

  it("takes the visitor's inquiry whatever the hidden fields hold, keeping only the values that are good", async () => {
    const response = await post(
      { referer: `${SITE}/contact` },
      {
        ...form,
        landingPath: "//evil.example.com/x",
        referrer: "javascript:alert(1)",
        utmSource: "s".repeat(300),
        utmCampaign: "spring",
      },
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/contact#inquiry");
    expect(await stored()).toEqual(attribution({ pagePath: "/contact", utmCampaign: "spring" }));
  });

  it("fills the form's hidden fields, for this visitor alone, on a page that follows a campaign's landing page", async () => {
    const hidden = (html: string, name: string) =>
      html.match(new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`))?.[1];
    const followed = await server.app.inject({
      url: "/contact",
      headers: {
        referer: `${SITE}/healthcare-staffing?utm_source=Google&utm_medium=cpc&utm_campaign=nurses`,
      },
    });
    expect(followed.statusCode).toBe(200);
    expect(followed.headers["cache-control"]).toBe("private, no-store");
    expect(hidden(followed.body, "landingPath")).toBe("/healthcare-staffing");
    expect(hidden(followed.body, "utmSource")).toBe("Google");
    expect(hidden(followed.body, "utmCampaign")).toBe("nurses");
    expect(hidden(followed.body, "referrer")).toBe("");

    // Any other visitor gets the shared page, its fields empty: from an ordinary page, from another
    // site, or at the campaign's own landing page.
    for (const referer of [
      `${SITE}/services`,
      "https://evil.example.com/x?utm_source=spoof",
      `${SITE}/contact?utm_source=google`,
    ]) {
      const shared = await server.app.inject({ url: "/contact", headers: { referer } });
      expect(shared.statusCode, referer).toBe(200);
      expect(shared.headers["cache-control"], referer).not.toContain("private");
      expect(hidden(shared.body, "landingPath"), referer).toBe("");
    }
  });

  it("sends every page with strict-origin-when-cross-origin: the full address within the site, the origin elsewhere", async () => {
    const page = await server.app.inject({ url: "/contact?utm_source=newsletter" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });
});
