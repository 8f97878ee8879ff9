import { createCaller } from "@staffing/api";
import { PAGE_VIEW_BEACON_PATH, type PageViewInput } from "@staffing/shared";
import { TRPCError } from "@trpc/server";
import type { FastifyInstance } from "fastify";
import { sendProcedureError } from "./rest/adapter";
import { browserOf, type RequestContextFactory } from "./trpc";

/**
 * The analytics beacon (issue 21): every public page's loader script posts here, so a page served
 * from the page cache or a CDN is counted all the same. The answer is 204 at once; the view is
 * counted in memory and written in batches. Crawlers and visitors who ask not to be tracked (DNT,
 * Sec-GPC) are answered the same and counted nowhere. The user agent gives the device class and is
 * then forgotten; the address only keys the rate limit.
 */
export async function pageViewRoutes(
  app: FastifyInstance,
  { createContext }: { createContext: RequestContextFactory },
) {
  app.post(PAGE_VIEW_BEACON_PATH, { bodyLimit: 4096 }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      // sendBeacon sends its text as text/plain (no preflight); a script may send JSON.
      const body = typeof request.body === "string" ? parseJson(request.body) : request.body;
      const api = createCaller(
        await createContext({ ip: request.ip, requestId: request.id, browser: browserOf(request) }),
      );
      // The procedure validates the whole input and decides whether the view counts; this only
      // hands the body over.
      const view = (body && typeof body === "object" ? body : {}) as PageViewInput;
      await api.analytics.recordView(view);
      return reply.status(204).send();
    } catch (error) {
      return sendProcedureError(error, request, reply);
    }
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new TRPCError({ code: "BAD_REQUEST", message: "The body is not JSON.", cause: error });
  }
}
