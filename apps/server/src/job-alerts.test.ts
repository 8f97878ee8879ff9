import { jobAlertDeliveries } from "@staffing/api";
import { jobAlertSubscriptions, seedCompanyProfile } from "@staffing/db";
import { MAILS_PER_RECIPIENT_PER_DAY } from "@staffing/mail";
import { JOB_ALERT_TEXTS, jobAlertFiltersText } from "@staffing/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exampleJob } from "./routes/rest/requests.testing";
import {
  linkIn,
  type ReceivedMail,
  startTestServer,
  TestMailServer,
  type TestServer,
  tokensForEveryRole,
} from "./testing";

// Issue 30, point 5: job alerts. The newsletter's double opt-in and limits, then one mail at once
// when a matching job is published, and at most one a day after that, against a real mail server.

const PER_CLIENT = 4;
let mail: TestMailServer;
let server: TestServer;
let admin: string;
let recruiter: string;

beforeAll(async () => {
  mail = await new TestMailServer().start();
  server = await startTestServer({
    // The links land on pages of the site: the built site is served.
    withWebsite: true,
    // Behind one proxy: each sign-up comes from a client address of the test's choosing.
    env: { SMTP_URL: mail.smtpUrl, JOB_ALERT_RATE_LIMIT_PER_HOUR: String(PER_CLIENT), TRUST_PROXY: "1" },
    retryPolicy: { limit: 5, delaySeconds: 1, backoff: false },
  });
  ({ admin, recruiter } = await tokensForEveryRole(server, "role-password-1"));
}, 120_000);
afterAll(async () => {
  await server?.close();
  await mail?.stop();
});

let clients = 0;
const subscribe = (body: object, client = `198.51.100.${++clients}`) =>
  fetch(`${server.url}/api/job-alerts`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": client },
    body: JSON.stringify(body),
  });
const rowsOf = (email: string) =>
  server.db.select().from(jobAlertSubscriptions).where(eq(jobAlertSubscriptions.email, email));
const mailsTo = (email: string) => mail.messages(email);
const post = (link: string) =>
  fetch(link, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "",
  });
const n = () => Math.random().toString(36).slice(2, 8);

/** Signs up and presses the confirmation page's button, as a visitor does. */
async function confirmedSubscriber(email: string, filters: { service?: string; category?: string }) {
  const message = await mail.nextMail(
    (m) => m.to.includes(email) && m.subject === JOB_ALERT_TEXTS.mail.confirmSubject(seedCompanyProfile.name),
    async () => expect((await subscribe({ email, ...filters })).status).toBe(202),
  );
  expect((await post(linkIn(message, "/api/job-alerts/confirm"))).status).toBe(200);
  return message;
}

