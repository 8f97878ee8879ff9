import { COMPANY, type CompanyProfile, NAV } from "@staffing/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { accessToken, startTestServer, TEST_ADMIN, type TestServer } from "../../testing";

// The company profile on the public site, over HTTP: a change shows on the very next request of
// every page, on every instance, with no cached copy left (page cache, island cache, CDN headers).

const OLD_SUPPORT = COMPANY.phones[1];
const NEW_MAIN = "+1 (780) 555-0123";
const NEW_SUPPORT = "+1 (888) 555-0456";

const get = (server: TestServer, path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers });
const html = async (server: TestServer, path: string) => (await get(server, path)).text();
/** The site's frame around a page's own body: its header (top bar, mobile menu) and its footer. */
const frameOf = (page: string) =>
  `${page.match(/<header[\s\S]*?<\/header>/)?.[0] ?? ""}${page.match(/<footer[\s\S]*?<\/footer>/)?.[0] ?? ""}`;
/** The mobile menu island's props, as the page carries them (HTML-escaped JSON). */
const callProp = (phone: string) => `&quot;phone&quot;:&quot;${phone}&quot;`;
const organizationOf = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)]
    .map((match) => JSON.parse(match[1] ?? "{}") as Record<string, unknown>)
    .find((block) => block["@type"] === "Organization");

async function readProfile(server: TestServer): Promise<CompanyProfile> {
  return (await (await get(server, "/api/site")).json()) as CompanyProfile;
}

