import { randomBytes } from "node:crypto";
import { auditLog, companyProfile, mediaItems } from "@staffing/db";
import { type CompanyProfile, type UserRole, VALIDATION_MESSAGES } from "@staffing/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, tokensForEveryRole } from "../testing";

// The company profile over HTTP: anyone reads it at GET /api/site; admins and editors replace it at
// PUT /api/admin/site with exactly what GET answered, edited.

let server: TestServer;
let tokens: Record<UserRole, string>;
beforeAll(async () => {
  server = await startTestServer();
  tokens = await tokensForEveryRole(server, "a-long-enough-password");
});
afterAll(() => server?.close());

const read = async () => {
  const response = await server.app.inject({ url: "/api/site" });
  expect(response.statusCode).toBe(200);
  return response.json() as CompanyProfile;
};
const save = (role: UserRole | null, payload: object) =>
  server.app.inject({
    method: "PUT",
    url: "/api/admin/site",
    headers: role ? { authorization: `Bearer ${tokens[role]}` } : {},
    payload,
  });
const stored = async () => (await server.db.select().from(companyProfile))[0]?.profile;

/** An image of the library, as an upload leaves it. */
async function libraryImage(): Promise<string> {
  const hash = randomBytes(16).toString("hex");
  const url = `/media/${hash}-400x120.png`;
  await server.db.insert(mediaItems).values({
    hash,
    fileName: "logo.png",
    mimeType: "image/png",
    width: 400,
    height: 120,
    size: 1000,
    url,
    variants: [],
  });
  return url;
}

describe("GET /api/site", () => {
  it("answers the company's facts to anyone, as seeded from what the site showed", async () => {
    const profile = await read();
    expect(profile.name).toBe("Northbridge Staffing");
    expect(profile.phones.map((phone) => phone.number)).toEqual(["+1 (780) 555-0142", "+1 (800) 555-0199"]);
    expect(profile.emails[0]?.address).toBe("info@northbridgestaffing.com");
    expect(profile.offices[0]).toMatchObject({ city: "Edmonton", region: "Alberta", postalCode: "T5J 3S4" });
    expect(profile.logo).toBeNull();
    // The company's own profiles, not the networks' home pages.
    for (const link of profile.socialLinks) expect(new URL(link.url).pathname.length).toBeGreaterThan(1);
  });
});

describe("PUT /api/admin/site", () => {
  it("takes back exactly what GET answered (a round trip changes nothing)", async () => {
    const before = await read();
    const response = await save("admin", before);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(before);
    expect(await read()).toEqual(before);
  });

  it("stores an editor's change, which GET answers at once, with an audit entry of before and after", async () => {
    const before = await read();
    const changed = {
      ...before,
      phones: [{ label: "Head office", number: "+1 (780) 555-0100" }, ...before.phones.slice(1)],
      socialLinks: [
        ...before.socialLinks,
        { network: "youtube", url: "https://www.youtube.com/@northbridge" },
      ],
    };
    const response = await save("editor", changed);
    expect(response.statusCode).toBe(200);
    expect(await read()).toEqual(changed);
    expect(await stored()).toEqual(changed);

    const [entry] = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityType, "company_profile"))
      .orderBy(auditLog.id)
      .then((rows) => rows.slice(-1));
    expect(entry).toMatchObject({ action: "update", actorEmail: "editor@example.com" });
    expect(entry?.before).toMatchObject({ phones: before.phones });
    expect(entry?.after).toMatchObject({ phones: changed.phones });
  });

  it("answers 400 naming each refused field by its path, and changes nothing", async () => {
    const before = await read();
    const response = await save("admin", {
      ...before,
      phones: [{ label: "Main office", number: "" }],
      emails: [{ label: "Sales", address: "not an address" }],
      logo: { src: "https://elsewhere.example.com/logo.png", alt: "" },
      socialLinks: [{ network: "linkedin", url: "javascript:alert(1)" }],
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { error: string; fields: Record<string, string[]> };
    expect(body.error).toBe("validation_error");
    expect(Object.keys(body.fields).sort()).toEqual(
      ["emails.0.address", "logo.src", "phones.0.number", "socialLinks.0.url"].sort(),
    );
    expect(await read()).toEqual(before);
  });

  it("answers 400 for a link that is not http(s)", async () => {
    const before = await read();
    for (const url of ["ftp://files.example.com/x", "mailto:info@example.com", "/about"]) {
      const response = await save("admin", { ...before, socialLinks: [{ network: "x", url }] });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().fields, url).toHaveProperty(["socialLinks.0.url"]);
    }
  });

  it("answers 400 naming logo.src for a library address no image of the library has", async () => {
    const before = await read();
    const missing = `/media/${"ab".repeat(16)}-400x120.png`;
    const response = await save("admin", { ...before, logo: { src: missing, alt: "Logo" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ "logo.src": [VALIDATION_MESSAGES.imageNotInLibrary] });
    expect((await read()).logo).toBeNull();
  });

  it("takes a logo from the media library, and a null logo back to the site's own", async () => {
    const before = await read();
    const src = await libraryImage();
    const withLogo = await save("admin", { ...before, logo: { src, alt: "Northbridge Staffing" } });
    expect(withLogo.statusCode).toBe(200);
    expect((await read()).logo).toEqual({ src, alt: "Northbridge Staffing" });
    // The logo is a use of its image: the library keeps it until the profile lets go.
    const [image] = await server.db.select().from(mediaItems).where(eq(mediaItems.url, src));
    const remove = () =>
      server.app.inject({
        method: "DELETE",
        url: `/api/admin/media/${image?.id}`,
        headers: { authorization: `Bearer ${tokens.admin}` },
      });
    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("Company logo");
    expect((await save("admin", { ...before, logo: null })).statusCode).toBe(200);
    expect((await read()).logo).toBeNull();
  });

  it("refuses an SEO manager (403) and a caller without a token (401), and changes nothing", async () => {
    const before = await read();
    const changed = { ...before, name: "Someone Else Staffing" };
    const seo = await save("seo_manager", changed);
    expect(seo.statusCode).toBe(403);
    expect(seo.json()).toMatchObject({ error: "forbidden" });
    const anonymous = await save(null, changed);
    expect(anonymous.statusCode).toBe(401);
    expect(await read()).toEqual(before);
  });
});
