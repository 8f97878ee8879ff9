import { documentOfLink, findWhitepaper, whitepaperLink } from "@staffing/api/testing";
import { documents, inquiries, pages } from "@staffing/db";
import { WHITEPAPER_TEXTS, whitepaperPath } from "@staffing/shared";
import { eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TestMailServer, type TestServer } from "../testing";

// Issue 29's whitepaper requests, as a visitor without JavaScript makes one: the card's "Ask for a
// copy" opens the paper's own request page, the form posts, the lead is kept as an inquiry naming
// the paper, and the paper comes by mail (a real SMTP server) as a signed link to its PDF.

let mail: TestMailServer;
let server: TestServer;

beforeAll(async () => {
  mail = await new TestMailServer().start();
  server = await startTestServer({
    withWebsite: true,
    env: { SMTP_URL: mail.smtpUrl, NOTIFY_EMAIL: "staff@example.com", INQUIRY_RATE_LIMIT_PER_HOUR: "1000" },
    retryPolicy: { limit: 30, delaySeconds: 1, backoff: false },
  });
}, 180_000);
afterAll(async () => {
  await server?.close();
  await mail?.stop();
});

/** The demo's whitepapers, as the Whitepapers page links them. */
async function whitepaperLinks(): Promise<string[]> {
  const html = await (await fetch(`${server.url}/resources/whitepapers`)).text();
  return [...html.matchAll(/href="(\/whitepapers\/[0-9a-f-]{36})"/g)].map((match) => match[1] ?? "");
}

const post = (fields: Record<string, string>) =>
  fetch(`${server.url}/forms/whitepaper`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      referer: `${server.url}/resources/whitepapers`,
    },
    body: new URLSearchParams(fields).toString(),
  });

