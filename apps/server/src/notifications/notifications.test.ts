import type { AddressInfo } from "node:net";
import { inquiries } from "@staffing/db";
import { count } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing";

// A real SMTP server process on loopback receives the notifications.

interface Received {
  to: string[];
  raw: string;
}

class TestMailServer {
  readonly received: Received[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  async start(port = 0) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData: (stream, session, callback) => {
        let raw = "";
        stream.on("data", (chunk: Buffer) => {
          raw += chunk.toString();
        });
        stream.on("end", () => {
          this.received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server?.listen(port, "127.0.0.1", resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

async function waitFor(condition: () => boolean, timeoutMs: number) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let mail: TestMailServer;
let server: TestServer;

beforeAll(async () => {
  mail = new TestMailServer();
  await mail.start();
  server = await startTestServer({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
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
  it("e-mails staff about a new inquiry", async () => {
    const response = await send({
      name: "Grace Hopper",
      email: "grace@example.com",
      company: "Navy Labs",
      service: "virtual",
      message: "We need three virtual assistants.",
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await waitFor(() => mail.received.some((m) => m.raw.includes(id)), 15_000);
    const message = mail.received.find((m) => m.raw.includes(id));
    expect(message?.to).toEqual(["staff@example.com"]);
    expect(message?.raw).toContain("Subject: New inquiry from Grace Hopper (Navy Labs)");
    expect(message?.raw).toContain("Virtual staffing");
  });

  it("loses nothing while the mail server is down, and delivers each notification once when it returns", async () => {
    const before = await storedInquiries();
    const port = mail.port;
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
    await mail.start(port);
    await waitFor(() => ids.every((id) => mail.received.some((m) => m.raw.includes(id))), 30_000);
    await new Promise((resolve) => setTimeout(resolve, 2000)); // room for any duplicate to show up
    for (const id of ids) expect(mail.received.filter((m) => m.raw.includes(id))).toHaveLength(1);
  });

  it("stores nothing and sends nothing for a bot that fills the hidden field", async () => {
    const before = await storedInquiries();
    const sent = mail.received.length;
    const response = await send({ name: "Bot", email: "bot@example.com", website: "http://spam.example" });
    expect(response.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await storedInquiries()).toBe(before);
    expect(mail.received.length).toBe(sent);
  });
});
