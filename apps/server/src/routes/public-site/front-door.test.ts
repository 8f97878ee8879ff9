import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { FrontDoor } from "../../front-door";
import { SiteMetrics } from "../../metrics/site-metrics";
import { accessToken, startTestServer, TEST_ADMIN, type TestServer } from "../../testing";

// A cached page over a real connection is answered by the front door (before Fastify): the same
// status, headers and bytes as Fastify's own answer, in every encoding, with its log line and its
// count, and never in place of a redirect, a CORS answer or a changed page.

let server: TestServer;
const metrics = new SiteMetrics();
const logLines: Array<Record<string, unknown>> = [];
const answered = vi.spyOn(FrontDoor.prototype, "answer");

beforeAll(async () => {
  const logs = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  server = await startTestServer({
    withWebsite: true,
    metrics,
    logger: pino({ level: "info" }, logs),
    // The test's own connection comes from the (trusted) proxy: X-Forwarded-Proto counts.
    env: { TRUST_PROXY: "1" },
  });
});
afterAll(() => server?.close());

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request on a connection of its own, the body as sent (not decompressed). */
function raw(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${server.url}${path}`, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** What Fastify itself answers (inject never reaches the front door). */
async function fastify(path: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") {
  const answer = await server.app.inject({ method, url: path, headers });
  return { status: answer.statusCode, headers: answer.headers, body: answer.rawPayload };
}

const frontDoorAnswered = () => answered.mock.results.at(-1)?.value === true;

/**
 * Asks for a page until the front door answers it: the first answer renders and caches it, and on
 * PostgreSQL the content version announced at start-up may arrive after that render and make it stale
 * once (a second render follows). A page the front door never answers fails here.
 */
async function cache(path: string): Promise<RawAnswer> {
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const answer = await raw(path);
    if (frontDoorAnswered()) return answer;
  }
  throw new Error(`the front door never answered ${path}`);
}
// Written by Node for the connection, not by either of the two.
const withoutConnection = (headers: Record<string, unknown>) => {
  const { date: _date, connection: _connection, "keep-alive": _keepAlive, ...rest } = headers;
  return rest;
};

describe("a cached page over a real connection", () => {
  it("is answered by the front door with Fastify's status, headers and bytes, in each encoding", async () => {
    await cache("/about");
    for (const acceptEncoding of ["", "gzip", "br, gzip", "deflate"]) {
      const headers: Record<string, string> = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
      const door = await raw("/about", headers);
      expect(frontDoorAnswered(), acceptEncoding).toBe(true);
      const own = await fastify("/about", headers);
      expect(door.status).toBe(200);
      expect(withoutConnection(door.headers), acceptEncoding).toEqual(withoutConnection(own.headers));
      expect(door.body.equals(own.body), acceptEncoding).toBe(true);
    }
  });

  it("answers HEAD without a body and a matching ETag with 304", async () => {
    const first = await cache("/about");
    const head = await raw("/about", {}, "HEAD");
    expect(frontDoorAnswered()).toBe(true);
    expect([head.status, head.body.length, head.headers["content-length"]]).toEqual([
      200,
      0,
      String(first.body.length),
    ]);
    const etag = String(first.headers.etag);
    const unchanged = await raw("/about", { "if-none-match": etag });
    expect(frontDoorAnswered()).toBe(true);
    expect([unchanged.status, unchanged.body.length, unchanged.headers.etag]).toEqual([304, 0, etag]);
    expect(withoutConnection(unchanged.headers)).toEqual(
      withoutConnection((await fastify("/about", { "if-none-match": etag })).headers),
    );
  });

  it("adds HSTS only when a trusted proxy says the visitor came over https", async () => {
    await cache("/faq");
    const secure = await raw("/faq", { "x-forwarded-proto": "https" });
    expect(frontDoorAnswered()).toBe(true);
    expect(secure.headers["strict-transport-security"]).toBe(
      (await fastify("/faq", { "x-forwarded-proto": "https" })).headers["strict-transport-security"],
    );
    expect(secure.headers["strict-transport-security"]).toMatch(/max-age=/);
    expect((await raw("/faq")).headers["strict-transport-security"]).toBeUndefined();
  });

  it("logs one request line and counts the answer and the cache hit", async () => {
    await cache("/services");
    const before = logLines.length;
    const hitsBefore = await metricValue('page_cache_requests_total{result="hit"}');
    await raw("/services");
    expect(frontDoorAnswered()).toBe(true);
    const lines = logLines.slice(before).filter((line) => line.msg === "request");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: "GET", url: "/services", status: 200 });
    expect(lines[0]?.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await metricValue('page_cache_requests_total{result="hit"}')).toBe(hitsBefore + 1);
    expect(await metricValue('http_requests_total{method="GET",route="/*",status="200"}')).toBeGreaterThan(0);
  });

  it("leaves a request with an Origin to Fastify, which answers CORS", async () => {
    await cache("/contact");
    await raw("/contact", { origin: "https://elsewhere.example" });
    expect(frontDoorAnswered()).toBe(false);
  });

  it("never answers an address that has a redirect, nor a page older than the content", async () => {
    const token = await accessToken(server, TEST_ADMIN.email, TEST_ADMIN.password);
    const admin = (method: string, url: string, body: object) =>
      fetch(`${server.url}/api/admin${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });

    await cache("/resources/case-studies");
    const created = await admin("POST", "/redirects", { fromPath: "/resources/case-studies", toUrl: "/faq" });
    expect(created.status).toBe(201);
    const moved = await raw("/resources/case-studies");
    expect(frontDoorAnswered()).toBe(false);
    expect([moved.status, moved.headers.location]).toEqual([301, "/faq"]);

    const about = await cache("/about");
    const profile = (await (await fetch(`${server.url}/api/site`)).json()) as Record<string, unknown>;
    const renamed = await admin("PUT", "/site", { ...profile, tagline: "Staffing that keeps its promises" });
    expect(renamed.status).toBe(200);
    const changed = await raw("/about");
    expect(changed.body.toString()).toContain("Staffing that keeps its promises");
    expect(changed.headers.etag).not.toBe(about.headers.etag);
  });
});

async function metricValue(series: string): Promise<number> {
  const { text } = await metrics.exposition();
  const line = text.split("\n").find((one) => one.startsWith(`${series} `));
  return line ? Number(line.split(" ").at(-1)) : 0;
}
