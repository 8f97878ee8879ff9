import { randomInt } from "node:crypto";
import type { AddressInfo } from "node:net";
import { followContentVersion } from "@staffing/db";
import { createClient } from "@supabase/supabase-js";
import sharp from "sharp";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { DEV_ANON_KEY } from "../src/config";
import { accessToken, multipartBody, startTestServer, TEST_ADMIN, type TestServer } from "../src/testing";

// Two instances of the site on one PostgreSQL and one Redis, as in production behind a balancer.
// The embedded database belongs to one process, so this needs a PostgreSQL server.
const serverUrl = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

describe.skipIf(!serverUrl)("two instances", () => {
  let a: TestServer;
  let b: TestServer;
  let smtp: SMTPServer;
  const mails: string[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        let raw = "";
        stream.on("data", (chunk: Buffer) => {
          raw += chunk.toString();
        });
        stream.on("end", () => {
          mails.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const env = {
      REDIS_URL,
      INQUIRY_RATE_LIMIT_PER_HOUR: "4",
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      NOTIFY_EMAIL: "staff@example.com",
    };
    const retryPolicy = { limit: 10, delaySeconds: 1, backoff: false };
    a = await startTestServer({ env, retryPolicy, withWebsite: true });
    b = await startTestServer({ env, retryPolicy, withWebsite: true, databaseUrl: a.databaseUrl });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  });

  const client = (server: TestServer) =>
    createClient(server.url, DEV_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
  const stats = (server: TestServer, token: string) =>
    fetch(`${server.url}/api/admin/stats`, { headers: { authorization: `Bearer ${token}` } }).then(
      (r) => r.status,
    );

  it("accept each other's tokens", async () => {
    const { data } = await client(a).auth.signInWithPassword(TEST_ADMIN);
    const token = data.session?.access_token ?? "";
    expect(await stats(a, token)).toBe(200);
    expect(await stats(b, token)).toBe(200);
  });

  it("refresh on one and sign out on the other as a single instance would", async () => {
    const { data } = await client(a).auth.signInWithPassword(TEST_ADMIN);
    const first = data.session;
    const refreshed = await client(b).auth.refreshSession({ refresh_token: first?.refresh_token ?? "" });
    const second = refreshed.data.session;
    expect(refreshed.error).toBeNull();
    // The refresh token used on B is spent on A too: presented again within the reuse interval (two
    // tabs, a retried request) it answers with the successor B handed out, not a session of its own.
    const replay = await client(a).auth.refreshSession({ refresh_token: first?.refresh_token ?? "" });
    expect(replay.error).toBeNull();
    expect(replay.data.session?.refresh_token).toBe(second?.refresh_token);

    const { data: again } = await client(b).auth.signInWithPassword(TEST_ADMIN);
    const token = again.session?.access_token ?? "";
    const signOut = await fetch(`${a.url}/auth/v1/logout?scope=local`, {
      method: "POST",
      headers: { apikey: DEV_ANON_KEY, authorization: `Bearer ${token}` },
    });
    expect(signOut.status).toBe(204);
    expect(await stats(b, token)).toBe(401);
    expect(await stats(a, token)).toBe(401);
    expect(second).toBeTruthy();
  });

  it("share rate limits through Redis", async () => {
    const address = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
    const send = (server: TestServer) =>
      server.app.inject({
        method: "POST",
        url: "/api/inquiries",
        payload: { name: "Shared limit", email: "limit@example.com" },
        remoteAddress: address,
      });
    for (const server of [a, b, a, b]) expect((await send(server)).statusCode).toBe(201);
    expect((await send(a)).statusCode).toBe(429);
    expect((await send(b)).statusCode).toBe(429);
  });

  it("drop their cached pages and kept public reads when content changes on either: that one at once, the other as PostgreSQL announces it", async () => {
    const html = async (server: TestServer) => (await server.app.inject({ url: "/faq" })).body;
    const title = async (server: TestServer) =>
      (await server.app.inject({ url: "/api/pages/faq" })).json<{ title: string }>().title;
    expect(await html(a)).toContain("Frequently Asked Questions");
    expect(await html(b)).toContain("Frequently Asked Questions");
    expect(await title(a)).toBe("Frequently Asked Questions");
    expect(await title(b)).toBe("Frequently Asked Questions");
    const { data } = await client(a).auth.signInWithPassword(TEST_ADMIN);
    const pages = (await (
      await fetch(`${a.url}/api/admin/pages`, {
        headers: { authorization: `Bearer ${data.session?.access_token}` },
      })
    ).json()) as { id: string; slug: string; content: string }[];
    const faq = pages.find((page) => page.slug === "faq");
    const response = await fetch(`${a.url}/api/admin/pages/${faq?.id}`, {
      method: "PUT",
      headers: { authorization: `Bearer ${data.session?.access_token}`, "content-type": "application/json" },
      body: JSON.stringify({
        title: "Questions and Answers",
        slug: "faq",
        content: faq?.content,
        isPublished: true,
      }),
    });
    expect(response.status).toBe(200);
    expect(await html(a)).toContain("Questions and Answers");
    expect(await title(a)).toBe("Questions and Answers");
    // The other instance hears of the change by NOTIFY on its own connection: within moments of the
    // commit, not necessarily before this line runs on a loaded machine.
    await vi.waitFor(async () => expect(await html(b)).toContain("Questions and Answers"), {
      timeout: 2000,
      interval: 5,
    });
    await vi.waitFor(async () => expect(await title(b)).toBe("Questions and Answers"), {
      timeout: 2000,
      interval: 5,
    });
  });

  it("serve each other's uploads (the media library is in PostgreSQL): uploaded on one, served by the other, gone from both once deleted", async () => {
    // Each instance has a data directory of its own (startTestServer) and no bucket.
    const token = await accessToken(a, TEST_ADMIN.email, TEST_ADMIN.password);
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#1f6f5c" } })
      .png()
      .toBuffer();
    const body = multipartBody(
      { alt: "Shared office" },
      { name: "shared.png", type: "image/png", bytes: photo },
    );
    const upload = await fetch(`${a.url}/api/admin/media`, {
      method: "POST",
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      body: body.payload,
    });
    expect(upload.status).toBe(201);
    const image = (await upload.json()) as { id: string; url: string; variants: { url: string }[] };
    const files = [image.url, ...image.variants.map((variant) => variant.url)];
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      const [fromA, fromB] = await Promise.all([fetch(`${a.url}${file}`), fetch(`${b.url}${file}`)]);
      expect([fromA.status, fromB.status], file).toEqual([200, 200]);
      expect(fromB.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(fromB.headers.get("content-type")).toBe(fromA.headers.get("content-type"));
      expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(
        true,
      );
    }

    const removed = await fetch(`${b.url}/api/admin/media/${image.id}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.status).toBeLessThan(300);
    for (const file of files) expect((await fetch(`${a.url}${file}`)).status, file).toBe(404);
  });

  it("deliver each inquiry's notification once, whichever instance took it", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const server = i % 2 === 0 ? a : b;
      const response = await server.app.inject({
        method: "POST",
        url: "/api/inquiries",
        payload: { name: `Scale ${i}`, email: `scale${i}@example.com` },
        // Fresh addresses: Redis keeps counts between runs.
        remoteAddress: `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`,
      });
      expect(response.statusCode).toBe(201);
      ids.push(response.json().id);
    }
    await expect
      .poll(() => ids.every((id) => mails.some((mail) => mail.includes(id))), {
        timeout: 20_000,
        interval: 200,
      })
      .toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    for (const id of ids) expect(mails.filter((mail) => mail.includes(id))).toHaveLength(1);
  });

  it("publish a scheduled post on both at its moment, on one clock: the content version moves once", async () => {
    const token = await accessToken(a, TEST_ADMIN.email, TEST_ADMIN.password);
    const title = "Scheduled On Two Instances";
    const publishedAt = new Date(Date.now() + 3000).toISOString();
    const created = await b.app.inject({
      method: "POST",
      url: "/api/admin/blog",
      headers: { authorization: `Bearer ${token}` },
      payload: { title, slug: "scheduled-on-two", content: "<p>News.</p>", isPublished: true, publishedAt },
    });
    expect(created.statusCode).toBe(201);
    const blog = async (server: TestServer) => (await server.app.inject({ url: "/blog" })).body;
    expect(await blog(a)).not.toContain(title);
    expect(await blog(b)).not.toContain(title);

    const version = await followContentVersion(a.database);
    try {
      const before = version.current();
      for (const server of [a, b]) {
        await vi.waitFor(async () => expect(await blog(server)).toContain(title), {
          timeout: 10_000,
          interval: 100,
        });
      }
      expect(Date.now()).toBeGreaterThanOrEqual(new Date(publishedAt).getTime());
      // Both clocks woke for it; one announced it.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(version.current()).toBe(before + 1);
    } finally {
      await version.stop();
    }
  });
});
