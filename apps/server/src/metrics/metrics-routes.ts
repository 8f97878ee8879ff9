import { createHash, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { SiteMetrics } from "./site-metrics";

export const METRICS_PATH = "/metrics";
export const METRICS_REFUSED = "A valid bearer token (METRICS_TOKEN) is needed to read the metrics.";

export interface MetricsOptions {
  metrics: SiteMetrics;
  /** With a token, /metrics on the main port answers a scraper that sends it; without, it is 404. */
  token: string | undefined;
}

/**
 * Counts every answer by the route pattern that matched it, and serves /metrics on this port to a
 * scraper with the token. Without a token, /metrics here is an unknown address (the separate
 * METRICS_PORT listener, if configured, serves it instead).
 */
export const metricsRoutes = fp(async (app: FastifyInstance, { metrics, token }: MetricsOptions) => {
  app.addHook("onResponse", async (request, reply) => {
    metrics.request(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
  });

  if (!token) return;
  const expected = digest(token);
  app.get(METRICS_PATH, async (request, reply) => {
    const given = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    // Compared as digests of equal length in constant time, so the answer's timing tells nothing.
    if (!given || !timingSafeEqual(digest(given), expected)) {
      return reply
        .status(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .send({ error: "unauthorized", message: METRICS_REFUSED });
    }
    const { contentType, text } = await metrics.exposition();
    return reply.type(contentType).header("cache-control", "no-store").send(text);
  });
});

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * METRICS_PORT: a second small listener that serves only /metrics, for a port that only the
 * monitoring network reaches. Resolves once listening, to its port and the function that closes it.
 */
export async function serveMetrics(
  metrics: SiteMetrics,
  { port, host }: { port: number; host: string },
): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const path = (request.url ?? "").split("?")[0];
    if (path !== METRICS_PATH || (request.method !== "GET" && request.method !== "HEAD")) {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Only /metrics here.\n");
      return;
    }
    metrics.exposition().then(
      ({ contentType, text }) => {
        response.writeHead(200, { "content-type": contentType, "cache-control": "no-store" }).end(text);
      },
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
