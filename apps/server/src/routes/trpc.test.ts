import { gunzipSync } from "node:zlib";
import type { AppRouter } from "@staffing/api";
import { createStaffingClient } from "@staffing/client";
import { newsletterSubscribers } from "@staffing/db";
import { TRPC_MAX_BATCH_SIZE } from "@staffing/shared";
import type { TRPCClientError } from "@trpc/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessToken, startTestServer, TEST_ADMIN, type TestServer } from "../testing";

// tRPC over HTTP as its own client uses it: batched reads give what the REST API gives, failures keep
// tRPC's error shape, roles are checked, and a GET never runs a change.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ url, headers });
const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("the call succeeded");
    },
    (error: unknown) => error as TRPCClientError<AppRouter>,
  );

describe("reads over tRPC", () => {
  it("give tRPC's client, batched, the data the REST API gives", async () => {
    const client = await createStaffingClient({ url: server.url });
    const [posts, seo] = await Promise.all([
      client.blog.list.query({ page: 1, limit: 3 }),
      client.seo.forPageType.query({ pageType: "home" }),
    ]);
    const rest = await get("/api/blog?page=1&limit=3");
    expect(JSON.parse(JSON.stringify(posts))).toEqual(rest.json());
    expect(posts).toHaveLength(3);
    expect(typeof seo.title).toBe("string");
  });

  it("answer a single call, and a batch, in tRPC's envelope", async () => {
    const single = await get(`/trpc/blog.list?input=${input({ page: 1, limit: 1 })}`);
    expect(single.statusCode).toBe(200);
    expect(single.headers["content-type"]).toMatch(/^application\/json/);
    expect((single.json() as { result: { data: unknown[] } }).result.data).toHaveLength(1);
    const batch = await get(
      `/trpc/blog.list,blog.list?batch=1&input=${input({ 0: { page: 1, limit: 1 }, 1: { page: 1, limit: 2 } })}`,
    );
    expect(batch.statusCode).toBe(200);
    const [first, second] = batch.json() as { result: { data: unknown[] } }[];
    expect(first?.result.data).toHaveLength(1);
    expect(second?.result.data).toHaveLength(2);
  });

  it("send a JSON answer whole, with its length, and a streamed batch as a stream", async () => {
    const url = `/trpc/blog.list,blog.list?batch=1&input=${input({ 0: { page: 1, limit: 1 }, 1: { page: 1, limit: 2 } })}`;
    const whole = await get(url);
    expect(whole.headers["content-length"]).toBe(String(Buffer.byteLength(whole.body)));
    expect(whole.headers["transfer-encoding"]).toBeUndefined();
    expect(whole.headers.vary).toContain("trpc-accept");
    const compressed = await get(url, { "accept-encoding": "gzip" });
    expect(compressed.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString())).toEqual(whole.json());
    // httpBatchStreamLink's request: one JSON line per call, as each is ready.
    const streamed = await get(url, { "trpc-accept": "application/jsonl" });
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers["transfer-encoding"]).toBe("chunked");
    expect(streamed.body.trim().split("\n").length).toBeGreaterThan(1);
  });

  it("leave a failed call to tRPC, which answers it in its own error shape", async () => {
    const client = await createStaffingClient({ url: server.url });
    const [found, missing] = await Promise.allSettled([
      client.blog.list.query({ page: 1, limit: 1 }),
      client.blog.bySlug.query({ slug: "no-such-post" }),
    ]);
    expect(found.status).toBe("fulfilled");
    expect(missing.status === "rejected" && (missing.reason as TRPCClientError<AppRouter>).data?.code).toBe(
      "NOT_FOUND",
    );
    const invalid = await get(`/trpc/blog.list?input=${input({ page: 0 })}`);
    expect(invalid.statusCode).toBe(400);
    const malformed = await get("/trpc/blog.list?input=%7Bnot-json");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: { data: { code: "BAD_REQUEST" } } });
  });

  it("check the caller's role, and never run a change for a GET", async () => {
    const anonymous = await failure(
      (await createStaffingClient({ url: server.url })).inquiries.list.query({}),
    );
    expect(anonymous.data?.code).toBe("UNAUTHORIZED");
    const token = await accessToken(server, TEST_ADMIN.email, TEST_ADMIN.password);
    const inquiries = await (
      await createStaffingClient({ url: server.url, accessToken: token })
    ).inquiries.list.query({});
    expect(Array.isArray(inquiries)).toBe(true);

    const change = await get(`/trpc/newsletter.subscribe?input=${input({ email: "get@example.com" })}`);
    expect(change.statusCode).toBe(405);
    expect(await server.db.select().from(newsletterSubscribers)).toHaveLength(0);
  });
});

describe("batches", () => {
  const calls = (n: number) => Array.from({ length: n }, () => "blog.list").join(",");
  const inputs = (n: number) =>
    input(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, { page: 1, limit: 50 }])));

  it(`carry at most ${TRPC_MAX_BATCH_SIZE} calls, by GET or POST; more is a 400 that says so`, async () => {
    expect((await get(`/trpc/${calls(TRPC_MAX_BATCH_SIZE)}?batch=1&input=${inputs(10)}`)).statusCode).toBe(
      200,
    );
    const tooMany = await get(`/trpc/${calls(TRPC_MAX_BATCH_SIZE + 1)}?batch=1&input=${inputs(11)}`);
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json())).toMatch(/batch.*maximum size/i);
    const posted = await server.app.inject({
      method: "POST",
      url: `/trpc/${Array.from({ length: 11 }, () => "newsletter.subscribe").join(",")}?batch=1`,
      payload: Object.fromEntries(
        Array.from({ length: 11 }, (_, i) => [i, { email: `batch${i}@example.com` }]),
      ),
    });
    expect(posted.statusCode).toBe(400);
    expect(await server.db.select().from(newsletterSubscribers)).toHaveLength(0);
  });

  it("keep a small request's answer small: an 11 KB request cannot ask for megabytes", async () => {
    // The most calls an 11 KB address holds, each asking for the largest page of posts.
    let n = 1;
    while (`/trpc/${calls(n + 1)}?batch=1&input=${inputs(n + 1)}`.length <= 11 * 1024) n += 1;
    const url = `/trpc/${calls(n)}?batch=1&input=${inputs(n)}`;
    expect(url.length).toBeGreaterThan(10 * 1024);
    const answer = await get(url);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.length).toBeLessThan(2 * 1024);
  });
});
