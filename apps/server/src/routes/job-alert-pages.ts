import { createCaller } from "@staffing/api";
import { JOB_ALERT_CONFIRM_PATH, JOB_ALERT_UNSUBSCRIBE_PATH, type JobAlertLanding } from "@staffing/shared";
import { TRPCError } from "@trpc/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { acceptFormPosts, type LandingPageRenderer, tokenOf } from "./newsletter-pages";
import type { RequestContextFactory } from "./trpc";

/**
 * The landing pages of a job alert's e-mailed links. Each GET shows a page with a button that posts
 * to the link itself, and the POST acts: a mail scanner that follows links confirms and unsubscribes
 * nobody. A POST to the unsubscribe link is also the mail clients' one-click unsubscribe (RFC 8058).
 */
export async function jobAlertPageRoutes(
  app: FastifyInstance,
  {
    createContext,
    renderLanding,
  }: { createContext: RequestContextFactory; renderLanding: LandingPageRenderer },
) {
  acceptFormPosts(app);
  const callerFor = async (request: FastifyRequest) => createCaller(await createContext({ ip: request.ip }));
  // A malformed token is a link that leads nowhere, as an unknown one.
  const orNull = <T>(call: Promise<T>) =>
    call.catch((error: unknown) => {
      if (error instanceof TRPCError && error.code === "BAD_REQUEST") return null;
      throw error;
    });
  const send = (request: FastifyRequest, reply: FastifyReply, status: number, landing: JobAlertLanding) => {
    // The token stays out of the log of whatever page the visitor opens next.
    reply.header("referrer-policy", "no-referrer");
    return renderLanding(request, reply, status, landing);
  };
  const actionOf = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

  app.get(JOB_ALERT_CONFIRM_PATH, async (request, reply) => {
    const token = tokenOf(request);
    const target = await orNull((await callerFor(request)).jobAlerts.confirmTarget({ token }));
    if (!target) return send(request, reply, 404, { list: "jobAlerts", page: "confirmInvalid" });
    if (target.status === "confirmed")
      return send(request, reply, 200, { list: "jobAlerts", page: "confirmed" });
    return send(request, reply, 200, {
      list: "jobAlerts",
      page: "confirm",
      filters: target.filters,
      action: actionOf(JOB_ALERT_CONFIRM_PATH, token),
    });
  });

  app.post(JOB_ALERT_CONFIRM_PATH, async (request, reply) => {
    const answer = await orNull((await callerFor(request)).jobAlerts.confirm({ token: tokenOf(request) }));
    if (answer?.outcome !== "confirmed")
      return send(request, reply, 404, { list: "jobAlerts", page: "confirmInvalid" });
    return send(request, reply, 200, { list: "jobAlerts", page: "confirmed" });
  });

  app.get(JOB_ALERT_UNSUBSCRIBE_PATH, async (request, reply) => {
    const token = tokenOf(request);
    const target = await orNull((await callerFor(request)).jobAlerts.unsubscribeTarget({ token }));
    if (!target) return send(request, reply, 404, { list: "jobAlerts", page: "unsubscribeInvalid" });
    if (target.status === "unsubscribed")
      return send(request, reply, 200, { list: "jobAlerts", page: "unsubscribed" });
    return send(request, reply, 200, {
      list: "jobAlerts",
      page: "unsubscribe",
      email: target.email,
      filters: target.filters,
      action: actionOf(JOB_ALERT_UNSUBSCRIBE_PATH, token),
    });
  });

  app.post(JOB_ALERT_UNSUBSCRIBE_PATH, async (request, reply) => {
    const answer = await orNull(
      (await callerFor(request)).jobAlerts.unsubscribe({ token: tokenOf(request) }),
    );
    if (!answer?.unsubscribed)
      return send(request, reply, 404, { list: "jobAlerts", page: "unsubscribeInvalid" });
    return send(request, reply, 200, { list: "jobAlerts", page: "unsubscribed" });
  });
}
