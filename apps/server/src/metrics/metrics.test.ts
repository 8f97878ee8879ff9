import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startTestServer, TestMailServer, type TestServer } from "../testing";
import { METRICS_REFUSED, serveMetrics } from "./metrics-routes";
import { SiteMetrics } from "./site-metrics";

const TOKEN = "scrape-me-please-0123456789";
const FAST_RETRIES = { limit: 30, delaySeconds: 1, backoff: false };

/** The value of one sample line (`name{labels} value`), or undefined when the line is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("/metrics with METRICS_TOKEN", () => {
  let server: TestServer;
  let mail: TestMailServer;
  beforeAll(async () => {
    mail = await new TestMailServer().start();
    server = await startTestServer({
      env: { METRICS_TOKEN: TOKEN, SMTP_URL: mail.smtpUrl, NOTIFY_EMAIL: "staff@example.com" },
      retryPolicy: FAST_RETRIES,
      withWebsite: true,
    });
  });
  afterAll(async () => {
    await server?.close();
    await mail?.stop();
  });

  const scrape = (authorization?: string) =>
    server.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

  it("refuses a scraper without the token or with a wrong one (401), showing no figure", async () => {
    for (const authorization of [undefined, "Bearer wrong-token", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const response = await scrape(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.headers["www-authenticate"]).toMatch(/^Bearer/);
      expect(response.json()).toEqual({ error: "unauthorized", message: METRICS_REFUSED });
    }
  });

  it("shows every family after some traffic: requests by route, the page cache, the queues, the database, inquiries and mails", async () => {
    // A page served until it comes from the cache: rendered (a miss), then a hit. (A content-version
    // announcement of the start-up may still arrive after the first render and make it stale once.)
    let served = 0;
    for (let tries = 0; tries < 5; tries++) {
      expect((await server.app.inject({ method: "GET", url: "/" })).statusCode).toBe(200);
      served++;
      if (
        tries > 0 &&
        sample((await scrape(`Bearer ${TOKEN}`)).body, 'page_cache_requests_total{result="hit"}') === 1
      )
        break;
    }
    const unknownPost = await server.app.inject({ method: "GET", url: "/api/blog/no-such-post-4711" });
    expect(unknownPost.statusCode).toBe(404);
    const sent = await mail.nextMail(
      (message) => message.to.includes("staff@example.com"),
      async () => {
        const response = await server.app.inject({
          method: "POST",
          url: "/api/inquiries",
          payload: { name: "Ada Lovelace", email: "ada@example.com", message: "Counting engines." },
        });
        expect(response.statusCode).toBe(201);
      },
    );
    expect(sent.subject).toBeTruthy();

    // The mail is counted just after the mail server took it, its job once completed.
    let text = "";
    for (let tries = 0; tries < 50; tries++) {
      const response = await scrape(`Bearer ${TOKEN}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
      text = response.body;
      if (
        sample(text, 'mails_sent_total{kind="inquiry-notification"}') === 1 &&
        (sample(text, 'job_queue_completed_total{queue="mail"}') ?? 0) >= 1
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const misses = sample(text, 'page_cache_requests_total{result="miss"}');
    expect(misses).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'page_cache_requests_total{result="hit"}')).toBe(1);
    // Every miss rendered the page once; a hit rendered nothing.
    expect(sample(text, "page_renders_total")).toBe(misses);
    expect(sample(text, "page_render_queue_waiting")).toBe(0);
    expect(sample(text, "inquiries_received_total")).toBe(1);
    expect(sample(text, 'mails_sent_total{kind="inquiry-notification"}')).toBe(1);
    expect(text).toContain("# TYPE mail_job_failures_total counter");
    // Every queue's jobs by state (as pg-boss last counted them), and what this instance completed.
    for (const queue of ["mail", "mail.account", "webhook", "inquiry-notifications"]) {
      for (const state of ["waiting", "deferred", "active", "failed"])
        expect(sample(text, `job_queue_jobs{queue="${queue}",state="${state}"}`)).toBeGreaterThanOrEqual(0);
      expect(sample(text, `job_queue_oldest_waiting_seconds{queue="${queue}"}`)).toBeGreaterThanOrEqual(0);
    }
    expect(sample(text, 'job_queue_jobs{queue="mail",state="failed"}')).toBe(0);
    expect(sample(text, 'job_queue_completed_total{queue="mail"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'database_connections{state="active"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, "process_cpu_seconds_total")).toBeGreaterThan(0);

    // Requests by the route pattern that matched, never by the address asked for.
    expect(sample(text, 'http_requests_total{method="GET",route="/*",status="200"}')).toBe(served);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/blog/:slug",status="404"}')).toBe(1);
    expect(sample(text, 'http_requests_total{method="POST",route="/api/inquiries",status="201"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/*",status="200"}')).toBe(
      served,
    );
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.1",method="GET",route="/*",status="200"}',
    );
    expect(text).not.toContain("no-such-post-4711");
  });
});

describe("/metrics on METRICS_PORT", () => {
  let server: TestServer;
  let listener: Awaited<ReturnType<typeof serveMetrics>>;
  beforeAll(async () => {
    const metrics = new SiteMetrics();
    const port = await freePort();
    server = await startTestServer({ env: { METRICS_PORT: String(port) }, metrics });
    listener = await serveMetrics(metrics, { port: server.config.metrics.port ?? 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await listener?.close();
    await server?.close();
  });

  it("serves the metrics on the other port, without a token, and not on the main one", async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const response = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(sample(text, 'http_requests_total{method="GET",route="/healthz",status="200"}')).toBe(1);

    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${listener.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${listener.port}/healthz`)).status).toBe(404);
  });
});

describe("without METRICS_TOKEN or METRICS_PORT", () => {
  const lines: Record<string, unknown>[] = [];
  let server: TestServer;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    });
    server = await startTestServer({ logger: pino({ level: "info" }, sink) });
  });
  afterAll(() => server?.close());

  it("answers /metrics as an unknown address (404)", async () => {
    const response = await server.app.inject({ method: "GET", url: "/metrics" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("http_requests_total");
  });

  it("logs one line per request, when answered, with method, address, status, time and request id", async () => {
    lines.length = 0;
    const response = await server.app.inject({ method: "GET", url: "/api/blog?limit=1" });
    expect(response.statusCode).toBe(200);
    const ofRequest = lines.filter((line) => line.reqId !== undefined);
    expect(ofRequest).toHaveLength(1);
    expect(ofRequest[0]).toMatchObject({
      msg: "request",
      method: "GET",
      url: "/api/blog?limit=1",
      status: 200,
      reqId: expect.any(String),
    });
    expect(typeof ofRequest[0]?.ms).toBe("number");
    expect(lines.map((line) => line.msg)).not.toContain("incoming request");
  });
});
