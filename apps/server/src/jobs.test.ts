import { createUser } from "@staffing/auth";
import { inquiries, inquiryNotifications } from "@staffing/db";
import { COMPANY, MAIL_TEXTS, SET_PASSWORD_PATH } from "@staffing/shared";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supabaseClient } from "./accounts/helpers";
import { accessToken, startTestServer, TEST_ADMIN, TestMailServer, type TestServer } from "./testing";
import { TestReceiver } from "./webhooks/test-receiver.testing";

// Issue 32, point 1: the job system keeps its order of importance and keeps one slow receiver to
// itself, against a real SMTP server process and real HTTP receivers.

let mail: TestMailServer;
let receiver: TestReceiver;
let server: TestServer;

beforeAll(async () => {
  // 20 ms to accept each mail: the site's 5 connections take some 250 a second, so the backlog below
  // is still waiting when the reset is asked for.
  mail = await new TestMailServer({ delayMs: 20 }).start();
  receiver = await new TestReceiver().start();
  server = await startTestServer({
    env: {
      SMTP_URL: mail.smtpUrl,
      NOTIFY_EMAIL: "staff@example.com",
      // Only the staff notifications: the backlog below is 5,000 of them.
      INQUIRY_ACK_EMAIL: "false",
      INQUIRY_RATE_LIMIT_PER_HOUR: "100000",
      WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
    },
    retryPolicy: { limit: 30, delaySeconds: 1, backoff: false },
    webhookRetryPolicy: { limit: 3, delaySeconds: 1, backoff: false },
  });
}, 180_000);
afterAll(async () => {
  await server?.close();
  await receiver?.stop();
  await mail?.stop();
});

const sendInquiry = (body: object) =>
  fetch(`${server.url}/api/inquiries`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("a receiver that never answers", () => {
  it("does not delay the deliveries to another receiver: the healthy one gets every event within 5 s", async () => {
    const admin = await accessToken(server, TEST_ADMIN.email, TEST_ADMIN.password);
    for (const path of ["/hangs", "/healthy"]) {
      const added = await fetch(`${server.url}/api/admin/webhooks`, {
        method: "POST",
        headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
        body: JSON.stringify({ url: receiver.url(path), events: ["inquiry.created"] }),
      });
      expect(added.status).toBe(201);
    }
    receiver.hang("/hangs");

    const events = 20;
    for (let i = 0; i < events; i++)
      expect((await sendInquiry({ name: `Isolated ${i}`, email: `isolated${i}@example.com` })).status).toBe(
        201,
      );
    const sent = Date.now();
    const healthy = await receiver.waitFor("/healthy", events, 5_000);
    expect(Date.now() - sent).toBeLessThan(5_000);
    expect(new Set(healthy.map((request) => request.headers["webhook-id"])).size).toBe(events);
    // The one that hangs holds at most its own 4 workers meanwhile.
    expect(receiver.open).toBeLessThanOrEqual(4);
    expect(receiver.at("/hangs").length).toBeLessThanOrEqual(4);
  }, 60_000);

  it("tries an attempt that timed out again under the same webhook-id", async () => {
    // A receiver of its own with one event, so nothing else of its group is ahead of the retry: the
    // attempt times out after 10 s, its group rests 2 s, the retry is due 1 s later (the test's
    // policy) and is fetched at the next poll: some 15 s, a minute on a busy machine.
    const admin = await accessToken(server, TEST_ADMIN.email, TEST_ADMIN.password);
    const added = await fetch(`${server.url}/api/admin/webhooks`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      body: JSON.stringify({ url: receiver.url("/silent"), events: ["inquiry.created"] }),
    });
    expect(added.status).toBe(201);
    receiver.hang("/silent");
    expect((await sendInquiry({ name: "Silent", email: "silent@example.com" })).status).toBe(201);

    const [first] = await receiver.waitFor("/silent", 1, 15_000);
    const attempts = await receiver.waitFor("/silent", 2, 60_000);
    expect(attempts.map((request) => request.headers["webhook-id"])).toEqual([
      first?.headers["webhook-id"],
      first?.headers["webhook-id"],
    ]);
  }, 90_000);
});

describe("account mails behind a backlog", () => {
  it("sends a password reset within 10 s while 5,000 notification jobs are waiting", async () => {
    const email = "reset-in-a-hurry@example.com";
    await createUser(server.db, { email, username: "hurry", role: "editor", password: "hurry-password-1" });
    // 5,000 inquiries whose notifications are due, as if they had arrived together; the next inquiry
    // wakes the notifier, which queues a notification job for each.
    const stored = await server.db
      .insert(inquiries)
      .values(
        Array.from({ length: 5000 }, (_, i) => ({ name: `Burst ${i}`, email: `burst${i}@example.com` })),
      )
      .returning({ id: inquiries.id });
    await server.db.insert(inquiryNotifications).values(stored.map(({ id }) => ({ inquiryId: id })));
    expect((await sendInquiry({ name: "Wake", email: "wake@example.com" })).status).toBe(201);
    const due = async () => (await server.db.select({ n: count() }).from(inquiryNotifications))[0]?.n ?? 0;
    const queuedBy = Date.now() + 60_000;
    while ((await due()) > 0 && Date.now() < queuedBy)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await due()).toBe(0);
    const notifications = () => mail.count("staff@example.com");
    expect(await notifications()).toBeLessThan(4000);

    const asked = Date.now();
    await supabaseClient(server.url).auth.resetPasswordForEmail(email, {
      redirectTo: `${server.url}${SET_PASSWORD_PATH}`,
    });
    let reset = (await mail.messages(email))[0];
    while (!reset && Date.now() - asked < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      reset = (await mail.messages(email))[0];
    }
    expect(Date.now() - asked).toBeLessThan(10_000);
    expect(reset?.subject).toBe(MAIL_TEXTS.recovery.subject(COMPANY.name));
    // It went ahead of the backlog, which was still draining.
    expect(await notifications()).toBeLessThan(5000);
  }, 120_000);
});
