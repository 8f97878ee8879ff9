import { createUser } from "@staffing/auth";
import { authOneTimeTokens, inquiries } from "@staffing/db";
import { MAIL_LOG_LINES, MAILS_PER_RECIPIENT_PER_DAY } from "@staffing/mail";
import {
  COMPANY,
  type CompanyProfile,
  canonicalMailbox,
  INQUIRY_FORM,
  INQUIRY_RESPONSE_HOURS_DEFAULT,
  MAIL_TEXTS,
  SET_PASSWORD_PATH,
} from "@staffing/shared";
import { count, eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supabaseClient } from "./accounts/helpers";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import {
  accessToken,
  type ReceivedMail,
  startTestServer,
  TEST_ADMIN,
  TestMailServer,
  type TestServer,
} from "./testing";

// Every mail goes through the job queue to a real SMTP server process (test-mail-server.mjs).

let mail: TestMailServer;
let server: TestServer;

beforeAll(async () => {
  mail = await new TestMailServer().start();
  server = await startTestServer({
    env: {
      SMTP_URL: mail.smtpUrl,
      NOTIFY_EMAIL: "staff@example.com",
      INQUIRY_RATE_LIMIT_PER_HOUR: "1000",
    },
    retryPolicy: { limit: 30, delaySeconds: 1, backoff: false },
  });
});
afterAll(async () => {
  await server?.close();
  await mail?.stop();
});