async function saveProfile(server: TestServer, profile: CompanyProfile) {
  const token = await accessToken(server, TEST_ADMIN.email, TEST_ADMIN.password);
  const response = await fetch(`${server.url}/api/admin/site`, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(profile),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** The profile with new numbers (the mobile menu's call button dials the last), name and links. */
const changed = (profile: CompanyProfile): CompanyProfile => ({
  ...profile,
  name: "Northbridge Talent",
  phones: [
    { label: "Main office", number: NEW_MAIN },
    { label: "24/7 support", number: NEW_SUPPORT },
  ],
  socialLinks: [{ network: "instagram", url: "https://www.instagram.com/northbridgetalent" }],
});

describe("one instance", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ withWebsite: true });
  });
  afterAll(() => server?.close());

  it("shows the seeded facts in the header, the footer, the mobile menu and the JSON-LD", async () => {
    const page = await html(server, "/blog");
    expect(page).toContain(`href="tel:+18005550199"`);
    expect(page).toContain(callProp(OLD_SUPPORT)); // the mobile menu island's props
    expect(page).toContain('href="https://www.linkedin.com/company/northbridge-staffing"');
    expect(page).toContain(COMPANY.address.street);
    expect(organizationOf(page)).toMatchObject({
      name: COMPANY.name,
      url: server.url,
      telephone: COMPANY.phones[0],
      address: { "@type": "PostalAddress", addressLocality: "Edmonton", postalCode: "T5J 3S4" },
      sameAs: expect.arrayContaining(["https://www.linkedin.com/company/northbridge-staffing"]),
    });
    expect(String(organizationOf(page)?.logo)).toMatch(new RegExp(`^${server.url}/assets/logo-.*\\.svg$`));
  });

  it("shows a change on the very next request of every page, cached copies and ETags included", async () => {
    const paths = ["/", "/blog", "/about", "/contact", "/faq"];
    const before = new Map<string, string>();
    for (const path of paths) {
      const response = await get(server, path);
      expect(response.status, path).toBe(200);
      // The browser asks again before it shows the page (max-age=0); a shared cache is purged.
      expect(response.headers.get("cache-control"), path).toMatch(/^public, max-age=0, s-maxage=\d+/);
      before.set(path, response.headers.get("etag") ?? "");
      expect(await response.text(), path).toContain(OLD_SUPPORT);
      // The second request is the page cache's copy.
      expect(await html(server, path), path).toContain(OLD_SUPPORT);
    }

    const original = await readProfile(server);
    await saveProfile(server, changed(original));
    try {
      for (const path of paths) {
        // A copy kept elsewhere is revalidated with its ETag: the page is new, so it is sent again.
        const response = await get(server, path, { "if-none-match": before.get(path) ?? "" });
        expect(response.status, path).toBe(200);
        expect(response.headers.get("etag"), path).not.toBe(before.get(path));
        const page = await response.text();
        const frame = frameOf(page);
        expect(frame, path).toContain(`href="tel:+18885550456"`);
        expect(frame, path).toContain(NEW_MAIN);
        expect(frame, path).not.toContain(OLD_SUPPORT);
        // The island's props, so not its HTML of before (islands are reused by props).
        expect(frame, path).toContain(callProp(NEW_SUPPORT));
        expect(frame, path).toMatch(new RegExp(`${NAV.call}(<!-- -->)? (<!-- -->)?\\+1 \\(888\\) 555-0456`));
        expect(frame, path).toContain('href="https://www.instagram.com/northbridgetalent"');
        expect(frame, path).not.toContain("linkedin.com/company/northbridge-staffing");
        expect(frame.replaceAll("<!-- -->", ""), path).toContain("© 2024 Northbridge Talent.");
        expect(page, path).toMatch(/<meta property="og:site_name" content="Northbridge Talent"\/?>/);
        expect(organizationOf(page), path).toMatchObject({ name: "Northbridge Talent", telephone: NEW_MAIN });
      }
    } finally {
      await saveProfile(server, original);
    }
    expect(frameOf(await html(server, "/"))).toContain(OLD_SUPPORT);
  });

  it("shows the profile's logo, from the media library, in the header and the JSON-LD", async () => {
    const original = await readProfile(server);
    const { mediaItems } = await import("@staffing/db");
    const src = `/media/${"c".repeat(32)}-400x100.png`;
    await server.db.insert(mediaItems).values({
      hash: "c".repeat(32),
      fileName: "logo.png",
      mimeType: "image/png",
      width: 400,
      height: 100,
      size: 100,
      url: src,
      variants: [],
    });
    await saveProfile(server, { ...original, logo: { src, alt: "Northbridge logo" } });
    try {
      const page = await html(server, "/");
      expect(page).toMatch(
        new RegExp(`<img src="${src}"[^>]*alt="Northbridge logo"[^>]*width="160" height="40"`),
      );
      expect(organizationOf(page)?.logo).toBe(`${server.url}${src}`);
    } finally {
      await saveProfile(server, original);
    }
  });

  it("gives a page that is not found one title, its own", async () => {
    const response = await get(server, "/no/such/page");
    expect(response.status).toBe(404);
    const page = await response.text();
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(organizationOf(page)).toMatchObject({ name: COMPANY.name });
  });
});

// The embedded database belongs to one process: two instances need a PostgreSQL server.
const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)("two instances on one database", () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer({ withWebsite: true });
    b = await startTestServer({ withWebsite: true, databaseUrl: a.databaseUrl });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("both show a change made on either: that one at once, the other as PostgreSQL announces it", async () => {
    for (const server of [a, b]) {
      for (const path of ["/", "/blog"]) expect(await html(server, path)).toContain(OLD_SUPPORT);
    }
    await saveProfile(a, changed(await readProfile(a)));
    for (const path of ["/", "/blog"]) expect(frameOf(await html(a, path))).toContain(NEW_SUPPORT);
    // The other instance hears of the change by NOTIFY on its own connection: within moments.
    await vi.waitFor(
      async () => {
        for (const path of ["/", "/blog"]) {
          const frame = frameOf(await html(b, path));
          expect(frame).toContain(NEW_SUPPORT);
          expect(frame).not.toContain(OLD_SUPPORT);
        }
      },
      { timeout: 2000, interval: 5 },
    );
  });
});
