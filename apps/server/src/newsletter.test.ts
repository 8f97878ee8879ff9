import { auditLog, newsletterSubscribers, seedCompanyProfile } from "@staffing/db";
import { MAILS_PER_RECIPIENT_PER_DAY } from "@staffing/mail";
import { CSV_BOM, FOOTER, MAIL_TEXTS, NAV, NEWSLETTER_TEXTS } from "@staffing/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  linkIn,
  startTestServer,
  TEST_ADMIN,
  TestMailServer,
  type TestServer,
  tokensForEveryRole,
} from "./testing";

// Subscribers with consent (Canada's anti-spam law): double opt-in, a record of where and when,
// and a way out from every mail.

let mail: TestMailServer;
let server: TestServer;
let admin: string;
let editor: string;

beforeAll(async () => {
  mail = await new TestMailServer().start();
  server = await startTestServer({
    // The e-mailed links land on pages of the site (its header and footer): the built site is served.
    withWebsite: true,
    // Behind one proxy: a test chooses the client address each sign-up comes from.
    env: { SMTP_URL: mail.smtpUrl, NEWSLETTER_RATE_LIMIT_PER_HOUR: "100", TRUST_PROXY: "1" },
    retryPolicy: { limit: 5, delaySeconds: 1, backoff: false },
  });
  ({ admin, editor } = await tokensForEveryRole(server, "role-password-1"));
});
afterAll(async () => {
  await server?.close();
  await mail?.stop();
});

const subscribe = (body: object, clientAddress?: string) =>
  fetch(`${server.url}/api/newsletter`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(clientAddress && { "x-forwarded-for": clientAddress }),
    },
    body: JSON.stringify(body),
  });
