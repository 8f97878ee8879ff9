import { createCaller } from "@staffing/api";
import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  type NewsletterLanding,
  type SubscriptionLanding,
} from "@staffing/shared";
import { TRPCError } from "@trpc/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { RequestContextFactory } from "./trpc";

/**
 * Sends a landing page as the site renders it (its header and footer), for this visitor alone: the
 * address carries the link's token, so nothing of it is cached or shared.
 */
export type LandingPageRenderer = (
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  landing: SubscriptionLanding,
) => Promise<FastifyReply>;

/**
 * Mail clients post `List-Unsubscribe=One-Click` as a form (RFC 8058), and the landing pages' buttons
 * post plain forms; the token is in the address, so the body is read and ignored.
 */
export function acceptFormPosts(app: FastifyInstance) {
  for (const type of ["application/x-www-form-urlencoded", "multipart/form-data"]) {
    if (!app.hasContentTypeParser(type)) {
      app.addContentTypeParser(type, { parseAs: "string" }, (_request, _body, done) => done(null, {}));
    }
  }
}

export const tokenOf = (request: FastifyRequest) => {
  const token = (request.query as { token?: unknown }).token;
  return typeof token === "string" ? token : "";
};

/**
 * The landing pages of the newsletter's e-mailed links: GET confirm (one click confirms), GET
 * unsubscribe (a page with a button) and POST unsubscribe (the button, and mail clients' one-click
 * unsubscribe of RFC 8058). Each calls its procedure, as every other route does, and the public site
 * renders what came of it.
 */
export async function newsletterPageRoutes(
  app: FastifyInstance,
  {
    createContext,
    renderLanding,
  }: { createContext: RequestContextFactory; renderLanding: LandingPageRenderer },
) {
  acceptFormPosts(app);
  const callerFor = async (request: FastifyRequest) => createCaller(await createContext({ ip: request.ip }));
  const invalidToken = (error: unknown) => error instanceof TRPCError && error.code === "BAD_REQUEST";
  const send = (request: FastifyRequest, reply: FastifyReply, status: number, landing: NewsletterLanding) => {
    // The token stays out of the log of whatever page the visitor opens next.
    reply.header("referrer-policy", "no-referrer");
    return renderLanding(request, reply, status, landing);
  };

  app.get(NEWSLETTER_CONFIRM_PATH, async (request, reply) => {
    const api = await callerFor(request);
    const outcome = await api.newsletter
      .confirm({ token: tokenOf(request) })
      .then((result) => result.outcome)
      .catch((error: unknown) => {
        if (invalidToken(error)) return "invalid" as const;
        throw error;
      });
    if (outcome === "confirmed") return send(request, reply, 200, { page: "confirmed" });
    return send(request, reply, 404, { page: "confirmInvalid" });
  });

  app.get(NEWSLETTER_UNSUBSCRIBE_PATH, async (request, reply) => {
    const api = await callerFor(request);
    const token = tokenOf(request);
    const target = await api.newsletter.unsubscribeTarget({ token }).catch((error: unknown) => {
      if (invalidToken(error)) return null;
      throw error;
    });
    if (!target) return send(request, reply, 404, { page: "unsubscribeInvalid" });
    if (target.status === "unsubscribed") return send(request, reply, 200, { page: "unsubscribed" });
    return send(request, reply, 200, {
      page: "unsubscribe",
      email: target.email,
      action: `${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
    });
  });

  app.post(NEWSLETTER_UNSUBSCRIBE_PATH, async (request, reply) => {
    const api = await callerFor(request);
    const done = await api.newsletter
      .unsubscribe({ token: tokenOf(request) })
      .then((result) => result.unsubscribed)
      .catch((error: unknown) => {
        if (invalidToken(error)) return false;
        throw error;
      });
    if (!done) return send(request, reply, 404, { page: "unsubscribeInvalid" });
    return send(request, reply, 200, { page: "unsubscribed" });
  });
}