/** Opens a job as a recruiter does (status open: published at once). */
async function publish(body: Record<string, unknown>) {
  const response = await fetch(`${server.url}/api/admin/jobs`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${recruiter}` },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { id: string; slug: string; title: string };
}
const job = (overrides: Record<string, unknown>) => ({ ...exampleJob(n()), ...overrides });
const alertsTo = async (email: string) =>
  (await mailsTo(email)).filter(
    (m) => m.subject !== JOB_ALERT_TEXTS.mail.confirmSubject(seedCompanyProfile.name),
  );

/** A page the e-mailed links open: the site's page, for this visitor alone. */
async function landing(response: Response, status: number, title: string): Promise<string> {
  expect(response.status).toBe(status);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  expect(response.headers.get("referrer-policy")).toBe("no-referrer");
  const html = await response.text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  return html;
}

function expectListHeaders(message: ReceivedMail) {
  const unsubscribe = linkIn(message, "/api/job-alerts/unsubscribe");
  expect(message.headers["list-unsubscribe"]).toBe(`<${unsubscribe}>`);
  expect(message.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  // In the body too, for every reader.
  expect(message.html).toContain(JOB_ALERT_TEXTS.mail.unsubscribe);
  expect(message.html).toContain(unsubscribe.replaceAll("&", "&amp;"));
}

describe("signing up", () => {
  const email = "candidate@example.com";
  const filters = { service: "temporary", category: "Accounting" };

  it("stores a pending alert with its consent record, answers 202, and mails a confirmation link", async () => {
    const response = await subscribe({ email, ...filters, source: "jobs-empty" }, "203.0.113.7");
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ success: true, pendingConfirmation: true });
    const [row] = await rowsOf(email);
    expect(row).toMatchObject({
      status: "pending",
      service: "temporary",
      category: "Accounting",
      source: "jobs-empty",
      requestIp: "203.0.113.7",
      confirmedAt: null,
    });
    const message = await mail.waitFor((m) => m.to.includes(email));
    expect(message.subject).toBe(JOB_ALERT_TEXTS.mail.confirmSubject(seedCompanyProfile.name));
    expect(message.text).toContain(JOB_ALERT_TEXTS.mail.confirmIntro("Temporary staffing, Accounting"));
    expectListHeaders(message);
  });

  it("asks on the confirmation page and confirms with its button, keeping when and from where", async () => {
    const [message] = await mailsTo(email);
    const confirm = linkIn(message ?? (await mail.waitFor(() => true)), "/api/job-alerts/confirm");
    // Opening the link (a mail scanner does too) only asks.
    const html = await landing(await fetch(confirm), 200, JOB_ALERT_TEXTS.confirmPage.title);
    expect(html).toContain(JOB_ALERT_TEXTS.confirmPage.question("Temporary staffing, Accounting"));
    expect((await rowsOf(email))[0]).toMatchObject({ status: "pending" });
    await landing(await post(confirm), 200, JOB_ALERT_TEXTS.confirmPage.doneTitle);
    const [row] = await rowsOf(email);
    expect(row).toMatchObject({ status: "confirmed", confirmedIp: "127.0.0.1" });
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    // Pressed again: still confirmed; a made-up link is not.
    await landing(await post(confirm), 200, JOB_ALERT_TEXTS.confirmPage.doneTitle);
    const bogus = `${server.url}/api/job-alerts/confirm?token=made-up`;
    await landing(await fetch(bogus), 404, JOB_ALERT_TEXTS.confirmPage.invalidTitle);
    await landing(await post(bogus), 404, JOB_ALERT_TEXTS.confirmPage.invalidTitle);
  });

  it("keeps one alert per address and filters: the same again mails nothing, other filters are a second alert", async () => {
    expect(
      (await subscribe({ email: email.toUpperCase(), service: "temporary", category: "accounting" })).status,
    ).toBe(202);
    expect((await subscribe({ email })).status).toBe(202);
    await mail.waitFor((m) => m.to.includes(email) && m.text.includes(JOB_ALERT_TEXTS.allJobs));
    const rows = await rowsOf(email);
    expect(rows.map((row) => [row.service, row.category, row.status]).sort()).toEqual([
      [null, null, "pending"],
      ["temporary", "Accounting", "confirmed"],
    ]);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it("refuses a bad address or service with a message per field, and stores nothing", async () => {
    const response = await subscribe({ email: "nope", service: "plumbing" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: Record<string, string[]> };
    expect(Object.keys(body.fields).sort()).toEqual(["email", "service"]);
    expect(await rowsOf("nope")).toEqual([]);
  });
});

describe("limits", () => {
  it(`takes ${PER_CLIENT} sign-ups an hour from one client (JOB_ALERT_RATE_LIMIT_PER_HOUR), then 429 with Retry-After`, async () => {
    const client = "192.0.2.50";
    for (let i = 0; i < PER_CLIENT; i++)
      expect((await subscribe({ email: `busy-${i}@example.com` }, client)).status).toBe(202);
    const refused = await subscribe({ email: "busy-last@example.com" }, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await rowsOf("busy-last@example.com")).toEqual([]);
  });

  it(`mails one address ${MAILS_PER_RECIPIENT_PER_DAY} confirmations a day at most, from however many clients`, async () => {
    const email = "flooded@example.com";
    for (let i = 0; i < MAILS_PER_RECIPIENT_PER_DAY + 2; i++) {
      const response = await subscribe({ email, category: `Category ${i}` });
      expect(response.status).toBe(202);
    }
    // Mails go out in order: once a later one has arrived, a refused one would be there too.
    await subscribe({ email: "after-the-flood@example.com" });
    await mail.waitFor((m) => m.to.includes("after-the-flood@example.com"));
    expect(await mailsTo(email)).toHaveLength(MAILS_PER_RECIPIENT_PER_DAY);
  });
});

describe("delivery", () => {
  const matching = "matching@example.com";
  const otherCategory = "nurse@example.com";
  const unconfirmed = "unconfirmed@example.com";
  const published: { id: string; slug: string; title: string }[] = [];

  beforeAll(async () => {
    await confirmedSubscriber(matching, { service: "temporary" });
    await confirmedSubscriber(otherCategory, { category: "Nursing" });
    expect((await subscribe({ email: unconfirmed })).status).toBe(202);
  }, 60_000);

  it("mails a matching confirmed subscriber once, within a minute of the job's publication", async () => {
    const started = Date.now();
    const first = await publish(job({ title: "Payroll Clerk", service: "temporary" }));
    published.push(first);
    const message = await mail.waitFor(
      (m) =>
        m.to.includes(matching) && m.subject !== JOB_ALERT_TEXTS.mail.confirmSubject(seedCompanyProfile.name),
    );
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(message.subject).toBe(JOB_ALERT_TEXTS.mail.alertSubject(1, seedCompanyProfile.name));
    expect(message.text).toContain(
      JOB_ALERT_TEXTS.mail.alertIntro(jobAlertFiltersText({ service: "temporary", category: null })),
    );
    expect(message.text).toContain("Payroll Clerk");
    expect(message.text).toContain("Lethbridge, AB, Canada · Full-time");
    expect(message.text).toContain(`${server.url}/jobs/${first.slug}`);
    // Plain: no tracking pixel, no redirecting links.
    expect(message.html).not.toMatch(/<img/);
    expectListHeaders(message);
  });

  it("holds a second and third match the same day, drops one that closed, and lists the rest in the next day's mail", async () => {
    const second = await publish(job({ title: "Bookkeeper", service: "temporary" }));
    const third = await publish(job({ title: "Accounts Clerk", service: "temporary" }));
    const closed = await publish(job({ title: "Short-lived Role", service: "temporary" }));
    const closing = await fetch(`${server.url}/api/admin/jobs/${closed.id}`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${recruiter}` },
      body: JSON.stringify({
        ...job({ title: "Short-lived Role", service: "temporary" }),
        slug: closed.slug,
        status: "closed",
      }),
    });
    expect(closing.status).toBe(200);
    // Someone else's first alert, from the last of these publications: once it has arrived, the
    // matching subscriber's would have too.
    const witness = `witness-${n()}@example.com`;
    await confirmedSubscriber(witness, {});
    await publish(job({ title: "Receptionist", service: "virtual" }));
    await mail.waitFor(
      (m) =>
        m.to.includes(witness) && m.subject === JOB_ALERT_TEXTS.mail.alertSubject(1, seedCompanyProfile.name),
    );
    expect(await alertsTo(matching)).toHaveLength(1);

    // A day later (the last alert's moment moved back by a day), the scheduled run mails the rest.
    await server.db
      .update(jobAlertSubscriptions)
      .set({ lastSentAt: sql`${jobAlertSubscriptions.lastSentAt} - interval '1 day'` })
      .where(eq(jobAlertSubscriptions.email, matching));
    await server.runScheduled(jobAlertDeliveries);
    const digest = await mail.waitFor(
      (m) =>
        m.to.includes(matching) &&
        m.subject === JOB_ALERT_TEXTS.mail.alertSubject(2, seedCompanyProfile.name),
    );
    expect(digest.text).toContain(`${server.url}/jobs/${second.slug}`);
    expect(digest.text).toContain(`${server.url}/jobs/${third.slug}`);
    expect(digest.text).not.toContain(closed.slug);
    expect(digest.text).not.toContain("Receptionist");
    expectListHeaders(digest);
    // Nothing is left to send: another run mails nothing.
    await server.runScheduled(jobAlertDeliveries);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await alertsTo(matching)).toHaveLength(2);
  });

  it("mails nobody whose filters do not match, nor anyone unconfirmed", async () => {
    expect(await alertsTo(otherCategory)).toEqual([]);
    expect(await alertsTo(unconfirmed)).toEqual([]);
  });

  it("mails a scheduled job's subscribers when its moment comes", async () => {
    const logistics = `logistics-${n()}@example.com`;
    await confirmedSubscriber(logistics, { category: "Logistics" });
    const scheduled = job({
      title: "Dispatcher",
      category: "Logistics",
      publishedAt: new Date(Date.now() + 2000).toISOString(),
    });
    await publish(scheduled);
    expect(await alertsTo(logistics)).toEqual([]);
    const message = await mail.waitFor(
      (m) => m.to.includes(logistics) && m.text.includes("Dispatcher"),
      30_000,
    );
    expect(message.text).toContain(`${server.url}/jobs/${scheduled.slug}`);
  });

  it("unsubscribes from the mail: the page asks, one click (RFC 8058) unsubscribes, and no alert follows", async () => {
    const [message] = await alertsTo(matching);
    const link = linkIn(message ?? (await mail.waitFor(() => true)), "/api/job-alerts/unsubscribe");
    const html = await landing(await fetch(link), 200, JOB_ALERT_TEXTS.unsubscribePage.title);
    expect(html).toContain(
      JOB_ALERT_TEXTS.unsubscribePage.question("m•••@example.com", "Temporary staffing"),
    );
    expect((await rowsOf(matching))[0]).toMatchObject({ status: "confirmed" });
    // What a mail client's unsubscribe button sends.
    const oneClick = await fetch(link, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    await landing(oneClick, 200, JOB_ALERT_TEXTS.unsubscribePage.doneTitle);
    const [row] = await rowsOf(matching);
    expect(row).toMatchObject({ status: "unsubscribed" });
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
    expect((await post(link)).status).toBe(200);

    const witness = `after-${n()}@example.com`;
    await confirmedSubscriber(witness, { service: "temporary" });
    await publish(job({ title: "Late Role", service: "temporary" }));
    await mail.waitFor((m) => m.to.includes(witness) && m.text.includes("Late Role"));
    expect((await alertsTo(matching)).filter((m) => m.text.includes("Late Role"))).toEqual([]);
  });
});

describe("the admins' list", () => {
  it("shows every subscription with its filters and status to admins only", async () => {
    const list = await fetch(`${server.url}/api/admin/job-alerts?status=unsubscribed`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(list.status).toBe(200);
    const rows = (await list.json()) as Record<string, unknown>[];
    expect(rows).toEqual([
      expect.objectContaining({
        email: "matching@example.com",
        service: "temporary",
        category: null,
        status: "unsubscribed",
      }),
    ]);
    expect(rows[0]).not.toHaveProperty("unsubscribeToken");
    expect(rows[0]).not.toHaveProperty("confirmTokenHash");
    const refused = await fetch(`${server.url}/api/admin/job-alerts`, {
      headers: { authorization: `Bearer ${recruiter}` },
    });
    expect(refused.status).toBe(403);
  });
});