describe("a whitepaper request, without JavaScript", () => {
  it("opens from the card with the paper's title shown, never a blank form", async () => {
    const links = await whitepaperLinks();
    expect(links).toHaveLength(5);
    const page = await fetch(`${server.url}${links[1]}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<h1>Planning a seasonal workforce</h1>");
    expect(html).toContain(`action="/forms/whitepaper"`);
    expect(html).toContain(`name="documentId" value="${links[1]?.split("/").at(-1)}"`);
    expect(html).toContain(WHITEPAPER_TEXTS.submit);
  });

  it("keeps the lead as an inquiry naming the paper, and mails the PDF's link once", async () => {
    const [link] = await whitepaperLinks();
    const documentId = link?.split("/").at(-1) ?? "";
    const fields = {
      documentId,
      name: "Priya Raman",
      email: "priya@example.com",
      company: "Raman Logistics",
      returnTo: `${whitepaperPath(documentId)}#whitepaper`,
      formId: "whitepaper",
    };
    const title = "The real cost of a virtual team";
    const received = await mail.nextMail(
      (message) => message.to.includes("priya@example.com"),
      async () => {
        const response = await post(fields);
        expect(response.status).toBe(303);
        expect(response.headers.get("location")).toBe(`${whitepaperPath(documentId)}#whitepaper`);
        // The page it returns to says what happens next.
        const cookie = response.headers.get("set-cookie")?.split(";")[0] ?? "";
        const after = await (
          await fetch(`${server.url}${whitepaperPath(documentId)}`, { headers: { cookie } })
        ).text();
        expect(after).toContain(WHITEPAPER_TEXTS.sentHeading);
        expect(after).toContain(WHITEPAPER_TEXTS.sentText(title).replaceAll('"', "&quot;"));
        // Pressed twice: the same lead, no second mail.
        expect((await post(fields)).status).toBe(303);
      },
    );
    expect(received.subject).toBe(WHITEPAPER_TEXTS.mail.subject(title));
    const leads = await server.db.select().from(inquiries).where(eq(inquiries.email, "priya@example.com"));
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      name: "Priya Raman",
      company: "Raman Logistics",
      whitepaperId: documentId,
      message: WHITEPAPER_TEXTS.inquiryMessage(title),
    });
    expect(leads[0]?.attribution.pagePath).toBe("/resources/whitepapers");

    // The link brings the PDF, as an attachment that no browser renders.
    const download = await fetch(
      received.text.match(/https?:\/\/\S*\/api\/whitepapers\/download\S*/)?.[0] ?? "",
    );
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="the-real-cost-of-a-virtual-team\.pdf"/,
    );
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    const pdf = Buffer.from(await download.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.toString("latin1")).toContain(`(${title}) Tj`);

    // Staff are told of the lead as of any inquiry; the visitor gets the paper, not a second mail.
    await mail.waitFor(
      (message) => message.to.includes("staff@example.com") && message.text.includes("Priya Raman"),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mail.count("priya@example.com")).toBe(1);
  });

  it("refuses what is missing by field and keeps what was typed", async () => {
    const [link] = await whitepaperLinks();
    const documentId = link?.split("/").at(-1) ?? "";
    const response = await post({
      documentId,
      name: "Ada",
      email: "not an address",
      returnTo: whitepaperPath(documentId),
    });
    const cookie = response.headers.get("set-cookie")?.split(";")[0] ?? "";
    const html = await (
      await fetch(`${server.url}${whitepaperPath(documentId)}`, { headers: { cookie } })
    ).text();
    expect(html).toContain('id="whitepaper-email-error"');
    expect(html).toContain('value="Ada"');
  });

  it("drops a bot's request (the hidden field filled) without a lead", async () => {
    const [link] = await whitepaperLinks();
    const documentId = link?.split("/").at(-1) ?? "";
    const before = (await server.db.select().from(inquiries).where(isNotNull(inquiries.whitepaperId))).length;
    await post({ documentId, name: "Bot", email: "bot@example.com", website: "https://spam.example" });
    expect(await server.db.select().from(inquiries).where(isNotNull(inquiries.whitepaperId))).toHaveLength(
      before,
    );
  });

  it("answers 404 for a paper no published page offers", async () => {
    expect((await fetch(`${server.url}/whitepapers/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await fetch(`${server.url}/whitepapers/not-an-id`)).status).toBe(404);
    const [link] = await whitepaperLinks();
    const documentId = link?.split("/").at(-1) ?? "";
    const [whitepapersPage] = await server.db
      .select()
      .from(pages)
      .where(eq(pages.slug, "resources/whitepapers"));
    await server.db.update(pages).set({ isPublished: false }).where(eq(pages.slug, "resources/whitepapers"));
    try {
      expect(await findWhitepaper(server.db, documentId)).toBeNull();
      expect((await fetch(`${server.url}${whitepaperPath(documentId)}`)).status).toBe(404);
    } finally {
      await server.db
        .update(pages)
        .set({ isPublished: whitepapersPage?.isPublished ?? true })
        .where(eq(pages.slug, "resources/whitepapers"));
    }
  });
});

describe("a whitepaper's download link", () => {
  it("works for seven days, and never for a forged, altered or expired link", async () => {
    const [paper] = await server.db
      .select()
      .from(documents)
      .where(eq(documents.purpose, "whitepaper"))
      .limit(1);
    const documentId = paper?.id ?? "";
    const now = new Date();
    const { url, expiresAt } = await whitepaperLink(server.db, server.url, documentId, now);
    expect(expiresAt.getTime() - now.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    const token = new URL(url).searchParams.get("token") ?? "";
    expect(await documentOfLink(server.db, token, now)).toBe(documentId);
    await expect(documentOfLink(server.db, token, new Date(expiresAt.getTime() + 1000))).rejects.toThrow(
      WHITEPAPER_TEXTS.linkInvalid,
    );
    expect((await fetch(url)).status).toBe(200);
    const [id, expires, signature] = token.split(".");
    const later = `${id}.${Number(expires) + 86_400}.${signature}`;
    for (const forged of [later, `${id}.${expires}.${"A".repeat(43)}`, "nonsense"]) {
      const response = await fetch(
        `${server.url}/api/whitepapers/download?token=${encodeURIComponent(forged)}`,
      );
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "not_found", message: WHITEPAPER_TEXTS.linkInvalid });
    }
  });

  it("never hands out a document that is not a whitepaper, whatever a link names", async () => {
    const [paper] = await server.db
      .select()
      .from(documents)
      .where(eq(documents.purpose, "whitepaper"))
      .limit(1);
    await server.db
      .update(documents)
      .set({ purpose: "resume" })
      .where(eq(documents.id, paper?.id ?? ""));
    try {
      const { url } = await whitepaperLink(server.db, server.url, paper?.id ?? "");
      expect((await fetch(url)).status).toBe(404);
    } finally {
      await server.db
        .update(documents)
        .set({ purpose: "whitepaper" })
        .where(eq(documents.id, paper?.id ?? ""));
    }
  });
});
