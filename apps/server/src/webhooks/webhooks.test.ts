import { createHash } from "node:crypto";
import { auditLog, newsletterSubscribers, webhooks } from "@staffing/db";
import { WEBHOOK_MESSAGES } from "@staffing/shared";
import { and, eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, tokensForEveryRole } from "../testing";
import { TestReceiver } from "./test-receiver.testing";

// Issue 21, point 4: webhooks for the company's other tools, against a real HTTP receiver.

const DAY_MS = 24 * 60 * 60 * 1000;
let server: TestServer;
let receiver: TestReceiver;
let tokens: Awaited<ReturnType<typeof tokensForEveryRole>>;
// The clock the failure bookkeeping reads: a test moves it on by days.
let clock = new Date();

beforeAll(async () => {
  receiver = await new TestReceiver().start();
  server = await startTestServer({
    // The receiver listens on loopback, as a tool on the same machine would.
    env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" },
    webhookRetryPolicy: { limit: 3, delaySeconds: 1, backoff: false },
    webhookClock: () => clock,
  });
  tokens = await tokensForEveryRole(server, "role-password-1");
});
afterAll(async () => {
  await server?.close();
  await receiver?.stop();
});

const api = (path: string, init: { method?: string; body?: unknown; token?: string | null } = {}) =>
  fetch(`${server.url}/api/admin${path}`, {
    method: init.method ?? "GET",
    headers: {
      ...(init.token !== null && { authorization: `Bearer ${init.token ?? tokens.admin}` }),
      ...(init.body !== undefined && { "content-type": "application/json" }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

interface CreatedWebhook {
  id: string;
  url: string;
  events: string[];
  description: string | null;
  secret: string;
  disabledAt: string | null;
}

async function addWebhook(path: string, events: string[], description?: string): Promise<CreatedWebhook> {
  const response = await api("/webhooks", {
    method: "POST",
    body: { url: receiver.url(path), events, description },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as CreatedWebhook;
}

interface Delivery {
  webhookId: string;
  messageId: string;
  eventType: string;
  attempt: number;
  statusCode: number | null;
  succeeded: boolean;
  error: string | null;
  attemptedAt: string;
}

async function deliveries(id: string): Promise<Delivery[]> {
  const response = await api(`/webhooks/${id}/deliveries`);
  expect(response.status).toBe(200);
  return (await response.json()) as Delivery[];
}

/** Waits until the webhook's deliveries list holds `count` attempts (newest first). */
async function waitForDeliveries(id: string, count: number): Promise<Delivery[]> {
  const started = Date.now();
  for (;;) {
    const list = await deliveries(id);
    if (list.length >= count) return list;
    if (Date.now() - started > 20_000) throw new Error(`${list.length} of ${count} deliveries recorded`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** An answer's fields the tests read: a webhook's, or a refusal's. */
interface Answer {
  url?: string;
  disabledAt?: string | null;
  fields: Record<string, string[]>;
}
const answerOf = async (response: Response) => (await response.json()) as Answer;

const sendInquiry = (body: object) =>
  fetch(`${server.url}/api/inquiries`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("managing webhooks", () => {
  it("adds a webhook and shows its whsec_ secret once; the list and the webhook never show it again", async () => {
    const created = await addWebhook("/crm", ["inquiry.created", "inquiry.updated"], "Our CRM");
    expect(created).toMatchObject({
      url: receiver.url("/crm"),
      events: ["inquiry.created", "inquiry.updated"],
      description: "Our CRM",
      disabledAt: null,
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(created.secret.slice("whsec_".length), "base64").length).toBeGreaterThanOrEqual(24);

    const list = await (await api("/webhooks")).text();
    expect(list).toContain(created.id);
    const one = await (await api(`/webhooks/${created.id}`)).text();
    for (const answer of [list, one]) {
      expect(answer).not.toContain(created.secret.slice(6));
      expect(answer).not.toMatch(/secret/i);
    }
    // Kept encrypted at rest: the table does not hold the secret as it was shown.
    const [row] = await server.db.select().from(webhooks).where(eq(webhooks.id, created.id));
    expect(row?.encryptedSecret).not.toContain(created.secret.slice(6));
  });

  it("changes and deletes a webhook, each change in the audit log without its secret", async () => {
    const created = await addWebhook("/change-me", ["post.published"]);
    const changed = await api(`/webhooks/${created.id}`, {
      method: "PUT",
      body: {
        url: receiver.url("/changed"),
        events: ["page.published", "post.published"],
        description: "Site feed",
      },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      url: receiver.url("/changed"),
      events: ["page.published", "post.published"],
      description: "Site feed",
    });
    expect((await api(`/webhooks/${created.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await api(`/webhooks/${created.id}`)).status).toBe(404);
    expect((await api(`/webhooks/${created.id}/deliveries`)).status).toBe(404);

    const entries = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "webhook"), eq(auditLog.entityId, created.id)));
    expect(entries.map((entry) => entry.action).sort()).toEqual(["create", "delete", "update"]);
    expect(JSON.stringify(entries)).not.toContain(created.secret.slice(6));
  });

  it("refuses bad input with 400 naming the field, and stores nothing", async () => {
    const before = (await server.db.select().from(webhooks)).length;
    const cases: [object, string][] = [
      [{ url: "ftp://example.com/x", events: ["inquiry.created"] }, "url"],
      [{ url: "not a url", events: ["inquiry.created"] }, "url"],
      [{ url: "https://user:pw@example.com/x", events: ["inquiry.created"] }, "url"],
      [{ events: ["inquiry.created"] }, "url"],
      [{ url: receiver.url("/x"), events: [] }, "events"],
      [{ url: receiver.url("/x"), events: ["inquiry.deleted"] }, "events"],
    ];
    for (const [body, field] of cases) {
      const response = await api("/webhooks", { method: "POST", body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { error: string; fields: Record<string, string[]> };
      expect(answer.error).toBe("validation_error");
      expect(
        Object.keys(answer.fields).some((name) => name.startsWith(field)),
        JSON.stringify(answer),
      ).toBe(true);
    }
    expect((await server.db.select().from(webhooks)).length).toBe(before);
  });

  it("refuses link-local and metadata addresses even where private targets are allowed", async () => {
    for (const url of [
      "http://169.254.169.254/latest/meta-data",
      "http://[fd00:ec2::254]/",
      "http://[fe80::1]/",
    ]) {
      const response = await api("/webhooks", { method: "POST", body: { url, events: ["post.published"] } });
      expect(response.status, url).toBe(400);
      expect((await answerOf(response)).fields.url).toEqual([WEBHOOK_MESSAGES.targetLinkLocal]);
    }
    const created = await addWebhook("/ok", ["post.published"]);
    const moved = await api(`/webhooks/${created.id}`, {
      method: "PUT",
      body: { url: "http://169.254.169.254/", events: ["post.published"] },
    });
    expect(moved.status).toBe(400);
    expect((await answerOf(await api(`/webhooks/${created.id}`))).url).toBe(receiver.url("/ok"));
  });

  it("is for admins only: an editor and an SEO manager get 403, nobody signed in 401, and nothing changes", async () => {
    const created = await addWebhook("/roles", ["post.published"]);
    const body = { url: receiver.url("/mine"), events: ["post.published"] };
    for (const token of [tokens.editor, tokens.seo_manager]) {
      expect((await api("/webhooks", { token })).status).toBe(403);
      expect((await api("/webhooks", { method: "POST", body, token })).status).toBe(403);
      expect((await api(`/webhooks/${created.id}`, { method: "PUT", body, token })).status).toBe(403);
      expect((await api(`/webhooks/${created.id}`, { method: "DELETE", token })).status).toBe(403);
      expect((await api(`/webhooks/${created.id}/test`, { method: "POST", token })).status).toBe(403);
      expect((await api(`/webhooks/${created.id}/deliveries`, { token })).status).toBe(403);
    }
    expect((await api("/webhooks", { token: null })).status).toBe(401);
    expect((await api(`/webhooks/${created.id}`)).status).toBe(200);
    expect(receiver.at("/mine")).toHaveLength(0);
  });
});

describe("delivering events", () => {
  it("POSTs inquiry.created to the receiver once the inquiry is stored, signed per Standard Webhooks", async () => {
    const hook = await addWebhook("/leads", ["inquiry.created"]);
    const response = await sendInquiry({
      name: "Grace Hopper",
      email: "grace@example.com",
      company: "Navy",
      message: "We need ten engineers.",
      idempotencyKey: "webhook-test-key-1",
    });
    expect(response.status).toBe(201);
    const [request] = await receiver.waitFor("/leads");
    if (!request) throw new Error("nothing arrived");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["webhook-id"]).toMatch(/^msg_/);
    expect(request.headers["webhook-signature"]).toMatch(/^v1,/);
    // What a receiver does: verify the raw body against the headers with the secret it was shown.
    const payload = new Webhook(hook.secret).verify(request.body, request.headers) as {
      type: string;
      timestamp: string;
      data: Record<string, unknown>;
    };
    expect(payload.type).toBe("inquiry.created");
    expect(Number.isNaN(Date.parse(payload.timestamp))).toBe(false);
    expect(payload.data).toMatchObject({
      name: "Grace Hopper",
      email: "grace@example.com",
      company: "Navy",
      message: "We need ten engineers.",
      status: "new",
    });
    // Signed with another secret, it does not verify.
    const other = new Webhook(`whsec_${Buffer.alloc(32, 7).toString("base64")}`);
    expect(() => other.verify(request.body, request.headers)).toThrow();

    // The same form again (its key), and a bot's: no new inquiry, so no new event.
    await sendInquiry({
      name: "Grace Hopper",
      email: "grace@example.com",
      idempotencyKey: "webhook-test-key-1",
    });
    await sendInquiry({ name: "Bot", email: "bot@example.com", website: "http://spam.example" });
    await sendInquiry({ name: "Ada", email: "ada@example.com" });
    const arrived = await receiver.waitFor("/leads", 2);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.at("/leads")).toHaveLength(2);
    expect(JSON.parse(arrived[1]?.body ?? "{}").data.name).toBe("Ada");

    const [delivery] = await waitForDeliveries(hook.id, 2);
    expect(delivery).toMatchObject({
      webhookId: hook.id,
      eventType: "inquiry.created",
      attempt: 1,
      statusCode: 200,
      succeeded: true,
      error: null,
    });
  });

  it("sends inquiry.updated when staff change an inquiry's status", async () => {
    const hook = await addWebhook("/updates", ["inquiry.updated"]);
    const stored = (await (await sendInquiry({ name: "Linus", email: "linus@example.com" })).json()) as {
      id: string;
    };
    const changed = await api(`/inquiries/${stored.id}`, { method: "PUT", body: { status: "in_progress" } });
    expect(changed.status).toBe(200);
    const [request] = await receiver.waitFor("/updates");
    const payload = new Webhook(hook.secret).verify(request?.body ?? "", request?.headers ?? {}) as {
      type: string;
      data: { id: string; status: string; changes: unknown };
    };
    expect(payload.type).toBe("inquiry.updated");
    expect(payload.data).toMatchObject({
      id: stored.id,
      status: "in_progress",
      changes: { status: { before: "new", after: "in_progress" } },
    });
  });

  it("sends one inquiry.updated naming both changes when one request assigns and changes the status", async () => {
    const hook = await addWebhook("/both", ["inquiry.updated"]);
    const stored = (await (await sendInquiry({ name: "Ada", email: "ada@example.com" })).json()) as {
      id: string;
    };
    const staff = (await (await api("/users")).json()) as { id: string; role: string }[];
    const admin = staff.find((member) => member.role === "admin");
    const changed = await api(`/inquiries/${stored.id}`, {
      method: "PUT",
      body: { status: "closed", assigneeId: admin?.id },
    });
    expect(changed.status).toBe(200);
    const [request] = await receiver.waitFor("/both");
    const payload = new Webhook(hook.secret).verify(request?.body ?? "", request?.headers ?? {}) as {
      data: { status: string; changes: unknown };
    };
    expect(payload.data).toMatchObject({
      status: "closed",
      changes: {
        status: { before: "new", after: "closed" },
        assigneeId: { before: null, after: admin?.id },
      },
    });
    // A second event would have come with the first (one transaction, one queue).
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(receiver.at("/both")).toHaveLength(1);
  });

  it("sends post.published when a post is published, and when a scheduled one goes live", async () => {
    await addWebhook("/posts", ["post.published"]);
    const now = await api("/blog", {
      method: "POST",
      body: { title: "Hiring in 2027", slug: "hiring-in-2027", content: "<p>Soon.</p>", isPublished: true },
    });
    expect(now.status).toBe(201);
    const [first] = await receiver.waitFor("/posts");
    expect(JSON.parse(first?.body ?? "{}")).toMatchObject({
      type: "post.published",
      data: { slug: "hiring-in-2027", path: "/blog/hiring-in-2027" },
    });
    // A draft is no event.
    await api("/blog", { method: "POST", body: { title: "Draft", slug: "a-draft", content: "<p>x</p>" } });
    const publishAt = new Date(Date.now() + 2000).toISOString();
    const later = await api("/blog", {
      method: "POST",
      body: {
        title: "Later",
        slug: "later-post",
        content: "<p>Later.</p>",
        isPublished: true,
        publishedAt: publishAt,
      },
    });
    expect(later.status).toBe(201);
    expect(receiver.at("/posts")).toHaveLength(1);
    const arrived = await receiver.waitFor("/posts", 2);
    expect(JSON.parse(arrived[1]?.body ?? "{}")).toMatchObject({
      type: "post.published",
      data: { slug: "later-post" },
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.at("/posts")).toHaveLength(2);
  });

  it("sends page.published for a page published, and subscriber.confirmed when a subscriber confirms", async () => {
    await addWebhook("/site", ["page.published", "subscriber.confirmed"]);
    const page = await api("/pages", {
      method: "POST",
      body: { title: "Open roles", slug: "open-roles", content: "<p>Join us.</p>", isPublished: true },
    });
    expect(page.status).toBe(201);
    const [published] = await receiver.waitFor("/site");
    expect(JSON.parse(published?.body ?? "{}")).toMatchObject({
      type: "page.published",
      data: { title: "Open roles", slug: "open-roles", path: "/open-roles" },
    });

    // A pending subscriber with a link's token, as the confirmation mail would carry it.
    const token = "confirm-token-for-webhook-test";
    await server.db.insert(newsletterSubscribers).values({
      email: "webhook-reader@example.com",
      confirmTokenHash: createHash("sha256").update(token).digest("hex"),
      confirmTokenExpiresAt: new Date(Date.now() + DAY_MS),
    });
    const confirmed = await fetch(`${server.url}/trpc/newsletter.confirm`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token }),
    });
    expect(confirmed.status).toBe(200);
    const arrived = await receiver.waitFor("/site", 2);
    expect(JSON.parse(arrived[1]?.body ?? "{}")).toMatchObject({
      type: "subscriber.confirmed",
      data: { email: "webhook-reader@example.com" },
    });
    // A second click confirms nothing new, and tells nobody again.
    await fetch(`${server.url}/trpc/newsletter.confirm`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token }),
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.at("/site")).toHaveLength(2);
  });

  it("retries a failed delivery under the same webhook-id, and lists every attempt", async () => {
    const hook = await addWebhook("/flaky", ["inquiry.created"]);
    receiver.answer("/flaky", { status: 500 }, { status: 200 });
    await sendInquiry({ name: "Retry", email: "retry@example.com" });
    const [failed, retried] = await receiver.waitFor("/flaky", 2);
    expect(retried?.headers["webhook-id"]).toBe(failed?.headers["webhook-id"]);
    // Each attempt is signed afresh, and each verifies.
    for (const request of [failed, retried])
      expect(() =>
        new Webhook(hook.secret).verify(request?.body ?? "", request?.headers ?? {}),
      ).not.toThrow();

    const list = await waitForDeliveries(hook.id, 2);
    expect(list.map(({ attempt, statusCode, succeeded }) => ({ attempt, statusCode, succeeded }))).toEqual([
      { attempt: 2, statusCode: 200, succeeded: true },
      { attempt: 1, statusCode: 500, succeeded: false },
    ]);
    expect(list[1]?.error).toBe("The receiver answered 500.");
    expect(new Set(list.map((delivery) => delivery.messageId))).toEqual(
      new Set([failed?.headers["webhook-id"]]),
    );
  });

  it("treats a redirect as a failure and does not follow it", async () => {
    const hook = await addWebhook("/moved", ["inquiry.created"]);
    receiver.answer("/moved", { status: 302, location: receiver.url("/elsewhere") }, { status: 200 });
    await sendInquiry({ name: "Redirect", email: "redirect@example.com" });
    const list = await waitForDeliveries(hook.id, 2);
    expect(list.at(-1)).toMatchObject({ attempt: 1, statusCode: 302, succeeded: false });
    expect(list.at(0)).toMatchObject({ attempt: 2, statusCode: 200, succeeded: true });
    expect(receiver.at("/elsewhere")).toHaveLength(0);
  });

  it("'Send test event' delivers webhook.test to that webhook alone", async () => {
    const hook = await addWebhook("/test-me", ["subscriber.confirmed"]);
    const response = await api(`/webhooks/${hook.id}/test`, { method: "POST" });
    expect(response.status).toBe(202);
    const { messageId } = (await response.json()) as { messageId: string };
    const [request] = await receiver.waitFor("/test-me");
    expect(request?.headers["webhook-id"]).toBe(messageId);
    const payload = new Webhook(hook.secret).verify(request?.body ?? "", request?.headers ?? {}) as {
      type: string;
    };
    expect(payload.type).toBe("webhook.test");
    const [delivery] = await waitForDeliveries(hook.id, 1);
    expect(delivery).toMatchObject({ eventType: "webhook.test", messageId, attempt: 1, statusCode: 200 });
  });

  it("disables a webhook that has failed for three days, and sends it no more events", async () => {
    const hook = await addWebhook("/down", ["inquiry.created"]);
    receiver.answer("/down", ...Array.from({ length: 10 }, () => ({ status: 503 })));
    clock = new Date();
    await api(`/webhooks/${hook.id}/test`, { method: "POST" });
    await waitForDeliveries(hook.id, 1);
    expect((await answerOf(await api(`/webhooks/${hook.id}`))).disabledAt).toBeNull();
    // Three days of failures later, the next attempt fails too.
    clock = new Date(clock.getTime() + 3 * DAY_MS + 60_000);
    await waitForDeliveries(hook.id, 2);
    const disabled = (await (await api(`/webhooks/${hook.id}`)).json()) as CreatedWebhook & {
      failingSince: string;
    };
    expect(disabled.disabledAt).not.toBeNull();
    // No more retries, and new events pass it by.
    const count = receiver.at("/down").length;
    await sendInquiry({ name: "After", email: "after@example.com" });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(receiver.at("/down")).toHaveLength(count);

    // Staff switch it on again once the receiver is back.
    const enabled = await api(`/webhooks/${hook.id}`, {
      method: "PUT",
      body: { url: hook.url, events: hook.events, enabled: true },
    });
    expect((await answerOf(enabled)).disabledAt).toBeNull();
  });
});

describe("targets on private networks, with WEBHOOK_ALLOW_PRIVATE_TARGETS off", () => {
  let strict: TestServer;
  let admin: string;
  beforeAll(async () => {
    strict = await startTestServer({
      webhookRetryPolicy: { limit: 0, delaySeconds: 1, backoff: false },
    });
    ({ admin } = await tokensForEveryRole(strict, "role-password-1"));
  });
  afterAll(async () => {
    await strict?.close();
  });
  const strictApi = (path: string, method = "GET", body?: unknown) =>
    fetch(`${strict.url}/api/admin${path}`, {
      method,
      headers: {
        authorization: `Bearer ${admin}`,
        ...(body !== undefined && { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it("refuses loopback, private and shared addresses (also behind a host name) with 400", async () => {
    for (const url of [
      receiver.url("/x"),
      `http://localhost:${receiver.port}/x`,
      "http://10.1.2.3/",
      "http://172.20.0.1/",
      "http://192.168.1.10/",
      "http://100.64.0.1/",
      "http://0.0.0.0/",
      "http://[::1]/",
      "http://[fc00::1]/",
    ]) {
      const response = await strictApi("/webhooks", "POST", { url, events: ["inquiry.created"] });
      expect(response.status, url).toBe(400);
      expect((await answerOf(response)).fields.url, url).toEqual([WEBHOOK_MESSAGES.targetPrivate]);
    }
    const metadata = await strictApi("/webhooks", "POST", {
      url: "http://169.254.169.254/",
      events: ["inquiry.created"],
    });
    expect((await answerOf(metadata)).fields.url).toEqual([WEBHOOK_MESSAGES.targetLinkLocal]);
    expect(await strict.db.select().from(webhooks)).toEqual([]);
  });

  it("checks again when it delivers: a stored private target gets no request", async () => {
    const { sealWebhookSecret, newWebhookSecret } = await import("@staffing/api");
    // As if the address had passed the check and its host name now resolved to loopback.
    const stored = await strict.db
      .insert(webhooks)
      .values([
        {
          url: receiver.url("/private-literal"),
          events: ["inquiry.created"],
          encryptedSecret: await sealWebhookSecret(strict.db, newWebhookSecret()),
        },
        {
          url: `http://localhost:${receiver.port}/private-name`,
          events: ["inquiry.created"],
          encryptedSecret: await sealWebhookSecret(strict.db, newWebhookSecret()),
        },
      ])
      .returning();
    for (const webhook of stored) {
      expect((await strictApi(`/webhooks/${webhook.id}/test`, "POST")).status).toBe(202);
    }
    for (const webhook of stored) {
      const started = Date.now();
      let list: Delivery[] = [];
      while (list.length === 0 && Date.now() - started < 20_000) {
        list = (await (await strictApi(`/webhooks/${webhook.id}/deliveries`)).json()) as Delivery[];
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      expect(list[0]).toMatchObject({
        statusCode: null,
        succeeded: false,
        error: WEBHOOK_MESSAGES.targetPrivate,
      });
    }
    expect(receiver.at("/private-literal")).toHaveLength(0);
    expect(receiver.at("/private-name")).toHaveLength(0);
  });
});
