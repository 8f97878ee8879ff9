import { COMPANY_FACTS_TEXTS, type CompanyProfile, type UserRole } from "@staffing/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, tokensForEveryRole } from "../../testing";

// Company facts as tokens (issue 29, point 4), over HTTP: a page that says `{{phone}}` shows the
// profile's number in its text, meta tags and structured data; a change of phone shows at once; the
// texts that still give the old number typed out are listed for staff, with a link to edit them.

const OLD_PHONE = "+1 (780) 555-0142";
const NEW_PHONE = "+1 (403) 555-0177";

let server: TestServer;
let tokens: Record<UserRole, string>;
beforeAll(async () => {
  server = await startTestServer({ withWebsite: true });
  tokens = await tokensForEveryRole(server, "a-long-enough-password");
});
afterAll(() => server?.close());

const call = (role: UserRole, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  server.app.inject({ method, url, headers: { authorization: `Bearer ${tokens[role]}` }, payload });

async function publish(slug: string, fields: object) {
  const response = await call("editor", "POST", "/api/admin/pages", { slug, isPublished: true, ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
}

const pageHtml = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  return response.text();
};

async function changePhone(number: string) {
  const profile = (await (await fetch(`${server.url}/api/site`)).json()) as CompanyProfile;
  const [main, ...others] = profile.phones;
  const saved = await call("admin", "PUT", "/api/admin/site", {
    ...profile,
    phones: [{ label: main?.label ?? "Main office", number }, ...others],
    // The head office's line is the main number too.
    offices: profile.offices.map((office, index) => (index === 0 ? { ...office, phone: number } : office)),
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe("a page that names the company's phone as a token", () => {
  let tokenPage: { id: string };
  let typedPage: { id: string };

  beforeAll(async () => {
    tokenPage = await publish("call-us", {
      title: "Call {{company}}",
      metaDescription: "Call us at {{phone}}, day or night.",
      sections: [
        {
          type: "faq",
          heading: "Questions",
          items: [{ question: "How do I reach you?", answer: "Call {{phone}}." }],
        },
        { type: "richText", html: "<p>Or write to {{email}}.</p>" },
      ],
    });
    typedPage = await publish("old-numbers", {
      title: "Old numbers",
      sections: [{ type: "richText", html: `<p>Our desk: ${OLD_PHONE.replace(/[()]/g, "")}</p>` }],
    });
  });

  it("shows the profile's phone in its text, meta description and structured data, never the token", async () => {
    const html = await pageHtml("/call-us");
    expect(html).not.toContain("{{");
    expect(html).toContain(`Call ${OLD_PHONE}.`);
    expect(html).toContain("Or write to info@northbridgestaffing.com.");
    expect(html).toMatch(
      /<meta name="description" content="Call us at \+1 \(780\) 555-0142, day or night\."/,
    );
    const faq = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)]
      .map((match) => JSON.parse(match[1] ?? "{}") as Record<string, unknown>)
      .find((block) => block["@type"] === "FAQPage");
    expect(JSON.stringify(faq)).toContain(`Call ${OLD_PHONE}.`);

    const api = await fetch(`${server.url}/api/pages/call-us`);
    const page = (await api.json()) as { title: string; metaDescription: string };
    expect(page.title).toBe("Call Northbridge Staffing");
    expect(page.metaDescription).toBe(`Call us at ${OLD_PHONE}, day or night.`);
  });

  it("keeps the token in what the editor opens", async () => {
    const edited = (await call("editor", "GET", `/api/admin/pages/${tokenPage.id}`)).json() as {
      metaDescription: string;
    };
    expect(edited.metaDescription).toBe("Call us at {{phone}}, day or night.");
  });

  it("shows the new phone on the next visit after the profile changes, and lists the texts that still give the old one", async () => {
    expect((await call("admin", "GET", "/api/admin/site/stale-mentions")).json()).toEqual({ mentions: [] });

    await changePhone(NEW_PHONE);
    const html = await pageHtml("/call-us");
    expect(html).toContain(`Call ${NEW_PHONE}.`);
    expect(html).not.toContain(OLD_PHONE);

    const response = await call("editor", "GET", "/api/admin/site/stale-mentions");
    expect(response.statusCode).toBe(200);
    const { mentions } = response.json() as { mentions: Record<string, unknown>[] };
    // The page that typed the old number out, with other separators; not the one with the token.
    expect(mentions).toContainEqual({
      value: OLD_PHONE,
      kind: "page",
      id: typedPage.id,
      title: "Old numbers",
      field: "Rich text section 1",
      editPath: `/admin/pages/${typedPage.id}`,
    });
    expect(mentions.some((mention) => mention.id === tokenPage.id)).toBe(false);
    expect(COMPANY_FACTS_TEXTS.staleValue(OLD_PHONE)).toContain(OLD_PHONE);

    expect((await call("seo_manager", "GET", "/api/admin/site/stale-mentions")).statusCode).toBe(403);
  });
});