const send = (body: Record<string, unknown>) =>
  fetch(`${server.url}/api/inquiries`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/**
 * The company's name, postal address (Canada's anti-spam law asks for the sender's), main phone and
 * e-mail, as seeded in its profile, in both parts.
 */
function expectCompanyNameAndAddress(message: ReceivedMail) {
  const { name, address, phones, emails } = COMPANY;
  for (const part of [message.text, message.html]) {
    for (const line of [
      name,
      address.street,
      address.city,
      address.region,
      address.postalCode,
      address.country,
      phones[0],
      emails[0],
    ]) {
      expect(part).toContain(line);
    }
  }
}

const storedInquiries = async () => (await server.db.select({ n: count() }).from(inquiries))[0]?.n ?? 0;

describe("inquiry notifications", () => {
  it("e-mails staff about a new inquiry, in text and HTML, with the company's name and address", async () => {
    const response = await send({
      name: "Grace Hopper",
      email: "grace@example.com",
      company: "Navy Labs",
      service: "virtual",
      message: "We need three virtual assistants.",
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const message = await mail.waitFor((m) => m.text.includes(id));
    expect(message.to).toEqual(["staff@example.com"]);
    expect(message.subject).toBe(MAIL_TEXTS.inquiry.subject("Grace Hopper", "Navy Labs"));
    expect(message.replyTo).toContain("grace@example.com");
    expect(message.text).toContain(INQUIRY_FORM.serviceLabels.virtual);
    // One button, straight to the inquiry's own page in the admin.
    expect(message.text).toContain(`${server.config.publicSiteUrl}/admin/inquiries/${id}`);
    expect(message.text).toContain(COMPANY.address.street);
    expect(message.html).toContain(`href="${server.config.publicSiteUrl}/admin/inquiries/${id}"`);
    expect(message.html).toContain(COMPANY.name);
  });

  it("loses nothing while the mail server is down, and delivers each notification once when it returns", async () => {
    const before = await storedInquiries();
    await mail.stop();

    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const started = Date.now();
      const response = await send({ name: `Outage ${i}`, email: `outage${i}@example.com` });
      expect(response.status).toBe(201);
      // The answer does not wait for the mail server.
      expect(Date.now() - started).toBeLessThan(2000);
      ids.push(((await response.json()) as { id: string }).id);
    }
    expect(await storedInquiries()).toBe(before + 5);

    await new Promise((resolve) => setTimeout(resolve, 2500)); // some deliveries fail meanwhile
    await mail.start(); // the same port again
    for (const id of ids) await mail.waitFor((m) => m.text.includes(id), 30_000);
    await new Promise((resolve) => setTimeout(resolve, 2000)); // room for any duplicate to show up
    const received = await mail.messages();
    for (const id of ids) expect(received.filter((m) => m.text.includes(id))).toHaveLength(1);
  });

  it("stores nothing and sends nothing for a bot that fills the hidden field", async () => {
    const before = await storedInquiries();
    const sent = (await mail.messages()).length;
    const response = await send({ name: "Bot", email: "bot@example.com", website: "http://spam.example" });
    expect(response.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await storedInquiries()).toBe(before);
    expect((await mail.messages()).length).toBe(sent);
  });
});

describe("the acknowledgement to the inquiry's sender", () => {
  const T = MAIL_TEXTS.inquiryAcknowledgement;
  const acknowledgementsTo = async (email: string) =>
    (await mail.messages()).filter(
      (m) => m.to.some((to) => to.toLowerCase() === email) && m.subject === T.subject(COMPANY.name),
    );
  /** Sends an inquiry and waits until staff were told of it: its mails are queued by then. */
  const sendAndWaitForNotification = async (body: Record<string, unknown>) => {
    const response = await send(body);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await mail.waitFor((m) => m.text.includes(id));
    return id;
  };
  // Queued with the notification, it may go out a moment after it.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));

  it("thanks them, says what happens next and the 24-hour promise, with the company's contacts, untracked", async () => {
    const email = "ack-facts@example.com";
    await send({ name: "Ack Sender", email, company: "Ack Corp", message: "Call me about the offer" });
    const message = await mail.waitFor((m) => m.to.includes(email));
    expect(message.subject).toBe(T.subject(COMPANY.name));
    const profile = (await (await fetch(`${server.url}/api/site`)).json()) as CompanyProfile;
    expect(profile.hours.length).toBeGreaterThan(0);
    for (const part of [message.text, message.html]) {
      expect(part).toContain(T.intro(COMPANY.name));
      expect(part).toContain(T.next);
      expect(part).toContain(T.promise(INQUIRY_RESPONSE_HOURS_DEFAULT));
      for (const phone of profile.phones) expect(part).toContain(phone.number);
      for (const address of profile.emails) expect(part).toContain(address.address);
    }
    for (const line of profile.hours) expect(message.text).toContain(line);
    expectCompanyNameAndAddress(message);
    // Replies reach a person at the company.
    expect(message.replyTo).toContain(COMPANY.emails[0]);
    // No tracking: no image, no link at all; and none of the visitor's words travel back.
    expect(message.html).not.toMatch(/<img|href=|src=/i);
    for (const typed of ["Ack Sender", "Ack Corp", "Call me about the offer"]) {
      expect(message.text).not.toContain(typed);
      expect(message.html).not.toContain(typed);
    }
  });

  it("sends one for an inquiry sent twice with the same key", async () => {
    const email = "ack-twice@example.com";
    const body = { name: "Twice", email, idempotencyKey: "form-ack-twice-0123456789" };
    await sendAndWaitForNotification(body);
    expect((await send(body)).status).toBe(201);
    await settle();
    expect(await acknowledgementsTo(email)).toHaveLength(1);
  });

  it("sends none for a bot's inquiry, which is dropped", async () => {
    const email = "ack-bot@example.com";
    expect((await send({ name: "Bot", email, website: "http://spam.example" })).status).toBe(201);
    // A real inquiry after it: once its mails are out, the bot's would have been too.
    await sendAndWaitForNotification({ name: "After the bot", email: "ack-after-bot@example.com" });
    await settle();
    expect((await mail.messages()).filter((m) => m.to.includes(email))).toEqual([]);
  });

  it(`sends at most ${MAILS_PER_RECIPIENT_PER_DAY} a day to one address, however many inquiries name it`, async () => {
    const email = "ack-flood@example.com";
    for (let i = 0; i <= MAILS_PER_RECIPIENT_PER_DAY; i++) {
      // Each a new inquiry, stored and announced to staff.
      await sendAndWaitForNotification({ name: `Flood ${i}`, email: i % 2 ? email : email.toUpperCase() });
    }
    await settle();
    expect(await acknowledgementsTo(email)).toHaveLength(MAILS_PER_RECIPIENT_PER_DAY);
    expect(await server.db.select().from(inquiries).where(eq(inquiries.email, email))).toHaveLength(2);
  });

  // Issue 31: `victim+1@`, `victim+2@` ... once reached one mailbox 25 times.
  it(`sends one mailbox at most ${MAILS_PER_RECIPIENT_PER_DAY} a day, however its address is spelled (+tags, dots at Gmail, letter case)`, async () => {
    const spellings = Array.from(
      { length: 25 },
      (_, i) =>
        [`ack.victim+${i}@gmail.com`, `Ack.Victim+x${i}@googlemail.com`, `ackvictim+${i}@Gmail.com`][i % 3] ??
        "",
    );
    for (const [i, email] of spellings.entries()) {
      await sendAndWaitForNotification({ name: `Plus ${i}`, email });
    }
    await settle();
    const reached = (await mail.messages()).filter(
      (m) =>
        m.subject === T.subject(COMPANY.name) &&
        m.to.some((to) => canonicalMailbox(to) === "ackvictim@gmail.com"),
    );
    expect(reached).toHaveLength(MAILS_PER_RECIPIENT_PER_DAY);
  }, 120_000);

  it("sends none with INQUIRY_ACK_EMAIL=false, while staff are still notified", async () => {
    const quiet = await startTestServer({
      env: { SMTP_URL: mail.smtpUrl, NOTIFY_EMAIL: "staff@example.com", INQUIRY_ACK_EMAIL: "false" },
      retryPolicy: { limit: 30, delaySeconds: 1, backoff: false },
    });
    try {
      const email = "ack-off@example.com";
      const response = await fetch(`${quiet.url}/api/inquiries`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Quiet", email }),
      });
      const { id } = (await response.json()) as { id: string };
      await mail.waitFor((m) => m.text.includes(id));
      await settle();
      expect((await mail.messages()).filter((m) => m.to.includes(email))).toEqual([]);
    } finally {
      await quiet.close();
    }
    // A second server starts on its own database: slow on a loaded machine.
  }, 120_000);
});

describe("the account and newsletter mails", () => {
  it("the password-reset mail carries the company's name and address, in text and HTML", async () => {
    const email = "reset-footer@example.com";
    await createUser(server.db, {
      email,
      username: "reset-footer",
      role: "editor",
      password: "footer-password-1",
    });
    await supabaseClient(server.url).auth.resetPasswordForEmail(email, {
      redirectTo: `${server.url}${SET_PASSWORD_PATH}`,
    });
    const message = await mail.waitFor((m) => m.to.includes(email));
    expect(message.subject).toBe(MAIL_TEXTS.recovery.subject(COMPANY.name));
    expectCompanyNameAndAddress(message);
  });

  it("the invite mail carries the company's name and address, in text and HTML", async () => {
    const email = "invite-footer@example.com";
    const admin = await accessToken(server, TEST_ADMIN.email, TEST_ADMIN.password);
    const invited = await fetch(`${server.url}/api/admin/users`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      body: JSON.stringify({ email, username: "invite-footer", role: "editor" }),
    });
    expect(invited.status).toBe(201);
    const message = await mail.waitFor((m) => m.to.includes(email));
    expect(message.subject).toBe(MAIL_TEXTS.invite.subject(COMPANY.name));
    expectCompanyNameAndAddress(message);
  });

  it("the newsletter confirmation mail carries the company's name and address, in text and HTML", async () => {
    const email = "newsletter-footer@example.com";
    const subscribed = await fetch(`${server.url}/api/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, source: "footer" }),
    });
    expect(subscribed.status).toBe(202);
    const message = await mail.waitFor((m) => m.to.includes(email));
    expect(message.subject).toBe(MAIL_TEXTS.newsletterConfirmation.subject(COMPANY.name));
    expectCompanyNameAndAddress(message);
  });
});

describe("the company profile in every mail", () => {
  it("signs a mail composed after the profile changed with the new name, phone and head office", async () => {
    const admin = await accessToken(server, TEST_ADMIN.email, TEST_ADMIN.password);
    const before = (await (await fetch(`${server.url}/api/site`)).json()) as CompanyProfile;
    const [headOffice, ...branches] = before.offices;
    const changed: CompanyProfile = {
      ...before,
      name: "Northbridge Talent",
      phones: [{ label: "Main office", number: "+1 (780) 555-0177" }, ...before.phones.slice(1)],
      offices: headOffice ? [{ ...headOffice, street: "200 Jasper Avenue" }, ...branches] : [],
    };
    const saved = await fetch(`${server.url}/api/admin/site`, {
      method: "PUT",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      body: JSON.stringify(changed),
    });
    expect(saved.status).toBe(200);
    try {
      const response = await send({ name: "Ada Lovelace", email: "ada-profile@example.com" });
      const { id } = (await response.json()) as { id: string };
      const message = await mail.waitFor((m) => m.text.includes(id));
      for (const part of [message.text, message.html]) {
        expect(part).toContain("+1 (780) 555-0177");
        expect(part).toContain("Northbridge Talent");
        expect(part).toContain("200 Jasper Avenue");
        expect(part).not.toContain(COMPANY.phones[0]);
      }
      expect(message.text).toContain(MAIL_TEXTS.inquiry.intro("Northbridge Talent"));
    } finally {
      await fetch(`${server.url}/api/admin/site`, {
        method: "PUT",
        headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
        body: JSON.stringify(before),
      });
    }
  });
});

describe("without SMTP_URL", () => {
  it("names the mail in the log in development, without its link or code (logs never hold a secret)", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    const development = await startTestServer({
      env: { NODE_ENV: "development" },
      logger,
      retryPolicy: { limit: 5, delaySeconds: 1, backoff: false },
    });
    try {
      const email = "logged-reset@example.com";
      const user = await createUser(development.db, {
        email,
        username: "logged",
        role: "editor",
        password: "logged-password-1",
      });
      const landing = `${development.url}${SET_PASSWORD_PATH}`;
      expect(
        await supabaseClient(development.url).auth.resetPasswordForEmail(email, { redirectTo: landing }),
      ).toEqual({ data: {}, error: null });

      const logged = async () =>
        lines
          .map((line) => JSON.parse(line) as { to?: string; subject?: string; msg: string })
          .find((entry) => entry.to === email);
      await expect.poll(logged, { timeout: 15_000 }).toBeDefined();
      expect(await logged()).toMatchObject({
        subject: MAIL_TEXTS.recovery.subject(COMPANY.name),
        msg: MAIL_LOG_LINES.logged,
      });
      // The link was made (its token is stored, hashed), but neither it nor the code is in any line.
      const [issued] = await development.db
        .select({ id: authOneTimeTokens.id })
        .from(authOneTimeTokens)
        .where(eq(authOneTimeTokens.userId, user.id));
      expect(issued).toBeDefined();
      const text = lines.join("\n").replace(/"(pid|time|ms)":[\d.]+/g, "");
      expect(text).not.toMatch(/\/auth\/v1\/verify\?|\b\d{6}\b/);
    } finally {
      await development.close();
    }
  });

  it("warns at production start-up that staff cannot reset passwords", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "warn" }, { write: (line: string) => lines.push(line) });
    const { database } = server;
    const config = loadConfig({
      NODE_ENV: "production",
      PUBLIC_SITE_URL: "https://www.example.com",
      ADMIN_EMAIL: "a@example.com",
      ADMIN_PASSWORD: "long-enough",
    });
    const app = await buildApp({ config, database, logger });
    await app.close();
    expect(lines.join("\n")).toMatch(/SMTP_URL is not set: .*staff cannot reset their passwords/);
  });
});
