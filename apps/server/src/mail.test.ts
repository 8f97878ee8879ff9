import { inquiries } from "@staffing/db";
import { COMPANY, INQUIRY_FORM, MAIL_TEXTS } from "@staffing/shared";
import { count } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { startTestServer, TestMailServer, type TestServer } from "./testing";

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
    retryPolicy: { retryLimit: 30, retryDelaySeconds: 1, retryBackoff: false, pollingIntervalSeconds: 0.5 },
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
    expect(message.text).toContain(`${server.config.publicSiteUrl}/admin/inquiries`);
    expect(message.text).toContain(COMPANY.address.street);
    expect(message.html).toContain(`href="${server.config.publicSiteUrl}/admin/inquiries"`);
    expect(message.html).toContain(COMPANY.name);
  });

  it("escapes what a visitor typed in the HTML mail", async () => {
    const response = await send({
      name: "<script>x</script>",
      email: "html@example.com",
      message: "<b>hi</b>",
    });
    const { id } = (await response.json()) as { id: string };
    const message = await mail.waitFor((m) => m.text.includes(id));
    expect(message.html).not.toContain("<script>x</script>");
    expect(message.html).toContain("&lt;b&gt;hi&lt;/b&gt;");
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

describe("without SMTP_URL", () => {
  it("warns at production start-up that staff cannot reset passwords", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "warn" }, { write: (line: string) => lines.push(line) });
    const { database } = server;
    const config = loadConfig({
      NODE_ENV: "production",
      ADMIN_EMAIL: "a@example.com",
      ADMIN_PASSWORD: "long-enough",
    });
    const app = await buildApp({ config, database, logger });
    await app.close();
    expect(lines.join("\n")).toMatch(/SMTP_URL is not set: .*staff cannot reset their passwords/);
  });
});