const row = async (email: string) =>
  (await server.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
/** A landing page as a visitor sees it: the site's own page, for them alone and for no search engine. */
async function expectSitePage(response: Response, status: number, title: string): Promise<string> {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  expect(response.headers.get("referrer-policy")).toBe("no-referrer");
  const html = await response.text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  // The site's header (its skip link and navigation) and footer, in the site's stylesheet and font.
  expect(html).toContain(NAV.skipToContent);
  expect(html).toMatch(/<header[\s\S]*<main id="main">[\s\S]*<footer/);
  // ...without a sign-up box: a reader who just confirmed or left is asked for nothing.
  expect(html).not.toContain(FOOTER.newsletterHeading);
  expect(html).toContain("--font-sans");
  return html;
}

const adminApi = (path: string, token = admin, init: RequestInit = {}) =>
  fetch(`${server.url}/api/admin${path}`, { ...init, headers: { authorization: `Bearer ${token}` } });

describe("subscribing", () => {
  const email = "reader@example.com";

  it("stores a pending subscriber with the form it came from, answers 202, and mails a confirmation link", async () => {
    const response = await subscribe({ email, source: "footer" });
    expect(response.status).toBe(202);
    const answer = await response.json();
    expect(answer).toEqual({ success: true, pendingConfirmation: true });
    expect(await row(email)).toMatchObject({ status: "pending", source: "footer", confirmedAt: null });

    const message = await mail.waitFor((m) => m.to.includes(email));
    expect(message.subject).toBe(MAIL_TEXTS.newsletterConfirmation.subject(seedCompanyProfile.name));
    const unsubscribeUrl = linkIn(message, "/api/newsletter/unsubscribe");
    expect(message.headers["list-unsubscribe"]).toBe(`<${unsubscribeUrl}>`);
    expect(message.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(message.html).toContain(MAIL_TEXTS.newsletterFooter.unsubscribe);

    // The same answer for an address already known.
    const again = await subscribe({ email: email.toUpperCase(), source: "blog" });
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual(answer);
  });

  it("confirms with one click and keeps when and from where", async () => {
    // The second request's mail carries the newest link (it replaced the first one's).
    await expect.poll(async () => (await mail.messages()).filter((m) => m.to.includes(email)).length).toBe(2);
    const message = (await mail.messages()).filter((m) => m.to.includes(email)).at(-1);
    const confirm = linkIn(message ?? (await mail.waitFor(() => true)), "/api/newsletter/confirm");
    const html = await expectSitePage(await fetch(confirm), 200, NEWSLETTER_TEXTS.confirmPage.title);
    expect(html).toContain(NEWSLETTER_TEXTS.confirmPage.body(seedCompanyProfile.name));
    expect(html).toContain('lang="en"');
    // The token stays in the address it came in: not in the page's links or forms.
    expect(html).not.toContain(new URL(confirm).searchParams.get("token"));
    expect(await row(email)).toMatchObject({ status: "confirmed", confirmedIp: "127.0.0.1", source: "blog" });
    expect((await row(email))?.confirmedAt).toBeInstanceOf(Date);
    // A second click still says confirmed; a made-up token does not.
    expect((await fetch(confirm)).status).toBe(200);
    const bogus = await fetch(`${server.url}/api/newsletter/confirm?token=made-up`);
    expect(await expectSitePage(bogus, 404, NEWSLETTER_TEXTS.confirmPage.invalidTitle)).toContain(
      NEWSLETTER_TEXTS.confirmPage.invalidBody,
    );
  });

  it("sends a confirmed address nothing more when it subscribes again", async () => {
    const before = (await mail.messages()).length;
    expect((await subscribe({ email })).status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await mail.messages()).length).toBe(before);
  });

  it("unsubscribes from the mail's link: GET shows a page with a button, POST unsubscribes (one-click too)", async () => {
    const message = (await mail.messages()).find((m) => m.to.includes(email));
    const link = linkIn(message ?? (await mail.waitFor(() => true)), "/api/newsletter/unsubscribe");
    const html = await expectSitePage(await fetch(link), 200, NEWSLETTER_TEXTS.unsubscribePage.title);
    expect(html).toContain(NEWSLETTER_TEXTS.unsubscribePage.question("r•••@example.com"));
    // The button posts to the link itself (a plain form: no script needed).
    const action = new URL(link).pathname + new URL(link).search;
    expect(html).toMatch(
      new RegExp(
        `<form action="${action.replace(/[?]/g, "\\?")}" method="post"><button type="submit"[^>]*>${NEWSLETTER_TEXTS.unsubscribePage.button}</button></form>`,
      ),
    );
    expect(await row(email)).toMatchObject({ status: "confirmed" });

    // What a mail client's unsubscribe button sends (RFC 8058).
    const posted = await fetch(link, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    await expectSitePage(posted, 200, NEWSLETTER_TEXTS.unsubscribePage.doneTitle);
    expect(await row(email)).toMatchObject({ status: "unsubscribed" });
    expect((await row(email))?.unsubscribedAt).toBeInstanceOf(Date);
    expect((await fetch(link, { method: "POST" })).status).toBe(200);
  });

  it("does not confirm from an expired link", async () => {
    const late = "late-reader@example.com";
    await subscribe({ email: late });
    const message = await mail.waitFor((m) => m.to.includes(late));
    await server.db
      .update(newsletterSubscribers)
      .set({ confirmTokenExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(newsletterSubscribers.email, late));
    expect((await fetch(linkIn(message, "/api/newsletter/confirm"))).status).toBe(404);
    expect(await row(late)).toMatchObject({ status: "pending" });
  });
});

describe("confirmation mails to one address", () => {
  it(`are ${MAILS_PER_RECIPIENT_PER_DAY} a day at most, from however many clients; every sign-up is answered alike`, async () => {
    const email = "flooded@example.com";
    const mailsTo = async (address: string) =>
      (await mail.messages()).filter((m) => m.to.includes(address)).length;
    const sent = MAILS_PER_RECIPIENT_PER_DAY + 2;
    for (let i = 0; i < sent; i++) {
      const response = await subscribe(
        { email: i % 2 ? email.toUpperCase() : email },
        `198.51.100.${i + 10}`,
      );
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ success: true, pendingConfirmation: true });
    }
    // Mails go out in order: once a later one has arrived, a refused one would be there too.
    await subscribe({ email: "after-the-flood@example.com" }, "198.51.100.99");
    await mail.waitFor((m) => m.to.includes("after-the-flood@example.com"));
    expect(await mailsTo(email)).toBe(MAILS_PER_RECIPIENT_PER_DAY);
  });
});

describe("the Subscribers API (admins)", () => {
  it("lists with search and status, exports CSV with the consent record, and removes with an audit entry", async () => {
    const list = await adminApi("/subscribers?status=unsubscribed&q=reader@");
    expect(list.status).toBe(200);
    const rows = (await list.json()) as {
      id: string;
      email: string;
      source: string;
      confirmTokenHash?: string;
    }[];
    expect(rows.map((r) => r.email)).toEqual(["reader@example.com"]);
    expect(rows[0]).not.toHaveProperty("confirmTokenHash");
    expect(rows[0]).not.toHaveProperty("unsubscribeToken");

    const csv = await adminApi("/subscribers/export.csv");
    expect(csv.headers.get("content-disposition")).toMatch(/subscribers-\d{4}-\d{2}-\d{2}\.csv/);
    // Read as bytes: Response.text() would drop the byte-order mark the file must start with.
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text.split("\r\n")[0]).toBe(
      `${CSV_BOM}"Email","Status","Source","Subscribed","Confirmed","Unsubscribed"`,
    );
    expect(text).toContain('"reader@example.com","Unsubscribed","blog"');

    expect((await adminApi("/subscribers", editor)).status).toBe(403);
    expect((await adminApi(`/subscribers/${rows[0]?.id}`, editor, { method: "DELETE" })).status).toBe(403);
    expect((await adminApi(`/subscribers/${rows[0]?.id}`, admin, { method: "DELETE" })).status).toBe(204);
    expect(await row("reader@example.com")).toBeUndefined();
    const [entry] = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, rows[0]?.id ?? ""));
    expect(entry).toMatchObject({
      action: "delete",
      entityType: "newsletter_subscriber",
      actorEmail: TEST_ADMIN.email,
    });
  });
});
